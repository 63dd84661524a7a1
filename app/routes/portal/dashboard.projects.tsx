import { Form, Link } from "react-router";
import type { Route } from "./+types/dashboard.projects";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { projectsOfProfile } from "~/models/projects.server";
import { projectListAction } from "./dashboard.projects.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { PROJECT_STATUS } from "~/components/projects/project-fields";
import { MoveButtons, ProjectThumb, DeleteDisclosure } from "~/components/projects/project-controls";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { makeOptionBySlug } from "~/content/taxonomy";
import { PROJECTS_PER_PROFILE } from "~/lib/project-limits";
import { pageMeta } from "~/lib/seo";
import { usePageForm } from "~/lib/use-page-form";

export async function loader({ context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  return { projects: await projectsOfProfile(context.get(requestContext).db, profile.id) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  projectListAction(request, context.get(requestContext), requireOwnProfile(context).profile);

export const meta = () => pageMeta({ title: "Projects", noindex: true });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  const { answer, busy } = usePageForm<typeof action>();
  const full = projects.length >= PROJECTS_PER_PROFILE;
  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">Projects</h1>
        {full ? (
          <p className="text-sm text-ink-muted">You have {PROJECTS_PER_PROFILE} projects, the most a listing can show.</p>
        ) : (
          <Link to="/dashboard/projects/new" className={buttonClasses("primary", "md")}>
            <Icon name="image-plus" className="size-4" />
            Add a project
          </Link>
        )}
      </div>
      <p className="mt-2 max-w-prose text-ink-muted">
        Show owners the cars you have restored: up to {PROJECTS_PER_PROFILE} projects, each with up to 12 photos. Every new or changed project is
        checked by our team before it appears on your profile.
      </p>
      {answer?.message && (
        <p role={answer.status === "success" ? "status" : "alert"} className="mt-4 rounded-lg bg-ivory p-3 text-sm">
          {answer.message}
        </p>
      )}
      {projects.length === 0 ? (
        <Card className="mt-6 p-10 text-center">
          <h2 className="text-xl font-semibold">No projects yet</h2>
          <p className="mt-1 text-ink-muted">Add your first project to start your gallery.</p>
        </Card>
      ) : (
        <ol className="mt-6 grid gap-4" aria-label="Your projects, in the order they show on your profile">
          {projects.map((project, index) => {
            const status = PROJECT_STATUS[project.status];
            const missingAlt = project.photos.filter((p) => !p.alt).length;
            return (
              <li key={project.id}>
                <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5" data-project={project.id}>
                  <ProjectThumb photo={project.photos[0]} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-sans text-lg font-semibold [overflow-wrap:anywhere]">
                        <Link to={`/dashboard/projects/${project.id}`} className="hover:underline">
                          {project.title}
                        </Link>
                      </h2>
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </div>
                    <p className="text-sm text-ink-muted">
                      {[makeOptionBySlug(project.vehicleMake)?.name, project.model, project.year].filter(Boolean).join(" · ")} ·{" "}
                      {project.photos.length} {project.photos.length === 1 ? "photo" : "photos"}
                    </p>
                    {missingAlt > 0 && (
                      <p className="mt-2 text-sm text-oxblood-700">
                        {missingAlt} {missingAlt === 1 ? "photo needs" : "photos need"} a description before the project can be reviewed.
                      </p>
                    )}
                    {project.status === "rejected" && project.rejectionReason && (
                      <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-oxblood-700">Reason: {project.rejectionReason}</p>
                    )}
                    <div className="mt-3 flex flex-wrap items-center gap-2">
                      <Link to={`/dashboard/projects/${project.id}`} className={buttonClasses("outline", "sm")}>
                        <Icon name="pencil" className="size-4" />
                        Edit<span className="sr-only"> {project.title}</span>
                      </Link>
                      <Form method="post" className="contents">
                        <input type="hidden" name="id" value={project.id} />
                        <MoveButtons label={project.title} first={index === 0} last={index === projects.length - 1} busy={busy} />
                      </Form>
                      <DeleteDisclosure
                        summary="Delete"
                        label={project.title}
                        question="Delete this project and all its photos? This cannot be undone."
                        fields={{ intent: "delete", id: project.id }}
                        busy={busy}
                      />
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
