import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { profiles } from "../database/schema";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "../app/content/taxonomy";
import { notFoundCopy, PAGE_NOT_FOUND, type NotFoundCopy } from "../app/lib/not-found";
import * as servicesIndex from "../app/routes/catalogue/services._index";
import * as vehiclesIndex from "../app/routes/catalogue/vehicles._index";
import * as servicePage from "../app/routes/catalogue/service";
import * as vehiclePage from "../app/routes/catalogue/vehicle";
import * as publicProfilePage from "../app/routes/profile/provider";
import * as notFoundRoute from "../app/routes/site/not-found";
import * as sitemap from "../app/routes/site/sitemap";

const ORIGIN = "http://localhost:3000";

const get = (path: string) => new Request(`${ORIGIN}${path}`);

/** What a loader threw, as React Router turns it into the error its boundary sees. */
async function thrownBy(load: () => unknown) {
  try {
    await load();
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return new ErrorResponseImpl(init?.status ?? 500, init?.statusText, data);
  }
  throw new Error("the loader did not throw");
}

describe.each(TEST_ENGINES)("/services, /vehicles, the sitemap and not-found loaders on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let pendingId: string;
  let pendingSlug: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await insertProfile(handle.db, { specialties: ["Engine Rebuilds", "Paint & Bodywork"], vehicleMakes: ["MG", "Triumph"] });
    await insertProfile(handle.db, { specialties: ["Engine Rebuilds"], vehicleMakes: ["MG"] });
    const pending = await insertProfile(handle.db, {
      profileStatus: "pending",
      specialties: ["Upholstery & Trim", "Engine Rebuilds"],
      vehicleMakes: ["Jaguar", "MG"],
    });
    pendingId = pending.id;
    pendingSlug = pending.slug;
    await insertProfile(handle.db, { profileStatus: "rejected", specialties: ["Chrome & Polishing"], vehicleMakes: ["Ferrari"] });
  });
  afterAll(async () => {
    await handle.close();
  });

  const servicesPage = () => runRoute(servicesIndex, "loader", { request: get("/services"), context, params: {} });
  const services = async () => (await servicesPage()).entries;
  const makes = async () => (await runRoute(vehiclesIndex, "loader", { request: get("/vehicles"), context, params: {} })).entries;
  const countsOf = (entries: { name: string; count: number }[]) => Object.fromEntries(entries.map((e) => [e.name, e.count]));

  it("list every service and make, linking to their guides, with the approved listings of each; an approval changes them", async () => {
    const before = await services();
    expect(before.map(({ name, slug }) => ({ name, slug }))).toEqual(SERVICE_OPTIONS);
    expect(before.every((s) => s.summary.length > 20)).toBe(true);
    expect(countsOf(before)).toEqual({
      ...Object.fromEntries(SERVICE_OPTIONS.map((o) => [o.name, 0])),
      "Engine Rebuilds": 2,
      "Paint & Bodywork": 1,
    });
    const beforeMakes = await makes();
    expect(beforeMakes.map(({ name, slug }) => ({ name, slug }))).toEqual(VEHICLE_MAKE_OPTIONS);
    expect(countsOf(beforeMakes)).toEqual({
      ...Object.fromEntries(VEHICLE_MAKE_OPTIONS.map((o) => [o.name, 0])),
      MG: 2,
      Triumph: 1,
    });

    await handle.db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, pendingId));
    expect(countsOf(await services())).toMatchObject({ "Engine Rebuilds": 3, "Upholstery & Trim": 1, "Chrome & Polishing": 0 });
    expect(countsOf(await makes())).toMatchObject({ MG: 3, Jaguar: 1, Triumph: 1, Ferrari: 0 });

    // Suspended again: back where they were.
    await handle.db.update(profiles).set({ profileStatus: "rejected" }).where(eq(profiles.id, pendingId));
    expect(countsOf(await services())).toMatchObject({ "Engine Rebuilds": 2, "Upholstery & Trim": 0 });
    expect(countsOf(await makes())).toMatchObject({ MG: 2, Jaguar: 0 });
  });

  it("give the index pages a canonical address and structured data that links only to pages that exist", async () => {
    const loaderData = await servicesPage();
    const tags = servicesIndex.meta({ loaderData, matches: [{ id: "root", data: { origin: ORIGIN } }] } as never);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/services` });
    const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));
    const urls = JSON.stringify(jsonLd).match(/http:\/\/localhost:3000[^"]*/g)!;
    expect(new Set(urls)).toEqual(new Set([`${ORIGIN}/`, `${ORIGIN}/services`, ...SERVICE_OPTIONS.map((o) => `${ORIGIN}/services/${o.slug}`)]));
    expect(jsonLd.find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Home", item: `${ORIGIN}/` },
        { name: "Services", item: `${ORIGIN}/services` },
      ],
    });
    expect(vehiclesIndex.handle).toEqual({ pageCache: true });
    expect(servicesIndex.handle).toEqual({ pageCache: true });
  });

  it("put /services and /vehicles in the sitemap", async () => {
    const response = await runRoute(sitemap, "loader", { request: get("/sitemap.xml"), context, params: {} });
    const xml = await response.text();
    expect(xml).toContain(`<loc>${ORIGIN}/services</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/vehicles</loc>`);
  });

  it("throw a 404 carrying SPEC's not-found page for unknown providers, services, makes and paths", async () => {
    const cases: [string, () => unknown, Partial<NotFoundCopy>][] = [
      [
        "unknown provider",
        () => runRoute(publicProfilePage, "loader", { request: get("/provider/no-such-workshop"), context, params: { slugOrId: "no-such-workshop" } }),
        { title: "Provider Not Found", heading: "Provider Not Found", action: { to: "/results", label: "Back to Results" } },
      ],
      [
        "listing not public, to a visitor",
        () => runRoute(publicProfilePage, "loader", { request: get(`/provider/${pendingSlug}`), context, params: { slugOrId: pendingSlug } }),
        { heading: "Provider Not Found" },
      ],
      [
        "unknown service",
        () => runRoute(servicePage, "loader", { request: get("/services/no-such"), context, params: { slug: "no-such" } }),
        {
          title: "Service not found",
          heading: "Service not found",
          message: "Please check the URL or browse services from our directory.",
          action: { to: "/", label: "Back to Home" },
        },
      ],
      [
        "unknown make",
        () => runRoute(vehiclePage, "loader", { request: get("/vehicles/no-such"), context, params: { slug: "no-such" } }),
        { title: "Vehicle not found", heading: "Vehicle not found", action: { to: "/", label: "Back to Home" } },
      ],
      [
        "unknown path",
        () => notFoundRoute.loader(),
        { title: "Page not found", heading: "Oops! Page not found", action: { to: "/", label: "Return to Home" } },
      ],
    ];
    for (const [label, load, copy] of cases) {
      const error = await thrownBy(load);
      expect(isRouteErrorResponse(error), label).toBe(true);
      expect(error.status, label).toBe(404);
      expect(notFoundCopy(error), label).toMatchObject(copy);
    }
    // Known ones still load.
    const service = await runRoute(servicePage, "loader", { request: get("/services/engine-rebuilds"), context, params: { slug: "engine-rebuilds" } });
    expect(service.meta.name).toBe("Engine Rebuilds");
    expect(service.recentProjects).toEqual([]);
    expect((await runRoute(vehiclePage, "loader", { request: get("/vehicles/mg"), context, params: { slug: "mg" } })).meta.name).toBe("MG");
  });

  it("show any other 404 as page not found, and no other error as one", () => {
    expect(notFoundCopy(new ErrorResponseImpl(404, "Not Found", null))).toEqual(PAGE_NOT_FOUND);
    expect(notFoundCopy(new ErrorResponseImpl(500, "Server Error", null))).toBeNull();
    expect(notFoundCopy(new Error("boom"))).toBeNull();
  });
});
