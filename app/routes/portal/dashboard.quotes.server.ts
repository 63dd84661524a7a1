import type { Database } from "../../../database/client";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/lib/quotes";
import { formatDate } from "~/lib/format";
import { leadCounts, leadsOfProfile } from "~/models/quote-requests.server";
import { carName } from "~/services/emails.server";

const STATUSES = Object.keys(LEAD_STATUS_LABELS) as LeadStatus[];
const isStatus = (value: string | null): value is LeadStatus => value !== null && (STATUSES as string[]).includes(value);

/**
 * The specialist's quote requests (#27 item 4): tabs by status with their counts and unread counts,
 * and the leads of the chosen one. Only ever called with the signed-in specialist's own profile id.
 */
export async function leadsInboxView(db: Database, profileId: string, url: URL) {
  const wanted = url.searchParams.get("status");
  const status = isStatus(wanted) ? wanted : null;
  const [counts, leads] = await Promise.all([leadCounts(db, profileId), leadsOfProfile(db, profileId, status)]);
  const countOf = (of: LeadStatus) => counts.find((row) => row.status === of);
  return {
    status,
    tabs: [
      { status: null, label: "All", total: counts.reduce((sum, row) => sum + row.total, 0), unread: counts.reduce((sum, row) => sum + row.unread, 0) },
      ...STATUSES.map((of) => ({ status: of, label: LEAD_STATUS_LABELS[of], total: countOf(of)?.total ?? 0, unread: countOf(of)?.unread ?? 0 })),
    ],
    leads: leads.map((lead) => ({
      id: lead.id,
      status: lead.status,
      statusLabel: LEAD_STATUS_LABELS[lead.status],
      unread: lead.unread,
      ownerName: lead.ownerName,
      car: carName(lead),
      services: lead.services,
      withdrawn: lead.requestStatus === "withdrawn",
      sentOn: lead.sentAt ? formatDate(lead.sentAt) : "",
    })),
  };
}
export type LeadsInboxView = Awaited<ReturnType<typeof leadsInboxView>>;
