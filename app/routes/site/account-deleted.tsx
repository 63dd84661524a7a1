import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/account-deleted";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";

export const meta = (_: Route.MetaArgs) => pageMeta({ title: "Your account has been deleted", noindex: true });

/** Where a deleted account lands: signed out, so this page needs (and shows) nothing of theirs. */
export default function AccountDeleted() {
  return (
    <div className="container-page flex justify-center py-16">
      <Card className="max-w-2xl p-8 text-center sm:p-12">
        <Icon name="user-x" className="mx-auto size-14 text-racing-700" />
        <h1 className="mt-4 text-3xl font-semibold">Your account has been deleted</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Your listing has left the directory, and your account, profile, the enquiries you received and the reviews of
          your listing have been deleted. You have been signed out everywhere.
        </p>
        <p className="mt-4 text-ink-muted">Thank you for being part of The Restoration Register. Goodbye, and good luck.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses("primary", "lg")}>
            Return to Homepage
          </Link>
          <Link to="/privacy" className={buttonClasses("outline", "lg")}>
            Read the Privacy Policy
          </Link>
        </div>
      </Card>
    </div>
  );
}
