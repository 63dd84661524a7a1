import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../app/context";
import type { DatabaseHandle } from "../database/client";
import { CARD_TEXT_CHARS } from "../app/lib/card-text";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import * as homeRoute from "../app/routes/site/home";
import * as resultsRoute from "../app/routes/search/results";
import * as serviceRoute from "../app/routes/catalogue/service";
import * as areaRoute from "../app/routes/catalogue/area";

const ORIGIN = "http://localhost:3000";
const TAIL = "tailwordneverontheserver";

/**
 * A description may hold 5,000 characters; a card shows three lines of it. Every page that lists cards
 * sends a card's share (lib/card-text.ts), never the rest, which would travel twice: in the HTML and in
 * the page's data.
 */
describe.each(TEST_ENGINES)("cards of a listing with a 5,000-character description on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    const body = Array.from({ length: 700 }, (_, i) => `panel${i}`).join(" ");
    await insertProfile(handle.db, {
      businessName: "Longwinded Coachworks",
      specialties: ["Paint & Bodywork"],
      businessDescription: `Concours paintwork and restoration. ${body} ${TAIL}`.slice(0, 4_990) + ` ${TAIL}`,
    });
  });
  afterAll(() => handle.close());

  const load = (route: Parameters<typeof runRoute>[0], path: string, params: Record<string, string> = {}) =>
    runRoute(route, "loader", { request: new Request(`${ORIGIN}${path}`), context, params });

  it.each([
    ["the home page", homeRoute, "/", {}, "Concours paintwork"],
    ["results", resultsRoute, "/results?service=paint-and-bodywork", {}, "Concours paintwork"],
    ["results for a keyword", resultsRoute, "/results?q=panel350", {}, "panel350"],
    ["a service page", serviceRoute, "/services/paint-and-bodywork", { slug: "paint-and-bodywork" }, "Concours paintwork"],
    ["a place page", areaRoute, "/areas/west-yorkshire", { county: "west-yorkshire" }, "Concours paintwork"],
  ] as const)("%s sends the card's share of it", async (_page, route, path, params, shown) => {
    const data = JSON.stringify(await load(route as never, path, params));
    expect(data).toContain("Longwinded Coachworks");
    expect(data).toContain(shown);
    expect(data).not.toContain(TAIL);
    // Each "panelN " is 8 to 10 characters: a card's share holds about 45 of the description's 700.
    expect(data.match(/panel\d+/g)?.length ?? 0).toBeLessThanOrEqual(CARD_TEXT_CHARS / 8);
  });
});
