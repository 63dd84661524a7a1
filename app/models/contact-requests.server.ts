import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { contactRequests, profiles, reviews, type CONTACT_REQUEST_STATUSES } from "../../database/schema";

export type ContactStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export interface NewContactRequest {
  profileId: string;
  requesterName: string;
  requesterEmail: string;
  message: string;
  /** A phone call request's number and good time to call (both or neither). */
  phone?: string | null;
  callTime?: string | null;
  /** The posted form's key (spam.server.ts formKeyOf). */
  formKey?: string | null;
}

/** An enquiry from a visitor to a profile, stored as pending; undefined when its form was posted before. */
export async function createContactRequest(db: Database, request: NewContactRequest) {
  const [row] = await db
    .insert(contactRequests)
    .values(request)
    .onConflictDoNothing({ target: contactRequests.formKey })
    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  return row;
}

/**
 * A profile's enquiries, newest first, as the Contacts page shows them (not the rows: their form keys
 * and mail bookkeeping stay here). Only ever called with the signed-in specialist's own profile id.
 */
export async function listContactRequests(db: Database, profileId: string) {
  return db
    .select({
      id: contactRequests.id,
      requesterName: contactRequests.requesterName,
      requesterEmail: contactRequests.requesterEmail,
      message: contactRequests.message,
      phone: contactRequests.phone,
      callTime: contactRequests.callTime,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .where(eq(contactRequests.profileId, profileId))
    .orderBy(desc(contactRequests.createdAt));
}

/**
 * docs/spec.md §4: Mark Contacted (only from pending) and Archive (from any status).
 * Ownership is part of the where clause, so another profile's id changes nothing.
 * Mark Contacted records when (`contacted_at`, which opens the enquirer's review link, #24);
 * archiving leaves it as it was, so an enquiry archived after it was contacted stays contacted,
 * and one archived without ever being contacted does not open the link.
 */
export async function setContactStatus(db: Database, profileId: string, id: string, status: "contacted" | "archived") {
  const conditions = [eq(contactRequests.id, id), eq(contactRequests.profileId, profileId)];
  if (status === "contacted") conditions.push(eq(contactRequests.status, "pending"));
  const rows = await db
    .update(contactRequests)
    .set(status === "contacted" ? { status, contactedAt: sql`now()` } : { status })
    .where(and(...conditions))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}

/* The enquirer's review of the specialist they contacted (#14, docs/decisions/0018). */

/**
 * An enquiry whose personal review link was opened, with the listing it went to, while that listing
 * is public; `reviewed` when a review of it was already sent (one per enquiry). Null otherwise.
 */
export async function findEnquiryForReview(db: Database, contactRequestId: string) {
  const [row] = await db
    .select({
      id: contactRequests.id,
      requesterName: contactRequests.requesterName,
      requesterEmail: contactRequests.requesterEmail,
      createdAt: contactRequests.createdAt,
      contactedAt: contactRequests.contactedAt,
      profileId: profiles.id,
      businessName: profiles.businessName,
      slug: profiles.slug,
      reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.contactRequestId} = ${contactRequests.id})`,
    })
    .from(contactRequests)
    .innerJoin(profiles, eq(profiles.id, contactRequests.profileId))
    .where(and(eq(contactRequests.id, contactRequestId), eq(profiles.profileStatus, "approved")));
  return row ?? null;
}
export type EnquiryForReview = NonNullable<Awaited<ReturnType<typeof findEnquiryForReview>>>;

/**
 * Takes up to `limit` enquiries due their one "How did it go?" email: sent between `sentAfter` and
 * `sentBefore`, to a listing still public, not invited and not reviewed yet. They are marked invited
 * in the caller's transaction (which queues the emails), and rows another process holds are skipped,
 * so each is invited once.
 */
export async function claimDueReviewInvites(db: Database, window: { sentBefore: Date; sentAfter: Date; limit: number }) {
  const due = await db
    .select({
      id: contactRequests.id,
      requesterEmail: contactRequests.requesterEmail,
      businessName: profiles.businessName,
    })
    .from(contactRequests)
    .innerJoin(profiles, eq(profiles.id, contactRequests.profileId))
    .where(
      and(
        isNull(contactRequests.reviewInviteSentAt),
        lte(contactRequests.createdAt, window.sentBefore),
        gt(contactRequests.createdAt, window.sentAfter),
        eq(profiles.profileStatus, "approved"),
        sql`not exists (select 1 from ${reviews} where ${reviews.contactRequestId} = ${contactRequests.id})`,
      ),
    )
    .orderBy(asc(contactRequests.createdAt))
    .limit(window.limit)
    .for("update", { of: contactRequests, skipLocked: true });
  if (due.length === 0) return [];
  await db
    .update(contactRequests)
    .set({ reviewInviteSentAt: sql`now()` })
    .where(inArray(contactRequests.id, due.map((row) => row.id)));
  return due;
}
