import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext, TEST_SECRET } from "./fixtures";
import { runRoute } from "./route-runner";
import type { DatabaseHandle } from "../database/client";
import { contactRequests, reviews } from "../database/schema";
import * as enquiryRoute from "../app/routes/profile/reviews.enquiry";
import * as confirmRoute from "../app/routes/profile/reviews.confirm";
import { enquiryReviewToken, reviewConfirmToken } from "../app/services/review-links.server";

const statusOf = (answer: unknown) => (answer as { init: { status?: number } | null }).init?.status ?? 200;

/**
 * Issue #14: a review through a personal link is about the one listing its enquiry went to, as that
 * enquiry, and no link made by anyone but the site opens anything (a specialist cannot mint them).
 */
describe.each(TEST_ENGINES)("personal review links reach only their own enquiry and listing on %s", (engine) => {
  let handle: DatabaseHandle;
  let alice: { profileId: string; enquiryId: string };
  let bob: { profileId: string; enquiryId: string };
  let address = 0;

  async function listingWithEnquiry(name: string) {
    const profile = await insertProfile(handle.db, { businessName: name });
    const [enquiry] = await handle.db
      .insert(contactRequests)
      // Marked contacted by the specialist, so its link is open (#24).
      .values({ profileId: profile.id, requesterName: `Owner of ${name}`, requesterEmail: `owner.of.${profile.slug}@example.com`, message: "Hello", contactedAt: new Date() })
      .returning();
    return { profileId: profile.id, enquiryId: enquiry!.id };
  }

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    alice = await listingWithEnquiry("Alice Isolation Coachworks");
    bob = await listingWithEnquiry("Bob Isolation Engines");
  });
  afterAll(() => handle.close());

  const postReview = (token: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({ intent: "review", name: "Someone", comment: "A review", rating: "5", ...fields })) body.set(key, value);
    const request = new Request(`http://localhost:3000/reviews/enquiry/${token}`, { method: "POST", body, headers: { origin: "http://localhost:3000" } });
    return runRoute(enquiryRoute, "action", { request, context: testContext(handle.db, { clientAddress: `192.0.2.${++address}` }), params: { token } });
  };
  const reviewsOfEnquiry = (id: string) => handle.db.select().from(reviews).where(eq(reviews.contactRequestId, id));

  it("a token for enquiry A posts about A's listing as enquiry A, whatever other ids the form carries", async () => {
    const answer = await postReview(enquiryReviewToken(TEST_SECRET, alice.enquiryId), {
      providerId: bob.profileId,
      profileId: bob.profileId,
      contactRequestId: bob.enquiryId,
      email: "owner.of.bob@example.com",
    });
    expect(statusOf(answer)).toBe(200);
    const [review] = await reviewsOfEnquiry(alice.enquiryId);
    expect(review).toMatchObject({ profileId: alice.profileId, contactRequestId: alice.enquiryId, verification: "enquiry" });
    expect(review!.reviewerEmail).toBe("owner.of.alice-isolation-coachworks@example.com");
    expect(await reviewsOfEnquiry(bob.enquiryId)).toHaveLength(0);
    expect(await handle.db.select().from(reviews).where(eq(reviews.profileId, bob.profileId))).toHaveLength(0);
  });

  it("enquiry A's signature does not open enquiry B, and no other kind of token or secret does either", async () => {
    const [, aliceSignature] = enquiryReviewToken(TEST_SECRET, alice.enquiryId).split(".");
    const tokens = [
      `${bob.enquiryId}.${aliceSignature}`,
      enquiryReviewToken("a-specialist-guessing-the-secret-000000", bob.enquiryId),
      reviewConfirmToken(TEST_SECRET, bob.enquiryId),
      bob.enquiryId,
    ];
    for (const token of tokens) {
      expect(statusOf(await postReview(token, {}))).toBe(404);
      const page = await runRoute(enquiryRoute, "loader", {
        request: new Request(`http://localhost:3000/reviews/enquiry/${token}`),
        context: testContext(handle.db),
        params: { token },
      });
      expect(statusOf(page)).toBe(404);
    }
    expect(await reviewsOfEnquiry(bob.enquiryId)).toHaveLength(0);
  });

  it("an enquiry link does not confirm a review of the same id, nor a confirmation link of another review", async () => {
    const [pending] = await handle.db
      .insert(reviews)
      .values({ profileId: bob.profileId, reviewerName: "Waiting", reviewerEmail: "w@example.com", comment: "Waiting", status: "unconfirmed", verification: "email" })
      .returning();
    for (const token of [enquiryReviewToken(TEST_SECRET, pending!.id), `${pending!.id}.${reviewConfirmToken(TEST_SECRET, alice.enquiryId).split(".")[1]}`]) {
      const request = new Request(`http://localhost:3000/reviews/confirm/${token}`, { method: "POST", headers: { origin: "http://localhost:3000" } });
      expect(statusOf(await runRoute(confirmRoute, "action", { request, context: testContext(handle.db), params: { token } }))).toBe(404);
    }
    const [row] = await handle.db.select().from(reviews).where(eq(reviews.id, pending!.id));
    expect(row!.status).toBe("unconfirmed");
  });
});
