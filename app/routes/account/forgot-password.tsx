import { data, Form, Link } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/forgot-password";
import { forgotPasswordSchema } from "~/lib/account-schemas";
import { constraints, formFailure, formSuccess, parseForm, textOf, type FormResult } from "~/lib/form";
import { clientKey, hitRateLimit, recipientKey } from "~/services/rate-limit.server";
import { TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/services/form-data.server";
import { usePageForm } from "~/lib/use-page-form";

const FIELDS = constraints(forgotPasswordSchema);
const HOUR_MS = 60 * 60 * 1000;
const RESETS_PER_HOUR = 5;
// Reset mails per recipient per hour, whoever asks from wherever: one inbox cannot be flooded.
const RESETS_PER_RECIPIENT_PER_HOUR = 3;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const parsed = parseForm(forgotPasswordSchema, form);
  if (parsed.status === "error") return data<FormResult>(formFailure(parsed.values, parsed.fieldErrors), { status: 400 });
  const email = parsed.data.email.toLowerCase();
  const app = context.get(requestContext);
  const refusal = { route: "/forgot-password" };
  const limits = await Promise.all([
    hitRateLimit(app.db, `reset:${clientKey(app.secret, app.clientAddress)}`, RESETS_PER_HOUR, HOUR_MS, refusal),
    hitRateLimit(app.db, `reset-mail:${recipientKey(app.secret, email)}`, RESETS_PER_RECIPIENT_PER_HOUR, HOUR_MS, refusal),
  ]);
  // Awaited: it does the same work for a known and an unknown address (auth.server.ts), so waiting tells nothing.
  if (limits.every((limit) => limit.allowed)) await app.auth.requestPasswordReset(email);
  // The same answer whether or not the address has an account, so nobody can probe for accounts.
  return data<FormResult>(formSuccess());
}

export const meta = () => pageMeta({ title: "Reset your password", noindex: true });

export default function ForgotPassword() {
  const { answer: result, errors, values, busy } = usePageForm<typeof action>();
  return (
    <div className="container-page flex justify-center py-14 sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">Reset your password</h1>
        {result?.status === "success" ? (
          <p role="status" className="mt-4 text-ink-muted">
            If an account exists for that address, we have sent it a link to choose a new password. The link works for
            one hour.
          </p>
        ) : (
          <Form method="post" className="mt-6 grid gap-4" noValidate>
            <p className="text-ink-muted">Enter the email address you sign in with and we&rsquo;ll send you a reset link.</p>
            <TextField
              id="email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              {...FIELDS.email}
              defaultValue={textOf(values, "email")}
              error={errors.email}
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Sending..." : "Send reset link"}
            </Button>
          </Form>
        )}
        <Link to="/auth" className="mt-6 inline-block text-sm font-semibold text-racing-700 hover:underline">
          Back to Sign In
        </Link>
      </Card>
    </div>
  );
}
