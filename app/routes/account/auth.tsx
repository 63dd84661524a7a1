import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { requestContext } from "~/context";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/auth";
import { getSession, homePathFor } from "~/services/session.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { authForms } from "./auth.server";
import { TextField } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { constraints, textOf } from "~/lib/form";
import { usePageForm } from "~/lib/use-page-form";
import { signInSchema } from "~/lib/account-schemas";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/services/form-data.server";

const FIELDS = constraints(signInSchema);

// Long enough to read "Welcome Back!", short enough to feel automatic.
const SIGNED_IN_REDIRECT_MS = 1_500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(requestContext);
  const session = await getSession(request, context, app);
  return { email: session?.user.email ?? null, home: session ? await homePathFor(app, session.user.id) : "/dashboard" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return authForms(await readFormData(request), { request, context: context.get(requestContext) });
}

export const meta = () => pageMeta({ title: "Specialist Portal", description: "Sign in to manage your listing on The Restoration Register." });

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // Only when a page sent them here; otherwise the server picks the account's home (admins: /admin).
  const requested = safeRedirect(params.get("redirectTo"), "");
  return (
    <div className="container-page flex justify-center py-14 sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <Icon name="shield-check" className="size-8 text-racing-700" />
          <h1 className="text-3xl font-semibold">Specialist Portal</h1>
        </div>
        {loaderData.email ? (
          <SignedIn email={loaderData.email} redirectTo={requested || loaderData.home} />
        ) : (
          <SignInForm redirectTo={requested} />
        )}
      </Card>
    </div>
  );
}

function SignedIn({ email, redirectTo }: { email: string; redirectTo: string }) {
  const navigate = useNavigate();
  const { answer: actionData, busy } = usePageForm<typeof action>();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(redirectTo), SIGNED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirectTo]);
  return (
    <div className="mt-6">
      <h2 className="text-2xl font-semibold">Welcome Back!</h2>
      <p className="mt-2 text-ink-muted">
        You are signed in as <span className="font-semibold text-ink">{email}</span>.
      </p>
      {actionData?.status === "error" && actionData.message && (
        <p role="alert" className="mt-4 text-sm text-oxblood-700">
          {actionData.message}
        </p>
      )}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link to={redirectTo} className={buttonClasses("primary", "md")}>
          Go to Dashboard
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="signout" />
          <Button type="submit" variant="outline" className="w-full" disabled={busy}>
            Sign Out
          </Button>
        </Form>
      </div>
    </div>
  );
}

function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { answer: actionData, errors, values, busy } = usePageForm<typeof action>();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const error = actionData?.status === "error" ? actionData.message : undefined;
  useFocusFirstError(formRef, actionData?.status === "error" ? actionData.fieldErrors : undefined);

  return (
    <>
      {params.get("verified") && !params.get("error") && (
        <p role="status" className="mt-6 rounded-lg bg-racing-50 p-3 text-sm text-racing-900">
          Your email address is verified. You can now sign in.
        </p>
      )}
      {params.get("verified") && params.get("error") && (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-oxblood-700">
          That verification link has expired or has already been used. Sign in with your email and password and we
          will send you a fresh link.
        </p>
      )}
      <Form ref={formRef} method="post" className="mt-6 grid gap-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField id="email" name="email" type="email" label="Email" autoComplete="email" {...FIELDS.email} defaultValue={textOf(values, "email")} error={errors.email} />
        <PasswordField id="password" name="password" label="Password" autoComplete="current-password" {...FIELDS.password} error={errors.password} />
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-oxblood-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          <Icon name="log-in" className="size-5" />
          {busy ? "Signing In..." : "Sign In"}
        </Button>
        <Link to="/forgot-password" className="justify-self-start text-sm font-semibold text-racing-700 hover:underline">
          Forgotten your password?
        </Link>
      </Form>
      <div className="mt-8 space-y-3 border-t border-line pt-6 text-sm text-ink-muted">
        <p>
          New to the Register?{" "}
          <Link to="/signup" className="font-semibold text-racing-700 underline underline-offset-2">
            List Your Business
          </Link>
        </p>
        <p>
          <span className="font-semibold text-ink">Just signed up?</span> Please verify your email first using the link we
          sent you. Check your spam folder, or{" "}
          <Link to="/contact" className="font-semibold text-racing-700 underline underline-offset-2">
            contact us
          </Link>{" "}
          if it hasn&rsquo;t arrived.
        </p>
        <p>
          Need help?{" "}
          <Link to="/contact" className="font-semibold text-racing-700 underline underline-offset-2">
            Contact support
          </Link>
        </p>
      </div>
    </>
  );
}
