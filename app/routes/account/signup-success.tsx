import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/signup-success";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";

export const meta = (_: Route.MetaArgs) => pageMeta({ title: "Account Created Successfully", noindex: true });

export default function SignupSuccess() {
  return (
    <div className="container-page flex justify-center py-16">
      <Card className="max-w-2xl p-8 text-center sm:p-12">
        <Icon name="mail-check" className="mx-auto size-14 text-racing-700" />
        <h1 className="mt-4 text-3xl font-semibold">Account Created Successfully</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Please check your email. You must verify your email address before you can sign in.
        </p>
        <div className="mt-8 rounded-xl bg-ivory p-6 text-left">
          <h2 className="text-lg font-semibold">Next steps</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            <li>Click the verification link in the email we have just sent you (check your spam folder too).</li>
            <li>Our team reviews your profile, usually within 24-48 hours.</li>
            <li>Once approved, your business appears in search results.</li>
          </ol>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/auth" className={buttonClasses("primary", "lg")}>
            Go to Sign In
          </Link>
          <Link to="/" className={buttonClasses("outline", "lg")}>
            Return to Homepage
          </Link>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          No email after a few minutes?{" "}
          <Link to="/contact" className="font-semibold text-racing-700 underline underline-offset-2">
            Contact us
          </Link>
          .
        </p>
      </Card>
    </div>
  );
}
