import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext, TEST_SECRET } from "./fixtures";
import { runRoute } from "./route-runner";
import type { DatabaseHandle } from "../database/client";
import { reviews } from "../database/schema";
import { pendingReviews } from "../app/models/reviews.server";
import { withReviewFlags } from "../app/models/review-signals.server";
import { runAdminCommand } from "../scripts/admin";
import * as reviewsTab from "../app/routes/admin/admin.reviews";
import type { ReviewFlags } from "../app/lib/review-signals";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
let counter = 0;

/**
 * The moderation card's warning signs (issue #14 item 5) against a real database: each flag
 * raised where it should be and not where it should not. Every case uses its own listing,
 * address hash, email and words, so the cases do not count each other's reviews.
 */
describe.each(TEST_ENGINES)("detection flags on the moderation card on %s", (engine) => {
  let handle: DatabaseHandle;
  let flagsOf: Map<string, ReviewFlags>;

  const add = async (values: Partial<typeof reviews.$inferInsert> & { profileId: string }) => {
    counter++;
    const [row] = await handle.db
      .insert(reviews)
      .values({
        reviewerName: `Reviewer ${counter}`,
        reviewerEmail: `reviewer${counter}@example.org`,
        rating: 4,
        comment: `Review number ${counter} with words of its own: ${"abcdefghij".repeat(2)}${counter}`,
        status: "pending",
        ...values,
      })
      .returning();
    return row!.id;
  };
  const listing = (values: Parameters<typeof insertProfile>[1] = {}) => insertProfile(handle.db, values).then((p) => p.id);

  const ids: Record<string, string> = {};
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const plain = await listing({ website: null });

    // (a) the same hashed address: 10 days apart counts, 40 days apart does not, no hash never does.
    ids.sameAddress = await add({ profileId: plain, clientHash: "hash-near", createdAt: daysAgo(1) });
    await add({ profileId: await listing(), clientHash: "hash-near", status: "approved", createdAt: daysAgo(11) });
    await add({ profileId: plain, clientHash: "hash-near", status: "rejected", createdAt: daysAgo(3) });
    ids.farAddress = await add({ profileId: plain, clientHash: "hash-far", createdAt: daysAgo(1) });
    await add({ profileId: plain, clientHash: "hash-far", status: "approved", createdAt: daysAgo(41) });
    ids.noHash = await add({ profileId: plain, clientHash: null, createdAt: daysAgo(1) });
    await add({ profileId: plain, clientHash: null, createdAt: daysAgo(2) });

    // (b) the same email in any case: within 30 days counts, 45 days earlier does not.
    ids.sameEmail = await add({ profileId: plain, reviewerEmail: "Repeat.Owner@Example.org", createdAt: daysAgo(2) });
    await add({ profileId: await listing(), reviewerEmail: "repeat.owner@example.org", status: "approved", createdAt: daysAgo(7) });
    ids.oldEmail = await add({ profileId: plain, reviewerEmail: "once@example.org", createdAt: daysAgo(2) });
    await add({ profileId: plain, reviewerEmail: "ONCE@example.org", status: "approved", createdAt: daysAgo(47) });

    // (c) the reviewer's domain is the listing's website's or email's; free mail never counts.
    const hartley = await listing({ website: "https://www.hartley-classics.co.uk/", email: "office@hartley-motors.com" });
    ids.websiteDomain = await add({ profileId: hartley, reviewerEmail: "sam@hartley-classics.co.uk" });
    ids.emailDomain = await add({ profileId: hartley, reviewerEmail: "jo@Hartley-Motors.com" });
    ids.otherDomain = await add({ profileId: hartley, reviewerEmail: "owner@classic-owners.example" });
    const freeMail = await listing({ website: null, email: "garage@gmail.com" });
    ids.freeMail = await add({ profileId: freeMail, reviewerEmail: "fan@gmail.com" });

    // (d) a burst: four reviews of one listing on one London day; three on another listing's day is not one.
    const burst = await listing();
    const day = new Date("2026-11-10T09:00:00Z");
    ids.burst = await add({ profileId: burst, createdAt: day });
    for (const hour of [11, 14, 23]) await add({ profileId: burst, status: "approved", createdAt: new Date(`2026-11-10T${hour}:30:00Z`) });
    const calm = await listing();
    ids.calm = await add({ profileId: calm, createdAt: day });
    await add({ profileId: calm, createdAt: new Date("2026-11-10T15:00:00Z") });
    await add({ profileId: calm, createdAt: new Date("2026-11-10T23:30:00Z") });
    // 00:30 on the 11th in London (GMT in November): the next day, not the 10th.
    await add({ profileId: calm, createdAt: new Date("2026-11-11T00:30:00Z") });

    // (e) near-duplicate text on any listing in the last 90 days; older or different text is not flagged.
    const text =
      "Restored the chrome and rebuilt the carburettors on my 1972 Jaguar XJ6, finished a week early and under the quote. Lovely people.";
    ids.duplicate = await add({ profileId: plain, comment: text });
    await add({ profileId: await listing({ businessName: "Copycat Coachworks" }), reviewerName: "Echo Owner", status: "approved", comment: text.replace("1972", "1973"), createdAt: daysAgo(20) });
    const oldText = "Resprayed my Land Rover Series III in Bronze Green, panel gaps better than factory, and they returned every call the same day.";
    ids.oldDuplicate = await add({ profileId: plain, comment: oldText });
    await add({ profileId: await listing(), status: "approved", comment: oldText, createdAt: daysAgo(100) });

    const rows = await withReviewFlags(handle.db, await pendingReviews(handle.db));
    flagsOf = new Map(rows.map((row) => [row.id, row.flags]));
  });
  afterAll(() => handle.close());

  const flags = (name: string) => flagsOf.get(ids[name]!)!;

  it("(a) counts other reviews from the same hashed address within 30 days, of any listing or status", () => {
    expect(flags("sameAddress").sameAddress).toBe(2);
    expect(flags("farAddress").sameAddress).toBe(0);
    expect(flags("noHash").sameAddress).toBe(0);
  });

  it("(b) counts other reviews from the same email, in any case, within 30 days", () => {
    expect(flags("sameEmail").sameEmail).toBe(1);
    expect(flags("oldEmail").sameEmail).toBe(0);
    expect(flags("sameAddress").sameEmail).toBe(0);
  });

  it("(c) flags a reviewer writing from the listing's website or email domain, never from free mail", () => {
    expect(flags("websiteDomain").domainMatch).toEqual({ domain: "hartley-classics.co.uk", matches: "website" });
    expect(flags("emailDomain").domainMatch).toEqual({ domain: "hartley-motors.com", matches: "email" });
    expect(flags("otherDomain").domainMatch).toBeNull();
    expect(flags("freeMail").domainMatch).toBeNull();
  });

  it("(d) counts a listing's reviews on the review's London day: more than 3 is a burst", () => {
    expect(flags("burst").sameDayForListing).toBe(4);
    expect(flags("calm").sameDayForListing).toBe(3);
  });

  it("(e) finds nearly the same text in another review of the last 90 days, with whose it is", () => {
    expect(flags("duplicate").nearDuplicates).toEqual([
      { id: expect.any(String), similarity: expect.any(Number), reviewerName: "Echo Owner", businessName: "Copycat Coachworks", status: "approved" },
    ]);
    expect(flags("duplicate").nearDuplicates[0]!.similarity).toBeGreaterThanOrEqual(0.6);
    expect(flags("oldDuplicate").nearDuplicates).toEqual([]);
    expect(flags("calm").nearDuplicates).toEqual([]);
  });

  it("costs two statements for the whole queue, however many cards it has", async () => {
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, "query");
    try {
      const rows = await withReviewFlags(handle.db, await pendingReviews(handle.db));
      expect(rows.length).toBeGreaterThan(10);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("the admin's Reviews tab sends each card with its flags", async () => {
    const context = testContext(handle.db);
    const password = "Signals#Admin-2026";
    await runAdminCommand(["create", "--email", "signals@example.com", "--password", password], { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    const { headers } = await context.auth.api.signInEmail({ body: { email: "signals@example.com", password }, returnHeaders: true });
    const cookie = headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const page = (await runRoute(reviewsTab, "loader", { request: new Request("http://localhost:3000/admin/reviews", { headers: { cookie } }), context })) as {
      reviews: { id: string; flags: ReviewFlags }[];
    };
    const card = page.reviews.find((review) => review.id === ids.burst)!;
    expect(card.flags.sameDayForListing).toBe(4);
    expect(JSON.stringify(page)).not.toContain("hash-near");
  });
});
