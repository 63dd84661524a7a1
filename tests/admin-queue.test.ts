import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import type { DatabaseHandle } from "../database/client";
import { adminDecisions, profiles, users } from "../database/schema";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { cookieFor, request, run } from "./admin-requests";
import { insertProfile, TEST_SECRET, testContext } from "./fixtures";
import { runAdminCommand } from "../scripts/admin";
import * as pendingTab from "../app/routes/admin/admin.pending";
import { emailWebsiteCheck, waitingFor } from "../app/lib/admin-queue";

const PASSWORD = "Queue#Admin-2026";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

describe("the pending queue's words", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const since = (ms: number) => new Date(now.getTime() - ms);

  it("says how long a listing has waited, in hours up to the 48 promised and in days after, and flags what is past 48 hours", () => {
    expect(waitingFor(since(20 * 60 * 1000), now)).toEqual({ text: "Waiting less than an hour", overdue: false });
    expect(waitingFor(since(HOUR), now)).toEqual({ text: "Waiting 1 hour", overdue: false });
    expect(waitingFor(since(3 * HOUR + 59 * 60 * 1000), now)).toEqual({ text: "Waiting 3 hours", overdue: false });
    expect(waitingFor(since(47 * HOUR), now)).toEqual({ text: "Waiting 47 hours", overdue: false });
    expect(waitingFor(since(48 * HOUR), now)).toEqual({ text: "Waiting 2 days", overdue: false });
    expect(waitingFor(since(48 * HOUR + 60_000), now)).toEqual({ text: "Waiting 2 days", overdue: true });
    expect(waitingFor(since(78 * DAY + 5 * HOUR), now)).toEqual({ text: "Waiting 78 days", overdue: true });
    // A clock a little behind the database's never says a negative time.
    expect(waitingFor(new Date(now.getTime() + 5_000), now).text).toBe("Waiting less than an hour");
  });

  it("compares the account email's domain with the website's", () => {
    expect(emailWebsiteCheck("sam@hartley.co.uk", "https://www.hartley.co.uk/about")).toBe("Email domain matches website");
    expect(emailWebsiteCheck("Sam@Mail.Hartley.co.uk", "hartley.co.uk")).toBe("Email domain matches website");
    expect(emailWebsiteCheck("sam.hartley@gmail.com", "https://example.co.uk")).toBe("Email domain differs from website (gmail.com vs example.co.uk)");
    expect(emailWebsiteCheck("sam@nothartley.co.uk", "https://hartley.co.uk")).toBe("Email domain differs from website (nothartley.co.uk vs hartley.co.uk)");
    expect(emailWebsiteCheck("sam@hartley.co.uk", null)).toBe("No website");
    expect(emailWebsiteCheck("sam@hartley.co.uk", "  ")).toBe("No website");
  });
});

interface QueueCard {
  businessName: string;
  accountEmail: string;
  address: string;
  postcode: string;
  phone: string;
  website: string | null;
  logoUrl: string | null;
  queue: { waiting: { text: string; overdue: boolean }; emailCheck: string };
}

describe.each(TEST_ENGINES)("the admin's pending queue on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let adminCookie: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "queue-admin@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    adminCookie = await cookieFor(context, "queue-admin@example.com", PASSWORD);
  });
  afterAll(() => handle.close());

  async function pendingCards(): Promise<QueueCard[]> {
    const answer = await run(() => runRoute(pendingTab, "loader", { request: request("/admin/pending", adminCookie), context }));
    expect(answer.status).toBe(200);
    return (answer.body as { profiles: QueueCard[] }).profiles;
  }

  it("lists the longest-waiting listing first, counting a resubmitted one from the decision that sent it back", async () => {
    // Signed up in this order: newest, oldest, middle; and one signed up long ago, rejected a day ago, resubmitted.
    await insertProfile(handle.db, { businessName: "Fresh Sign-up", profileStatus: "pending", createdAt: ago(3 * HOUR) });
    await insertProfile(handle.db, { businessName: "Long Forgotten", profileStatus: "pending", createdAt: ago(78 * DAY) });
    await insertProfile(handle.db, { businessName: "Middle Of The Queue", profileStatus: "pending", createdAt: ago(5 * DAY) });
    const resubmitted = await insertProfile(handle.db, { businessName: "Back Again", profileStatus: "pending", createdAt: ago(200 * DAY) });
    await handle.db.insert(adminDecisions).values({ profileId: resubmitted.id, adminEmail: "queue-admin@example.com", decision: "rejected", reason: "No photos", createdAt: ago(DAY) });
    // Not waiting: never in the queue, however old.
    await insertProfile(handle.db, { businessName: "Long Approved", profileStatus: "approved", createdAt: ago(400 * DAY) });

    const cards = await pendingCards();
    expect(cards.map((card) => card.businessName)).toEqual(["Long Forgotten", "Middle Of The Queue", "Back Again", "Fresh Sign-up"]);
    expect(cards.map((card) => card.queue.waiting)).toEqual([
      { text: "Waiting 78 days", overdue: true },
      { text: "Waiting 5 days", overdue: true },
      { text: "Waiting 24 hours", overdue: false },
      { text: "Waiting 3 hours", overdue: false },
    ]);
    await handle.db.delete(profiles).where(eq(profiles.profileStatus, "pending"));
  });

  it("shows what an admin checks: website, address and postcode, phone, logo, and the account email's domain against the website's", async () => {
    const { user: matching } = await context.auth.api.signUpEmail({ body: { name: "Sam", email: "sam@hartley-restorations.co.uk", password: PASSWORD } });
    const { user: freeMail } = await context.auth.api.signUpEmail({ body: { name: "Jo", email: "jo.classics@gmail.com", password: PASSWORD } });
    const { user: noSite } = await context.auth.api.signUpEmail({ body: { name: "Al", email: "al@example.org", password: PASSWORD } });
    await insertProfile(handle.db, {
      businessName: "Hartley Restorations",
      userId: matching.id,
      // The listing's contact email may differ from the account's: the check uses the account's.
      email: "workshop@elsewhere.example",
      website: "https://www.hartley-restorations.co.uk",
      address: "4 Mill Lane",
      postcode: "LS5 3BT",
      phone: "0113 496 0123",
      logoUrl: "/logos/0b0e4bd4-9c4e-4a38-9b43-2a1b6f0d8a11/abc.webp",
      profileStatus: "pending",
      createdAt: ago(3 * DAY),
    });
    await insertProfile(handle.db, { businessName: "Jo's Classics", userId: freeMail.id, website: "example.co.uk", profileStatus: "pending", createdAt: ago(2 * DAY) });
    await insertProfile(handle.db, { businessName: "Al's Garage", userId: noSite.id, website: null, profileStatus: "pending", createdAt: ago(DAY) });
    // A listing with no account behind it (the demo directory's) is checked against its own email.
    await insertProfile(handle.db, { businessName: "Demo Motors", email: "info@demo-motors.example", website: "https://demo-motors.example", profileStatus: "pending", createdAt: ago(HOUR) });

    const cards = await pendingCards();
    expect(cards.map((card) => [card.businessName, card.queue.emailCheck])).toEqual([
      ["Hartley Restorations", "Email domain matches website"],
      ["Jo's Classics", "Email domain differs from website (gmail.com vs example.co.uk)"],
      ["Al's Garage", "No website"],
      ["Demo Motors", "Email domain matches website"],
    ]);
    expect(cards[0]).toMatchObject({
      accountEmail: "sam@hartley-restorations.co.uk",
      website: "https://www.hartley-restorations.co.uk",
      address: "4 Mill Lane",
      postcode: "LS5 3BT",
      phone: "0113 496 0123",
      logoUrl: "/logos/0b0e4bd4-9c4e-4a38-9b43-2a1b6f0d8a11/abc.webp",
    });
    expect(cards[2]!.logoUrl).toBeNull();
    // The account's email is the signed-up one even after the listing's contact email changed.
    const [account] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, matching.id));
    expect(cards[0]!.accountEmail).toBe(account!.email);
  });
});
