import type { ContactFilters } from "~/lib/contact-filters";
import { formatDate } from "~/lib/format";
import type { listContactRequests } from "~/models/contact-requests.server";

type ContactRow = Awaited<ReturnType<typeof listContactRequests>>[number];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What the Contact Requests page shows: the counts of every request, and the requests the filters keep. */
export function contactsPageView(rows: ContactRow[], filters: ContactFilters, now: number) {
  const q = filters.q.toLowerCase();
  const kept = rows.filter(
    (c) =>
      (filters.status === "all" || c.status === filters.status) &&
      (!q || [c.requesterName, c.requesterEmail, c.message, c.phone ?? ""].some((text) => text.toLowerCase().includes(q))),
  );
  return {
    filters,
    total: rows.length,
    counts: [
      { label: "Total", value: rows.length },
      { label: "Pending", value: rows.filter((c) => c.status === "pending").length },
      { label: "Contacted", value: rows.filter((c) => c.status === "contacted").length },
      { label: "This Week", value: rows.filter((c) => now - c.createdAt.getTime() <= WEEK_MS).length },
    ],
    contacts: kept.map(contactView),
  };
}

export type ContactView = ReturnType<typeof contactView>;

/** One request as its card shows it, the date written on the server (no Intl in the browser while hydrating). */
function contactView(c: ContactRow) {
  return {
    id: c.id,
    requesterName: c.requesterName,
    requesterEmail: c.requesterEmail,
    message: c.message,
    phone: c.phone,
    callTime: c.callTime,
    status: c.status,
    receivedAt: c.createdAt.toISOString(),
    receivedOn: formatDate(c.createdAt),
  };
}
