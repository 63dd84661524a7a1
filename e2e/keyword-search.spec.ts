import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated } from "./helpers";

// From the demo seed (scripts/seed-data.ts): the one listing that mentions the E-type, a Jaguar specialist.
const MENTIONS_E_TYPE = "Arden XK Restorations";

async function expectKeywordResults(page: Page, keyword: string) {
  await expect(page.getByRole("heading", { name: new RegExp(`specialists? found for “${keyword}”`) })).toBeVisible();
  await expect(page.getByLabel("Keyword or model")).toHaveValue(keyword);
  const first = page.locator("[data-profile]").first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(MENTIONS_E_TYPE);
  await expect(first.locator("[data-excerpt] mark").filter({ hasText: /^E-type$/ })).toBeVisible();
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
  // Jaguar specialists who do not mention it follow: the model maps to its make.
  expect(await page.locator("[data-profile]").count()).toBeGreaterThan(1);
}

test.describe("keyword search", () => {
  test("from the home page to Best match results with the words marked, at 1440 and 375 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    const search = page.getByRole("search", { name: "Find specialists" });
    await search.getByLabel("Keyword or model").fill("E-type");
    await page.screenshot({ path: "/tmp/keyword-search-home-1440.png" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?q=E-type$/);
    await expectKeywordResults(page, "E-type");
    await expect(page).toHaveTitle(/“E-type”/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/keyword-search-results-1440.png", fullPage: false });

    // Another sort keeps the keyword; the default comes back without a sort in the address.
    await page.getByLabel("Sort by").selectOption({ label: "Most Experience" });
    await expect(page).toHaveURL(/\/results\?q=E-type&sort=experience$/);
    await page.getByLabel("Sort by").selectOption({ label: "Best match" });
    await expect(page).toHaveURL(/\/results\?q=E-type$/);

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/keyword-search-results-375.png", fullPage: true });
  });

  test("combines with a filter, and an empty result says what was searched", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/results?vehicle=porsche");
    // Best match is the one ranking, with or without words (issue #25).
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Best match");
    await page.getByLabel("Keyword or model").fill("stampings");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?vehicle=porsche&q=stampings$/);
    await expect(page.getByRole("heading", { name: "No specialists match “stampings” · Porsche" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Search “stampings” without filters" }).click();
    await expect(page).toHaveURL(/\/results\?q=stampings$/);
    await expect(page.getByRole("heading", { name: "1 specialist found for “stampings”" })).toBeVisible();
    await expect(page.locator("[data-profile] [data-excerpt] mark")).toHaveText(["stampings"]);
  });
});

test.describe("keyword search without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the home form is a GET form: the keyword lands on /results, best matches first", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search", { name: "Find specialists" });
    await search.getByLabel("Keyword or model").fill("E-type");
    await page.screenshot({ path: "/tmp/keyword-search-home-375.png" });
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.pathname === "/results");
    // The same order from the home form as from /results (issue #25): Best match.
    expect(new URL(page.url()).search).toBe("?q=E-type");
    const first = page.locator("[data-profile]").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(MENTIONS_E_TYPE);
    await expect(first.locator("[data-excerpt] mark").filter({ hasText: /^E-type$/ })).toBeVisible();

    // The results form, folded on a phone: another sort, then the keyword with the sort back on Best match.
    await page.locator(".results-search").getByText("Change search").click();
    await page.getByLabel("Sort by").selectOption({ label: "Most Experience" });
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.search === "?q=E-type&sort=experience");
    await page.locator(".results-search").getByText("Change search").click();
    await page.getByLabel("Sort by").selectOption({ label: "Best match" });
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.search === "?q=E-type");
    await expectKeywordResults(page, "E-type");
  });

  test("a misspelt make finds its specialists, and the page says what it searched instead", async ({ page }) => {
    await page.goto("/results?q=porshe");
    await expect(page.getByRole("heading", { name: /specialists found for “porsche”/ })).toBeVisible();
    await expect(page.getByText("Nothing matched “porshe”, so these are the results for “porsche”.")).toBeVisible();
    await expect(page.locator("[data-results=found] [data-profile] h2").first()).toHaveText("Test Valley Flat-Six");
  });
});
