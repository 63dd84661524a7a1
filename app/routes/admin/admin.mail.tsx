import { requestContext } from "~/context";
import type { Route } from "./+types/admin.mail";
import { failedMail } from "~/models/outbox.server";
import { adminAction, resendMail } from "./admin.server";
import type { AdminResult } from "~/lib/form-results";
import { AdminOutcome, EmptyState } from "~/components/admin/admin-tab";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";
import { useFormAnswer } from "~/lib/use-form-answer";
import { adminTabError } from "~/components/admin/admin-tab-error";

/** Emails the outbox gave up on (docs/decisions/0003), so an admin can fix the cause and send them again. */
export async function loader({ context }: Route.LoaderArgs) {
  return { failedMail: await failedMail(context.get(requestContext).db) };
}

export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context, { "retry-mail": resendMail });

export default function FailedEmails({ loaderData }: Route.ComponentProps) {
  const { failedMail } = loaderData;
  return (
    <>
      <AdminOutcome />
      {failedMail.length === 0 ? (
        <EmptyState>No failed emails: every message was delivered or is still being retried</EmptyState>
      ) : (
        <>
          <p className="mb-4 text-ink-muted">
            The mail server refused these emails, or they still failed after every retry. Check the address or the mail server, then send them again.
          </p>
          <ul className="grid gap-4" aria-label="Failed emails">
            {failedMail.map((mail) => (
              <FailedMailCard key={mail.id} mail={mail} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FailedMailCard({ mail }: { mail: Route.ComponentProps["loaderData"]["failedMail"][number] }) {
  const { fetcher, busy } = useFormAnswer<AdminResult>();
  return (
    <li>
      <Card className="p-5" data-failed-mail={mail.id}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{mail.subject}</h3>
            <p className="text-sm break-words text-ink-muted">To {mail.to}</p>
          </div>
          <p className="text-sm text-ink-muted">
            Queued <time dateTime={new Date(mail.createdAt).toISOString()}>{formatDate(mail.createdAt)}</time>
          </p>
        </div>
        <p className="mt-3 text-sm">
          {mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`}. Last error: <span className="break-words text-oxblood-700">{mail.lastError ?? "unknown"}</span>
        </p>
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="retry-mail" />
          <input type="hidden" name="mailId" value={mail.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            Send again
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("mail");
