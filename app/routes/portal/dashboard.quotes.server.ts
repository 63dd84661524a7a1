import type { Database } from "../../../database/client";
import { carName, LEAD_STATUS_LABELS, type LeadStatus } from "~/lib/quotes";
import { formatDate } from "~/lib/format";
import { leadCounts, leadsOfProfile } from "~/models/quote-requests.server";
import { listContactRequests } from "~/models/contact-requests.server";

const STATUSES = Object.keys(LEAD_STATUS_LABELS) as LeadStatus[];
const isStatus = (value: string | null): value is LeadStatus => value !== null && (STATUSES as string[]).includes(value);

/**
 * The specialist's one inbox (#27 item 4): quote requests by status with their counts and unread
 * counts, and, under "All", the enquiries from the profile's contact form beside them, newest first. Only ever called with the signed-in specialist's own profile id.
 */
export async function leadsInboxView(db: Database, profileId: string, url: URL) {
  const wanted = url.searchParams.get("status");
  const status = isStatus(wanted) ? wanted : null;
  const [counts, leads, enquiries] = await Promise.all([
    leadCounts(db, profileId),
    leadsOfProfile(db, profileId, status),
    // Enquiries from the profile's contact form are one-off threads of the same inbox, in "All" (#27 item 4).
    listContactRequests(db, profileId),
  ]);
  const newEnquiries = enquiries.filter((enquiry) => enquiry.status === "pending").length;
  const countOf = (of: LeadStatus) => counts.find((row) => row.status === of);
  return {
    status,
    tabs: [
      {
        status: null,
        label: "All",
        total: counts.reduce((sum, row) => sum + row.total, 0) + enquiries.length,
        unread: counts.reduce((sum, row) => sum + row.unread, 0) + newEnquiries,
      },
      ...STATUSES.map((of) => ({ status: of, label: LEAD_STATUS_LABELS[of], total: countOf(of)?.total ?? 0, unread: countOf(of)?.unread ?? 0 })),
    ],
    items: [
      ...leads.map((lead) => ({ kind: "quote" as const, at: lead.sentAt?.getTime() ?? 0, ...quoteItem(lead) })),
      ...(status ? [] : enquiries.slice(0, 100)).map((enquiry) => ({
        kind: "enquiry" as const,
        at: enquiry.createdAt.getTime(),
        id: enquiry.id,
        name: enquiry.requesterName,
        excerpt: enquiry.message.length > 140 ? `${enquiry.message.slice(0, 140)}…` : enquiry.message,
        call: enquiry.phone !== null,
        statusLabel: ENQUIRY_STATUS_LABELS[enquiry.status],
        unread: enquiry.status === "pending",
        receivedOn: formatDate(enquiry.createdAt),
      })),
    ]
      .sort((a, b) => b.at - a.at)
      .map(({ at: _at, ...item }) => item),
  };
}
export type LeadsInboxView = Awaited<ReturnType<typeof leadsInboxView>>;

const ENQUIRY_STATUS_LABELS = { pending: "New enquiry", contacted: "Contacted", archived: "Archived" } as const;

function quoteItem(lead: Awaited<ReturnType<typeof leadsOfProfile>>[number]) {
  return {
    id: lead.id,
    status: lead.status,
    statusLabel: LEAD_STATUS_LABELS[lead.status],
    unread: lead.unread,
    ownerName: lead.ownerName,
    car: carName(lead),
    services: lead.services,
    withdrawn: lead.requestStatus === "withdrawn",
    sentOn: lead.sentAt ? formatDate(lead.sentAt) : "",
  };
}
