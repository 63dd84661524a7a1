import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./helpers";
import { pinLabel } from "../app/lib/map-query";
import { AFTER_PAINT } from "../app/lib/after-paint";

// The demo seed (scripts/seed-data.ts) lists Aire Valley Coachworks, Leeds, with Jaguars among its makes.
const RESULTS_NEAR_LEEDS = "/results?vehicle=jaguar&location=Leeds&sort=nearest";
const PROFILE_PATH = "/provider/aire-valley-coachworks";
const MAKE_PATH = "/vehicles/jaguar";

test.use({ viewport: DESKTOP });

/**
 * The scripts a page's document starts (module scripts and their preloads), as the server sent it: the
 * preloads go out inert until the page has painted (app/entry.server.tsx), so either form is counted.
 */
async function documentScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const scripts = new RegExp(`<(?:script[^>]*\\ssrc|link[^>]*rel="(?:modulepreload|${AFTER_PAINT})"[^>]*\\shref)="([^"]+)"`, "g");
  return [...html.matchAll(scripts)].map((m) => m[1]!).sort();
}

/** The map image: its answer (200, SVG, no script), and loaded in the page once scrolled to (it loads lazily). */
async function expectMapLoaded(page: Page, map: ReturnType<Page["locator"]>) {
  const src = await map.getAttribute("src");
  expect(src).toBeTruthy();
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(await response.text()).not.toMatch(/<script|\son\w+=/i);
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  await expect(map).toHaveAttribute("width", "400");
  await expect(map).toHaveAttribute("height", "600");
  await expect(map).toHaveAttribute("loading", "lazy");
}

test("/results with a location maps the searched place and numbered pins matching the cards, in words too, with no script added", async ({ page }) => {
  const withoutMap = await documentScripts(page, "/results?vehicle=jaguar");
  await page.goto("/results?vehicle=jaguar");
  await expect(page.getByRole("img", { name: /^Map of/ })).toHaveCount(0);
  await expect(page.locator("[data-pin-number]")).toHaveCount(0);

  const withMap = await documentScripts(page, RESULTS_NEAR_LEEDS);
  await page.goto(RESULTS_NEAR_LEEDS);
  const map = page.getByRole("img", { name: /^Map of LS|^Map of Leeds/ });
  await expectMapLoaded(page, map);

  // Each found card's number is on a pin (those further afield follow the map's own), and the caption says which town each pin is in.
  const cards = page.locator("[data-results=found] [data-profile]");
  const numbers = await page.locator("[data-pin-number]").evaluateAll((spans) => spans.map((s) => Number(s.getAttribute("data-pin-number"))));
  expect(numbers).toEqual(Array.from({ length: await cards.count() }, (_, i) => i + 1));
  const caption = page.locator("figcaption");
  await expect(caption).toContainText("Ringed in red:");
  const pins = await caption.locator("[data-pin]").evaluateAll((spans) => spans.map((s) => s.getAttribute("data-pin")!.split(",").map(Number)));
  expect(pins.flat().sort((a, b) => a - b)).toEqual(numbers);
  await expect(caption.locator("[data-pin]").first()).toContainText("Leeds");
  const src = (await map.getAttribute("src"))!;
  for (const group of pins) expect(src).toContain(`,${group.join("_")}`);

  // The map is an image: the page loads the same scripts with it as without it, and none of them draws maps.
  expect(withMap.length).toBeGreaterThan(3);
  expect(withMap).toEqual(withoutMap);
  for (const script of withMap) expect(await (await page.request.get(script)).text()).not.toMatch(/geoPath|topojson|world-atlas/);
  await expect(page.locator("figure script, figure svg")).toHaveCount(0);

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});

test("the profile shows its town's approximate location, and the make page where its specialists are", async ({ page }) => {
  await page.goto(PROFILE_PATH);
  const location = page.getByRole("region", { name: "Location" });
  await expect(location).toContainText("Approximate location");
  await expectMapLoaded(page, location.getByRole("img", { name: /approximate location of Aire Valley Coachworks, Leeds/ }));
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  await page.goto(MAKE_PATH);
  const where = page.getByRole("region", { name: "Where our Jaguar specialists are" });
  const map = where.getByRole("img", { name: /a dot for each town that has Jaguar specialists/ });
  await expectMapLoaded(page, map);
  await expect(where.getByRole("link", { name: "See the Jaguar specialists" })).toHaveAttribute("href", "/results?vehicle=jaguar");
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});

test("a forged map address is refused, and a map image runs nothing even when opened on its own", async ({ page, request }) => {
  const refused = await request.get("/map.svg?p=53.8,-1.55,<script>");
  expect(refused.status()).toBe(400);
  // Only the addresses the pages write are drawn (signed, decision 0021): a well-formed one no page wrote is refused too.
  const unsigned = await request.get("/map.svg?o=53.8,-1.55&p=53.8,-1.55,1_2");
  expect(unsigned.status()).toBe(400);
  expect(unsigned.headers()["cache-control"]).toBe("no-store");

  await page.goto(RESULTS_NEAR_LEEDS);
  const src = (await page.getByRole("img", { name: /^Map of LS|^Map of Leeds/ }).getAttribute("src"))!;
  // The first pin's label as the image draws it.
  const firstPin = pinLabel((await page.locator("figcaption [data-pin]").first().getAttribute("data-pin"))!.split(",").map(Number));
  expect((await request.get(src.replace(/&s=[\w-]+$/, ""))).status()).toBe(400);
  const opened = await page.goto(src);
  // Beside the site's own policy: a browser applies both, so the stricter one. (The results page loaded this
  // image already, and a response from the browser's cache has its two policy headers joined by a line break.)
  const policies = (await opened!.headersArray())
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .flatMap((h) => h.value.split("\n"));
  expect(policies).toContain("default-src 'none'; style-src 'unsafe-inline'");
  expect(opened!.headers()["cache-control"]).toBe("public, max-age=86400");
  await expect(page.locator("text", { hasText: new RegExp(`^${firstPin.replace("+", "\\+")}$`) })).toHaveCount(1);
});
