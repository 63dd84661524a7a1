import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { analyticsEvents, rateLimits } from "../database/schema";
import { flushEvents } from "../app/services/analytics.server";
import { EVENTS_PER_CLIENT_PER_HOUR, EVENTS_PER_VISITOR_PER_HOUR, recordClientEvent } from "../app/services/client-events.server";
import { SERVICES } from "../app/content/services";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "../app/content/taxonomy";

// POST /api/events (issue #23, defect 6): only the shapes the pages send, and at most so many per
// visitor and per client address an hour, the rest refused without a row.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const request = () => new Request("http://localhost:3000/api/events", { method: "POST", headers: { "user-agent": BROWSER } });
const visitorId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;

describe.each(TEST_ENGINES)("the pages' analytics events on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(analyticsEvents);
    await handle.db.delete(rateLimits);
  });

  const send = (body: unknown, options: { clientAddress?: string; sessionId?: string } = {}) => {
    const context = { ...testContext(handle.db, { clientAddress: options.clientAddress ?? "203.0.113.80" }), sessionId: options.sessionId ?? visitorId(1) };
    return recordClientEvent(context, request(), body);
  };
  const stored = async (name?: string) => {
    await flushEvents(handle.db);
    return handle.db.select().from(analyticsEvents).where(name ? eq(analyticsEvents.name, name) : undefined);
  };

  it("stores every shape the pages send (each call of track())", async () => {
    const sent = [
      // search-form.tsx and results.tsx: the chosen service and make, or null.
      { name: "search_submitted", route: "/", metadata: { service: "engine-rebuilds", vehicle: "mg" } },
      { name: "search_submitted", route: "/results?q=e-type", metadata: { service: null, vehicle: null } },
      // service-carousel.tsx: every service card's name.
      ...SERVICES.map((service) => ({ name: "search_submitted", route: "/", metadata: { source: "service_category_card", service_type: service.name } })),
      // home.tsx and home-sections.tsx.
      { name: "cta_supplier_register_clicked", route: "/", metadata: { location: "hero_section" } },
      { name: "cta_supplier_register_clicked", route: "/", metadata: { location: "cta_section" } },
      { name: "review_snippet_viewed", route: "/", metadata: { section: "featured_specialists" } },
    ];
    for (const [index, body] of sent.entries()) expect(await send(body, { sessionId: visitorId(100 + index) })).toBe("stored");
    expect((await stored()).map((row) => ({ name: row.name, route: row.route, metadata: row.metadata }))).toEqual(
      expect.arrayContaining(sent.map((event) => expect.objectContaining(event))),
    );
    expect(await stored()).toHaveLength(sent.length);
    // Every make and service the selects offer.
    for (const [index, option] of SERVICE_OPTIONS.entries()) {
      expect(await send({ name: "search_submitted", route: "/", metadata: { service: option.slug, vehicle: VEHICLE_MAKE_OPTIONS[index]!.slug } }, { sessionId: visitorId(200 + index) })).toBe("stored");
    }
  });

  it("refuses, unstored and uncounted, anything the pages do not send", async () => {
    const refused: unknown[] = [
      { name: "page_view", route: "/", metadata: {} },
      { name: "security_event", route: "/", metadata: { kind: "rate_limited", action: "review" } },
      { name: "contact_revealed", route: "/", metadata: { contact_type: "email" } },
      { name: "drop_tables", route: "/", metadata: {} },
      { name: "search_submitted", route: "/", metadata: {} },
      { name: "search_submitted", route: "/", metadata: { service: "<script>alert(1)</script>", vehicle: null } },
      { name: "search_submitted", route: "/", metadata: { service: "engine-rebuilds", vehicle: "trabant" } },
      { name: "search_submitted", route: "/", metadata: { service: null, vehicle: null, extra: "x" } },
      { name: "search_submitted", route: "/", metadata: { source: "service_category_card", service_type: "Crypto Mining" } },
      { name: "search_submitted", route: "https://elsewhere.example/", metadata: { service: null, vehicle: null } },
      { name: "cta_supplier_register_clicked", route: "/", metadata: { location: "footer" } },
      { name: "review_snippet_viewed", route: "/", metadata: { section: "featured_specialists", count: 9 } },
      { name: "review_snippet_viewed", route: "/", metadata: { section: "featured_specialists" }, sessionId: "forged" },
      [{ name: "review_snippet_viewed", route: "/", metadata: { section: "featured_specialists" } }],
      null,
      "review_snippet_viewed",
    ];
    for (const body of refused) expect(await send(body), JSON.stringify(body)).toBe("invalid");
    expect(await stored()).toEqual([]);
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });

  it(`stores at most ${EVENTS_PER_VISITOR_PER_HOUR} an hour from one visitor, and records the refusal once`, async () => {
    const event = { name: "search_submitted", route: "/results", metadata: { service: "paint-and-bodywork", vehicle: null } };
    const outcomes = [];
    for (let i = 0; i < 300; i++) outcomes.push(await send(event, { clientAddress: `198.51.100.${i % 200}` }));
    expect(outcomes.filter((outcome) => outcome === "stored")).toHaveLength(EVENTS_PER_VISITOR_PER_HOUR);
    expect(outcomes.slice(EVENTS_PER_VISITOR_PER_HOUR).every((outcome) => outcome === "not-stored")).toBe(true);
    expect(await stored("search_submitted")).toHaveLength(EVENTS_PER_VISITOR_PER_HOUR);
    // A flood is one security event, not one a post: refusing it must not grow the table in its turn.
    expect((await stored("security_event")).map((row) => [row.route, row.metadata])).toEqual([["/api/events", { kind: "rate_limited", action: "events" }]]);
    // Another visitor is not held back by this one.
    expect(await send(event, { sessionId: visitorId(2) })).toBe("stored");
  });

  it(`stores at most ${EVENTS_PER_CLIENT_PER_HOUR} an hour from one address whatever visitor ids it sends, without a counter row each past that`, async () => {
    const event = { name: "review_snippet_viewed", route: "/", metadata: { section: "featured_specialists" } };
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => send(event, { sessionId: visitorId(1000 + i) })));
    expect(results.filter((outcome) => outcome === "stored")).toHaveLength(EVENTS_PER_CLIENT_PER_HOUR);
    expect(await stored("review_snippet_viewed")).toHaveLength(EVENTS_PER_CLIENT_PER_HOUR);
    expect(await stored("security_event")).toHaveLength(1);
    // One counter for the address, and one per visitor id only for the posts the address let through.
    expect(await handle.db.select().from(rateLimits).where(like(rateLimits.key, "events:visitor:%"))).toHaveLength(EVENTS_PER_CLIENT_PER_HOUR);
    // Another address is not held back.
    expect(await send(event, { clientAddress: "2001:db8:5:6::1", sessionId: visitorId(1) })).toBe("stored");
  });

  it("leaves crawlers out without counting them", async () => {
    const crawler = new Request("http://localhost:3000/api/events", { method: "POST", headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    const context = testContext(handle.db);
    expect(await recordClientEvent(context, crawler, { name: "review_snippet_viewed", route: "/", metadata: { section: "featured_specialists" } })).toBe("not-stored");
    expect(await stored()).toEqual([]);
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });
});
