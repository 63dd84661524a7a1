import { useRef, useState } from "react";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/reset-password";
import { resetPasswordSchema } from "~/lib/account-schemas";
import { constraints, formFailure, parseForm, type FormResult } from "~/lib/form";

const FIELDS = constraints(resetPasswordSchema);
import { toastHeader } from "~/services/toast.server";
import { PasswordField, PasswordRequirements } from "~/components/ui/password-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/services/form-data.server";
import { usePageForm } from "~/lib/use-page-form";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const parsed = parseForm(resetPasswordSchema, form);
  if (parsed.status === "error") return data<FormResult>(formFailure({}, parsed.fieldErrors), { status: 400 });
  try {
    await context.get(requestContext).auth.api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token } });
  } catch {
    return data<FormResult>(formFailure({}, {}, { message: "This reset link is invalid or has expired. Please request a new one." }), { status: 400 });
  }
  throw redirect("/auth", {
    headers: { "Set-Cookie": await toastHeader(context.get(requestContext).secret, { type: "success", title: "Password updated", description: "Sign in with your new password." }) },
  });
}

export const meta = () => pageMeta({ title: "Choose a new password", noindex: true });

export default function ResetPassword() {
  const [params] = useSearchParams();
  const { answer: result, errors, busy } = usePageForm<typeof action>();
  const [password, setPassword] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const refusal = result?.status === "error" ? result.message : undefined;
  useFocusFirstError(formRef, result?.status === "error" ? result.fieldErrors : undefined);
  const token = params.get("token");
  const invalid = params.get("error") || !token;
  return (
    <div className="container-page flex justify-center py-14 sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">Choose a new password</h1>
        {invalid ? (
          <p role="alert" className="mt-4 text-oxblood-700">
            This reset link is invalid or has expired.{" "}
            <Link to="/forgot-password" className="font-semibold underline">
              Request a new one
            </Link>
            .
          </p>
        ) : (
          <Form ref={formRef} method="post" className="mt-6 grid gap-4" noValidate>
            <input type="hidden" name="token" value={token} />
            <div>
              <PasswordField
                id="password"
                name="password"
                label="New password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
                {...FIELDS.password}
                aria-describedby="password-requirements"
              />
              <PasswordRequirements id="password-requirements" password={password} />
            </div>
            <PasswordField id="confirmPassword" name="confirmPassword" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword} {...FIELDS.confirmPassword} />
            {refusal && (
              <p role="alert" className="text-sm text-oxblood-700">
                {refusal}
              </p>
            )}
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Saving..." : "Set new password"}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
