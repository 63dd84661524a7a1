import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { formStartedAgo, insertProfile, outboxMail, testContext, TEST_SECRET } from "./fixtures";
import { runRoute } from "./route-runner";
import type { DatabaseHandle } from "../database/client";
import { profiles, reviewReports, reviews, users } from "../database/schema";
import * as reportPage from "../app/routes/profile/review-report";
import * as dashboardReviews from "../app/routes/portal/dashboard.reviews";
import * as reportsTab from "../app/routes/admin/admin.reports";
import { runAdminCommand } from "../scripts/admin";
import { approvedReviews } from "../app/models/reviews.server";
import { findPublicProfile } from "../app/models/public-profile.server";
import { clientKey } from "../app/services/rate-limit.server";
import { REPORT_RECEIVED } from "../app/lib/review-reports";
import { REPORT_DETAILS_REQUIRED, REPORT_DETAILS_TOO_LONG, REPORT_REASON_REQUIRED } from "../app/lib/review-report-schema";
import { REPORT_ALREADY, REPORT_NOT_REPORTABLE, REPORT_TOO_MANY } from "../app/routes/profile/review-report.server";
import { DECISION_REASON_REQUIRED } from "../app/routes/admin/admin.reports.server";

const PASSWORD = "Reports#Strong-2026";

interface Answer {
  status: number;
  body: Record<string, unknown> & { status?: string; message?: string; fieldErrors?: Record<string, string> };
  location: string | null;
}
/** A loader's or action's answer; a thrown redirect or 404 comes back as its status. */
async function run(fn: () => unknown): Promise<Answer> {
  try {
    const result = (await fn()) as { data?: unknown; init?: { status?: number } | null };
    return { status: result?.init?.status ?? 200, body: (result?.data ?? result) as Answer["body"], location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {}, location: thrown.headers.get("location") };
    const error = thrown as { init?: { status?: number }; data?: unknown };
    if (error?.init?.status) return { status: error.init.status, body: error.data as Answer["body"], location: null };
    throw thrown;
  }
}

function request(path: string, cookie: string | null, fields?: Record<string, string>) {
  const body = fields ? new FormData() : undefined;
  for (const [key, value] of Object.entries(fields ?? {})) body!.set(key, value);
  return new Request(`http://localhost:3000${path}`, { method: fields ? "POST" : "GET", body, headers: cookie ? { cookie } : {} });
}

describe.each(TEST_ENGINES)("reporting reviews on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let adminCookie: string;
  let specialistCookie: string;
  let ownProfileId: string;
  let otherProfileId: string;
  let address = 0;

  const cookieFor = async (email: string) => {
    const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  };
  const addReview = async (profileId: string, values: Partial<typeof reviews.$inferInsert> = {}) => {
    const [row] = await handle.db
      .insert(reviews)
      .values({ profileId, reviewerName: "Rita Reviewer", reviewerEmail: "rita@example.org", rating: 1, comment: "Dreadful, avoid.", status: "approved", ...values })
      .returning();
    return row!.id;
  };
  const reportsOf = (reviewId: string) => handle.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
  const mailTo = async (to: string) =>
    (await outboxMail(handle.db)).map((row) => row.message).filter((message) => [message.to].flat().includes(to));

  /** A visitor at their own address (so limits bite only where a test means them to), who opened the page 10 s ago. */
  const visitor = (clientAddress = `192.0.2.${++address}`) => testContext(handle.db, { clientAddress, formToken: formStartedAgo(10_000) });
  const visitorReport = (reviewId: string, fields: Record<string, string>, as = visitor()) =>
    run(() => runRoute(reportPage, "action", { request: request(`/reviews/${reviewId}/report`, null, fields), context: as, params: { reviewId } }));
  const specialistReport = (fields: Record<string, string>, cookie = specialistCookie) =>
    run(() => runRoute(dashboardReviews, "action", { request: request("/dashboard/reviews", cookie, { intent: "report", ...fields }), context, params: {} }));
  const decide = (intent: "keep-review" | "remove-review", fields: Record<string, string>, cookie: string | null = adminCookie) =>
    run(() => runRoute(reportsTab, "action", { request: request("/admin/reports", cookie, { intent, ...fields }), context }));

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "moderator@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    adminCookie = await cookieFor("moderator@example.com");
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Sid Specialist", email: "sid@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    ownProfileId = (await insertProfile(handle.db, { businessName: "Sid's Spanners", userId: user.id, email: "sid@example.com" })).id;
    specialistCookie = await cookieFor("sid@example.com");
    otherProfileId = (await insertProfile(handle.db, { businessName: "Other Garage", email: "other@example.com" })).id;
  });
  afterAll(() => handle.close());

  describe("a visitor's report", () => {
    it("the report page quotes a published review; any other id is a 404", async () => {
      const published = await addReview(otherProfileId, { comment: "Quote me on this." });
      const page = await run(() => runRoute(reportPage, "loader", { request: request(`/reviews/${published}/report`, null), context: visitor(), params: { reviewId: published } }));
      expect(page.status).toBe(200);
      expect(page.body.review).toMatchObject({ id: published, comment: "Quote me on this.", businessName: "Other Garage" });
      expect(JSON.stringify(page.body)).not.toContain("rita@example.org");

      const hiddenListing = (await insertProfile(handle.db, { profileStatus: "pending" })).id;
      for (const reviewId of [
        await addReview(otherProfileId, { status: "pending" }),
        await addReview(otherProfileId, { status: "removed", removedReason: "Fake" }),
        await addReview(otherProfileId, { status: "rejected" }),
        await addReview(hiddenListing),
        "00000000-0000-4000-8000-000000000000",
        "not-a-uuid'--",
      ]) {
        const answer = await run(() => runRoute(reportPage, "loader", { request: request(`/reviews/x/report`, null), context: visitor(), params: { reviewId } }));
        expect(answer.status, reviewId).toBe(404);
        const posted = await visitorReport(reviewId, { reason: "fake" });
        expect(posted.status, reviewId).toBe(404);
        expect(posted.body.message).toBe(REPORT_NOT_REPORTABLE);
      }
      expect(await handle.db.select().from(reviewReports)).toEqual([]);
    });

    it("is stored with its reason, details, email and the address hash, the admins are told, and a retry stores nothing more", async () => {
      const reviewId = await addReview(otherProfileId);
      const as = visitor("192.0.2.200");
      const fields = { reason: "not_customer", details: "  I run this garage's only competitor and know this person never came.  ", email: "watcher@example.org" };
      const answer = await visitorReport(reviewId, fields, as);
      expect(answer).toMatchObject({ status: 200, body: { status: "success", message: REPORT_RECEIVED, intent: "report", reviewId } });
      expect(REPORT_RECEIVED).toBe("Thank you. Our moderators will look at this review; we do not remove reviews because they are negative.");
      expect(await reportsOf(reviewId)).toEqual([
        expect.objectContaining({
          source: "visitor",
          reason: "not_customer",
          details: "I run this garage's only competitor and know this person never came.",
          reporterEmail: "watcher@example.org",
          clientHash: clientKey(TEST_SECRET, "192.0.2.200"),
          status: "open",
        }),
      ]);
      expect((await mailTo("moderator@example.com")).map((m) => m.subject)).toContain("A review of Other Garage was reported");

      expect((await visitorReport(reviewId, fields, as)).body.status).toBe("success");
      expect(await reportsOf(reviewId)).toHaveLength(1);
      // Nothing public changes until an admin decides.
      expect((await approvedReviews(handle.db, otherProfileId)).map((r) => r.id)).toContain(reviewId);
    });

    it("refuses bad input next to each field and stores nothing", async () => {
      const reviewId = await addReview(otherProfileId);
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{}, { reason: REPORT_REASON_REQUIRED }],
        [{ reason: "boring" }, { reason: REPORT_REASON_REQUIRED }],
        [{ reason: "other", details: "   " }, { details: REPORT_DETAILS_REQUIRED }],
        [{ reason: "offensive", details: "x".repeat(1_001) }, { details: REPORT_DETAILS_TOO_LONG }],
        [{ reason: "fake", email: "not-an-email" }, { email: "Please enter a valid email address" }],
      ];
      for (const [fields, fieldErrors] of cases) {
        const answer = await visitorReport(reviewId, fields);
        expect(answer.status, JSON.stringify(fields)).toBe(400);
        expect(answer.body.fieldErrors).toEqual(fieldErrors);
      }
      // An email is optional, and details are only required for Other; 1,000 characters are allowed.
      expect((await visitorReport(reviewId, { reason: "personal_data", details: "y".repeat(1_000), email: "" })).body.status).toBe("success");
      expect(await reportsOf(reviewId)).toEqual([expect.objectContaining({ reason: "personal_data", reporterEmail: null })]);
    });

    it("takes at most 5 reports an hour from one address", async () => {
      const as = visitor("192.0.2.250");
      for (let i = 0; i < 5; i++) expect((await visitorReport(await addReview(otherProfileId), { reason: "fake" }, as)).status).toBe(200);
      const refused = await visitorReport(await addReview(otherProfileId), { reason: "fake" }, as);
      expect(refused).toMatchObject({ status: 429, body: { message: REPORT_TOO_MANY } });
      expect((await visitorReport(await addReview(otherProfileId), { reason: "fake" })).status).toBe(200);
    });
  });

  describe("the specialist's report from the dashboard", () => {
    it("reports a published review of their own listing with their account's email, once while it is open", async () => {
      const reviewId = await addReview(ownProfileId, { comment: "They scratched my bonnet." });
      const answer = await specialistReport({ reviewId, reason: "fake", details: "We have no customer of that name." });
      expect(answer).toMatchObject({ status: 200, body: { status: "success", message: REPORT_RECEIVED, intent: "report", reviewId } });
      expect(await reportsOf(reviewId)).toEqual([
        expect.objectContaining({ source: "specialist", reason: "fake", reporterEmail: "sid@example.com", clientHash: null, status: "open" }),
      ]);
      const again = await specialistReport({ reviewId, reason: "offensive" });
      expect(again).toMatchObject({ status: 409, body: { message: REPORT_ALREADY } });
      expect(await reportsOf(reviewId)).toHaveLength(1);
    });

    it("cannot report another listing's review, or one of theirs that is not published", async () => {
      const others = await addReview(otherProfileId);
      const pending = await addReview(ownProfileId, { status: "pending" });
      for (const reviewId of [others, pending]) {
        const answer = await specialistReport({ reviewId, reason: "fake" });
        expect(answer).toMatchObject({ status: 404, body: { message: REPORT_NOT_REPORTABLE, reviewId } });
        expect(await reportsOf(reviewId)).toEqual([]);
      }
    });

    it("refuses bad input field by field, and anonymous posts go to sign-in", async () => {
      const reviewId = await addReview(ownProfileId);
      expect((await specialistReport({ reviewId, reason: "other" })).body.fieldErrors).toEqual({ details: REPORT_DETAILS_REQUIRED });
      expect((await specialistReport({ reviewId })).body.fieldErrors).toEqual({ reason: REPORT_REASON_REQUIRED });
      expect((await specialistReport({ reviewId: "nope", reason: "fake" })).status).toBe(400);
      const anonymous = await run(() => runRoute(dashboardReviews, "action", { request: request("/dashboard/reviews", null, { intent: "report", reviewId, reason: "fake" }), context, params: {} }));
      expect(anonymous.location).toMatch(/^\/auth/);
      expect(await reportsOf(reviewId)).toEqual([]);
    });
  });

  describe("the admins' queue", () => {
    it("only admins can read it or decide", async () => {
      const reviewId = await addReview(otherProfileId);
      await visitorReport(reviewId, { reason: "offensive" });
      for (const cookie of [null, specialistCookie]) {
        const page = await run(() => runRoute(reportsTab, "loader", { request: request("/admin/reports", cookie), context }));
        expect(page.location).toBe(cookie ? "/" : "/auth?redirectTo=%2Fadmin");
        expect((await decide("remove-review", { reviewId, reason: "Because" }, cookie)).location).toBe(cookie ? "/" : "/auth?redirectTo=%2Fadmin");
      }
      const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, reviewId));
      expect(row!.status).toBe("approved");
    });

    it("shows each reported review once, with its open reports and how many", async () => {
      const reviewId = await addReview(otherProfileId, { reviewerName: "Twice Reported" });
      await visitorReport(reviewId, { reason: "fake", email: "one@example.org" });
      await visitorReport(reviewId, { reason: "other", details: "Mentions my phone number" });
      const page = await run(() => runRoute(reportsTab, "loader", { request: request("/admin/reports", adminCookie), context }));
      const queue = page.body.reported as { reviewId: string; openReports: number; reviewerName: string; businessName: string; reports: Record<string, unknown>[] }[];
      const card = queue.find((entry) => entry.reviewId === reviewId)!;
      expect(card).toMatchObject({ reviewerName: "Twice Reported", businessName: "Other Garage", openReports: 2 });
      expect(card.reports).toEqual([
        expect.objectContaining({ reason: "fake", source: "visitor", reporterEmail: "one@example.org", details: "" }),
        expect.objectContaining({ reason: "other", source: "visitor", reporterEmail: null, details: "Mentions my phone number" }),
      ]);
      expect(JSON.stringify(queue)).not.toContain("clientHash");
      expect(new Set(queue.map((entry) => entry.reviewId)).size).toBe(queue.length);
    });

    it("keeps a review with a reason: its reports are closed as kept, the review stays, the reporter hears why", async () => {
      const reviewId = await addReview(otherProfileId);
      await visitorReport(reviewId, { reason: "fake", email: "keeper@example.org" });
      const missing = await decide("keep-review", { reviewId, reason: "  " });
      expect(missing).toMatchObject({ status: 400, body: { fieldErrors: { reason: DECISION_REASON_REQUIRED }, values: { reviewId, reason: "  " } } });
      expect((await reportsOf(reviewId))[0]!.status).toBe("open");

      const kept = await decide("keep-review", { reviewId, reason: "A genuine customer: we saw the invoice." });
      expect(kept.body).toMatchObject({ status: "success", message: "Review kept; its reports are closed" });
      expect(await reportsOf(reviewId)).toEqual([
        expect.objectContaining({ status: "kept", decisionReason: "A genuine customer: we saw the invoice.", decidedByEmail: "moderator@example.com", decidedAt: expect.any(Date) }),
      ]);
      const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, reviewId));
      expect(row!.status).toBe("approved");
      const [outcome] = await mailTo("keeper@example.org");
      expect(outcome!.text).toContain("decided to keep the review");
      expect(outcome!.text).toContain("A genuine customer: we saw the invoice.");
      expect((await decide("keep-review", { reviewId, reason: "Again" })).status).toBe(409);
    });

    it("removes a review with a reason: it leaves the listing and its average, and the reviewer and the specialist are emailed why", async () => {
      const listing = await insertProfile(handle.db, { businessName: "Rated Restorations", email: "rated@example.com", reviews: [{ rating: 5 }, { rating: 5 }] });
      const reviewId = await addReview(listing.id, { reviewerName: "Fake Fred", reviewerEmail: "fred@example.org", rating: 1 });
      await handle.db.update(profiles).set({ approvedReviewCount: 3, ratingAverage: 11 / 3 }).where(eq(profiles.id, listing.id));
      await visitorReport(reviewId, { reason: "fake", email: "spotter@example.org" });
      await visitorReport(reviewId, { reason: "not_customer" });

      expect((await decide("remove-review", { reviewId })).body.fieldErrors).toEqual({ reason: DECISION_REASON_REQUIRED });
      const removed = await decide("remove-review", { reviewId, reason: "Posted by a competitor, as their own email shows." });
      expect(removed.body).toMatchObject({ status: "success", message: "Review removed; the reviewer and the specialist have been emailed" });

      const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, reviewId));
      expect(row).toMatchObject({ status: "removed", removedReason: "Posted by a competitor, as their own email shows." });
      expect((await reportsOf(reviewId)).map((r) => r.status)).toEqual(["removed", "removed"]);
      const publicProfile = await findPublicProfile(handle.db, listing.slug);
      expect(publicProfile).toMatchObject({ reviewCount: 2, ratingAverage: 5 });
      expect((await approvedReviews(handle.db, listing.id)).map((r) => r.id)).not.toContain(reviewId);

      const [toReviewer] = await mailTo("fred@example.org");
      expect(toReviewer!.subject).toBe("Your review of Rated Restorations has been removed");
      expect(toReviewer!.text).toContain("Reason: Posted by a competitor, as their own email shows.");
      const [toSpecialist] = await mailTo("rated@example.com");
      expect(toSpecialist!.subject).toBe("A review of Rated Restorations has been removed");
      expect(toSpecialist!.text).toContain("Reason: Posted by a competitor, as their own email shows.");
      // Both are pointed to the published policy on removed reviews.
      for (const mail of [toReviewer!, toSpecialist!]) expect(mail.text).toContain("/review-policy#removed-reviews");
      expect((await mailTo("spotter@example.org"))[0]!.text).toContain("removed the review");

      // Decided already: a second removal (or keep) changes nothing.
      expect((await decide("remove-review", { reviewId, reason: "Again" })).status).toBe(409);
      expect((await decide("keep-review", { reviewId, reason: "Again" })).status).toBe(409);
    });

    it("refuses malformed decisions and other tabs' forms", async () => {
      expect((await decide("remove-review", { reviewId: "'; drop table reviews;--", reason: "x" })).status).toBe(400);
      const other = await run(() => runRoute(reportsTab, "action", { request: request("/admin/reports", adminCookie, { intent: "review", reviewId: "00000000-0000-4000-8000-000000000000", status: "approved" }), context }));
      expect(other).toMatchObject({ status: 400, body: { message: "Invalid request" } });
      const still = await handle.db.select().from(reviews).where(and(eq(reviews.profileId, otherProfileId), eq(reviews.status, "removed")));
      expect(still.every((r) => r.removedReason === "Fake")).toBe(true);
    });
  });
});
