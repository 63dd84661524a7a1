import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { profiles } from "../database/schema";
import { AREAS, areaOfCounty } from "../app/content/areas";
import { UK_COUNTIES } from "../app/content/counties";
import { notFoundCopy } from "../app/lib/not-found";
import { seedDemo } from "../scripts/seed";
import * as areasIndex from "../app/routes/catalogue/areas._index";
import * as areaPage from "../app/routes/catalogue/area";
import * as areaServicePage from "../app/routes/catalogue/area-service";
import * as servicePage from "../app/routes/catalogue/service";
import * as vehiclePage from "../app/routes/catalogue/vehicle";
import * as sitemap from "../app/routes/site/sitemap";
import * as mapRoute from "../app/routes/search/map";

const ORIGIN = "http://localhost:3000";
const get = (path: string) => new Request(`${ORIGIN}${path}`);
const matches = [{ id: "root", data: { origin: ORIGIN } }];

/** What a loader threw: a redirect's Response as it is, or the error React Router makes of a 404. */
async function thrownBy(load: () => unknown) {
  try {
    await load();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return new ErrorResponseImpl(init?.status ?? 500, init?.statusText, data);
  }
  throw new Error("the loader did not throw");
}

async function expectNotFound(load: () => unknown, label: string) {
  const error = await thrownBy(load);
  expect(isRouteErrorResponse(error), label).toBe(true);
  expect((error as ErrorResponseImpl).status, label).toBe(404);
  expect(notFoundCopy(error), label).toMatchObject({ heading: "No specialists listed here", action: { to: "/areas" } });
}

/** A route's page as the server renders it, from its loader's data. */
function render(Component: (props: never) => React.ReactNode, loaderData: unknown, url: string) {
  const element = createElement(Component as (props: { loaderData: unknown }) => React.ReactNode, { loaderData });
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const jsonLdOf = (tags: object[]) => tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));

describe("the areas (content/areas.ts)", () => {
  it("give every county of the sign-up list exactly one area, with the overlapping spellings on one page", () => {
    for (const county of UK_COUNTIES) expect(areaOfCounty(county), county).toBeDefined();
    const named = AREAS.flatMap((area) => area.counties);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...UK_COUNTIES].sort());
    expect(new Set(AREAS.map((a) => a.slug)).size).toBe(AREAS.length);
    expect(areaOfCounty("Antrim")).toBe(areaOfCounty("County Antrim"));
    expect(areaOfCounty("Borders")?.slug).toBe("scottish-borders");
    expect(areaOfCounty("Durham")?.slug).toBe("county-durham");
    expect(areaOfCounty("City of London")?.slug).toBe("london");
    expect(areaOfCounty("west yorkshire")?.slug).toBe("west-yorkshire");
    expect(areaOfCounty("Atlantis")).toBeUndefined();
    expect(new Set(AREAS.map((a) => a.nation))).toEqual(new Set(["England", "Scotland", "Wales", "Northern Ireland"]));
  });
});

describe.each(TEST_ENGINES)("place pages on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let pendingId: string;
  const names = { best: "Headrow Panel Works", second: "Kirkstall Engine Shop", antrim: "Lagan Coachworks", countyAntrim: "Glens Classic Trim", kent: "Medway Trim Studio" };

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await insertProfile(handle.db, {
      businessName: names.best,
      specialties: ["Paint & Bodywork", "Engine Rebuilds"],
      vehicleMakes: ["Jaguar", "MG"],
      reviews: [{ rating: 5 }, { rating: 5 }],
    });
    // Stored in another case: still West Yorkshire.
    await insertProfile(handle.db, { businessName: names.second, county: "west yorkshire", specialties: ["Engine Rebuilds"], vehicleMakes: ["MG"], reviews: [{ rating: 4 }] });
    const pending = await insertProfile(handle.db, { businessName: "Pending Paint Shop", profileStatus: "pending", specialties: ["Paint & Bodywork", "Chrome & Polishing"] });
    pendingId = pending.id;
    await insertProfile(handle.db, { businessName: "Rejected Trim Shop", profileStatus: "rejected", specialties: ["Upholstery & Trim"] });
    // "Antrim" and "County Antrim" are one place.
    await insertProfile(handle.db, { businessName: names.antrim, city: "Lisburn", county: "Antrim", postcode: "BT28 1AA", specialties: ["Paint & Bodywork"] });
    await insertProfile(handle.db, { businessName: names.countyAntrim, city: "Ballymena", county: "County Antrim", postcode: "BT43 5AA", specialties: ["Upholstery & Trim"] });
    await insertProfile(handle.db, { businessName: names.kent, city: "Rochester", county: "Kent", postcode: "ME1 1AA", specialties: ["Upholstery & Trim"], vehicleMakes: ["Jaguar"] });
    // A county off the list belongs to no area.
    await insertProfile(handle.db, { businessName: "Nowhere Garage", county: "Atlantis", specialties: ["Engine Rebuilds"] });
  });
  afterAll(async () => {
    await handle.close();
  });

  const index = () => runRoute(areasIndex, "loader", { request: get("/areas"), context, params: {} });
  const area = (county: string, search = "") =>
    runRoute(areaPage, "loader", { request: get(`/areas/${county}${search}`), context, params: { county } });
  const areaService = (county: string, service: string, search = "") =>
    runRoute(areaServicePage, "loader", { request: get(`/areas/${county}/${service}${search}`), context, params: { county, service } });
  const sitemapPaths = async () => {
    const xml = await (await runRoute(sitemap, "loader", { request: get("/sitemap.xml"), context, params: {} })).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));
  };

  it("/areas lists the nations and their areas with approved listings, with how many; pending and rejected ones do not count", async () => {
    const { nations } = await index();
    expect(nations).toEqual([
      {
        nation: "England",
        areas: [
          { name: "Kent", slug: "kent", count: 1 },
          { name: "West Yorkshire", slug: "west-yorkshire", count: 2 },
        ],
      },
      { nation: "Northern Ireland", areas: [{ name: "County Antrim", slug: "county-antrim", count: 2 }] },
    ]);
    expect(areasIndex.handle).toEqual({ pageCache: true });
    const tags = areasIndex.meta({ loaderData: { nations }, matches } as never);
    expect(tags).toContainEqual({ title: "Classic car restorers by area | The Restoration Register" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/areas` });
    expect(jsonLdOf(tags).find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [{ name: "Home", item: `${ORIGIN}/` }, { name: "Areas", item: `${ORIGIN}/areas` }],
    });
    const html = render(areasIndex.default, { nations }, "/areas");
    expect(html).toContain('href="/areas/west-yorkshire"');
    expect(html).toContain('href="/areas/county-antrim"');
    expect(html).not.toContain('href="/areas/rutland"');
  });

  it("/areas/{area} lists every approved listing based there, best first, with its services, makes, map and tags", async () => {
    const view = await area("west-yorkshire");
    expect(view.title).toBe("Classic car restorers in West Yorkshire");
    expect(view.total).toBe(2);
    expect(view.profiles.map((p) => p.businessName)).toEqual([names.best, names.second]);
    // The card's own fields only: no positions, no contact details.
    expect(Object.keys(view.profiles[0]!)).not.toEqual(expect.arrayContaining(["latitude"]));
    expect(JSON.stringify(view)).not.toMatch(/"(latitude|longitude|email|phone|postcode)"/);
    expect(view.services).toEqual([
      { name: "Engine Rebuilds", slug: "engine-rebuilds", count: 2 },
      { name: "Paint & Bodywork", slug: "paint-and-bodywork", count: 1 },
    ]);
    expect(view.makes).toEqual([
      { name: "MG", count: 2 },
      { name: "Jaguar", count: 1 },
    ]);
    // The page's listings as numbered pins (both in Leeds: one pin), no searched place; an address the map route draws.
    expect(view.map?.src).toMatch(/^\/map\.svg\?p=[\d.,-]+,1_2&s=[\w-]{16}$/);
    expect(view.map?.pins).toEqual([{ numbers: [1, 2], text: "1 and 2 in Leeds." }]);
    const drawn = await runRoute(mapRoute, "loader", { request: get(view.map!.src), context });
    expect(drawn.status).toBe(200);
    expect(await drawn.text()).toContain("<svg");

    const tags = areaPage.meta({ loaderData: view, matches } as never);
    expect(tags).toContainEqual({ title: "Classic car restorers in West Yorkshire | The Restoration Register" });
    expect(tags).toContainEqual({ name: "description", content: expect.stringContaining("2 classic car restoration specialists based in West Yorkshire") });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/areas/west-yorkshire` });
    expect(jsonLdOf(tags).find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Home", item: `${ORIGIN}/` },
        { name: "Areas", item: `${ORIGIN}/areas` },
        { name: "West Yorkshire", item: `${ORIGIN}/areas/west-yorkshire` },
      ],
    });
    expect(areaPage.handle).toEqual({ pageCache: true });

    const html = render(areaPage.default, view, "/areas/west-yorkshire");
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*href="\/areas"[\s\S]*West Yorkshire/);
    expect(html).toContain('href="/areas/west-yorkshire/paint-and-bodywork"');
    // The nation's other areas with listings, and no other nation's.
    expect(view.otherAreas).toEqual([{ name: "Kent", slug: "kent", count: 1 }]);
    expect(html).toContain('href="/areas/kent"');
    expect(html).not.toContain('href="/areas/county-antrim"');
    expect(html.indexOf(names.best)).toBeLessThan(html.indexOf(names.second));

    // Both spellings of County Antrim on one page.
    expect((await area("county-antrim")).profiles.map((p) => p.businessName).sort()).toEqual([names.countyAntrim, names.antrim].sort());
  });

  it("/areas/{area}/{service} lists the approved listings of that service there", async () => {
    const view = await areaService("west-yorkshire", "paint-and-bodywork");
    expect(view.title).toBe("Paint & Bodywork specialists in West Yorkshire");
    expect(view.total).toBe(1);
    expect(view.profiles.map((p) => p.businessName)).toEqual([names.best]);
    const tags = areaServicePage.meta({ loaderData: view, matches } as never);
    expect(tags).toContainEqual({ title: "Paint & Bodywork specialists in West Yorkshire | The Restoration Register" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/areas/west-yorkshire/paint-and-bodywork` });
    expect(jsonLdOf(tags).find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Home" },
        { name: "Areas" },
        { name: "West Yorkshire", item: `${ORIGIN}/areas/west-yorkshire` },
        { name: "Paint & Bodywork", item: `${ORIGIN}/areas/west-yorkshire/paint-and-bodywork` },
      ],
    });
    const html = render(areaServicePage.default, view, "/areas/west-yorkshire/paint-and-bodywork");
    expect(html).toContain('aria-current="page" class="inline-flex');
    expect(html).toContain(names.best);
    expect(html).not.toContain(names.second);
    expect((await areaService("west-yorkshire", "engine-rebuilds")).profiles.map((p) => p.businessName)).toEqual([names.best, names.second]);
  });

  it("never publishes an empty place: an unknown area or service, an area or service without approved listings, or a page past the last is a 404", async () => {
    await expectNotFound(() => area("atlantis"), "unknown area");
    await expectNotFound(() => area("rutland"), "an area without listings");
    // Only a pending listing offers Chrome & Polishing there, only a rejected one Upholstery & Trim.
    await expectNotFound(() => areaService("west-yorkshire", "chrome-and-polishing"), "pending only");
    await expectNotFound(() => areaService("west-yorkshire", "upholstery-and-trim"), "rejected only");
    await expectNotFound(() => areaService("west-yorkshire", "no-such-service"), "unknown service");
    await expectNotFound(() => areaService("rutland", "paint-and-bodywork"), "empty area, known service");
    await expectNotFound(() => area("west-yorkshire", "?page=2"), "past the last page");
    const redirect = (await thrownBy(() => area("west-yorkshire", "?page=1"))) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/areas/west-yorkshire");
  });

  it("puts exactly the non-empty place pages in the sitemap", async () => {
    const paths = await sitemapPaths();
    expect(paths).toContain("/areas");
    expect(paths.filter((p) => p.startsWith("/areas/")).sort()).toEqual(
      [
        "/areas/county-antrim",
        "/areas/county-antrim/paint-and-bodywork",
        "/areas/county-antrim/upholstery-and-trim",
        "/areas/kent",
        "/areas/kent/upholstery-and-trim",
        "/areas/west-yorkshire",
        "/areas/west-yorkshire/engine-rebuilds",
        "/areas/west-yorkshire/paint-and-bodywork",
      ].sort(),
    );
  });

  it("follows approvals: a listing approved appears on its place pages and in the sitemap, and leaves them when it is no longer public", async () => {
    await handle.db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, pendingId));
    expect((await areaService("west-yorkshire", "chrome-and-polishing")).profiles.map((p) => p.businessName)).toEqual(["Pending Paint Shop"]);
    expect((await area("west-yorkshire")).total).toBe(3);
    expect(await sitemapPaths()).toContain("/areas/west-yorkshire/chrome-and-polishing");

    await handle.db.update(profiles).set({ profileStatus: "rejected" }).where(eq(profiles.id, pendingId));
    await expectNotFound(() => areaService("west-yorkshire", "chrome-and-polishing"), "rejected again");
    expect((await area("west-yorkshire")).total).toBe(2);
    expect(await sitemapPaths()).not.toContain("/areas/west-yorkshire/chrome-and-polishing");
  });

  it("pages a long list as /results does, 12 to a page, each page numbered for its map", async () => {
    for (let i = 0; i < 13; i++) {
      await insertProfile(handle.db, { businessName: `Devon Workshop ${String(i).padStart(2, "0")}`, city: "Exeter", county: "Devon", postcode: "EX1 1AA", yearsInBusiness: 30 - i });
    }
    const first = await area("devon");
    expect(first.total).toBe(13);
    expect(first.pageCount).toBe(2);
    expect(first.profiles).toHaveLength(12);
    const second = await area("devon", "?page=2");
    expect(second.profiles).toHaveLength(1);
    expect(second.firstNumber).toBe(13);
    expect(new Set([...first.profiles, ...second.profiles].map((p) => p.id)).size).toBe(13);
    const tags = areaPage.meta({ loaderData: second, matches } as never);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/areas/devon?page=2` });
    expect(tags).toContainEqual({ title: "Classic car restorers in Devon, page 2 | The Restoration Register" });
    const html = render(areaPage.default, first, "/areas/devon");
    expect(html).toContain('href="/areas/devon?page=2"');
    await expectNotFound(() => area("devon", "?page=3"), "past the last page");
    // The sitemap names the first page only.
    expect((await sitemapPaths()).filter((p) => p.startsWith("/areas/devon"))).toEqual(["/areas/devon", "/areas/devon/engine-rebuilds"]);
  });

  it("make and service pages open with their best-matching specialists, before the guide, with 'See all N'", async () => {
    const service = await runRoute(servicePage, "loader", { request: get("/services/engine-rebuilds"), context, params: { slug: "engine-rebuilds" } });
    // Approved Engine Rebuilds listings: the two of West Yorkshire, Atlantis's, and Devon's thirteen.
    expect(service.specialists.total).toBe(16);
    expect(service.specialists.specialists).toHaveLength(6);
    expect(service.specialists.specialists[0]!.businessName).toBe(names.best);
    expect(JSON.stringify(service.specialists)).not.toMatch(/"(latitude|longitude|distanceMiles|email|phone|postcode)"/);
    const html = render(servicePage.default, service, "/services/engine-rebuilds");
    const firstCard = html.indexOf(`href="/provider/${service.specialists.specialists[0]!.slug}"`);
    expect(firstCard).toBeGreaterThan(0);
    expect(firstCard).toBeLessThan(html.indexOf('id="about-heading"'));
    expect(firstCard).toBeLessThan(html.indexOf('id="included-heading"'));
    expect(html).toMatch(/<a[^>]*href="\/results\?service=engine-rebuilds"[^>]*>See all 16<span class="sr-only"> Engine Rebuilds specialists<\/span>/);

    const make = await runRoute(vehiclePage, "loader", { request: get("/vehicles/jaguar"), context, params: { slug: "jaguar" } });
    // Approved Jaguar listings: West Yorkshire's best and Kent's.
    expect(make.specialists.total).toBe(2);
    expect(make.specialists.specialists.map((p) => p.businessName)).toEqual([names.best, names.kent]);
    const makeHtml = render(vehiclePage.default, make, "/vehicles/jaguar");
    expect(makeHtml.indexOf(names.kent)).toBeLessThan(makeHtml.indexOf('id="about-heading"'));
    expect(makeHtml).toMatch(/href="\/results\?vehicle=jaguar"[^>]*>See all 2</);

    const empty = await runRoute(vehiclePage, "loader", { request: get("/vehicles/lancia"), context, params: { slug: "lancia" } });
    expect(empty.specialists).toEqual({ total: 0, specialists: [] });
    const emptyHtml = render(vehiclePage.default, empty, "/vehicles/lancia");
    expect(emptyHtml).toContain("No Lancia specialists are listed yet");
    expect(emptyHtml).not.toContain("See all");
  });
});

describe.each(TEST_ENGINES)("the demo directory's place pages on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await seedDemo(handle.db);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it("/areas/west-yorkshire and /areas/west-yorkshire/paint-and-bodywork answer with the right specialists; an empty combination is a 404 and out of the sitemap", async () => {
    const westYorkshire = await runRoute(areaPage, "loader", { request: get("/areas/west-yorkshire"), context, params: { county: "west-yorkshire" } });
    expect(westYorkshire.profiles.map((p) => p.businessName).sort()).toEqual(["Aire Valley Coachworks", "Calder Valley Jaguar Engineering", "Colne Valley Trim Shop", "Hebden Water Engine Works", "Wharfedale Paint & Trim"]);
    const paint = await runRoute(areaServicePage, "loader", {
      request: get("/areas/west-yorkshire/paint-and-bodywork"),
      context,
      params: { county: "west-yorkshire", service: "paint-and-bodywork" },
    });
    expect(paint.profiles.map((p) => p.businessName).sort()).toEqual(["Aire Valley Coachworks", "Wharfedale Paint & Trim"]);
    // Saltaire Spoke & Wire (Chrome & Polishing, West Yorkshire) is pending: no page.
    await expectNotFound(
      () =>
        runRoute(areaServicePage, "loader", {
          request: get("/areas/west-yorkshire/chrome-and-polishing"),
          context,
          params: { county: "west-yorkshire", service: "chrome-and-polishing" },
        }),
      "pending only",
    );
    const xml = await (await runRoute(sitemap, "loader", { request: get("/sitemap.xml"), context, params: {} })).text();
    expect(xml).toContain(`<loc>${ORIGIN}/areas/west-yorkshire</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/areas/west-yorkshire/paint-and-bodywork</loc>`);
    expect(xml).not.toContain("/areas/west-yorkshire/chrome-and-polishing");
    // Every area page the sitemap names answers.
    const areaPaths = [...xml.matchAll(/<loc>[^<]*(\/areas\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(areaPaths.length).toBeGreaterThan(40);
    for (const path of areaPaths) {
      const [, , county, service] = path.split("/");
      const view = service
        ? await runRoute(areaServicePage, "loader", { request: get(path), context, params: { county: county!, service } })
        : await runRoute(areaPage, "loader", { request: get(path), context, params: { county: county! } });
      expect(view.profiles.length, path).toBeGreaterThan(0);
    }
  });
});
