import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated } from "./helpers";
import { signInAs, signInAsAdmin } from "./accounts";
import { SEEDED } from "./seeded-accounts";

// M15 is a Manchester postcode district; the demo seed's workshop there is the best match near it.
const DISTRICT = "M15";
const FIRST = "Castlefield Classic Auto Electrics";

/**
 * /results with DISTRICT as its location, in the one ranking (issue #25): those within 50 miles,
 * each with its distance, then the nearest further afield under their own heading.
 */
async function expectBestMatchesNear(page: Page) {
  await expect(page.getByLabel("Location")).toHaveValue(DISTRICT);
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
  await expect(page.getByRole("heading", { name: new RegExp(`specialists found within 50 miles of ${DISTRICT} \\(Manchester\\)`) })).toBeVisible();
  await expect(page.locator("[data-results=found] [data-profile] h2").first()).toHaveText(FIRST);
  const milesIn = async (scope: string) =>
    (await page.locator(`${scope} [data-distance]`).allTextContents()).map((t) => (t.startsWith("Less") ? 0 : Number(/[\d.]+/.exec(t)![0])));
  const within = await milesIn("[data-results=found]");
  expect(within.length).toBeGreaterThan(1);
  // Nothing over 50 miles is among those found near the place (tests/honest-distance.test.ts has "Further afield").
  expect(Math.max(...within)).toBeLessThanOrEqual(50);
}
test.describe("home search with a location", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px it lands on /results with the best matches within 50 miles, and both pages pass axe`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await expectNoAxeViolations(page);
      const search = page.getByRole("search", { name: "Find specialists" });
      const location = search.getByLabel("Location");
      await expect(location).toHaveAccessibleDescription(/postcode, district or town/);
      await location.fill(` ${DISTRICT} `);
      await search.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.pathname === "/results");
      expect(new URL(page.url()).search).toBe(`?location=${DISTRICT}`);
      await expectBestMatchesNear(page);
      await expectNoAxeViolations(page);
    });
  }

  test("keeps the chosen service and make beside the location", async ({ page }) => {
    await gotoHydrated(page, "/");
    const search = page.getByRole("search", { name: "Find specialists" });
    await search.getByLabel("Service type").selectOption({ label: "Electrics & Wiring" });
    await search.getByLabel("Location").fill("Leeds");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?service=electrics-and-wiring&location=Leeds$/);
    await expect(page.getByLabel("Service type")).toHaveValue("electrics-and-wiring");
    await expect(page.getByText("Enter a location to sort by distance.")).toHaveCount(0);
  });
});

test.describe("home search without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("is a GET form: a postcode district lands on /results with the best matches near it", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search", { name: "Find specialists" });
    await search.getByLabel("Location").fill(DISTRICT);
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/results");
    // The server drops the empty selections from the address the form sent.
    expect(new URL(page.url()).search).toBe(`?location=${DISTRICT}`);
    await expectBestMatchesNear(page);
  });

  test("without a location it still searches, best matches first", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search", { name: "Find specialists" });
    await search.getByLabel("Vehicle make").selectOption({ label: "Jaguar" });
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/results");
    expect(new URL(page.url()).search).toBe("?vehicle=jaguar");
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
    await expect(page.locator("[data-profile]").first()).toBeVisible();
  });
});

/** The header bar's account link, outside the phone menu, visible and in one row with the logo and the menu button. */
async function headerAccountLink(page: Page, name: string) {
  const banner = page.getByRole("banner");
  const link = banner.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  const logo = await banner.getByRole("link", { name: /home$/ }).boundingBox();
  const account = await link.boundingBox();
  expect(logo && account).toBeTruthy();
  expect(account!.x).toBeGreaterThan(logo!.x + logo!.width);
  const viewport = page.viewportSize()!;
  if (viewport.width < 768) {
    const menu = await banner.getByRole("button", { name: "Open menu" }).boundingBox();
    expect(menu!.x).toBeGreaterThanOrEqual(account!.x + account!.width);
    expect(Math.abs(menu!.y + menu!.height / 2 - (account!.y + account!.height / 2))).toBeLessThan(2);
  }
  // Nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  return link;
}

test.describe("the header's account link", () => {
  test("signed out: Specialist Login is in the bar on a phone and leads to /auth", async ({ page }) => {
    for (const viewport of [{ width: 320, height: 700 }, PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await expect(await headerAccountLink(page, "Specialist Login")).toHaveAttribute("href", "/auth");
    }
    await page.setViewportSize(PHONE);
    await (await headerAccountLink(page, "Specialist Login")).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Specialist Portal" })).toBeVisible();
  });

  test("a signed-in specialist has My Profile in the bar on a phone; anonymous pages never show it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInAs(page, SEEDED.header);
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    const link = await headerAccountLink(page, "My Profile");
    await expect(link).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("banner").getByRole("link", { name: "Specialist Login" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same address for a visitor who is not signed in: the shared page cache keeps the anonymous header.
    const visitor = await browser.newContext({ viewport: PHONE });
    for (let i = 0; i < 2; i++) {
      const html = await (await visitor.request.get("/")).text();
      expect(html).toContain("Specialist Login");
      expect(html).not.toContain("My Profile");
    }
    await visitor.close();

    await link.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  });

  test("a signed-in admin has Admin Dashboard instead of My Profile, at 375 and 1440 px", async ({ page }) => {
    test.setTimeout(60_000); // a sign-in, two axe runs and three page loads
    await signInAsAdmin(page);

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/results");
      await expect(await headerAccountLink(page, "Admin Dashboard")).toHaveAttribute("href", "/admin");
      await expect(page.getByRole("link", { name: "My Profile" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    // The phone menu's account button agrees with the bar.
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute(
      "href",
      "/admin",
    );
    await page.keyboard.press("Escape");

    await (await headerAccountLink(page, "Admin Dashboard")).click();
    await expect(page).toHaveURL(/\/admin\/pending$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
