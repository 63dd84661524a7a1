import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, outboxMail, testContext, TEST_SECRET } from "./fixtures";
import { runRoute } from "./route-runner";
import { cookieFor, request, run } from "./admin-requests";
import type { DatabaseHandle } from "../database/client";
import { contactRequests, rateLimits, reviewReports, reviews, users } from "../database/schema";
import { submitEnquiry, submitReview } from "../app/routes/profile/provider.server";
import { enquiryLinkNotYetOpen } from "../app/routes/profile/reviews.enquiry.server";
import * as enquiryRoute from "../app/routes/profile/reviews.enquiry";
import * as contactsPage from "../app/routes/portal/dashboard.contacts";
import * as dashboardReviews from "../app/routes/portal/dashboard.reviews";
import * as reviewsTab from "../app/routes/admin/admin.reviews";
import * as reportsTab from "../app/routes/admin/admin.reports";
import { enquiryReviewToken } from "../app/services/review-links.server";
import { ENQUIRY_REVIEW_WAIT_MS } from "../app/lib/enquiry-review";
import { formatLongDate } from "../app/lib/format";
import { runAdminCommand } from "../scripts/admin";
import type { ReviewFlags } from "../app/lib/review-signals";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ReviewFlags as ReviewFlagsList } from "../app/components/reviews/review-flags";

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = "Waiting#Rule-2026";
const RATING_MESSAGE = "Please choose a rating from 1 to 5 stars";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
type Answer<T> = { data: T; init: { status?: number } | null };
const statusOf = (answer: unknown) => (answer as Answer<unknown>).init?.status ?? 200;
const bodyOf = <T>(answer: unknown) => (answer as Answer<T>).data;

/** A verified specialist with a live listing, and an admin: each describe's starting point. */
async function listingAndModerator(context: RequestContext, db: DatabaseHandle["db"], names: { specialist: string; email: string; business: string; admin: string }) {
  const { user } = await context.auth.api.signUpEmail({ body: { name: names.specialist, email: names.email, password: PASSWORD } });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const profile = await insertProfile(db, { businessName: names.business, userId: user.id, email: names.email });
  const specialistCookie = await cookieFor(context, names.email, PASSWORD);
  await runAdminCommand(["create", "--email", names.admin, "--password", PASSWORD], { db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
  return { profile, specialistCookie, adminCookie: await cookieFor(context, names.admin, PASSWORD) };
}

/**
 * Issue #24 items 2, 3 and 6: an enquirer's review link opens when the specialist marks the enquiry
 * contacted, or 7 days after it, whichever is first (checked on the server for the page and the post);
 * no rating is preset; reviewers hear their review is published; the specialist sees their report's fate.
 */
describe.each(TEST_ENGINES)("when an enquirer's review link opens, on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let profile: Awaited<ReturnType<typeof insertProfile>>;
  let specialistCookie: string;
  let adminCookie: string;
  let address = 0;
  const visitor = () => testContext(handle.db, { clientAddress: `198.51.100.${++address % 250}` });

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    ({ profile, specialistCookie, adminCookie } = await listingAndModerator(context, handle.db, {
      specialist: "Wendy Wait",
      email: "wendy@waiting.example",
      business: "Patient Panelcraft",
      admin: "moderator@waiting.example",
    }));
  });
  afterAll(() => handle.close());
  beforeEach(() => handle.db.delete(rateLimits));

  /** An enquiry as the profile page sends it: its row. */
  async function enquire(email: string, message = "Could you look at the sills on my MGB?") {
    const answer = await submitEnquiry(profile.id, form({ name: "Waiting Owner", email, message }), visitor());
    expect(statusOf(answer)).toBe(200);
    const [row] = await handle.db.select().from(contactRequests).where(eq(contactRequests.requesterEmail, email));
    return row!;
  }
  const linkRequest = (token: string, body?: FormData) =>
    new Request(`http://localhost:3000/reviews/enquiry/${token}`, { method: body ? "POST" : "GET", body, headers: { origin: "http://localhost:3000" } });
  const open = (id: string) => {
    const token = enquiryReviewToken(TEST_SECRET, id);
    return runRoute(enquiryRoute, "loader", { request: linkRequest(token), context: visitor(), params: { token } });
  };
  const post = (id: string, fields: Record<string, string> = {}) => {
    const token = enquiryReviewToken(TEST_SECRET, id);
    const body = form({ intent: "review", name: "Waiting Owner", comment: "New sills, neatly welded.", rating: "4", ...fields });
    return runRoute(enquiryRoute, "action", { request: linkRequest(token, body), context: visitor(), params: { token } });
  };
  /** The specialist's own buttons on their Contact Requests page. */
  const setStatus = (id: string, status: "contacted" | "archived") =>
    run(() => runRoute(contactsPage, "action", { request: request("/dashboard/contacts", specialistCookie, { id, status }), context, params: {} }));
  const reviewsOf = (id: string) => handle.db.select().from(reviews).where(eq(reviews.contactRequestId, id));
  const pageState = async (id: string) => bodyOf<{ state: string; message?: string; opensBy?: string }>(await open(id));

  it("is closed right after the enquiry: the page says when it opens (no form), and a post is refused and stores nothing", async () => {
    const sent = await enquire("eager@example.com");
    const opensBy = new Date(sent.createdAt.getTime() + ENQUIRY_REVIEW_WAIT_MS);
    const page = await open(sent.id);
    expect(statusOf(page)).toBe(200);
    expect(bodyOf(page)).toEqual({
      state: "waiting",
      listing: { businessName: "Patient Panelcraft", slug: profile.slug },
      message: enquiryLinkNotYetOpen("Patient Panelcraft", opensBy),
      opensBy: opensBy.toISOString(),
    });
    expect(bodyOf<{ message: string }>(page).message).toBe(
      `This review link opens when Patient Panelcraft marks your enquiry as contacted, or on ${formatLongDate(opensBy)}, whichever is first. Please come back then.`,
    );
    // One enquirer's page is kept by no cache, open or not.
    expect((page as unknown as { init: { headers: Record<string, string> } }).init.headers["Cache-Control"]).toBe("private, no-store");

    // A post sent anyway (a page kept from before, or a crafted request) is checked again on the server.
    const refused = await post(sent.id);
    expect(statusOf(refused)).toBe(409);
    expect(bodyOf<{ status: string; message: string }>(refused)).toMatchObject({ status: "error", message: enquiryLinkNotYetOpen("Patient Panelcraft", opensBy) });
    expect(await reviewsOf(sent.id)).toHaveLength(0);
  });

  it("opens once the specialist marks the enquiry contacted (recorded when), and takes one review", async () => {
    const sent = await enquire("contacted@example.com");
    expect((await pageState(sent.id)).state).toBe("waiting");
    const before = Date.now();
    expect((await setStatus(sent.id, "contacted")).status).toBe(200);
    const [marked] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, sent.id));
    expect(marked!.status).toBe("contacted");
    expect(marked!.contactedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    expect((await pageState(sent.id)).state).toBe("open");
    const answer = await post(sent.id);
    expect(statusOf(answer)).toBe(200);
    expect(await reviewsOf(sent.id)).toMatchObject([{ status: "pending", verification: "enquiry", rating: 4 }]);
  });

  it("opens 7 days after the enquiry without the specialist, and not a minute before", async () => {
    const sent = await enquire("patient@example.com");
    const aged = (ms: number) => handle.db.update(contactRequests).set({ createdAt: new Date(Date.now() - ms) }).where(eq(contactRequests.id, sent.id));
    await aged(ENQUIRY_REVIEW_WAIT_MS - 60_000);
    expect((await pageState(sent.id)).state).toBe("waiting");
    expect(statusOf(await post(sent.id))).toBe(409);
    expect(await reviewsOf(sent.id)).toHaveLength(0);

    await aged(ENQUIRY_REVIEW_WAIT_MS + 60_000);
    expect((await pageState(sent.id)).state).toBe("open");
    expect(statusOf(await post(sent.id))).toBe(200);
    expect(await reviewsOf(sent.id)).toHaveLength(1);
  });

  it("stays closed when the enquiry is archived without being contacted, and stays open when archived after", async () => {
    const ignored = await enquire("archived.only@example.com");
    expect((await setStatus(ignored.id, "archived")).status).toBe(200);
    const [archived] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, ignored.id));
    expect(archived).toMatchObject({ status: "archived", contactedAt: null });
    expect((await pageState(ignored.id)).state).toBe("waiting");
    expect(statusOf(await post(ignored.id))).toBe(409);
    expect(await reviewsOf(ignored.id)).toHaveLength(0);

    const answered = await enquire("archived.after@example.com");
    await setStatus(answered.id, "contacted");
    const [contacted] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, answered.id));
    await setStatus(answered.id, "archived");
    const [later] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, answered.id));
    expect(later!.status).toBe("archived");
    expect(later!.contactedAt).toEqual(contacted!.contactedAt);
    expect((await pageState(answered.id)).state).toBe("open");
    expect(statusOf(await post(answered.id))).toBe(200);
  });

  it("the enquirer's confirmation email carries a copy of their message, plain and quoted, and says when the link opens", async () => {
    const message = "Two questions:\n<b>sills</b> & floor pans? \"Soon\" would be great.\r\nThanks";
    const sent = await enquire("copy.please@example.com", message);
    const mails = (await outboxMail(handle.db)).filter((row) => row.message.to === "copy.please@example.com");
    expect(mails).toHaveLength(1);
    const { text, html, subject } = mails[0]!.message as { text: string; html?: string; subject: string };
    expect(subject).toBe("Your message was sent to Patient Panelcraft");
    expect(html).toBeUndefined();
    expect(text).toContain('Your message:\n\n> Two questions:\n> <b>sills</b> & floor pans? "Soon" would be great.\n> Thanks\n\n');
    const opensBy = formatLongDate(new Date(sent.createdAt.getTime() + ENQUIRY_REVIEW_WAIT_MS));
    expect(text).toContain(`The link opens when Patient Panelcraft marks your enquiry as contacted, or on ${opensBy}, whichever is first.`);
    expect(text).toContain(`http://localhost:3000/reviews/enquiry/${enquiryReviewToken(TEST_SECRET, sent.id)}`);
  });

  it("the admins' card shows how long after its enquiry a review was written, and flags one within 7 days", async () => {
    const quick = await enquire("quick.review@example.com");
    await setStatus(quick.id, "contacted");
    await post(quick.id, { name: "Quick Reviewer" });
    const slow = await enquire("slow.review@example.com");
    await handle.db.update(contactRequests).set({ createdAt: new Date(Date.now() - 9 * DAY_MS) }).where(eq(contactRequests.id, slow.id));
    await post(slow.id, { name: "Slow Reviewer" });

    const tab = (await runRoute(reviewsTab, "loader", { request: request("/admin/reviews", adminCookie), context })) as {
      reviews: { reviewerName: string; flags: ReviewFlags }[];
    };
    const flagsOf = (name: string) => tab.reviews.find((review) => review.reviewerName === name)!.flags;
    expect(flagsOf("Quick Reviewer").sinceEnquiryMs).toBeGreaterThanOrEqual(0);
    expect(flagsOf("Quick Reviewer").sinceEnquiryMs).toBeLessThan(60_000);
    expect(flagsOf("Slow Reviewer").sinceEnquiryMs).toBeGreaterThan(9 * DAY_MS - 60_000);
    // The card's warning signs say it in words: within 7 days is a warning, 9 days is not.
    const shown = (name: string) => renderToStaticMarkup(createElement(ReviewFlagsList, { flags: flagsOf(name) })).replace(/<[^>]+>/g, " ");
    expect(shown("Quick Reviewer")).toMatch(/Soon after its enquiry: {2}Written less than a minute after its enquiry, less than 7 days/);
    expect(shown("Slow Reviewer")).not.toContain("Soon after its enquiry");
  });
});

describe.each(TEST_ENGINES)("ratings, published reviews and the specialist's reports, on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let profile: Awaited<ReturnType<typeof insertProfile>>;
  let specialistCookie: string;
  let adminCookie: string;
  let address = 0;
  const visitor = () => testContext(handle.db, { clientAddress: `192.0.2.${++address % 250}` });

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    ({ profile, specialistCookie, adminCookie } = await listingAndModerator(context, handle.db, {
      specialist: "Rita Rated",
      email: "rita@rated.example",
      business: "Rated Roadsters",
      admin: "judge@rated.example",
    }));
  });
  afterAll(() => handle.close());
  beforeEach(() => handle.db.delete(rateLimits));

  it("refuses a review without a rating on both forms, at the rating field, storing nothing; any of 1 to 5 is taken", async () => {
    const open = await submitReview(profile.id, form({ intent: "review", name: "No Stars", email: "no.stars@example.com", comment: "Forgot the stars." }), visitor());
    expect(statusOf(open)).toBe(400);
    expect(bodyOf<{ fieldErrors: Record<string, string> }>(open).fieldErrors).toEqual({ rating: RATING_MESSAGE });
    const empty = await submitReview(profile.id, form({ intent: "review", name: "No Stars", email: "no.stars@example.com", comment: "Empty stars.", rating: "" }), visitor());
    expect(bodyOf<{ fieldErrors: Record<string, string> }>(empty).fieldErrors).toEqual({ rating: RATING_MESSAGE });
    expect(await handle.db.select().from(reviews).where(eq(reviews.reviewerEmail, "no.stars@example.com"))).toHaveLength(0);

    const [enquiry] = await handle.db
      .insert(contactRequests)
      .values({ profileId: profile.id, requesterName: "Starless", requesterEmail: "starless@example.com", message: "Hello", contactedAt: new Date() })
      .returning();
    const token = enquiryReviewToken(TEST_SECRET, enquiry!.id);
    const body = form({ intent: "review", name: "Starless", comment: "Good work." });
    const linked = await runRoute(enquiryRoute, "action", {
      request: new Request(`http://localhost:3000/reviews/enquiry/${token}`, { method: "POST", body, headers: { origin: "http://localhost:3000" } }),
      context: visitor(),
      params: { token },
    });
    expect(statusOf(linked)).toBe(400);
    expect(bodyOf<{ fieldErrors: Record<string, string> }>(linked).fieldErrors).toEqual({ rating: RATING_MESSAGE });
    expect(await handle.db.select().from(reviews).where(eq(reviews.contactRequestId, enquiry!.id))).toHaveLength(0);

    const one = await submitReview(profile.id, form({ intent: "review", name: "One Star", email: "one.star@example.com", comment: "Poor.", rating: "1" }), visitor());
    expect(statusOf(one)).toBe(200);
    expect((await handle.db.select().from(reviews).where(eq(reviews.reviewerEmail, "one.star@example.com")))[0]!.rating).toBe(1);
  });

  it("emails the reviewer when a moderator publishes their review, queued with the approval; a rejection sends them nothing", async () => {
    const [published, refused] = await handle.db
      .insert(reviews)
      .values([
        { profileId: profile.id, reviewerName: "Pleased Owner", reviewerEmail: "pleased@example.com", rating: 5, comment: "Superb.", status: "pending" },
        { profileId: profile.id, reviewerName: "Refused Owner", reviewerEmail: "refused@example.com", rating: 2, comment: "Meh.", status: "pending" },
      ])
      .returning();
    const decide = (reviewId: string, status: string) =>
      run(() => runRoute(reviewsTab, "action", { request: request("/admin/reviews", adminCookie, { intent: "review", reviewId, status }), context }));
    expect((await decide(published!.id, "approved")).body).toEqual({ status: "success", message: "Review approved successfully" });
    expect((await decide(refused!.id, "rejected")).body).toEqual({ status: "success", message: "Review rejected successfully" });

    const mail = await outboxMail(handle.db);
    const toReviewer = mail.filter((row) => row.message.to === "pleased@example.com");
    expect(toReviewer).toHaveLength(1);
    expect(toReviewer[0]!.message.subject).toBe("Your review of Rated Roadsters is published");
    expect(toReviewer[0]!.message.text).toContain("Hello Pleased Owner,");
    expect(toReviewer[0]!.message.text).toContain(`http://localhost:3000/provider/${profile.slug}`);
    expect(mail.filter((row) => row.message.to === "refused@example.com")).toHaveLength(0);
    // A second approval of the same review changes nothing and sends nothing more.
    expect((await decide(published!.id, "approved")).status).toBe(409);
    expect((await outboxMail(handle.db)).filter((row) => row.message.to === "pleased@example.com")).toHaveLength(1);
  });

  it("shows the specialist their report under review, then the moderators' decision and reason; never a visitor's report", async () => {
    const [reported, byVisitor] = await handle.db
      .insert(reviews)
      .values([
        { profileId: profile.id, reviewerName: "Doubtful Dan", reviewerEmail: "dan@example.com", rating: 1, comment: "Awful.", status: "approved" },
        { profileId: profile.id, reviewerName: "Visited Val", reviewerEmail: "val@example.com", rating: 3, comment: "Fine.", status: "approved" },
      ])
      .returning();
    await handle.db.insert(reviewReports).values({ reviewId: byVisitor!.id, source: "visitor", reason: "fake", details: "A visitor's doubt" });
    type Report = { reviewId: string; status: string; reportedAt: Date; decisionReason: string | null; decidedAt: Date | null };
    const page = async () => ((await runRoute(dashboardReviews, "loader", { request: request("/dashboard/reviews", specialistCookie), context })) as { reports: Report[] }).reports;
    expect(await page()).toEqual([]);

    const sent = await run(() =>
      runRoute(dashboardReviews, "action", {
        request: request("/dashboard/reviews", specialistCookie, { intent: "report", reviewId: reported!.id, reason: "not_customer", details: "No job of ours." }),
        context,
      }),
    );
    expect(sent.status).toBe(200);
    const [open] = await page();
    expect(open).toMatchObject({ reviewId: reported!.id, status: "open", decisionReason: null, decidedAt: null });
    expect(open!.reportedAt).toBeInstanceOf(Date);

    const reason = "The reviewer's invoice from this garage was shown to us.";
    const kept = await run(() =>
      runRoute(reportsTab, "action", { request: request("/admin/reports", adminCookie, { intent: "keep-review", reviewId: reported!.id, reason }), context }),
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const [decided] = await page();
    expect(decided).toMatchObject({ reviewId: reported!.id, status: "kept", decisionReason: reason });
    expect(decided!.decidedAt).toBeInstanceOf(Date);
    // Reporting it again opens a new report: the latest is the one shown.
    await run(() =>
      runRoute(dashboardReviews, "action", {
        request: request("/dashboard/reviews", specialistCookie, { intent: "report", reviewId: reported!.id, reason: "fake", details: "New evidence." }),
        context,
      }),
    );
    expect(await page()).toMatchObject([{ reviewId: reported!.id, status: "open" }]);
  });
});
