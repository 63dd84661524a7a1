import { useRef } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/dashboard.project";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { ownProject } from "~/models/projects.server";
import { projectPageAction } from "./dashboard.projects.server";
import type { ProjectPageResult } from "~/lib/form-results";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { PROJECT_STATUS, ProjectFields } from "~/components/projects/project-fields";
import { BackToProjects, DeleteDisclosure } from "~/components/projects/project-controls";
import { ProjectPhotoList } from "~/components/projects/project-photo-list";
import { PhotoUploader } from "~/components/projects/photo-uploader";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { errorsOf, listOf, textOf, valuesOf } from "~/lib/form";
import { isUuid } from "~/lib/uuid";
import { PHOTOS_PER_PROJECT } from "~/lib/project-limits";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { pageMeta } from "~/lib/seo";
import { usePageForm } from "~/lib/use-page-form";
import { notFound } from "~/services/not-found.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  const project = isUuid(params.projectId) ? await ownProject(context.get(requestContext).db, profile.id, params.projectId.toLowerCase()) : null;
  if (!project) notFound("project");
  return { project };
}

export const action = ({ request, params, context }: Route.ActionArgs) => {
  if (!isUuid(params.projectId)) notFound("project");
  return projectPageAction(request, context.get(requestContext), requireOwnProfile(context).profile, params.projectId.toLowerCase());
};

export const meta = ({ data: loaded }: Route.MetaArgs) => pageMeta({ title: loaded ? `${loaded.project.title} — Projects` : "Project", noindex: true });

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const { answer, busy } = usePageForm<ProjectPageResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const typed = valuesOf(saveAnswer);
  useFocusFirstError(formRef, saveAnswer?.status === "error" ? saveAnswer.fieldErrors : undefined);
  const status = PROJECT_STATUS[project.status];
  const undescribed = project.photos.filter((photo) => !photo.alt).length;
  return (
    <div className="mx-auto max-w-4xl">
      <BackToProjects />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold [overflow-wrap:anywhere]">{project.title}</h1>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <ProjectNotice status={project.status} reason={project.rejectionReason} undescribed={undescribed} />
      {answer?.message && answer.intent !== "photo" && (
        <p role={answer.status === "success" ? "status" : "alert"} className="mt-4 rounded-lg bg-ivory p-3 text-sm">
          {answer.message}
        </p>
      )}

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="mb-4 text-xl font-semibold">Details</h2>
        <Form ref={formRef} method="post" noValidate>
          <input type="hidden" name="intent" value="save" />
          <ProjectFields
            key={project.updatedAt.toString()}
            values={{
              title: textOf(typed, "title") ?? project.title,
              vehicleMake: textOf(typed, "vehicleMake") ?? project.vehicleMake,
              model: textOf(typed, "model") ?? project.model ?? "",
              year: textOf(typed, "year") ?? (project.year ? String(project.year) : ""),
              services: listOf(typed, "services") ?? project.services,
              story: textOf(typed, "story") ?? project.story,
            }}
            errors={errorsOf(saveAnswer)}
          />
          <div className="mt-6 flex justify-end">
            <Button type="submit" disabled={busy}>
              Save details
            </Button>
          </div>
        </Form>
      </Card>

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">
          Photos <span className="text-base font-normal text-ink-muted">({project.photos.length} of {PHOTOS_PER_PROJECT})</span>
        </h2>
        <ProjectPhotoList photos={project.photos} answer={answer} busy={busy} />
        {project.photos.length < PHOTOS_PER_PROJECT ? (
          <PhotoUploader projectId={project.id} room={PHOTOS_PER_PROJECT - project.photos.length} />
        ) : (
          <p className="mt-4 text-sm text-ink-muted">This project has {PHOTOS_PER_PROJECT} photos, the most it can hold. Delete one to add another.</p>
        )}
      </Card>

      <div className="mt-6 flex justify-end">
        <DeleteDisclosure
          summary="Delete this project"
          label={project.title}
          question="Delete this project and all its photos? This cannot be undone."
          fields={{ intent: "delete" }}
          busy={busy}
        />
      </div>
    </div>
  );
}

function ProjectNotice({ status, reason, undescribed }: { status: "pending" | "approved" | "rejected"; reason: string | null; undescribed: number }) {
  return (
    <div className="mt-4 grid gap-2">
      {undescribed > 0 && (
        <p role="status" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-oxblood-700">
          {undescribed === 1 ? "One photo needs" : `${undescribed} photos need`} a description (alt text) below. The project is sent for review once
          every photo is described.
        </p>
      )}
      {status === "pending" && undescribed === 0 && (
        <p className="rounded-lg border border-brass-300 bg-brass-100 p-3 text-sm text-brass-700">
          Awaiting moderation: it shows on your profile once our team approves it. Any change sends it back for review.
        </p>
      )}
      {status === "approved" && (
        <p className="rounded-lg border border-racing-200 bg-racing-50 p-3 text-sm text-racing-800">
          Published on your profile. Changing the details or photos hides it until our team approves the change.
        </p>
      )}
      {status === "rejected" && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-oxblood-700">
          Not approved{reason ? `: ${reason}` : "."} Edit the project and save it to send it for review again.
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
