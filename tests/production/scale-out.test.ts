import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle } from "../../database/client";
import { insertProfile } from "../fixtures";
import { HONEYPOT_FIELD } from "../../app/lib/spam-fields";
import { REVIEW_TOO_MANY } from "../../app/routes/profile/provider.server";
import { createEmptyPostgres } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, createAdmin, formCookie, sendReview, signIn } from "./site-client";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "scale-admin@example.com", password: "Scale#Out-2026-admin" };
const MIGRATIONS = JSON.parse(fs.readFileSync(path.join(ROOT, "database/migrations/meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};


/**
 * Two production processes on different ports against one PostgreSQL database: no state
 * may live in either process, so whichever one a load balancer picks gives the same answer.
 */
describe("two app processes on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs = [temporaryDataDir(), temporaryDataDir()];
  let adminCookie = "";

  beforeAll(async () => {
    database = await createEmptyPostgres();
    // Both start at once on an empty database: each tries to migrate it.
    const start = (dataDir: string) =>
      startServer({ databaseUrl: database.url, dataDir, env: { TRUST_PROXY: "1", SEED_DEMO: "false" } });
    [a, b] = await Promise.all([start(dataDirs[0]!), start(dataDirs[1]!)]);
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "" });
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await handle?.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("ran the migrations exactly once when both started together", async () => {
    const rows = await queryRows<{ hash: string }>(handle.db, sql`select hash from drizzle.__drizzle_migrations`);
    expect(rows).toHaveLength(MIGRATIONS.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    expect(a.output() + b.output()).not.toMatch(/already exists|failed to start/i);
  });

  it("accepts a session made on one process on the other, and an approval on one shows on the other at once", async () => {
    await createAdmin(database.url, ADMIN);
    const signedIn = await signIn(a.url, ADMIN);
    expect(signedIn.status).toBe(302);
    const cookie = cookiesOf(signedIn);
    adminCookie = cookie;
    expect(cookie).toMatch(/session_token=/);

    // Process B has never seen this session: it must find it in the shared database.
    const adminOnB = await fetch(`${b.url}/admin/pending`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(adminOnB.status).toBe(200);
    expect(await adminOnB.text()).toContain("Pending");
    const anonymousOnB = await fetch(`${b.url}/admin/pending`, { redirect: "manual" });
    expect(anonymousOnB.status).toBe(302);

    const pending = await insertProfile(handle.db, { profileStatus: "pending", businessName: "Scale Out Coachworks" });
    expect((await fetch(`${b.url}/provider/${pending.slug}`)).status).toBe(404);

    const approve = await fetch(`${a.url}/admin/pending.data`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: a.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "decide", profileId: pending.id, decision: "approved" }),
    });
    expect(approve.status).toBe(200);
    expect(await approve.text()).toContain("Profile approved successfully");

    const onB = await fetch(`${b.url}/provider/${pending.slug}`);
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Scale Out Coachworks");
  });

  it("empties the page cache of both processes when a signed-in user changes a listing through one", async () => {
    expect(adminCookie).toMatch(/session_token=/);
    const listed = await insertProfile(handle.db, { businessName: "Soon Suspended Motors" });
    const onB = () => fetch(`${b.url}/results`).then(async (response) => ({ cache: response.headers.get("x-cache"), html: await response.text() }));
    await onB();
    const cached = await onB();
    expect(cached.cache).toBe("HIT");
    expect(cached.html).toContain("Soon Suspended Motors");

    const suspend = await fetch(`${a.url}/admin/approved.data`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: a.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "suspend", profileId: listed.id, reason: "Scale-out test" }),
    });
    expect(suspend.status).toBe(200);
    // B heard A's notification before A answered: its next visitor gets a fresh page.
    const fresh = await onB();
    expect(fresh.cache).toBe("MISS");
    expect(fresh.html).not.toContain("Soon Suspended Motors");
  });

  it("holds the review limit (3 an hour per client) across both processes", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Shared Limits Motor Works" });
    const visitor = "203.0.113.50";
    const outcomes = [];
    for (const [i, server] of [a, b, a, b].entries()) {
      outcomes.push(await sendReview(server.url, profile.slug, `limit-${i}`, visitor));
    }
    expect(outcomes.map((outcome) => outcome.acknowledged)).toEqual([true, true, true, false]);
    expect(outcomes[3]!.status).toBe(429);
    const denied = await fetch(`${b.url}/provider/${profile.slug}.data`, {
      method: "POST",
      headers: { Origin: b.url, "X-Forwarded-For": visitor, "Content-Type": "application/x-www-form-urlencoded", Cookie: formCookie() },
      body: reviewForm(),
    });
    expect(await denied.text()).toContain(REVIEW_TOO_MANY);
    const [stored] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from reviews where provider_id = ${profile.id}`,
    );
    expect(stored!.n).toBe(3);
  });

  it("holds the sign-up limit (3 an hour per email) across both processes", async () => {
    const statuses = [];
    for (const server of [a, b, a, b]) {
      const response = await fetch(`${server.url}/signup.data`, {
        method: "POST",
        headers: { Origin: server.url, "X-Forwarded-For": "203.0.113.60", "Content-Type": "application/x-www-form-urlencoded", Cookie: formCookie() },
        // Deliberately incomplete: the limit is counted before validation, whatever the outcome.
        body: new URLSearchParams({ email: "same-person@example.com", [HONEYPOT_FIELD]: "" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

function reviewForm(): URLSearchParams {
  return new URLSearchParams({
    intent: "review",
    name: "Another Visitor",
    email: "another@example.com",
    comment: "Trying once more from the same place.",
    rating: "4",
    [HONEYPOT_FIELD]: "",
  });
}
