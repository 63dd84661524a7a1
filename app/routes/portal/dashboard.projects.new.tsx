import { useRef } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/dashboard.projects.new";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { createProjectAction } from "./dashboard.projects.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { BackToProjects } from "~/components/projects/project-controls";
import { ProjectFields } from "~/components/projects/project-fields";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { listOf, textOf } from "~/lib/form";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { pageMeta } from "~/lib/seo";
import { usePageForm } from "~/lib/use-page-form";

export function loader({ context }: Route.LoaderArgs) {
  requireOwnProfile(context);
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) =>
  createProjectAction(request, context.get(requestContext), requireOwnProfile(context).profile);

export const meta = () => pageMeta({ title: "New project", noindex: true });

export default function NewProject() {
  const { answer, errors, values: typed, busy } = usePageForm<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer?.status === "error" ? answer.fieldErrors : undefined);
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProjects />
      <h1 className="mt-2 text-3xl font-semibold">New project</h1>
      <p className="mt-2 text-ink-muted">Describe the car and the work first; you add the photos on the next page.</p>
      {answer?.status === "error" && answer.message && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-oxblood-700">
          {answer.message}
        </p>
      )}
      <Card className="mt-6 p-5 sm:p-6">
        <Form ref={formRef} method="post" noValidate>
          <ProjectFields
            values={{
              title: textOf(typed, "title") ?? "",
              vehicleMake: textOf(typed, "vehicleMake") ?? "",
              model: textOf(typed, "model") ?? "",
              year: textOf(typed, "year") ?? "",
              services: listOf(typed, "services") ?? [],
              story: textOf(typed, "story") ?? "",
            }}
            errors={errors}
          />
          <div className="mt-6 flex justify-end">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Saving..." : "Save and add photos"}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
