import type { SecurityEvent, SecurityEventKind } from "~/models/events.server";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/cn";

const KIND_LABELS: Record<SecurityEventKind, string> = {
  sign_in_limited: "Sign-in attempts over the limit",
  spam_refused: "Spam refused",
  cross_site_refused: "Cross-site posts refused",
  rate_limited: "Rate limits reached",
};

const FORM_LABELS: Record<string, string> = {
  signup: "Sign-up",
  enquiry: "Enquiry",
  review: "Review",
  contact: "Contact",
  reveal: "Contact reveal",
  reset: "Password reset",
};
const formLabel = (name: string) => FORM_LABELS[name] ?? name;

function detail(event: SecurityEvent): string | null {
  if (event.kind === "spam_refused") return `${formLabel(event.form)} form: ${event.reason}`;
  if (event.kind === "rate_limited") return formLabel(event.action);
  return null;
}

interface Props {
  className?: string;
  counts: { kind: SecurityEventKind; week: number; month: number }[];
  latest: { id: number; route: string | null; createdAt: Date | string; event: SecurityEvent }[];
}

const cell = "px-2 py-2 align-top sm:px-3";

/** The Insights tab's log of refused requests; it holds no email, address or IP by design. */
export function SecurityEvents({ className, counts, latest }: Props) {
  return (
    <section aria-labelledby="security-events" className={cn("rounded-xl border border-line bg-white p-4", className)}>
      <h3 id="security-events" className="font-semibold">
        Security events
      </h3>
      <p className="mt-1 text-sm text-ink-muted">Requests the site refused. No email, address or IP address is kept.</p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Refused requests by kind in the last 7 and 30 days</caption>
        <thead className="border-b border-line text-left text-ink-muted">
          <tr>
            <th scope="col" className={cell}>
              Kind
            </th>
            <th scope="col" className={cn(cell, "text-right")}>
              7 days
            </th>
            <th scope="col" className={cn(cell, "text-right")}>
              30 days
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((row) => (
            <tr key={row.kind} className="border-b border-line last:border-0" data-security-kind={row.kind}>
              <th scope="row" className={cn(cell, "text-left font-medium")}>
                {KIND_LABELS[row.kind]}
              </th>
              <td className={cn(cell, "text-right tabular-nums")}>{row.week}</td>
              <td className={cn(cell, "text-right tabular-nums")}>{row.month}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h4 className="mt-6 font-semibold">Latest refusals</h4>
      {latest.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No refused requests recorded yet.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">The latest refused requests, newest first</caption>
          <thead className="border-b border-line text-left text-ink-muted">
            <tr>
              <th scope="col" className={cell}>
                When
              </th>
              <th scope="col" className={cell}>
                What
              </th>
              <th scope="col" className={cell}>
                Page
              </th>
            </tr>
          </thead>
          <tbody>
            {latest.map((row) => {
              const more = detail(row.event);
              return (
                <tr key={row.id} className="border-b border-line last:border-0" data-security-event={row.event.kind}>
                  <td className={cn(cell, "tabular-nums")}>
                    <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
                  </td>
                  <td className={cell}>
                    {KIND_LABELS[row.event.kind] ?? row.event.kind}
                    {more && <span className="block text-ink-muted">{more}</span>}
                  </td>
                  <td className={cn(cell, "min-w-24 [overflow-wrap:anywhere]")}>
                    <code>{row.route ?? "/"}</code>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
