import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, gotoHydrated } from "./helpers";

// The demo directory (scripts/seed-data.ts): three approved West Yorkshire listings, two of them
// offering Paint & Bodywork; Saltaire Spoke & Wire (Shipley, Chrome & Polishing) is pending. The e2e
// server's seeded accounts (e2e/seeded-accounts.ts) add live West Yorkshire listings of their own.
const WEST_YORKSHIRE = ["Aire Valley Coachworks", "Calder Valley Jaguar Engineering", "Colne Valley Trim Shop", "Hebden Water Engine Works", "Wharfedale Paint & Trim"];
const WEST_YORKSHIRE_PAINT = ["Aire Valley Coachworks", "Wharfedale Paint & Trim"];

const PAGES = [
  { path: "/areas", heading: "Classic car restorers by area", trail: ["Home"], current: "Areas" },
  { path: "/areas/west-yorkshire", heading: "Classic car restorers in West Yorkshire", trail: ["Home", "Areas"], current: "West Yorkshire" },
  {
    path: "/areas/west-yorkshire/paint-and-bodywork",
    heading: "Paint & Bodywork specialists in West Yorkshire",
    trail: ["Home", "Areas", "West Yorkshire"],
    current: "Paint & Bodywork",
  },
  { path: "/services/paint-and-bodywork", heading: "Classic Car Paint & Bodywork", trail: ["Home", "Services"], current: "Paint & Bodywork" },
  { path: "/vehicles/jaguar", heading: "Find Jaguar Restoration Specialists", trail: ["Home", "Vehicles"], current: "Jaguar" },
];

for (const { path, heading, trail, current } of PAGES) {
  test(`${path} renders with its breadcrumb, with no accessibility violations at 375 and 1440 px`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    for (const label of trail) await expect(breadcrumb.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(current);
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path.replace(/[/]/g, "\\/")}"`));
    await expectAccessibleAtBothSizes(page);
  });
}

test("/areas links each county with specialists to its page; West Yorkshire's lists its approved listings, its services, and a map", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/areas");
  await expect(page.getByRole("heading", { name: "Northern Ireland" })).toBeVisible();
  await page.locator('a[data-area="west-yorkshire"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Classic car restorers in West Yorkshire");
  const names = (await page.locator("[data-profile] h3 a").allTextContents()).map((n) => n.trim());
  expect(names).toEqual(expect.arrayContaining(WEST_YORKSHIRE));
  await expect(page.getByText("Saltaire Spoke & Wire")).toHaveCount(0);
  const map = page.getByRole("img", { name: /^Map of West Yorkshire/ });
  const src = await map.getAttribute("src");
  expect((await page.request.get(src!)).status()).toBe(200);

  await page.getByRole("navigation", { name: "Services in West Yorkshire" }).getByRole("link", { name: /Paint & Bodywork/ }).click();
  await expect(page).toHaveURL(/\/areas\/west-yorkshire\/paint-and-bodywork$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paint & Bodywork specialists in West Yorkshire");
  const paint = (await page.locator("[data-profile] h3 a").allTextContents()).map((n) => n.trim());
  expect(paint).toEqual(expect.arrayContaining(WEST_YORKSHIRE_PAINT));
  expect(paint).not.toContain("Hebden Water Engine Works");
});

test("an area or a service there without approved specialists is a 404, and neither is in the sitemap", async ({ page, request }) => {
  for (const path of ["/areas/west-yorkshire/chrome-and-polishing", "/areas/rutland", "/areas/atlantis"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "No specialists listed here" })).toBeVisible();
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/areas\/west-yorkshire<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/areas\/west-yorkshire\/paint-and-bodywork<\/loc>/);
  expect(sitemap).not.toContain("/areas/west-yorkshire/chrome-and-polishing");
  expect(sitemap).not.toContain("/areas/rutland");
});

test("a service page opens with its specialists: the first card is on a phone's first screen, before the guide, and 'See all N' leads to them all", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/services/paint-and-bodywork");
  const list = page.getByRole("list", { name: "Paint & Bodywork specialists" });
  await expect(list.locator(":scope > li")).toHaveCount(6);
  const firstName = list.getByRole("heading").first();
  await expect(firstName).toBeInViewport();
  const seeAll = page.getByRole("link", { name: /^See all \d+ Paint & Bodywork specialists$/ });
  const total = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  // The guide comes after the specialists.
  const cardTop = (await firstName.boundingBox())!.y;
  expect((await page.getByRole("heading", { name: "About Paint & Bodywork" }).boundingBox())!.y).toBeGreaterThan(cardTop);
  await seeAll.click();
  await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork$/);
  await expect(page.getByRole("heading", { name: `${total} specialists found` })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the area pages and their links work as plain HTML", async ({ page }) => {
    await page.goto("/areas");
    await page.locator('a[data-area="west-yorkshire"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Classic car restorers in West Yorkshire");
    await page.getByRole("navigation", { name: "Services in West Yorkshire" }).getByRole("link", { name: /Paint & Bodywork/ }).click();
    await expect(page).toHaveURL(/\/areas\/west-yorkshire\/paint-and-bodywork$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paint & Bodywork specialists in West Yorkshire");
    for (const name of WEST_YORKSHIRE_PAINT) await expect(page.locator("[data-profile] h3 a").filter({ hasText: name })).toHaveCount(1);
    await expect(page.locator("[data-profile] h3 a").filter({ hasText: "Hebden Water Engine Works" })).toHaveCount(0);
  });
});
