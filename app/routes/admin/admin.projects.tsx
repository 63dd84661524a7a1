import { Link } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/admin.projects";
import { pendingProjects, type PendingProject } from "~/models/projects.server";
import { adminAction, decideProject } from "./admin.server";
import type { AdminResult } from "~/lib/form-results";
import { AdminOutcome, ApproveRejectButtons, EmptyState } from "~/components/admin/admin-tab";
import { OwnPhoto } from "~/components/projects/project-controls";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { Badge } from "~/components/ui/badge";
import { textOf, valuesOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { formatDate } from "~/lib/format";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { adminTabError } from "~/components/admin/admin-tab-error";

export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await pendingProjects(context.get(requestContext).db) };
}

export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context, { project: decideProject });

/** The Projects tab (#15): new and changed gallery projects, each with everything it would show. */
export default function ProjectQueue({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <AdminOutcome />
      {projects.length === 0 ? (
        <EmptyState>No projects waiting for moderation</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Projects awaiting moderation">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      )}
    </>
  );
}

function ProjectCard({ project }: { project: PendingProject }) {
  // Without JavaScript a refused reason comes back as the page, under this card's field.
  const { fetcher, errors, busy } = useFormAnswer<AdminResult>({
    owns: (answer) => answer.intent === "project" && textOf(valuesOf(answer), "projectId") === project.id,
  });
  const reasonId = `project-reason-${project.id}`;
  return (
    <li>
      <Card className="min-w-0 p-5 sm:p-6" data-admin-project={project.id}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{project.title}</h3>
            <p className="text-sm text-ink-muted">
              by{" "}
              <Link to={`/provider/${project.profileSlug}`} className="font-semibold text-racing-700 hover:underline">
                {project.businessName}
              </Link>
              {project.profileStatus !== "approved" && " (listing not public)"} · changed {formatDate(project.updatedAt)}
            </p>
          </div>
          <Badge tone="brass">Awaiting moderation</Badge>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Vehicle</dt>
          <dd>{[makeOptionBySlug(project.vehicleMake)?.name ?? project.vehicleMake, project.model, project.year].filter(Boolean).join(" · ")}</dd>
          <dt className="font-semibold">Services</dt>
          <dd>{project.services.map((slug) => serviceOptionBySlug(slug)?.name ?? slug).join(", ") || "None given"}</dd>
        </dl>
        {project.story && <p className="mt-3 whitespace-pre-line [overflow-wrap:anywhere]">{project.story}</p>}
        {project.photos.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`Photos of ${project.title}`}>
            {project.photos.map((photo) => (
              <li key={photo.id} className="text-xs">
                <OwnPhoto photo={photo} alt={photo.alt} />
                {/* The moderator checks the description too: shown as what it is, not as a caption repeating the image. */}
                <p className="mt-1 [overflow-wrap:anywhere]">
                  {photo.phase && <strong className="capitalize">{photo.phase}. </strong>}
                  Alt text: “{photo.alt}”
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-ink-muted">No photos.</p>
        )}
        <fetcher.Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="project" />
          <input type="hidden" name="projectId" value={project.id} />
          <TextField id={reasonId} name="reason" label="Reason if rejecting (sent to the specialist)" maxLength={1000} error={errors.reason} />
          <ApproveRejectButtons name="decision" busy={busy} />
        </fetcher.Form>
      </Card>
    </li>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("projects");
