import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "../../../tests/test-database";
import { insertProfile, testContext } from "../../../tests/fixtures";
import type { DatabaseHandle } from "../../../database/client";
import { analyticsEvents } from "../../../database/schema";
import * as revealRoute from "./api.reveal";
import * as trackRoute from "../site/api.events";
import { runRoute } from "../../../tests/route-runner";


function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body,
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36", referer: "http://localhost:3000/results", ...headers },
  });
}

function revealForm(profileId: string, type: string) {
  const form = new FormData();
  form.set("providerId", profileId);
  form.set("type", type);
  return form;
}

async function unwrap(result: unknown) {
  if (result instanceof Response) return { status: result.status, body: null };
  const data = result as { data?: unknown; init?: { status?: number } };
  return "init" in data ? { status: data.init?.status ?? 200, body: data.data } : { status: 200, body: result };
}

describe.each(TEST_ENGINES)("reveal and tracking endpoints on %s", (engine) => {
  let handle: DatabaseHandle;
  let approved: string;
  let pending: string;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    approved = (await insertProfile(handle.db, { email: "shown@example.com", phone: "0113 496 0999" })).id;
    pending = (await insertProfile(handle.db, { profileStatus: "pending" })).id;
  });
  afterAll(() => handle.close());

  const call = (profileId: string, type: string, clientAddress = "203.0.113.50") =>
    runRoute(revealRoute, "action", {
      request: post("/api/reveal", revealForm(profileId, type)),
      context: testContext(handle.db, { clientAddress }),
    }).then(unwrap);

  it("reveals an approved provider's email and phone and counts each reveal for them", async () => {
    expect(await call(approved, "email")).toEqual({ status: 200, body: { value: "shown@example.com" } });
    expect(await call(approved, "phone")).toEqual({ status: 200, body: { value: "0113 496 0999" } });
    const events = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.profileId, approved));
    expect(events.map((e) => [e.name, e.metadata])).toEqual([
      ["contact_revealed", { contact_type: "email" }],
      ["contact_revealed", { contact_type: "phone" }],
    ]);
  });

  it("reveals nothing for pending, unknown or malformed requests", async () => {
    expect((await call(pending, "email")).body).toEqual({ value: null });
    expect((await call("nonsense", "phone")).body).toEqual({ value: null });
    expect((await call(approved, "password")).status).toBe(400);
  });

  it("is rate limited per client", async () => {
    const results = [];
    for (let i = 0; i < 41; i++) results.push(await call(approved, "email", "198.51.100.99"));
    expect(results.slice(0, 40).every((r) => r.status === 200)).toBe(true);
    expect(results[40]).toEqual({ status: 429, body: { value: null } });
    expect((await call(approved, "email", "198.51.100.100")).status).toBe(200);
  });

  it("records the browser's analytics events and refuses unknown or oversized ones", async () => {
    const send = (body: string, ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36") =>
      runRoute(trackRoute, "action", {
        request: post("/api/events", body, { "content-type": "application/json", "user-agent": ua }),
        context: testContext(handle.db),
      }).then(unwrap);
    expect((await send(JSON.stringify({ name: "search_submitted", metadata: { service: "engine-rebuilds", vehicle: null } }))).status).toBe(204);
    expect((await send(JSON.stringify({ name: "review_snippet_viewed", metadata: { section: "featured_specialists" } }))).status).toBe(204);
    expect((await send(JSON.stringify({ name: "drop_tables" }))).status).toBe(400);
    expect((await send("not json")).status).toBe(400);
    expect((await send(JSON.stringify({ name: "search_submitted", metadata: { x: "y".repeat(5000) } }))).status).toBe(400);
    // Crawlers are answered but not counted.
    expect((await send(JSON.stringify({ name: "search_submitted", metadata: { service: null, vehicle: "mg" } }), "Googlebot/2.1")).status).toBe(204);
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "search_submitted"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ metadata: { service: "engine-rebuilds", vehicle: null }, sessionId: "00000000-0000-4000-8000-000000000000" });
  });
});
