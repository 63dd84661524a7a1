import { describe, expect, it } from "vitest";
import * as placesRoute from "./api.places";
import type { Route } from "./+types/api.places";

async function get(q: string | null) {
  const url = new URL("http://localhost:3000/api/places");
  if (q !== null) url.searchParams.set("q", q);
  // Called without a router context: the endpoint needs no database, session or anything per request.
  const response = placesRoute.loader({ request: new Request(url) } as Route.LoaderArgs);
  return { status: response.status, type: response.headers.get("Content-Type"), cache: response.headers.get("Cache-Control"), body: (await response.json()) as { places?: { label: string; value: string }[]; error?: string } };
}

describe("GET /api/places", () => {
  it("answers JSON places for what was typed, at most eight, cacheable by anyone", async () => {
    const answer = await get("headi");
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.cache).toMatch(/^public, max-age=\d+/);
    expect(answer.body.places!.map((p) => p.label)).toContain("Headingley, Leeds");
    expect(answer.body.places!.length).toBeLessThanOrEqual(8);
    for (const place of answer.body.places!) expect(Object.keys(place).sort()).toEqual(["label", "value"]);
    expect((await get("s")).body.places!.length).toBe(0);
    expect((await get("sa")).body.places!.length).toBe(8);
  });

  it("answers an empty list without q, or for text that is no place", async () => {
    expect((await get(null)).body).toEqual({ places: [] });
    expect((await get("")).body).toEqual({ places: [] });
    expect((await get("\u0000\u0000\u0000")).body).toEqual({ places: [] });
    expect((await get("🚗🏎️🚙")).body).toEqual({ places: [] });
    expect((await get("<script>alert(1)</script>")).status).toBe(200);
  });

  it("refuses a query longer than the box allows (10 kB) with a 400, not a crash", async () => {
    const answer = await get("a".repeat(10_000));
    expect(answer.status).toBe(400);
    expect(answer.cache).toBe("no-store");
    expect(answer.body.error).toMatch(/at most 100/);
    expect((await get(`${"\u0000".repeat(50)}${"é".repeat(50)}`)).status).toBe(200);
  });
});
