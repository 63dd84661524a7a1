import { data, Form, useSearchParams } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/auth.two-factor";
import { safeRedirect } from "~/lib/safe-redirect";
import { landingAfterSignIn } from "~/services/session.server";
import { authErrorMessage, SIGN_IN_MESSAGES } from "~/services/auth-errors.server";
import { withAuthCookies } from "./auth.server";
import { recordSecurityEvent } from "~/services/analytics.server";
import { TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/services/form-data.server";
import { usePageForm } from "~/lib/use-page-form";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const code = String(form.get("code") ?? "").trim();
  const backup = form.get("method") === "backup";
  if (!code || code.length > 40) return data({ error: "Please enter your code" }, { status: 400 });
  try {
    const { headers, response } = backup
      ? await context.get(requestContext).auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true })
      : await context.get(requestContext).auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    return withAuthCookies(await landingAfterSignIn(context.get(requestContext), form.get("redirectTo"), response.user.id), headers);
  } catch (error) {
    const message = authErrorMessage(error);
    // Over the account's limit (auth.server.ts): the code was never checked.
    if (message === SIGN_IN_MESSAGES.tooMany) {
      recordSecurityEvent(context.get(requestContext).db, "/auth/two-factor", { kind: "sign_in_limited" });
      return data({ error: message }, { status: 429 });
    }
    return data({ error: /invalid/i.test(message) ? "That code is not valid. Please try again." : message }, { status: 400 });
  }
}

export const meta = () => pageMeta({ title: "Two-factor sign-in", noindex: true });

export default function TwoFactorSignIn() {
  const { answer: result, busy } = usePageForm<typeof action>();
  const [params] = useSearchParams();
  const backup = params.get("method") === "backup";
  // Empty when sign-in was not sent from a page: the server then picks the account's home (admins: /admin).
  const requested = safeRedirect(params.get("redirectTo"), "");
  return (
    <div className="container-page flex justify-center py-14 sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">Two-factor sign-in</h1>
        <p className="mt-2 text-ink-muted">
          {backup ? "Enter one of your recovery codes." : "Enter the 6-digit code from your authenticator app."}
        </p>
        <Form method="post" className="mt-6 grid gap-4" noValidate>
          <input type="hidden" name="redirectTo" value={requested} />
          <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
          <TextField id="code" name="code" label={backup ? "Recovery code" : "Code"} autoComplete="one-time-code" inputMode={backup ? "text" : "numeric"} error={result?.error} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Checking..." : "Verify"}
          </Button>
        </Form>
        <a
          href={`?method=${backup ? "totp" : "backup"}${requested ? `&redirectTo=${encodeURIComponent(requested)}` : ""}`}
          className="mt-4 inline-block text-sm font-semibold text-racing-700 hover:underline"
        >
          {backup ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </a>
      </Card>
    </div>
  );
}
