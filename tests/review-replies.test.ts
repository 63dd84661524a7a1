import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { insertProfile, startTestOutbox, testContext, TEST_SECRET } from "./fixtures";
import { startSmtpServer } from "./smtp-server";
import type { OutboxWorker } from "../app/services/outbox.server";
import type { DatabaseHandle } from "../database/client";
import { reviewReplies, reviews, users } from "../database/schema";
import * as dashboardReviews from "../app/routes/portal/dashboard.reviews";
import * as adminReviews from "../app/routes/admin/admin.reviews";
import { REPLY_DELETED, REPLY_SENT, REPLY_UNAVAILABLE } from "../app/routes/portal/dashboard.reviews.server";
import { approvedReviews } from "../app/models/reviews.server";
import { adminCounts } from "../app/models/admin.server";
import { runAdminCommand } from "../scripts/admin";

const PASSWORD = "Replies#Strong-2026";
const BUSINESS = "Marsden Body & Trim";

async function cookieFor(context: RequestContext, email: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

function post(module: { action?: unknown }, path: string, cookie: string, form: Record<string, string>, context: RequestContext) {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.set(key, value);
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body, headers: { cookie } });
  return runRoute(module as typeof dashboardReviews, "action", { request, context }) as Promise<{ data: Record<string, unknown>; init?: { status?: number } }>;
}

function load<M extends typeof dashboardReviews | typeof adminReviews>(module: M, path: string, cookie: string, context: RequestContext) {
  const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
  return runRoute(module, "loader", { request, context });
}

/** Issue #14 item 3: a business's public reply to a published review, moderated, and the reviewer told. */
describe.each(TEST_ENGINES)("business replies to reviews on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: OutboxWorker;
  let specialist: string;
  let admin: string;
  let profileId: string;
  let slug: string;
  let publishedId: string;
  let waitingId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
    sender = startTestOutbox(handle.db, smtp.url);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "moderator@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    admin = await cookieFor(context, "moderator@example.com");
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Marsden", email: "marsden@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const profile = await insertProfile(handle.db, { businessName: BUSINESS, userId: user.id, email: "workshop@marsden.example" });
    profileId = profile.id;
    slug = profile.slug;
    specialist = await cookieFor(context, "marsden@example.com");
    const [published, waiting] = await handle.db
      .insert(reviews)
      .values([
        { profileId, reviewerName: "Jo Owner", reviewerEmail: "jo@owners.example", rating: 2, comment: "The paint took months.", status: "approved" },
        { profileId, reviewerName: "Sam Waiting", reviewerEmail: "sam@owners.example", rating: 5, comment: "Not published yet.", status: "pending" },
      ])
      .returning();
    publishedId = published!.id;
    waitingId = waiting!.id;
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await handle.close();
  });

  const reply = (form: Record<string, string>) => post(dashboardReviews, "/dashboard/reviews", specialist, form, context);
  const moderate = (form: Record<string, string>) => post(adminReviews, "/admin/reviews", admin, { intent: "reply", ...form }, context);
  const stored = async () => (await handle.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, publishedId)))[0];
  const publicReply = async () => (await approvedReviews(handle.db, profileId)).find((r) => r.id === publishedId)!.reply;
  const ownReplies = async () => (await load(dashboardReviews, "/dashboard/reviews", specialist, context)).replies;

  it("refuses an empty or too long reply by its field, and a reply to a review that is not published, writing nothing", async () => {
    const empty = await reply({ intent: "reply", reviewId: publishedId, body: "   " });
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toMatchObject({ status: "error", intent: "reply", reviewId: publishedId, fieldErrors: { body: "Please write your reply" } });
    const long = await reply({ intent: "reply", reviewId: publishedId, body: "x".repeat(1_501) });
    expect(long.data).toMatchObject({ fieldErrors: { body: "Please keep your reply to 1,500 characters or fewer" } });
    // What was typed comes back for the page rendered without JavaScript.
    expect((long.data.values as Record<string, string>).body).toHaveLength(1_501);
    const unpublished = await reply({ intent: "reply", reviewId: waitingId, body: "Thank you!" });
    expect(unpublished.init?.status).toBe(404);
    expect(unpublished.data).toMatchObject({ status: "error", message: REPLY_UNAVAILABLE });
    const unknown = await reply({ intent: "reply", reviewId: "not-a-uuid", body: "Thank you!" });
    expect(unknown.data).toMatchObject({ status: "error", message: "Invalid request" });
    expect(await handle.db.select().from(reviewReplies)).toEqual([]);
  });

  it("stores a reply as pending: not on the public page, shown to the specialist with its status", async () => {
    const sent = await reply({ intent: "reply", reviewId: publishedId, body: "  Sorry for the wait, Jo: the paint shop was closed for a month.  " });
    expect(sent.data).toEqual({ status: "success", message: REPLY_SENT, intent: "reply", reviewId: publishedId });
    expect(await stored()).toMatchObject({ profileId, status: "pending", body: "Sorry for the wait, Jo: the paint shop was closed for a month.", publishedAt: null });
    expect(await publicReply()).toBeNull();
    expect(await ownReplies()).toEqual([expect.objectContaining({ reviewId: publishedId, status: "pending", rejectionReason: null })]);
  });

  it("an admin sees it in the Reviews tab with the review it answers, counted in the tab's label", async () => {
    expect((await adminCounts(handle.db)).pendingReplies).toBe(1);
    const { replies } = await load(adminReviews, "/admin/reviews", admin, context);
    expect(replies).toEqual([
      expect.objectContaining({
        body: "Sorry for the wait, Jo: the paint shop was closed for a month.",
        reviewerName: "Jo Owner",
        rating: 2,
        comment: "The paint took months.",
        businessName: BUSINESS,
        profileSlug: slug,
      }),
    ]);
    // The queue never shows the reviewer's address.
    expect(JSON.stringify(replies)).not.toContain("jo@owners.example");
  });

  it("approval publishes it under its review with the date and emails the reviewer the reply and the listing's link", async () => {
    const approved = await moderate({ replyId: (await stored())!.id, decision: "approved" });
    expect(approved.data).toEqual({ status: "success", message: "Reply approved successfully" });
    const shown = await publicReply();
    expect(shown).toEqual({ body: "Sorry for the wait, Jo: the paint shop was closed for a month.", publishedAt: expect.any(Date) });
    // Reviews without a reply come with none.
    await handle.db.insert(reviews).values({ profileId, reviewerName: "Other", reviewerEmail: "o@owners.example", rating: 4, comment: "Fine.", status: "approved" });
    expect((await approvedReviews(handle.db, profileId)).map((r) => r.reply === null)).toEqual([true, false]);

    const mail = await smtp.waitFor((m) => m.to.includes("jo@owners.example"));
    expect(mail.subject).toBe(`${BUSINESS} has replied to your review on The Restoration Register`);
    expect(mail.text).toContain("Sorry for the wait, Jo: the paint shop was closed for a month.");
    expect(mail.text).toContain(`http://localhost:3000/provider/${slug}`);
    expect((await adminCounts(handle.db)).pendingReplies).toBe(0);
    expect(await ownReplies()).toEqual([expect.objectContaining({ status: "approved", publishedAt: expect.any(Date) })]);

    // Decided once: a second decision changes nothing.
    const again = await moderate({ replyId: (await stored())!.id, decision: "rejected" });
    expect(again.init?.status).toBe(409);
    expect((await stored())!.status).toBe("approved");
  });

  it("an edit goes back to pending and leaves the public page until it is approved again", async () => {
    const edited = await reply({ intent: "reply", reviewId: publishedId, body: "Sorry, Jo. Please call me on 0113 496 0000." });
    expect(edited.data).toMatchObject({ status: "success", message: REPLY_SENT });
    expect(await stored()).toMatchObject({ status: "pending", body: "Sorry, Jo. Please call me on 0113 496 0000." });
    expect(await publicReply()).toBeNull();
    expect(await handle.db.select().from(reviewReplies)).toHaveLength(1);
  });

  it("a rejection keeps it off the page, shows the reason to the specialist and emails it to the business", async () => {
    const rejected = await moderate({ replyId: (await stored())!.id, decision: "rejected", reason: "Please leave phone numbers out of public replies." });
    expect(rejected.data).toEqual({ status: "success", message: "Reply rejected successfully" });
    expect(await publicReply()).toBeNull();
    expect(await ownReplies()).toEqual([expect.objectContaining({ status: "rejected", rejectionReason: "Please leave phone numbers out of public replies." })]);
    const mail = await smtp.waitFor((m) => m.to.includes("workshop@marsden.example") && /was not published/.test(m.subject));
    expect(mail.text).toContain("Reason: Please leave phone numbers out of public replies.");
    expect(mail.text).toContain("http://localhost:3000/dashboard/reviews");
    // Sent again after an edit, the reason goes.
    await reply({ intent: "reply", reviewId: publishedId, body: "Sorry, Jo: do get in touch through our listing." });
    expect(await stored()).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("a reply to a review taken down leaves the queue and cannot be approved", async () => {
    await handle.db.update(reviews).set({ status: "removed" }).where(eq(reviews.id, publishedId));
    try {
      expect((await adminCounts(handle.db)).pendingReplies).toBe(0);
      expect((await load(adminReviews, "/admin/reviews", admin, context)).replies).toEqual([]);
      const refused = await moderate({ replyId: (await stored())!.id, decision: "approved" });
      expect(refused.init?.status).toBe(409);
      expect((await stored())!.status).toBe("pending");
    } finally {
      await handle.db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, publishedId));
    }
  });

  it("deletes the reply, once", async () => {
    const deleted = await reply({ intent: "delete-reply", reviewId: publishedId });
    expect(deleted.data).toEqual({ status: "success", message: REPLY_DELETED, intent: "delete-reply", reviewId: publishedId });
    expect(await stored()).toBeUndefined();
    const again = await reply({ intent: "delete-reply", reviewId: publishedId });
    expect(again.init?.status).toBe(404);
    expect(await ownReplies()).toEqual([]);
  });

  it("refuses an unknown intent on either page", async () => {
    const dashboard = await reply({ intent: "approve-myself", reviewId: publishedId });
    expect(dashboard.init?.status).toBe(400);
    // What was posted as the intent is not sent back.
    expect(JSON.stringify(dashboard)).not.toContain("approve-myself");
    const adminPost = await moderate({ replyId: "'; drop table review_replies;--", decision: "approved" });
    expect(adminPost.init?.status).toBe(400);
  });
});
