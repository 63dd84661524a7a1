import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, quoteLeads, quoteMessages, quotePhotoFiles, quotePhotos, quoteRequests, reviews, type LEAD_STATUSES } from "../../database/schema";
import { isUuid } from "~/lib/uuid";
import { isApproved } from "./profile-cards.server";

/**
 * Quote requests (issue #27 items 2–4, decision 0028): an owner's request, a lead per specialist it
 * went to, and a thread per lead. Every read or write of a lead names whose it is: the specialist's
 * profile id, or the owner's request id from their signed link, in the where clause itself, so a
 * guessed id opens nothing.
 */

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface NewQuoteRequest {
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string | null;
  makeSlug: string;
  model: string;
  year: number;
  services: string[];
  description: string;
  carLocation: string;
  timing: string;
  budget: string | null;
  formKey: string | null;
  clientHash: string;
}

/** The chosen specialists that are public and take requests, in the order given. */
export async function listedRecipients(db: Database, ids: readonly string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: profiles.id, slug: profiles.slug, businessName: profiles.businessName, city: profiles.city })
    .from(profiles)
    .where(and(isApproved, inArray(profiles.id, wanted)));
  return wanted.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

/**
 * Stores a request, unconfirmed, with a lead for each specialist (not sent yet); undefined when this very
 * form was stored before (its form key).
 */
export async function createQuoteRequest(db: Database, request: NewQuoteRequest, profileIds: readonly string[]) {
  const [row] = await db
    .insert(quoteRequests)
    .values(request)
    .onConflictDoNothing({ target: quoteRequests.formKey })
    .returning({ id: quoteRequests.id });
  if (!row) return undefined;
  await db.insert(quoteLeads).values(profileIds.map((profileId) => ({ requestId: row.id, profileId })));
  return row;
}

/** Requests still waiting for their email link posted from one client address since `since`, other than this form's. */
export async function unconfirmedRequestsFromClient(db: Database, clientHash: string, since: Date, formKey: string | null) {
  const [row] = await db
    .select({ n: count() })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.clientHash, clientHash),
        eq(quoteRequests.status, "unconfirmed"),
        gte(quoteRequests.createdAt, since),
        formKey ? or(isNull(quoteRequests.formKey), ne(quoteRequests.formKey, formKey)) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Serialises the checks of one client's unconfirmed requests (transaction-scoped). */
export async function lockClientRequests(db: Database, clientHash: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quote-request:${clientHash}`}, 0))`);
}

/** What the owner wrote: their request's page and the leads of the specialists they chose show it. */
const requestColumns = {
  ownerName: quoteRequests.ownerName,
  ownerEmail: quoteRequests.ownerEmail,
  ownerPhone: quoteRequests.ownerPhone,
  makeSlug: quoteRequests.makeSlug,
  model: quoteRequests.model,
  year: quoteRequests.year,
  services: quoteRequests.services,
  description: quoteRequests.description,
  carLocation: quoteRequests.carLocation,
  timing: quoteRequests.timing,
  budget: quoteRequests.budget,
};

/** The request as its owner's page shows it (their own details included: the page is theirs). */
export async function findOwnerRequest(db: Database, requestId: string) {
  if (!isUuid(requestId)) return null;
  const [request] = await db
    .select({
      id: quoteRequests.id,
      ...requestColumns,
      status: quoteRequests.status,
      confirmedAt: quoteRequests.confirmedAt,
      completedAt: quoteRequests.completedAt,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  if (!request) return null;
  const leads = await db
    .select({
      id: quoteLeads.id,
      profileId: quoteLeads.profileId,
      status: quoteLeads.status,
      declineReason: quoteLeads.declineReason,
      ownerSeenAt: quoteLeads.ownerSeenAt,
      businessName: profiles.businessName,
      slug: profiles.slug,
      city: profiles.city,
      listed: sql<boolean>`${isApproved}`.mapWith(Boolean),
    })
    .from(quoteLeads)
    .innerJoin(profiles, eq(profiles.id, quoteLeads.profileId))
    .where(eq(quoteLeads.requestId, requestId))
    .orderBy(asc(quoteLeads.createdAt), asc(profiles.businessName));
  const messages = leads.length === 0 ? [] : await threadsOf(db, leads.map((lead) => lead.id));
  return { ...request, leads: leads.map((lead) => ({ ...lead, messages: messages.filter((message) => message.leadId === lead.id) })) };
}
export type OwnerRequest = NonNullable<Awaited<ReturnType<typeof findOwnerRequest>>>;

const threadsOf = (db: Database, leadIds: string[]) =>
  db
    .select({
      id: quoteMessages.id,
      leadId: quoteMessages.leadId,
      author: quoteMessages.author,
      kind: quoteMessages.kind,
      body: quoteMessages.body,
      priceFrom: quoteMessages.priceFrom,
      priceTo: quoteMessages.priceTo,
      leadTime: quoteMessages.leadTime,
      validUntil: quoteMessages.validUntil,
      createdAt: quoteMessages.createdAt,
    })
    .from(quoteMessages)
    .where(inArray(quoteMessages.leadId, leadIds))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
export type ThreadMessage = Awaited<ReturnType<typeof threadsOf>>[number];

/**
 * The owner's confirmation: the request opens and its leads are sent, once (a second click finds it
 * open and changes nothing). Returns the leads sent now, with where to email each specialist; a
 * specialist no longer listed is left out and its lead deleted.
 */
export async function confirmQuoteRequest(db: Database, requestId: string) {
  const [opened] = await db
    .update(quoteRequests)
    .set({ status: "open", confirmedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.status, "unconfirmed")))
    .returning({ id: quoteRequests.id });
  if (!opened) return null;
  await db
    .delete(quoteLeads)
    .where(
      and(
        eq(quoteLeads.requestId, requestId),
        sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${quoteLeads.profileId} and ${isApproved})`,
      ),
    );
  return db
    .update(quoteLeads)
    .set({ sentAt: sql`now()` })
    .from(profiles)
    .where(and(eq(quoteLeads.requestId, requestId), eq(profiles.id, quoteLeads.profileId)))
    .returning({ leadId: quoteLeads.id, profileId: profiles.id, businessName: profiles.businessName, email: profiles.email });
}

/** A lead its specialist could not take (their daily cap, at the owner's confirmation): it is not sent. */
export async function dropLead(db: Database, leadId: string) {
  await db.delete(quoteLeads).where(eq(quoteLeads.id, leadId));
}

/**
 * Whether this side's last message in the thread says the same, within 10 minutes: a form posted twice
 * (a double press, a reload of the post) is answered as sent, and not stored or emailed again.
 */
async function isRepeat(db: Database, leadId: string, author: "owner" | "specialist", body: string) {
  const [last] = await db
    .select({ body: quoteMessages.body })
    .from(quoteMessages)
    .where(and(eq(quoteMessages.leadId, leadId), eq(quoteMessages.author, author), gte(quoteMessages.createdAt, sql`now() - interval '10 minutes'`)))
    .orderBy(desc(quoteMessages.createdAt))
    .limit(1);
  return last?.body === body;
}

const touch = (db: Database, requestId: string) =>
  db.update(quoteRequests).set({ lastActivityAt: sql`now()` }).where(eq(quoteRequests.id, requestId));

/** A sent lead of this request (the owner's side), with the specialist's address for the email; null when it is not one. */
async function ownerLead(db: Database, requestId: string, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [lead] = await db
    .select({
      id: quoteLeads.id,
      status: quoteLeads.status,
      businessName: profiles.businessName,
      email: profiles.email,
      requestStatus: quoteRequests.status,
    })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.requestId))
    .innerJoin(profiles, eq(profiles.id, quoteLeads.profileId))
    .where(and(eq(quoteLeads.id, leadId), eq(quoteLeads.requestId, requestId), isNotNull(quoteLeads.sentAt)));
  return lead ?? null;
}

/** The owner writes in one thread of their open or accepted request; the lead's specialist is told. */
export async function addOwnerMessage(db: Database, requestId: string, leadId: string, body: string) {
  const lead = await ownerLead(db, requestId, leadId);
  if (!lead || lead.requestStatus === "withdrawn" || lead.requestStatus === "unconfirmed") return { state: "closed" as const };
  if (await isRepeat(db, leadId, "owner", body)) return { state: "repeat" as const };
  const [row] = await db
    .insert(quoteMessages)
    .values({ leadId, author: "owner", body })
    .returning({ id: quoteMessages.id });
  if (!row) return { state: "closed" as const };
  await db.update(quoteLeads).set({ ownerSeenAt: sql`now()` }).where(eq(quoteLeads.id, leadId));
  await touch(db, requestId);
  return { state: "sent" as const, lead };
}

/**
 * The owner accepts one specialist's quote: that lead is won, every other still in play is lost, and
 * the request is accepted. Only a lead whose specialist quoted, on an open request. Returns who to tell.
 */
export async function acceptQuote(db: Database, requestId: string, leadId: string) {
  const lead = await ownerLead(db, requestId, leadId);
  if (!lead || lead.status !== "quoted" || lead.requestStatus !== "open") return null;
  await db.update(quoteRequests).set({ status: "accepted", lastActivityAt: sql`now()` }).where(eq(quoteRequests.id, requestId));
  await db.update(quoteLeads).set({ status: "won" }).where(eq(quoteLeads.id, leadId));
  const others = await db
    .update(quoteLeads)
    .set({ status: "lost" })
    .from(profiles)
    .where(
      and(
        eq(quoteLeads.requestId, requestId),
        ne(quoteLeads.id, leadId),
        ne(quoteLeads.status, "declined"),
        isNotNull(quoteLeads.sentAt),
        eq(profiles.id, quoteLeads.profileId),
      ),
    )
    .returning({ businessName: profiles.businessName, email: profiles.email });
  return { won: lead, others };
}

/** The owner takes the request back (open only): every specialist still in play is told. */
export async function withdrawQuoteRequest(db: Database, requestId: string) {
  const [row] = await db
    .update(quoteRequests)
    .set({ status: "withdrawn", lastActivityAt: sql`now()` })
    .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.status, "open")))
    .returning({ id: quoteRequests.id });
  if (!row) return null;
  return leadsInPlay(db, requestId);
}

const leadsInPlay = (db: Database, requestId: string) =>
  db
    .select({ businessName: profiles.businessName, email: profiles.email })
    .from(quoteLeads)
    .innerJoin(profiles, eq(profiles.id, quoteLeads.profileId))
    .where(and(eq(quoteLeads.requestId, requestId), isNotNull(quoteLeads.sentAt), inArray(quoteLeads.status, ["new", "replied", "quoted"])));

/**
 * Deletes the request, its leads and threads (the owner's "delete it", the retention sweep): the
 * specialists it went to lose the lead from their inbox. Returns the ones to tell, if it was still open.
 */
export async function deleteQuoteRequest(db: Database, requestId: string) {
  const [request] = await db.select({ status: quoteRequests.status }).from(quoteRequests).where(eq(quoteRequests.id, requestId));
  if (!request) return null;
  const tell = request.status === "open" ? await leadsInPlay(db, requestId) : [];
  await db.delete(quoteRequests).where(eq(quoteRequests.id, requestId));
  return tell;
}

/** The owner marks the accepted job done: the won lead's specialist and the finished date, for the verified-job review. */
export async function completeQuoteRequest(db: Database, requestId: string) {
  const [row] = await db
    .update(quoteRequests)
    .set({ status: "completed", completedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.status, "accepted")))
    .returning({ id: quoteRequests.id, completedAt: quoteRequests.completedAt });
  return row ?? null;
}

/**
 * The job of a request: its won lead, with the specialist, whether the owner has reviewed it and when
 * it was completed; null before a quote was accepted.
 */
export async function jobOfRequest(db: Database, requestId: string) {
  const [job] = await db
    .select({
      leadId: quoteLeads.id,
      profileId: profiles.id,
      businessName: profiles.businessName,
      slug: profiles.slug,
      email: profiles.email,
      listed: sql<boolean>`${isApproved}`.mapWith(Boolean),
      completedAt: quoteRequests.completedAt,
      reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.quoteLeadId} = ${quoteLeads.id})`.mapWith(Boolean),
      ...requestColumns,
    })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.requestId))
    .innerJoin(profiles, eq(profiles.id, quoteLeads.profileId))
    .where(and(eq(quoteLeads.requestId, requestId), eq(quoteLeads.status, "won")));
  return job ?? null;
}
export type RequestJob = NonNullable<Awaited<ReturnType<typeof jobOfRequest>>>;

/** The owner has read every thread of their request now. */
export async function markOwnerSeen(db: Database, requestId: string) {
  await db.update(quoteLeads).set({ ownerSeenAt: sql`now()` }).where(eq(quoteLeads.requestId, requestId));
}

/** An owner's requests (not deleted) that a lost link can be re-sent for, newest first. */
export async function requestsOfOwner(db: Database, email: string) {
  return db
    .select({ id: quoteRequests.id, makeSlug: quoteRequests.makeSlug, model: quoteRequests.model, year: quoteRequests.year, createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(sql`lower(${quoteRequests.ownerEmail}) = lower(${email})`)
    .orderBy(desc(quoteRequests.createdAt))
    .limit(20);
}

/* The specialist's side: every query names the profile. */

const unreadForSpecialist = sql<boolean>`(${quoteLeads.specialistSeenAt} is null or exists (
  select 1 from ${quoteMessages} where ${quoteMessages.leadId} = ${quoteLeads.id}
  and ${quoteMessages.author} = 'owner' and ${quoteMessages.createdAt} > ${quoteLeads.specialistSeenAt}))`;

/** The leads of one profile (sent ones only), newest first, optionally of one status. */
export async function leadsOfProfile(db: Database, profileId: string, status: LeadStatus | null, limit = 100) {
  return db
    .select({
      id: quoteLeads.id,
      status: quoteLeads.status,
      sentAt: quoteLeads.sentAt,
      unread: unreadForSpecialist.mapWith(Boolean),
      ownerName: quoteRequests.ownerName,
      makeSlug: quoteRequests.makeSlug,
      model: quoteRequests.model,
      year: quoteRequests.year,
      services: quoteRequests.services,
      requestStatus: quoteRequests.status,
    })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.requestId))
    .where(and(eq(quoteLeads.profileId, profileId), isNotNull(quoteLeads.sentAt), status ? eq(quoteLeads.status, status) : undefined))
    .orderBy(desc(quoteLeads.sentAt))
    .limit(limit);
}

/** How many leads of each status, and how many unread: the inbox's tabs and the sidebar's badge. */
export async function leadCounts(db: Database, profileId: string) {
  const rows = await db
    .select({ status: quoteLeads.status, total: count(), unread: sql<number>`count(*) filter (where ${unreadForSpecialist})`.mapWith(Number) })
    .from(quoteLeads)
    .where(and(eq(quoteLeads.profileId, profileId), isNotNull(quoteLeads.sentAt)))
    .groupBy(quoteLeads.status);
  return rows;
}

/** How many of this profile's leads have something unread: the dashboard menu's badge. */
export async function unreadLeadCount(db: Database, profileId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(quoteLeads)
    .where(and(eq(quoteLeads.profileId, profileId), isNotNull(quoteLeads.sentAt), unreadForSpecialist));
  return row?.n ?? 0;
}

/** One lead of this profile with its request and thread; null for any other profile's. */
export async function findProfileLead(db: Database, profileId: string, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [lead] = await db
    .select({
      id: quoteLeads.id,
      requestId: quoteLeads.requestId,
      status: quoteLeads.status,
      declineReason: quoteLeads.declineReason,
      sentAt: quoteLeads.sentAt,
      ...requestColumns,
      requestStatus: quoteRequests.status,
      businessName: profiles.businessName,
    })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.requestId))
    .innerJoin(profiles, eq(profiles.id, quoteLeads.profileId))
    .where(and(eq(quoteLeads.id, leadId), eq(quoteLeads.profileId, profileId), isNotNull(quoteLeads.sentAt)));
  if (!lead) return null;
  return { ...lead, messages: await threadsOf(db, [lead.id]) };
}
export type ProfileLead = NonNullable<Awaited<ReturnType<typeof findProfileLead>>>;

export async function markSpecialistSeen(db: Database, profileId: string, leadId: string) {
  await db
    .update(quoteLeads)
    .set({ specialistSeenAt: sql`now()` })
    .where(and(eq(quoteLeads.id, leadId), eq(quoteLeads.profileId, profileId)));
}

export interface SpecialistAnswer {
  kind: "message" | "quote" | "decline";
  body: string;
  priceFrom?: number;
  priceTo?: number;
  leadTime?: string;
  validUntil?: Date;
}

const NEXT_STATUS: Record<SpecialistAnswer["kind"], LeadStatus> = { message: "replied", quote: "quoted", decline: "declined" };

/**
 * The specialist answers a lead of their own profile on a request still open: a message, a quote or a
 * decline, each moving the lead on (a message never moves a quoted lead back). Returns the owner's
 * address and the car for the email, "closed" when the lead takes no answer, "repeat" for a form already stored.
 */
export async function answerLead(db: Database, profileId: string, leadId: string, answer: SpecialistAnswer) {
  if (!isUuid(leadId)) return "closed" as const;
  const [lead] = await db
    .select({
      status: quoteLeads.status,
      requestId: quoteLeads.requestId,
      requestStatus: quoteRequests.status,
      ownerName: quoteRequests.ownerName,
      ownerEmail: quoteRequests.ownerEmail,
      businessName: profiles.businessName,
      year: quoteRequests.year,
      makeSlug: quoteRequests.makeSlug,
      model: quoteRequests.model,
    })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.requestId))
    .innerJoin(profiles, eq(profiles.id, quoteLeads.profileId))
    .where(and(eq(quoteLeads.id, leadId), eq(quoteLeads.profileId, profileId), isNotNull(quoteLeads.sentAt)))
    .for("update", { of: quoteLeads });
  if (!lead) return "closed" as const;
  const stillOpen = lead.requestStatus === "open" && lead.status !== "declined";
  // After the owner accepted: the won specialist and the owner keep talking; nobody quotes or declines any more.
  const talking = answer.kind === "message" && (lead.status === "won" || (lead.requestStatus === "open" && lead.status !== "declined"));
  if (!(talking || (stillOpen && answer.kind !== "message"))) return "closed" as const;
  if (await isRepeat(db, leadId, "specialist", answer.body)) return "repeat" as const;
  const [row] = await db
    .insert(quoteMessages)
    .values({
      leadId,
      author: "specialist",
      kind: answer.kind,
      body: answer.body,
      priceFrom: answer.priceFrom ?? null,
      priceTo: answer.priceTo ?? null,
      leadTime: answer.leadTime ?? null,
      validUntil: answer.validUntil ?? null,
    })
    .returning({ id: quoteMessages.id });
  if (!row) return "closed" as const;
  const status = answer.kind === "message" && lead.status !== "new" ? lead.status : NEXT_STATUS[answer.kind];
  await db
    .update(quoteLeads)
    .set({
      status,
      specialistSeenAt: sql`now()`,
      firstReplyAt: sql`coalesce(${quoteLeads.firstReplyAt}, now())`,
      ...(answer.kind === "decline" ? { declineReason: answer.body } : {}),
    })
    .where(eq(quoteLeads.id, leadId));
  await touch(db, lead.requestId);
  const { requestId, ownerName, ownerEmail, businessName, year, makeSlug, model } = lead;
  return { requestId, ownerName, ownerEmail, businessName, car: { year, makeSlug, model } };
}

/* Reply times (item 5) and retention (item 7). */

/**
 * For each profile, the delays (in minutes) of its first replies to the leads it was sent since
 * `since`, null for one not answered: the "Usually replies within…" figures (lib/reply-times.ts).
 */
export async function replyDelays(db: Database, profileIds: readonly string[], since: Date) {
  const delays = new Map<string, (number | null)[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return delays;
  const rows = await db
    .select({
      profileId: quoteLeads.profileId,
      minutes: sql<string | null>`extract(epoch from (${quoteLeads.firstReplyAt} - ${quoteLeads.sentAt})) / 60`,
    })
    .from(quoteLeads)
    .where(and(inArray(quoteLeads.profileId, [...profileIds]), isNotNull(quoteLeads.sentAt), gte(quoteLeads.sentAt, since)));
  for (const row of rows) delays.get(row.profileId)?.push(row.minutes === null ? null : Number(row.minutes));
  return delays;
}

/**
 * Deletes up to `limit` requests whose last activity was before `before` (twelve months) or that
 * were never confirmed and are older than `unconfirmedBefore` (7 days): the rows, leads and threads go
 * by the schema's cascade. Returns how many went.
 */
export async function deleteExpiredRequests(db: Database, cut: { before: Date; unconfirmedBefore: Date; limit: number }) {
  const due = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(
      or(
        lt(quoteRequests.lastActivityAt, cut.before),
        and(eq(quoteRequests.status, "unconfirmed"), lt(quoteRequests.createdAt, cut.unconfirmedBefore)),
      ),
    )
    .limit(cut.limit);
  if (due.length === 0) return 0;
  await db.delete(quoteRequests).where(inArray(quoteRequests.id, due.map((row) => row.id)));
  return due.length;
}

/** A profile's leads for its data export: what the specialist was sent and what was said, no other specialist's. */
export async function leadsForExport(db: Database, profileId: string) {
  const leads = await db
    .select({
      id: quoteLeads.id,
      status: quoteLeads.status,
      sentAt: quoteLeads.sentAt,
      ownerName: quoteRequests.ownerName,
      makeSlug: quoteRequests.makeSlug,
      model: quoteRequests.model,
      year: quoteRequests.year,
      services: quoteRequests.services,
      description: quoteRequests.description,
    })
    .from(quoteLeads)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteLeads.requestId))
    .where(and(eq(quoteLeads.profileId, profileId), isNotNull(quoteLeads.sentAt)))
    .orderBy(desc(quoteLeads.sentAt));
  const messages = leads.length === 0 ? [] : await threadsOf(db, leads.map((lead) => lead.id));
  return leads.map((lead) => ({ ...lead, messages: messages.filter((message) => message.leadId === lead.id) }));
}

/* The car's photos (item 2): stored with the request, read back only by its signed addresses. */

export interface NewRequestPhoto {
  version: string;
  width: number;
  height: number;
  variants: { format: "avif" | "webp"; width: number; height: number; content: Buffer }[];
}

/** Stores a request's photos in order, each file by its own statement (a photo's files are never one huge statement). */
export async function addRequestPhotos(db: Database, requestId: string, photos: readonly NewRequestPhoto[]) {
  for (const [position, photo] of photos.entries()) {
    const [row] = await db
      .insert(quotePhotos)
      .values({ requestId, position, width: photo.width, height: photo.height, version: photo.version })
      .returning({ id: quotePhotos.id });
    for (const variant of photo.variants) await db.insert(quotePhotoFiles).values({ photoId: row!.id, ...variant });
  }
}

/** A request's photos, in the owner's order. */
export async function photosOfRequest(db: Database, requestId: string) {
  return db
    .select({ id: quotePhotos.id, version: quotePhotos.version, width: quotePhotos.width, height: quotePhotos.height })
    .from(quotePhotos)
    .where(eq(quotePhotos.requestId, requestId))
    .orderBy(asc(quotePhotos.position));
}

/** One stored file of a request photo, only at its current version; null otherwise. */
export async function readRequestPhotoFile(db: Database, photoId: string, version: string, format: "avif" | "webp", width: number) {
  const [row] = await db
    .select({ content: quotePhotoFiles.content })
    .from(quotePhotoFiles)
    .innerJoin(quotePhotos, eq(quotePhotos.id, quotePhotoFiles.photoId))
    .where(and(eq(quotePhotoFiles.photoId, photoId), eq(quotePhotoFiles.format, format), eq(quotePhotoFiles.width, width), eq(quotePhotos.version, version)));
  return row?.content ?? null;
}
