import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { RequestContext } from "../app/context";
import type { DatabaseHandle } from "../database/client";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, TEST_SECRET, testContext } from "./fixtures";
import { MAP_HEIGHT, MAP_WIDTH, MAX_PINS, mapImageUrl, parseMapQuery, pinLabel } from "../app/lib/map-query";
import { projectionOf, viewAround, WHOLE_COUNTRY } from "../app/services/map-land.server";
import { drawMap, drawSpecialistDots } from "../app/services/map-svg.server";
import { resultsMap, workshopMapFigure, workshopMapSrc } from "../app/services/map.server";
import { signedMapUrl, verifiedMapQuery } from "../app/services/map-address.server";
import { REFERENCE_TOWNS } from "../app/services/map-towns.server";
import * as mapRoute from "../app/routes/search/map";
import * as catalogueMapRoute from "../app/routes/catalogue/catalogue-map";
import * as resultsRoute from "../app/routes/search/results";
import * as providerRoute from "../app/routes/profile/provider";

const ORIGIN = "http://localhost:3000";
const PLACES = {
  london: { latitude: 51.507, longitude: -0.128 },
  edinburgh: { latitude: 55.953, longitude: -3.189 },
  belfast: { latitude: 54.597, longitude: -5.93 },
  penzance: { latitude: 50.118, longitude: -5.537 },
  lerwick: { latitude: 60.155, longitude: -1.145 },
  leeds: { latitude: 53.8, longitude: -1.549 },
};

const query = (src: string) => parseMapQuery(new URL(src, ORIGIN).searchParams);
/** What a page's signed map address draws (null when the route would refuse it). */
const verified = (src: string) => verifiedMapQuery(TEST_SECRET, new URL(src, ORIGIN).searchParams)?.query ?? null;

/** The SVG holds only the elements a map is drawn with, and no text but pin numbers and our reference towns. */
function expectOnlyShapesAndNumbers(svg: string) {
  const tags = [...svg.matchAll(/<\/?([a-zA-Z][\w:-]*)/g)].map((m) => m[1]);
  expect(new Set(tags)).toEqual(new Set(tags.filter((t) => ["svg", "rect", "path", "circle", "g", "text"].includes(t!))));
  expect(svg).not.toMatch(/<script|\son\w+=|href|javascript:|<!|<\?/i);
  const towns = REFERENCE_TOWNS.map((town) => town.name);
  for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(/^[\d, +]+$/.test(text!) || towns.includes(text!), text).toBe(true);
}

/** Parsed by librsvg (sharp): a malformed document is refused. */
async function expectWellFormedImage(svg: string) {
  const metadata = await sharp(Buffer.from(svg)).metadata();
  expect(metadata).toMatchObject({ format: "svg", width: MAP_WIDTH, height: MAP_HEIGHT });
}

describe("map projection", () => {
  it("puts London, Edinburgh, Belfast, Penzance and Lerwick where they are, inside the image", () => {
    const project = projectionOf(WHOLE_COUNTRY);
    const at = Object.fromEntries(Object.entries(PLACES).map(([name, p]) => [name, project([p.longitude, p.latitude])!]));
    for (const [name, [x, y]] of Object.entries(at)) {
      expect(x, name).toBeGreaterThan(0);
      expect(x, name).toBeLessThan(MAP_WIDTH);
      expect(y, name).toBeGreaterThan(0);
      expect(y, name).toBeLessThan(MAP_HEIGHT);
    }
    const [x, y] = [(name: string) => at[name]![0], (name: string) => at[name]![1]];
    // North is up: Lerwick, then Edinburgh, Belfast, Leeds, London and Penzance, southmost.
    expect(y("lerwick")).toBeLessThan(y("edinburgh"));
    expect(y("edinburgh")).toBeLessThan(y("belfast"));
    expect(y("belfast")).toBeLessThan(y("leeds"));
    expect(y("leeds")).toBeLessThan(y("london"));
    expect(y("london")).toBeLessThan(y("penzance"));
    // West is left: Belfast, then Penzance, Edinburgh, Lerwick and London, eastmost.
    expect(x("belfast")).toBeLessThan(x("penzance"));
    expect(x("penzance")).toBeLessThan(x("edinburgh"));
    expect(x("edinburgh")).toBeLessThan(x("lerwick"));
    expect(x("lerwick")).toBeLessThan(x("london"));
  });

  it("shows the whole country for places far apart, and zooms in on places near each other", () => {
    expect(viewAround([PLACES.penzance, PLACES.lerwick, PLACES.belfast])).toEqual(WHOLE_COUNTRY);
    expect(viewAround([])).toEqual(WHOLE_COUNTRY);
    const near = viewAround([PLACES.leeds, { latitude: 53.96, longitude: -1.08 }]);
    expect(near.zoom).toBeGreaterThan(2);
    const project = projectionOf(near);
    for (const p of [PLACES.leeds, { latitude: 53.96, longitude: -1.08 }]) {
      const [x, y] = project([p.longitude, p.latitude])!;
      expect(x).toBeGreaterThan(20);
      expect(x).toBeLessThan(MAP_WIDTH - 20);
      expect(y).toBeGreaterThan(20);
      expect(y).toBeLessThan(MAP_HEIGHT - 20);
    }
  });
});

describe("map addresses", () => {
  it("round-trip what a page shows, two decimals at most", () => {
    const src = mapImageUrl({ origin: PLACES.leeds, pins: [{ latitude: 53.80123, longitude: -1.5499, numbers: [1, 4] }] });
    expect(src).toBe("/map.svg?o=53.8,-1.55&p=53.8,-1.55,1_4");
    expect(query(src)).toEqual({ origin: { latitude: 53.8, longitude: -1.55 }, workshop: null, pins: [{ latitude: 53.8, longitude: -1.55, numbers: [1, 4] }] });
  });

  it("refuse anything malformed, out of the country or too much", () => {
    const pin = "p=53.8,-1.55,1";
    const hostile = [
      "",
      "x=1",
      `${pin}&extra=1`,
      "o=53.8,-1.55&o=51.5,-0.1",
      "w=53.8",
      "o=53.801,-1.55",
      "o=NaN,-1.55",
      "o=40.7,-74.0",
      "o=53.8,-1.55<script>",
      "p=53.8,-1.55",
      "p=53.8,-1.55,0",
      "p=53.8,-1.55,10000",
      "p=53.8,-1.55,1.2",
      "p=53.8,-1.55,1__2",
      `p=53.8,-1.55,${Array.from({ length: 13 }, (_, i) => i + 1).join("_")}`,
      Array.from({ length: MAX_PINS + 1 }, () => pin).join("&"),
      "p=%3Cscript%3Ealert(1)%3C/script%3E",
    ];
    for (const search of hostile) expect(query(`/map.svg?${search}`), search).toBeNull();
    expect(query(`/map.svg?${Array.from({ length: MAX_PINS }, () => pin).join("&")}`)?.pins).toHaveLength(MAX_PINS);
  });

  it("label a pin with its numbers, or two of them and how many more", () => {
    expect(pinLabel([3])).toBe("3");
    expect(pinLabel([2, 5, 11])).toBe("2, 5, 11");
    expect(pinLabel([1, 2, 4, 8])).toBe("1, 2 +2");
  });
});

describe("results map", () => {
  const listing = (number: number, town: string, latitude: number | null, longitude: number | null) => ({ number, town, latitude, longitude });

  it("groups listings of one town into one pin, keeps apart towns of one name, and says which it cannot place", () => {
    const map = resultsMap(TEST_SECRET, PLACES.leeds, [
      listing(1, "Leeds", 53.8, -1.55),
      listing(2, "Newport", 51.59, -2.99),
      listing(3, "LEEDS", 53.83, -1.6),
      listing(4, "Newport", 50.7, -1.29),
      listing(5, "Nowhere", null, null),
      listing(6, "Edinburgh", PLACES.edinburgh.latitude, PLACES.edinburgh.longitude),
    ]);
    expect(map?.groups).toEqual([
      { numbers: [1, 3], towns: ["Leeds"] },
      { numbers: [2], towns: ["Newport"] },
      { numbers: [4], towns: ["Newport"] },
      { numbers: [6], towns: ["Edinburgh"] },
    ]);
    expect(map!.unplaced).toEqual([5]);
    expect(resultsMap(TEST_SECRET, { latitude: 49.19, longitude: -2.11 }, [listing(1, "Leeds", 53.8, -1.55)])).toBeNull();
    expect(verified(map!.src)?.pins.map((p) => p.numbers)).toEqual([[1, 3], [2], [4], [6]]);
  });

  it("merges pins that would cover each other's numbers once zoomed in", () => {
    const map = resultsMap(TEST_SECRET, PLACES.leeds, [listing(1, "Leeds", 53.8, -1.55), listing(2, "Pudsey", 53.796, -1.66), listing(3, "York", 53.96, -1.08)]);
    expect(map?.groups).toEqual([
      { numbers: [1, 2], towns: ["Leeds", "Pudsey"] },
      { numbers: [3], towns: ["York"] },
    ]);
  });
});

describe("map images", () => {
  it("draw the whole country small enough, safe and well formed, with the pins' numbers", async () => {
    const svg = drawMap(query(mapImageUrl({ origin: PLACES.leeds, pins: [{ ...PLACES.london, numbers: [1, 2] }, { ...PLACES.lerwick, numbers: [3] }] }))!);
    expect(svg.length).toBeLessThan(30_000);
    expect(svg).toContain(">1, 2</text>");
    expect(svg).toContain(">3</text>");
    expectOnlyShapesAndNumbers(svg);
    await expectWellFormedImage(svg);
  });

  it("draw a zoomed view with the detailed coastline, and a profile's pin", async () => {
    const zoomed = drawMap(query(mapImageUrl({ origin: PLACES.leeds, pins: [{ latitude: 53.96, longitude: -1.08, numbers: [1] }] }))!);
    expectOnlyShapesAndNumbers(zoomed);
    await expectWellFormedImage(zoomed);
    const workshop = drawMap(verified(workshopMapSrc(TEST_SECRET, PLACES.penzance)!)!);
    expectOnlyShapesAndNumbers(workshop);
    await expectWellFormedImage(workshop);
    expect(workshopMapSrc(TEST_SECRET, { latitude: null, longitude: null })).toBeNull();
    const figure = workshopMapFigure(TEST_SECRET, { businessName: "Cornish Classics", city: "Penzance", county: "Cornwall", ...PLACES.penzance });
    expect(figure?.caption).toMatch(/^Penzance, Cornwall\. Approximate location: the pin marks the centre of the workshop's postcode district/);
  });

  it("draw a dot per place, larger for more specialists", async () => {
    const svg = drawSpecialistDots([
      { ...PLACES.leeds, count: 1 },
      { ...PLACES.london, count: 9 },
    ]);
    const radii = [...svg.matchAll(/<circle [^>]*r="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(radii).toHaveLength(2);
    expect(radii[0]).toBeGreaterThan(radii[1]!);
    expectOnlyShapesAndNumbers(svg);
    await expectWellFormedImage(svg);
  });
});

describe.each(TEST_ENGINES)("map routes on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await insertProfile(handle.db, { businessName: "Leeds Jaguars", postcode: "LS1 4AP", vehicleMakes: ["Jaguar"] });
    await insertProfile(handle.db, { businessName: "Leeds Jaguars Two", postcode: "LS1 6AA", vehicleMakes: ["Jaguar"] });
    await insertProfile(handle.db, { businessName: "London Jaguars", city: "London", postcode: "SW1A 1AA", vehicleMakes: ["Jaguar", "MG"] });
    await insertProfile(handle.db, { businessName: "Pending Jaguars", city: "Edinburgh", postcode: "EH1 1YZ", vehicleMakes: ["Jaguar"], profileStatus: "pending" });
  });
  afterAll(() => handle.close());

  const map = (search: string) => runRoute(mapRoute, "loader", { request: new Request(`${ORIGIN}/map.svg${search}`), context });
  const catalogueMap = (facet: string, file: string) =>
    runRoute(catalogueMapRoute, "loader", { request: new Request(`${ORIGIN}/map/${facet}/${file}`), context, params: { facet, file } });

  it("/map.svg answers an image kept a day, under a policy that runs nothing; a bad address is a 400 kept nowhere", async () => {
    const response = map(signedMapUrl(TEST_SECRET, { origin: { latitude: 53.8, longitude: -1.55 }, pins: [{ latitude: 53.8, longitude: -1.55, numbers: [1, 2] }] }).slice("/map.svg".length));
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await answer.text()).toContain(">1, 2</text>");
    const refused = await map("?o=53.8,-1.55&p=<svg onload=alert(1)>");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a make's map has a dot per town of its approved specialists; an unknown make or file name is a 404", async () => {
    const answer = await catalogueMap("vehicles", "jaguar.svg");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=300");
    const svg = await answer.text();
    // The two Leeds workshops share a town-sized cell; London has its own; the pending Edinburgh listing is not drawn.
    expect([...svg.matchAll(/<circle /g)]).toHaveLength(2);
    expect((await catalogueMap("services", "engine-rebuilds.svg")).status).toBe(200);
    for (const [facet, file] of [
      ["vehicles", "delorean.svg"],
      ["vehicles", "jaguar.png"],
      ["makes", "jaguar.svg"],
      ["vehicles", "../jaguar.svg"],
    ] as const) {
      expect((await catalogueMap(facet, file)).status, `${facet}/${file}`).toBe(404);
    }
  });

  it("/results with a location numbers its listings and maps them; without one, no map", async () => {
    const results = (search: string) => runRoute(resultsRoute, "loader", { request: new Request(`${ORIGIN}/results${search}`), context });
    // Within 50 miles by default: London's workshop follows under "Further afield", without a pin (issue #25).
    const within = await results("?vehicle=jaguar&location=Leeds&sort=nearest");
    expect(within.profiles.map((p) => p.businessName)).toEqual(["Leeds Jaguars", "Leeds Jaguars Two"]);
    expect(within.more.map((section) => [section.heading, section.profiles.map((p) => p.businessName)])).toEqual([["Further afield", ["London Jaguars"]]]);
    expect(within.map?.pins).toEqual([{ numbers: [1, 2], text: "1 and 2 in Leeds." }]);
    const near = await results("?vehicle=jaguar&location=Leeds&within=any&sort=nearest");
    expect(near.profiles.map((p) => p.businessName)).toEqual(["Leeds Jaguars", "Leeds Jaguars Two", "London Jaguars"]);
    expect(near.firstNumber).toBe(1);
    expect(near.map?.pins).toEqual([
      { numbers: [1, 2], text: "1 and 2 in Leeds;" },
      { numbers: [3], text: "3 in London." },
    ]);
    expect(near.map?.caption).toBe("Ringed in red: Leeds, your search. Pins:");
    expect(verified(near.map!.src)?.origin).not.toBeNull();
    // The positions went into the map's address, not into the page's data.
    expect(near.profiles[0]).not.toHaveProperty("latitude");
    const without = await results("?vehicle=jaguar");
    expect(without.map).toBeNull();
  });
  it("every map address the pages write is drawn: results near places, other pages and sorts, a profile", async () => {
    const results = (search: string) => runRoute(resultsRoute, "loader", { request: new Request(`${ORIGIN}/results${search}`), context });
    const sources: string[] = [];
    for (const search of ["?vehicle=jaguar&location=Leeds&sort=nearest", "?location=Leeds", "?location=London&sort=nearest", "?service=engine-rebuilds&location=York&sort=nearest"]) {
      const page = await results(search);
      expect(page.map, search).not.toBeNull();
      sources.push(page.map!.src);
    }
    const profile = await runRoute(providerRoute, "loader", { request: new Request(`${ORIGIN}/provider/leeds-jaguars`), context, params: { slugOrId: "leeds-jaguars" } });
    sources.push((profile as { map: { src: string } | null }).map!.src);
    for (const src of sources) {
      expect(src).toMatch(/^\/map\.svg\?[^&]+(&[^&]+)*&s=[\w-]{16}$/);
      const answer = await map(src.slice("/map.svg".length));
      expect(answer.status, src).toBe(200);
      expect(await answer.text()).toMatch(/^<svg/);
      // As React Router hands it to the loader: the query re-encoded by URLSearchParams (commas as %2C).
      const reencoded = new URL(src, ORIGIN);
      reencoded.searchParams.delete("index");
      expect(reencoded.search).not.toBe(new URL(src, ORIGIN).search);
      expect((await map(reencoded.search)).status, reencoded.search).toBe(200);
    }
  });

  it("draws nothing for an address no page wrote: unsigned, unrounded, re-spelt, re-ordered or re-signed, each a 400 kept nowhere", async () => {
    const leeds = { latitude: 53.8, longitude: -1.55 };
    const genuine = signedMapUrl(TEST_SECRET, { origin: leeds, pins: [{ ...leeds, numbers: [1, 2] }, { latitude: 53.96, longitude: -1.08, numbers: [3] }] });
    const [canonical, signature] = genuine.slice("/map.svg".length).split("&s=") as [string, string];
    const otherSignature = signedMapUrl(TEST_SECRET, { origin: leeds }).split("&s=")[1]!;
    const forged = [
      canonical,
      `${canonical}&s=`,
      `${canonical}&s=${otherSignature}`,
      `${canonical}&s=${signature.slice(0, -1)}`,
      `${canonical}&s=${signature}x`,
      `${canonical}&s=${signature}&s=${signature}`,
      `?s=${signature}&${canonical.slice(1)}`,
      `${canonical.replace("53.8,-1.55", "53.80,-1.55")}&s=${signature}`,
      `${canonical.replace("53.8,-1.55", "53.801,-1.55")}&s=${signature}`,
      `${canonical.replace("1_2", "2_1")}&s=${signature}`,
      `${canonical}&p=51.5,-0.13,4&s=${signature}`,
      `${canonical}&x=1&s=${signature}`,
      // The same address signed under another secret: another site's map address is not ours.
      signedMapUrl("another-secret-another-secret-another-1", { origin: leeds, pins: [{ ...leeds, numbers: [1, 2] }, { latitude: 53.96, longitude: -1.08, numbers: [3] }] }).slice("/map.svg".length),
    ];
    // And many unsigned maps as a script would make them: random pins anywhere in the country.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 60; i++) {
      const pins = Array.from({ length: 1 + (i % 12) }, (_, n) => ({ latitude: 50 + random() * 8, longitude: -5 + random() * 6, numbers: [n + 1] }));
      forged.push(signedMapUrl(TEST_SECRET, { origin: leeds, pins }).split("&s=")[0]!.slice("/map.svg".length) + `&s=${signature}`);
    }
    const drawn = new Set<string>();
    for (const search of forged) {
      const answer = await map(search);
      if (answer.status === 200) drawn.add(await answer.text());
      else {
        expect(answer.status, search).toBe(400);
        expect(answer.headers.get("Cache-Control"), search).toBe("no-store");
      }
    }
    expect(drawn.size).toBe(0);
    // The genuine address is drawn, and always the same picture; spelt with its commas percent-encoded it is that same picture.
    const first = await map(genuine.slice("/map.svg".length));
    const again = await map(genuine.slice("/map.svg".length));
    const respelt = await map(`${canonical.replaceAll(",", "%2C")}&s=${signature}`);
    expect(first.status).toBe(200);
    expect(respelt.status).toBe(200);
    const picture = await first.text();
    expect(await again.text()).toBe(picture);
    expect(await respelt.text()).toBe(picture);
  });
});
