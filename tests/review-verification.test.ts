import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, outboxMail, testContext, TEST_SECRET } from "./fixtures";
import { runRoute } from "./route-runner";
import type { DatabaseHandle } from "../database/client";
import { contactRequests, rateLimits, reviews } from "../database/schema";
import { pendingReviews } from "../app/models/reviews.server";
import { setContactStatus } from "../app/models/contact-requests.server";
import { REVIEW_PROFILE_FULL, REVIEWS_PER_PROFILE_PER_DAY, submitEnquiry, submitReview } from "../app/routes/profile/provider.server";
import { ENQUIRY_ALREADY_REVIEWED } from "../app/routes/profile/reviews.enquiry.server";
import type { ConfirmView } from "../app/routes/profile/reviews.confirm.server";
import * as confirmRoute from "../app/routes/profile/reviews.confirm";
import * as enquiryRoute from "../app/routes/profile/reviews.enquiry";
import { enquiryReviewToken, reviewConfirmToken } from "../app/services/review-links.server";
import { REVIEW_INVITE_BATCH, runReviewSweeps } from "../app/services/review-sweeps.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

type Answer<T> = { data: T; init: { status?: number } | null };
const statusOf = (answer: unknown) => (answer as Answer<unknown>).init?.status ?? 200;
const bodyOf = <T>(answer: unknown) => (answer as Answer<T>).data;

/** Issue #14 items 1 and 2: reviewers confirm their email, enquirers review through their own link. */
describe.each(TEST_ENGINES)("review confirmation and verified enquiries on %s", (engine) => {
  let handle: DatabaseHandle;
  let profile: Awaited<ReturnType<typeof insertProfile>>;
  let address = 0;
  const context = () => testContext(handle.db, { clientAddress: `198.51.100.${++address % 250}` });

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    profile = await insertProfile(handle.db, { businessName: "Confirmed Coachworks", email: "owner@confirmed.example" });
  });
  afterAll(() => handle.close());
  // Each test posts as many reviews as it needs, from fresh rate-limit windows.
  beforeEach(() => handle.db.delete(rateLimits));

  /** An open-form review as the profile page posts it: its id. */
  async function openReview(email: string) {
    const answer = await submitReview(profile.id, form({ name: "Open Reviewer", email, comment: "Fine work on my Jaguar.", rating: "5" }), context());
    expect(statusOf(answer)).toBe(200);
    const [row] = await handle.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.reviewerEmail, email));
    return row!.id;
  }
  const statusOfReview = async (id: string) => (await handle.db.select().from(reviews).where(eq(reviews.id, id)))[0];
  const confirmRequest = (token: string, method: "GET" | "POST") =>
    new Request(`http://localhost:3000/reviews/confirm/${token}`, { method, headers: { origin: "http://localhost:3000" } });
  const openLink = async (token: string) =>
    runRoute(confirmRoute, "loader", { request: confirmRequest(token, "GET"), context: context(), params: { token } });
  const pressConfirm = async (token: string) =>
    runRoute(confirmRoute, "action", { request: confirmRequest(token, "POST"), context: context(), params: { token } });

  it("keeps an open-form review out of moderation until its link is opened and its button pressed; a second press says it is done", async () => {
    const id = await openReview("confirm.me@example.com");
    const token = reviewConfirmToken(TEST_SECRET, id);
    const inQueue = async () => (await pendingReviews(handle.db)).some((review) => review.id === id);
    expect(await inQueue()).toBe(false);

    // Opening the link (as a mail scanner does) shows the button and changes nothing.
    const page = await openLink(token);
    expect(bodyOf<ConfirmView>(page)).toEqual({ state: "confirm", businessName: "Confirmed Coachworks", slug: profile.slug });
    expect((await statusOfReview(id))!.status).toBe("unconfirmed");

    const pressed = await pressConfirm(token);
    expect(bodyOf<ConfirmView>(pressed).state).toBe("confirmed");
    const confirmed = await statusOfReview(id);
    expect(confirmed).toMatchObject({ status: "pending", verification: "email" });
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    expect(await inQueue()).toBe(true);

    expect(bodyOf<ConfirmView>(await pressConfirm(token)).state).toBe("already");
    expect(bodyOf<ConfirmView>(await openLink(token)).state).toBe("already");
    expect((await statusOfReview(id))!.status).toBe("pending");
  });

  it("refuses a forged, malformed or borrowed token, and one review's token never confirms another", async () => {
    const mine = await openReview("mine@example.com");
    const theirs = await openReview("theirs@example.com");
    const [, mySignature] = reviewConfirmToken(TEST_SECRET, mine).split(".");
    const forged = [
      // Another review's id with this review's signature.
      `${theirs}.${mySignature}`,
      // Signed with another secret, or not signed.
      reviewConfirmToken("another-secret-another-secret-another-1", theirs),
      `${theirs}.`,
      theirs,
      // The enquiry link of the same id is no confirmation link.
      enquiryReviewToken(TEST_SECRET, theirs),
      "not-a-token",
      `${theirs}.${mySignature}.extra`,
    ];
    for (const token of forged) {
      const page = await openLink(token);
      expect(statusOf(page)).toBe(404);
      expect(bodyOf<ConfirmView>(page)).toEqual({ state: "invalid", slug: null });
      expect(bodyOf<ConfirmView>(await pressConfirm(token)).state).toBe("invalid");
    }
    expect((await statusOfReview(theirs))!.status).toBe("unconfirmed");
    // My own token confirms mine and only mine.
    await pressConfirm(reviewConfirmToken(TEST_SECRET, mine));
    expect([(await statusOfReview(mine))!.status, (await statusOfReview(theirs))!.status]).toEqual(["pending", "unconfirmed"]);
  });

  it("says a link past its week has expired (with the listing to go back to) and confirms nothing", async () => {
    const id = await openReview("late@example.com");
    await handle.db.update(reviews).set({ createdAt: daysAgo(7.5) }).where(eq(reviews.id, id));
    const token = reviewConfirmToken(TEST_SECRET, id);
    expect(bodyOf<ConfirmView>(await openLink(token))).toEqual({ state: "invalid", slug: profile.slug });
    expect(statusOf(await pressConfirm(token))).toBe(404);
    expect((await statusOfReview(id))!.status).toBe("unconfirmed");
  });

  it("sweeps unconfirmed reviews older than 7 days, keeping a 6-day-old one and a confirmed one", async () => {
    const old = await openReview("old@example.com");
    const recent = await openReview("recent@example.com");
    const confirmed = await openReview("confirmed.old@example.com");
    await pressConfirm(reviewConfirmToken(TEST_SECRET, confirmed));
    await handle.db.update(reviews).set({ createdAt: daysAgo(8) }).where(inArray(reviews.id, [old, confirmed]));
    await handle.db.update(reviews).set({ createdAt: daysAgo(6) }).where(eq(reviews.id, recent));

    const { expired } = await runReviewSweeps({ db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await statusOfReview(old)).toBeUndefined();
    expect((await statusOfReview(recent))!.status).toBe("unconfirmed");
    expect((await statusOfReview(confirmed))!.status).toBe("pending");
    // Its link now says so plainly.
    expect(bodyOf<ConfirmView>(await openLink(reviewConfirmToken(TEST_SECRET, old)))).toEqual({ state: "invalid", slug: null });
  });

  describe(`the listing's ${REVIEWS_PER_PROFILE_PER_DAY} reviews a day, counted where a review reaches moderation (#23)`, () => {
    /** An open-form review of `listing` from its own address and inbox: its id. */
    async function reviewOf(listing: { id: string }, email: string) {
      const answer = await submitReview(listing.id, form({ name: "Capped Reviewer", email, comment: "Tidy welding.", rating: "4" }), context());
      expect(statusOf(answer)).toBe(200);
      const [row] = await handle.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.reviewerEmail, email));
      return row!.id;
    }

    it("confirms exactly the listing's daily number of many parallel presses; the rest are told to press again tomorrow and keep their review", async () => {
      const listing = await insertProfile(handle.db, { businessName: "Parallel Panels" });
      const extra = 5;
      const ids: string[] = [];
      for (let i = 0; i < REVIEWS_PER_PROFILE_PER_DAY + extra; i++) ids.push(await reviewOf(listing, `parallel${i}@example.com`));
      const pressed = await Promise.all(ids.map((id) => pressConfirm(reviewConfirmToken(TEST_SECRET, id))));
      const views = pressed.map((answer) => bodyOf<ConfirmView>(answer));
      expect(views.filter((view) => view.state === "confirmed")).toHaveLength(REVIEWS_PER_PROFILE_PER_DAY);
      const full = pressed.filter((answer) => bodyOf<ConfirmView>(answer).state === "full");
      expect(full).toHaveLength(extra);
      expect(full.map(statusOf)).toEqual(Array(extra).fill(429));
      const rows = await handle.db.select().from(reviews).where(eq(reviews.profileId, listing.id));
      expect(rows.filter((row) => row.status === "pending")).toHaveLength(REVIEWS_PER_PROFILE_PER_DAY);
      expect(rows.filter((row) => row.status === "unconfirmed")).toHaveLength(extra);

      // A refused reviewer opening their link again today is told so (no button), with their link's last day; nothing is counted.
      const waiting = rows.find((row) => row.status === "unconfirmed")!;
      const token = reviewConfirmToken(TEST_SECRET, waiting.id);
      const page = await openLink(token);
      expect(statusOf(page)).toBe(429);
      expect(bodyOf<ConfirmView>(page)).toEqual({
        state: "full",
        businessName: "Parallel Panels",
        slug: listing.slug,
        message: REVIEW_PROFILE_FULL,
        linkEnds: new Date(waiting.createdAt.getTime() + 7 * DAY_MS).toISOString(),
      });
      // A new review is refused at once, and an enquirer's review too: the listing is full today.
      const late = await submitReview(listing.id, form({ name: "Late", email: "late.full@example.com", comment: "Fine.", rating: "5" }), context());
      expect([statusOf(late), bodyOf<{ message: string }>(late).message]).toEqual([429, REVIEW_PROFILE_FULL]);

      // Tomorrow (the listing's window has ended) the same button works.
      await handle.db.update(rateLimits).set({ windowEndsAt: daysAgo(0.01) }).where(eq(rateLimits.key, `review-listing:${listing.id}`));
      expect(bodyOf<ConfirmView>(await openLink(token)).state).toBe("confirm");
      expect(bodyOf<ConfirmView>(await pressConfirm(token)).state).toBe("confirmed");
      expect((await statusOfReview(waiting.id))!.status).toBe("pending");
    });

    it("counts an enquirer's review against the same daily number, and a confirmation pressed twice only once", async () => {
      const listing = await insertProfile(handle.db, { businessName: "Shared Count Motors" });
      const id = await reviewOf(listing, "twice@example.com");
      const token = reviewConfirmToken(TEST_SECRET, id);
      // Two tabs at once: one confirms, the other says it is done; one place taken.
      const both = await Promise.all([pressConfirm(token), pressConfirm(token)]);
      expect(both.map((answer) => bodyOf<ConfirmView>(answer).state).sort()).toEqual(["already", "confirmed"]);
      const [counter] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, `review-listing:${listing.id}`));
      expect(counter!.count).toBe(1);
      // Fill the rest of the day's places, then an enquirer's review is refused with the form's words.
      await handle.db.update(rateLimits).set({ count: REVIEWS_PER_PROFILE_PER_DAY }).where(eq(rateLimits.key, `review-listing:${listing.id}`));
      const [enquiry] = await handle.db
        .insert(contactRequests)
        // Marked contacted by the specialist: the link is open (#24).
        .values({ profileId: listing.id, requesterName: "Enquirer", requesterEmail: "enq.full@example.com", message: "A question", contactedAt: new Date() })
        .returning();
      const enquiryToken = enquiryReviewToken(TEST_SECRET, enquiry!.id);
      const answer = await runRoute(enquiryRoute, "action", {
        request: new Request(`http://localhost:3000/reviews/enquiry/${enquiryToken}`, {
          method: "POST",
          body: form({ intent: "review", name: "Enquirer", comment: "Good work.", rating: "5" }),
          headers: { origin: "http://localhost:3000" },
        }),
        context: context(),
        params: { token: enquiryToken },
      });
      expect([statusOf(answer), bodyOf<{ message: string }>(answer).message]).toEqual([429, REVIEW_PROFILE_FULL]);
      expect(await handle.db.select().from(reviews).where(eq(reviews.contactRequestId, enquiry!.id))).toHaveLength(0);
    });
  });

  describe("the 30-day invitation", () => {
    const sweep = () => runReviewSweeps({ db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    const invitesTo = async (email: string) =>
      (await outboxMail(handle.db)).filter((row) => row.message.to === email && row.message.subject.startsWith("How did it go"));
    async function enquiry(email: string, days: number, profileId = profile.id) {
      const [row] = await handle.db
        .insert(contactRequests)
        .values({ profileId, requesterName: "Invited Owner", requesterEmail: email, message: "A question", createdAt: daysAgo(days) })
        .returning();
      return row!;
    }

    it("is sent once, only for enquiries at least 30 days old, to a listing still public, not yet reviewed", async () => {
      const suspended = await insertProfile(handle.db, { businessName: "Gone Quiet Motors", profileStatus: "rejected" });
      const due = await enquiry("due@example.com", 31);
      await enquiry("young@example.com", 29);
      await enquiry("ancient@example.com", 400);
      await enquiry("hidden@example.com", 31, suspended.id);
      const reviewed = await enquiry("reviewed@example.com", 31);
      await handle.db.insert(reviews).values({
        profileId: profile.id,
        reviewerName: "Already",
        reviewerEmail: "reviewed@example.com",
        comment: "Reviewed from the first email",
        status: "pending",
        verification: "enquiry",
        contactRequestId: reviewed.id,
        enquiredAt: reviewed.createdAt,
      });

      await sweep();
      await sweep();
      const [invite, ...more] = await invitesTo("due@example.com");
      expect(more).toHaveLength(0);
      expect(invite!.message.subject).toBe("How did it go with Confirmed Coachworks?");
      expect(invite!.message.text).toContain(`http://localhost:3000/reviews/enquiry/${enquiryReviewToken(TEST_SECRET, due.id)}`);
      const [marked] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, due.id));
      expect(marked!.reviewInviteSentAt).toBeInstanceOf(Date);
      for (const email of ["young@example.com", "ancient@example.com", "hidden@example.com", "reviewed@example.com"]) {
        expect(await invitesTo(email)).toHaveLength(0);
      }
    });

    it(`goes out in batches of ${REVIEW_INVITE_BATCH}, each enquiry once`, async () => {
      const count = REVIEW_INVITE_BATCH * 2 + 7;
      for (let i = 0; i < count; i++) await enquiry(`batch${i}@example.com`, 30.5);
      const { invited } = await sweep();
      expect(invited).toBe(count);
      expect((await sweep()).invited).toBe(0);
      const batch = (await outboxMail(handle.db)).filter((row) => /^batch\d+@/.test(row.message.to as string));
      expect(new Set(batch.map((row) => row.message.to)).size).toBe(count);
      expect(batch).toHaveLength(count);
    });
  });

  describe("an enquirer's own review link", () => {
    const enquiryRequest = (token: string, body?: FormData) =>
      new Request(`http://localhost:3000/reviews/enquiry/${token}`, { method: body ? "POST" : "GET", body, headers: { origin: "http://localhost:3000" } });
    const post = (token: string, fields: Record<string, string>) =>
      runRoute(enquiryRoute, "action", { request: enquiryRequest(token, form({ intent: "review", ...fields })), context: context(), params: { token } });
    const open = (token: string) => runRoute(enquiryRoute, "loader", { request: enquiryRequest(token), context: context(), params: { token } });

    /** An enquiry the specialist has marked contacted, so its link is open (#24; tests/enquiry-review-wait.test.ts has the wait). */
    async function enquire(email: string) {
      const answer = await submitEnquiry(profile.id, form({ name: "Enquiring Owner", email, message: "Could you look at my Alvis?" }), context());
      expect(statusOf(answer)).toBe(200);
      const [row] = await handle.db.select().from(contactRequests).where(eq(contactRequests.requesterEmail, email));
      expect(await setContactStatus(handle.db, profile.id, row!.id, "contacted")).toBe(true);
      return row!;
    }

    it("opens a form for that specialist with the enquirer's name and fixed address, and stores one pending 'Verified enquiry' review", async () => {
      const sent = await enquire("enquirer@example.com");
      const token = enquiryReviewToken(TEST_SECRET, sent.id);
      const page = bodyOf<{ state: string; listing: unknown; reviewer: unknown }>(await open(token));
      expect(page).toMatchObject({
        state: "open",
        listing: { businessName: "Confirmed Coachworks", slug: profile.slug },
        // Masked: the link's page never holds the whole address (#24).
        reviewer: { name: "Enquiring Owner", email: "e•••@example.com" },
      });

      // An email field sent anyway is not the enquiry's address: it is ignored.
      const answer = await post(token, { name: "Enquiring Owner", email: "someone.else@example.com", comment: "Quick, honest and tidy.", rating: "4" });
      expect(statusOf(answer)).toBe(200);
      expect(bodyOf<{ status: string }>(answer).status).toBe("success");
      const [review] = await handle.db.select().from(reviews).where(eq(reviews.contactRequestId, sent.id));
      expect(review).toMatchObject({
        profileId: profile.id,
        status: "pending",
        verification: "enquiry",
        reviewerEmail: "enquirer@example.com",
        rating: 4,
        comment: "Quick, honest and tidy.",
      });
      expect(review!.enquiredAt!.getTime()).toBe(sent.createdAt.getTime());
      expect(review!.confirmedAt).toBeInstanceOf(Date);
      expect(review!.clientHash).toMatch(/^[\w-]{32}$/);
      expect((await pendingReviews(handle.db)).some((queued) => queued.id === review!.id)).toBe(true);

      // One review per enquiry: a second attempt (another form start) says so, and the page does too.
      const again = await post(token, { name: "Enquiring Owner", comment: "Another go.", rating: "1" });
      expect(statusOf(again)).toBe(409);
      expect(bodyOf<{ message: string }>(again).message).toBe(ENQUIRY_ALREADY_REVIEWED);
      expect(bodyOf<{ state: string }>(await open(token)).state).toBe("reviewed");
      expect(await handle.db.select().from(reviews).where(eq(reviews.contactRequestId, sent.id))).toHaveLength(1);
    });

    it("refuses a token not made by the site, and goes through the visitor pipeline's validation", async () => {
      const sent = await enquire("checked@example.com");
      const forged = `${sent.id}.${"A".repeat(43)}`;
      expect(statusOf(await open(forged))).toBe(404);
      expect(statusOf(await post(forged, { name: "X", comment: "Fake", rating: "5" }))).toBe(404);
      const token = enquiryReviewToken(TEST_SECRET, sent.id);
      const empty = await post(token, { name: "Checked", comment: "   ", rating: "5" });
      expect(statusOf(empty)).toBe(400);
      expect(await handle.db.select().from(reviews).where(eq(reviews.contactRequestId, sent.id))).toHaveLength(0);
    });
  });
});
