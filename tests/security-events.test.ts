import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { formStartedAgo, insertProfile, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { analyticsEvents, rateLimits } from "../database/schema";
import { flushEvents, recordSecurityEvent } from "../app/services/analytics.server";
import { securityInsights } from "../app/models/insights.server";
import { submitEnquiry, submitReview } from "../app/routes/profile/provider.server";
import { sendSiteMessage } from "../app/routes/site/contact.server";
import { signUp } from "../app/routes/account/signup.server";
import { signIn } from "../app/routes/account/auth.server";
import * as authEndpoint from "../app/routes/account/api.auth";
import { runRoute } from "./route-runner";
import { HONEYPOT_FIELD } from "../app/lib/spam-fields";

const VISITOR_EMAIL = "visitor.private@example.org";
const DAY_MS = 24 * 60 * 60 * 1000;

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const review = (extra: Record<string, string> = {}) =>
  form({ name: "Sam Visitor", email: VISITOR_EMAIL, rating: "5", comment: "Careful, honest work on my MGB.", ...extra });
const enquiry = (extra: Record<string, string> = {}) =>
  form({ name: "Sam Visitor", email: VISITOR_EMAIL, message: "Could you look at my MGB's sills?", ...extra });
const post = (path: string, body: FormData) => new Request(`http://localhost:3000${path}`, { method: "POST", body });
const status = (result: unknown) => (result as { init?: { status?: number } | null }).init?.status ?? 200;

describe.each(TEST_ENGINES)("security events on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(analyticsEvents);
    await handle.db.delete(rateLimits);
  });

  /** The security events written so far (they are fire-and-forget: flushed first). */
  async function securityEvents() {
    await flushEvents(handle.db);
    return handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "security_event")).orderBy(analyticsEvents.id);
  }

  /** Nothing in a security event points at a person: no email, no address, no session. */
  function expectNothingPersonal(rows: Awaited<ReturnType<typeof securityEvents>>, clientAddress: string) {
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(VISITOR_EMAIL);
      expect(text).not.toContain(clientAddress);
      expect(row).toMatchObject({ sessionId: null, userAgent: null, referrer: null, profileId: null });
    }
  }

  it("records a spam refusal with its reason and form, for each form that checks for spam", async () => {
    const profile = await insertProfile(handle.db);
    const context = testContext(handle.db, { clientAddress: "198.51.100.21" });
    expect(status(await submitReview(profile.slug, review({ [HONEYPOT_FIELD]: "http://spam.example" }), context))).toBe(400);
    expect(status(await submitEnquiry(profile.slug, enquiry(), { ...context, formToken: "forged.token" }))).toBe(400);
    const contact = form({ name: "Sam", email: VISITOR_EMAIL, message: "Hello there" });
    expect(status(await sendSiteMessage(post("/contact", contact), { ...context, formToken: formStartedAgo(500) }))).toBe(400);
    const signup = form({ email: VISITOR_EMAIL, [HONEYPOT_FIELD]: "x" });
    expect(status(await signUp(post("/signup", signup), context))).toBe(400);
    // Accepted submissions record nothing.
    expect(status(await submitReview(profile.slug, review(), context))).toBe(200);

    const rows = await securityEvents();
    expect(rows.map((row) => ({ route: row.route, metadata: row.metadata }))).toEqual([
      { route: `/provider/${profile.slug}`, metadata: { kind: "spam_refused", reason: "Honeypot field filled", form: "review" } },
      { route: `/provider/${profile.slug}`, metadata: { kind: "spam_refused", reason: "Form session expired", form: "enquiry" } },
      { route: "/contact", metadata: { kind: "spam_refused", reason: "Form submitted too quickly", form: "contact" } },
      { route: "/signup", metadata: { kind: "spam_refused", reason: "Honeypot field filled", form: "signup" } },
    ]);
    expectNothingPersonal(rows, context.clientAddress);
  });

  it("records each rate-limit refusal once, with the action, and never the allowed requests", async () => {
    const profile = await insertProfile(handle.db);
    const context = testContext(handle.db, { clientAddress: "198.51.100.22" });
    const results = [];
    // Four different reviews: one form posted again would be answered as a repeat, never counted (#28 item 5).
    for (let i = 0; i < 4; i++) results.push(status(await submitReview(profile.slug, review({ comment: `Careful, honest work on my MGB (${i}).` }), context)));
    expect(results).toEqual([200, 200, 200, 429]);
    const messages = [];
    for (let i = 0; i < 4; i++) {
      const message = form({ name: "Sam", email: VISITOR_EMAIL, message: `How do I list my own workshop? (${i})` });
      messages.push(status(await sendSiteMessage(post("/contact", message), context)));
    }
    expect(messages).toEqual([200, 200, 200, 429]);
    // Sign-up attempts count even when the form is incomplete; the fourth for one email is refused.
    const signups = [];
    for (let i = 0; i < 4; i++) signups.push(status(await signUp(post("/signup", form({ email: VISITOR_EMAIL })), context)));
    expect(signups).toEqual([400, 400, 400, 429]);

    const rows = await securityEvents();
    expect(rows.map((row) => ({ route: row.route, metadata: row.metadata }))).toEqual([
      { route: `/provider/${profile.slug}`, metadata: { kind: "rate_limited", action: "review" } },
      { route: "/contact", metadata: { kind: "rate_limited", action: "contact" } },
      { route: "/signup", metadata: { kind: "rate_limited", action: "signup" } },
    ]);
    expectNothingPersonal(rows, context.clientAddress);
  });

  it("records a sign-in refused past the limit, not the failed attempts that led to it", async () => {
    const context = testContext(handle.db, { clientAddress: "198.51.100.23" });
    const attempt = () => {
      const fields = formOf({ email: VISITOR_EMAIL, password: "Wrong#Pass-1" });
      return signIn(post("/auth", fields), context, fields);
    };
    for (let i = 0; i < 8; i++) expect(status(await attempt())).toBe(400);
    expect(await securityEvents()).toEqual([]);
    expect(status(await attempt())).toBe(429);
    const rows = await securityEvents();
    expect(rows.map((row) => ({ route: row.route, metadata: row.metadata }))).toEqual([{ route: "/auth", metadata: { kind: "sign_in_limited" } }]);
    expectNothingPersonal(rows, context.clientAddress);
  });

  it("records the account library's own refusals past its limits (its open links), and closes every other library endpoint", async () => {
    const context = testContext(handle.db, { clientAddress: "198.51.100.24" });
    const call = async (method: string, path: string) => {
      const request = new Request(`http://localhost:3000${path}`, {
        method,
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", "x-client-address": context.clientAddress },
        ...(method === "POST" ? { body: JSON.stringify({ code: "123456", password: "Guess#Pass-2026" }) } : {}),
      });
      return (await runRoute(authEndpoint, method === "GET" ? "loader" : "action", { request, context })).status;
    };
    // Closed: answered 404 by us, never reaching the library (nothing counted, nothing recorded).
    for (const path of ["/api/auth/two-factor/verify-totp", "/api/auth/verify-password", "/api/auth/change-email", "/api/auth/change-password", "/api/auth/list-sessions"]) {
      expect(await call("POST", path), path).toBe(404);
    }
    expect(await call("GET", "/api/auth/get-session")).toBe(404);
    expect(await securityEvents()).toEqual([]);

    // Open (the reset link in our emails): the library's own limit, 100 a minute per address.
    const statuses = [];
    for (let i = 0; i < 101; i++) statuses.push(await call("GET", "/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password"));
    expect(statuses.slice(0, 100)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    const rows = await securityEvents();
    expect(rows.map((row) => ({ route: row.route, metadata: row.metadata }))).toEqual([
      { route: "/api/auth/reset-password/:token", metadata: { kind: "rate_limited", action: "auth" } },
    ]);
    expectNothingPersonal(rows, context.clientAddress);
  });

  it("counts each kind over the last 7 and 30 days, every kind listed, and lists the latest first", async () => {
    const now = new Date();
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    await handle.db.insert(analyticsEvents).values([
      { name: "security_event", route: "/auth", metadata: { kind: "sign_in_limited" }, createdAt: at(1) },
      { name: "security_event", route: "/auth", metadata: { kind: "sign_in_limited" }, createdAt: at(10) },
      { name: "security_event", route: "/auth", metadata: { kind: "sign_in_limited" }, createdAt: at(40) },
      { name: "security_event", route: "/contact", metadata: { kind: "rate_limited", action: "contact" }, createdAt: at(2) },
      { name: "security_event", route: "/signup", metadata: { kind: "spam_refused", reason: "Honeypot field filled", form: "signup" }, createdAt: at(0.5) },
      // Other events are not security events.
      { name: "page_view", route: "/", metadata: { kind: "rate_limited" }, createdAt: at(1) },
    ]);
    recordSecurityEvent(handle.db, "/provider/some-garage.data?index", { kind: "cross_site_refused" });
    await flushEvents(handle.db);

    const insights = await securityInsights(handle.db, new Date(now.getTime() + 1_000), 3);
    expect(insights.counts).toEqual([
      { kind: "sign_in_limited", week: 1, month: 2 },
      { kind: "spam_refused", week: 1, month: 1 },
      { kind: "cross_site_refused", week: 1, month: 1 },
      { kind: "rate_limited", week: 1, month: 1 },
    ]);
    expect(insights.latest.map((row) => [row.route, row.event.kind])).toEqual([
      ["/provider/some-garage", "cross_site_refused"],
      ["/signup", "spam_refused"],
      ["/auth", "sign_in_limited"],
    ]);
  });
});

function formOf(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
