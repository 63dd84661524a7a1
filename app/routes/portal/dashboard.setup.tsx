import { Form } from "react-router";
import type { Route } from "./+types/dashboard.setup";
import { createOwnProfile, setupDefaults } from "./dashboard.setup.server";
import { requestContext, sessionContext } from "~/context";
import { profileFieldsSchema } from "~/lib/account-schemas";
import { valuesOf } from "~/lib/form";
import { ProfileFields } from "~/components/portal/profile-fields";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useCheckedForm } from "~/lib/use-checked-form";
import { pageMeta } from "~/lib/seo";

export const loader = ({ context }: Route.LoaderArgs) => setupDefaults(context.get(requestContext), context.get(sessionContext));
export const action = ({ request, context }: Route.ActionArgs) =>
  createOwnProfile(request, context.get(requestContext), context.get(sessionContext));
export const meta = () => pageMeta({ title: "Profile Setup Required", noindex: true });

/**
 * docs/spec.md's "Profile Setup Required", for a signed-in account that has no profile (an
 * interrupted sign-up, or a profile removed): the sign-up form's profile fields, without
 * the account ones, and the same rules.
 */
export default function ProfileSetup({ loaderData }: Route.ComponentProps) {
  const { answer: actionData, busy, formRef, errors, check } = useCheckedForm<typeof action>(profileFieldsSchema);

  return (
    <div className="container-page py-12">
      <Card className="mx-auto max-w-4xl p-6 sm:p-10">
        <h1 className="text-3xl font-semibold">Profile Setup Required</h1>
        <p className="mt-2 text-ink-muted">
          Your account (<span className="font-semibold text-ink">{loaderData.email}</span>) has no business profile yet. Tell
          us about your business to create it: our team reviews every new profile within 24-48 hours before it appears in
          search results.
        </p>
        {actionData?.status === "error" && actionData.message && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-oxblood-700">
            {actionData.message}
          </p>
        )}
        <Form
          ref={formRef}
          method="post"
          noValidate
          className="mt-8 grid gap-8"
          onSubmit={check}
        >
          <ProfileFields errors={errors} defaults={actionData?.status === "error" ? valuesOf(actionData) : loaderData.defaults} />
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
            {busy ? "Creating Profile..." : "Create Profile"}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
