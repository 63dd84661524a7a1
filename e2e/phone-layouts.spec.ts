import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, expectAccessibleWithoutJavaScript, gotoHydrated } from "./helpers";
import { asOwnClient, signInAsAdmin } from "./accounts";

// Issue #25 item 5 at 375×812. The demo seed (scripts/seed-data.ts): Aire Valley Coachworks is a Leeds body and
// paint shop working on Jaguars, so this search has results, the nearest of them in Leeds.
const SEARCH = "/results?service=paint-and-bodywork&vehicle=jaguar&location=Leeds";
const PROFILE = { slug: "aire-valley-coachworks", name: "Aire Valley Coachworks", phone: "0113 496 0418", tel: "tel:01134960418" };
const PROFILE_PATH = `/provider/${PROFILE.slug}`;

/** Wholly inside the first screen (812 px), as laid out, whatever the page's scroll. */
async function expectOnFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "laid out").not.toBeNull();
  const top = box!.y + (await locator.page().evaluate(() => window.scrollY));
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top + box!.height).toBeLessThanOrEqual(PHONE.height);
}

const firstCardHeading = (page: Page) => page.locator("[data-profile]").first().getByRole("heading", { level: 2 });
const searchSummary = (page: Page) => page.locator(".results-search");
/** Call and Send Message under the profile's name, and in the bar at the bottom. */
const topActions = (page: Page) => page.locator(".contact-actions-top");
const bar = (page: Page) => page.locator(".contact-bar");
const callButton = (scope: Locator) => scope.getByRole("button", { name: `Call ${PROFILE.name}: show the number` });
const messageLink = (scope: Locator) => scope.getByRole("link", { name: "Send Message" });

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
}

/** The admin's Insights count of contact reveals in the last 30 days. */
async function revealsCounted(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page, "/admin/insights");
    const caption = page.locator("figcaption").filter({ hasText: "Contact reveals per day" });
    return Number(/(\d+) in 30 days/.exec(await caption.innerText())![1]);
  } finally {
    await context.close();
  }
}

/** A phone's browser: HeadlessChrome's own user agent is a crawler's, whose reveals the analytics leave out. */
const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test.describe("phone layouts with JavaScript", () => {
  test.use({ viewport: PHONE, userAgent: PHONE_BROWSER });

  test("/results: the first result on the first screen, the search folded into its summary, List / Map", async ({ page }) => {
    await gotoHydrated(page, SEARCH);
    await expectOnFirstScreen(firstCardHeading(page));
    await expect(searchSummary(page).getByText("Paint & Bodywork · Jaguar · Leeds")).toBeVisible();
    await expect(page.getByLabel("Keyword or model")).toBeHidden();

    // "Filters (2)": the service and the make, nothing else of the form.
    await searchSummary(page).getByText("Filters (2)").click();
    await expect(page.getByLabel("Service type")).toBeVisible();
    await expect(page.getByLabel("Vehicle make")).toHaveValue("jaguar");
    await expect(page.getByLabel("Keyword or model")).toBeHidden();
    await expect(page.getByLabel("Location")).toBeHidden();

    // "Change search": the whole form; a new search folds it again.
    await searchSummary(page).getByText("Change search").click();
    await expect(page.getByLabel("Service type")).toBeVisible();
    await page.getByLabel("Keyword or model").fill("Mk2");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork&vehicle=jaguar&q=Mk2&location=Leeds$/);
    await expect(searchSummary(page).getByText("“Mk2” · Paint & Bodywork · Jaguar · Leeds")).toBeVisible();
    await expect(page.getByLabel("Keyword or model")).toBeHidden();
    await expectOnFirstScreen(firstCardHeading(page));

    // List / Map: the map follows the cards on a phone.
    const views = page.getByRole("navigation", { name: "List or map" });
    await expectOnFirstScreen(views);
    await views.getByRole("link", { name: "Map" }).click();
    await expect(page.locator("#results-map img")).toBeInViewport();
    await views.getByRole("link", { name: "List" }).click();
    await expect(firstCardHeading(page)).toBeInViewport();

    await page.goto(SEARCH);
    await expectAccessibleAtBothSizes(page);
    // At the desktop's width the form is whole, as before, and the phone's controls are gone.
    await expect(page.getByLabel("Keyword or model")).toBeVisible();
    await expect(searchSummary(page).getByText("Change search")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "List or map" })).toBeHidden();
  });

  test("a profile: Call and Send Message on the first screen and in a bar that stays; Call reveals and counts, Send Message opens the form", async ({
    page,
    browser,
  }) => {
    await asOwnClient(page); // reveals are rate-limited per client
    await gotoHydrated(page, PROFILE_PATH);
    await expectOnFirstScreen(callButton(topActions(page)));
    await expectOnFirstScreen(messageLink(topActions(page)));

    await scrollToBottom(page);
    await expect(callButton(bar(page))).toBeInViewport();
    await expect(messageLink(bar(page))).toBeInViewport();
    // It covers nothing: the page ends above it.
    const footerBottom = await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = (await bar(page).boundingBox())!.y;
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

    // Call: the phone's reveal, posted and counted as Show Phone's; every copy of the button shows the number.
    const before = await revealsCounted(browser);
    const [reveal] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(PROFILE_PATH)),
      callButton(bar(page)).click(),
    ]);
    const posted = new URLSearchParams(reveal.request().postData() ?? "");
    expect([posted.get("intent"), posted.get("type")]).toEqual(["reveal", "phone"]);
    expect(reveal.status()).toBe(200);
    expect(reveal.headers()["cache-control"]).toContain("no-store");
    await expect(bar(page).getByRole("link", { name: PROFILE.phone })).toHaveAttribute("href", PROFILE.tel);
    await expect(page.getByRole("complementary", { name: "Contact" }).getByRole("link", { name: PROFILE.phone })).toHaveAttribute("href", PROFILE.tel);
    await expect.poll(() => revealsCounted(browser), { timeout: 15_000 }).toBeGreaterThan(before);

    // Send Message: the enquiry dialog.
    await messageLink(bar(page)).click();
    const dialog = page.getByRole("dialog", { name: "Send Message" });
    await expect(dialog.getByLabel("Message")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessibleAtBothSizes(page);
    await expect(bar(page)).toBeHidden();
    await expect(topActions(page)).toBeHidden();
  });
});

test.describe("phone layouts without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("/results: the first result on the first screen; Change search opens the form", async ({ page }) => {
    await page.goto(SEARCH);
    await expectOnFirstScreen(firstCardHeading(page));
    await expect(page.getByLabel("Keyword or model")).toBeHidden();
    await expectAccessibleWithoutJavaScript(page);

    await searchSummary(page).getByText("Change search").click();
    await page.getByLabel("Location").fill("York");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork&vehicle=jaguar&location=York$/);
    await expect(searchSummary(page).getByText("Paint & Bodywork · Jaguar · York")).toBeVisible();
    await expectOnFirstScreen(firstCardHeading(page));

    // Sorting posts the folded form with its own button.
    await page.getByLabel("Sort by").selectOption({ label: "Nearest Location" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork&vehicle=jaguar&location=York&sort=nearest$/);
  });

  test("a profile: Call and Send Message on the first screen and in the bar at the bottom; Call shows the number", async ({ page }) => {
    await asOwnClient(page);
    await page.goto(PROFILE_PATH);
    await expectOnFirstScreen(callButton(topActions(page)));
    await expectOnFirstScreen(messageLink(topActions(page)));
    await scrollToBottom(page);
    await expect(callButton(bar(page))).toBeInViewport();
    await expect(messageLink(bar(page))).toBeInViewport();
    await expectAccessibleWithoutJavaScript(page);

    // Call posts the reveal form: the page comes back with the number as a tel: link, the bar's included.
    await callButton(bar(page)).click();
    await expect(page).toHaveURL(`${PROFILE_PATH}#contact`);
    await expect(bar(page).getByRole("link", { name: PROFILE.phone })).toHaveAttribute("href", PROFILE.tel);
    await expect(topActions(page).getByRole("link", { name: PROFILE.phone })).toHaveAttribute("href", PROFILE.tel);
    await expectAccessibleWithoutJavaScript(page);

    // Send Message loads the page with the enquiry form in place.
    await page.goto(PROFILE_PATH);
    await messageLink(topActions(page)).click();
    await expect(page).toHaveURL(`${PROFILE_PATH}?form=message#enquiry`);
    const form = page.getByRole("region", { name: "Send Message" });
    await expect(form.getByLabel("Message")).toBeVisible();
  });
});
