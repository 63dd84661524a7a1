import { Link } from "react-router";
import type { Route } from "./+types/dashboard.project.photos";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { uploadPhotosAction } from "./dashboard.projects.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { isUuid } from "~/lib/uuid";
import { pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { notFound } from "~/services/not-found.server";

// Twelve photos of 15 MB in one post: the body limit of this address is the uploads' (server/app.ts).
export const handle: PageCacheHandle = { photoUploads: true };

/** The plain upload form's target (no JavaScript). Its loader also runs after the post, so it must not send the answer away. */
export function loader({ context }: Route.LoaderArgs) {
  requireOwnProfile(context);
  return null;
}

export const action = ({ request, params, context }: Route.ActionArgs) => {
  if (!isUuid(params.projectId)) notFound("project");
  const { session, profile } = requireOwnProfile(context);
  return uploadPhotosAction(request, context.get(requestContext), { profile, userId: session.user.id }, params.projectId.toLowerCase());
};

export const meta = () => pageMeta({ title: "Photos uploaded", noindex: true });

export default function UploadAnswer({ actionData, params }: Route.ComponentProps) {
  const files = actionData?.files ?? [];
  const stored = files.filter((file) => file.stored);
  const refused = files.filter((file) => !file.stored);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-semibold">Photo upload</h1>
      <Card className="mt-6 p-5 sm:p-6">
        {!actionData && <p>Photos are added from the project page.</p>}
        <p role="status" className="font-semibold">
          {!actionData ? null : stored.length === 0 ? "No photo was added." : `${stored.length} ${stored.length === 1 ? "photo was" : "photos were"} added.`}
          {stored.length > 0 && " Please describe each one on the project page: the project is sent for review once every photo has a description."}
        </p>
        {stored.length > 0 && (
          <ul className="mt-3 list-disc pl-5 text-sm" aria-label="Added">
            {stored.map((file, index) => (
              <li key={index}>{file.name}</li>
            ))}
          </ul>
        )}
        {(refused.length > 0 || actionData?.stopped) && (
          <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-oxblood-700">
            <p className="font-semibold">{refused.length === 1 ? "One file was refused" : refused.length > 1 ? `${refused.length} files were refused` : "The upload stopped early"}</p>
            <ul className="mt-2 grid gap-2" aria-label="Refused">
              {refused.map((file, index) => (
                <li key={index}>
                  <strong className="[overflow-wrap:anywhere]">{file.name}</strong>: {file.stored ? "" : file.reason}
                </li>
              ))}
            </ul>
            {actionData?.stopped && <p className="mt-2">{actionData.stopped}</p>}
          </div>
        )}
        <Link to={`/dashboard/projects/${params.projectId}`} className={buttonClasses("primary", "md", "mt-6")}>
          <Icon name="arrow-left" className="size-4" />
          Back to the project
        </Link>
      </Card>
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
