import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, expectAccessibleWithoutJavaScript, gotoHydrated, waitForShortlistCount } from "./helpers";

// Fictional approved profiles from the demo seed (scripts/seed-data.ts).
const ARDEN = { slug: "arden-xk-restorations", name: "Arden XK Restorations" };
const AIRE = { slug: "aire-valley-coachworks", name: "Aire Valley Coachworks" };
const WINDRUSH = { slug: "windrush-coachtrimmers", name: "Windrush Coachtrimmers" };

const saveButton = (page: Page, name: string) => page.getByRole("button", { name: `Save ${name} to your shortlist` });
const savedButton = (page: Page, name: string) => page.getByRole("button", { name: `Saved: remove ${name} from your shortlist` });
const compareTable = (page: Page) => page.getByRole("table", { name: "Side by side" });

test.describe("the shortlist with JavaScript (issue #27 item 1)", () => {
  test.use({ viewport: PHONE });

  test("Save on two profiles without leaving them, compare them side by side, remove one", async ({ page }) => {
    for (const [index, profile] of [ARDEN, AIRE].entries()) {
      await gotoHydrated(page, `/provider/${profile.slug}`);
      // In sight on a phone's first screen, beside the rating.
      await expect(saveButton(page, profile.name)).toBeInViewport();
      await saveButton(page, profile.name).click();
      await expect(savedButton(page, profile.name)).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(new RegExp(`/provider/${profile.slug}$`));
      await waitForShortlistCount(page, index + 1);
    }
    await page.getByRole("link", { name: "Compare your shortlist (2)" }).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    const table = compareTable(page);
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await expect(table.getByRole("link", { name: ARDEN.name })).toHaveAttribute("href", `/provider/${ARDEN.slug}`);
    await expect(table.getByRole("rowheader", { name: "Confirmed or verified reviews" })).toBeVisible();
    await expectAccessibleAtBothSizes(page);

    // Distances from the owner's place, through the plain GET form (the address holds it).
    await page.getByLabel("Your town or postcode (for distances)").fill("Coventry");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/near=Coventry/);
    await expect(table.getByRole("rowheader", { name: /^Where \(from Coventry/ })).toBeVisible();
    await expect(table).toContainText("miles away");

    await savedButton(page, AIRE.name).click();
    await expect(table.getByRole("columnheader")).toHaveCount(1);
    await expect(table.getByRole("link", { name: AIRE.name })).toHaveCount(0);

    // Save on a search result's card too, without leaving the results.
    await gotoHydrated(page, `/results?q=${encodeURIComponent(WINDRUSH.name)}`);
    const card = page.locator(`[data-profile="${WINDRUSH.slug}"]`);
    await card.getByRole("button", { name: `Save ${WINDRUSH.name} to your shortlist` }).click();
    await expect(card.getByRole("button", { name: `Saved: remove ${WINDRUSH.name} from your shortlist` })).toBeVisible();
    await expect(page).toHaveURL(/\/results\?q=/);
  });
});

/** The first "Save … to your shortlist" on the page, and the business it saves. */
async function firstSave(page: Page) {
  const save = page.getByRole("button", { name: /^Save .+ to your shortlist$/ }).first();
  const name = (await save.getAttribute("aria-label"))!.replace(/^Save (.+) to your shortlist$/, "$1");
  return { save, name };
}

test("Save on a service page's specialist cards, without leaving the page", async ({ page }) => {
  await gotoHydrated(page, "/services/paint-and-bodywork");
  const { save, name } = await firstSave(page);
  await save.click();
  await expect(savedButton(page, name)).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/services\/paint-and-bodywork$/);
  await page.goto("/shortlist");
  await expect(compareTable(page).getByRole("link", { name })).toBeVisible();
});

test.describe("the shortlist without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("Save on a make page's specialist card is a plain form that comes back to the page", async ({ browser }) => {
    const page = await (await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })).newPage();
    await page.goto("/vehicles/jaguar");
    const { save, name } = await firstSave(page);
    await save.click();
    await expect(page).toHaveURL(/\/vehicles\/jaguar$/);
    await expect(page.getByRole("status").filter({ hasText: `${name} is on your shortlist` })).toBeVisible();
    await expect(savedButton(page, name)).toBeVisible();
    await page.context().close();
  });

  test("Save is a plain form that comes back to the profile, the compare page works, and Clear empties it", async ({ page }) => {
    // From a search result's card: the answer is the same results page, with a toast.
    const results = `/results?q=${encodeURIComponent(WINDRUSH.name)}`;
    await page.goto(results);
    await page.locator(`[data-profile="${WINDRUSH.slug}"]`).getByRole("button", { name: `Save ${WINDRUSH.name} to your shortlist` }).click();
    await expect(page).toHaveURL(/\/results\?q=Windrush/);
    await expect(page.getByRole("status").filter({ hasText: `${WINDRUSH.name} is on your shortlist` })).toBeVisible();
    await expect(page.locator(`[data-profile="${WINDRUSH.slug}"]`).getByRole("button", { name: `Saved: remove ${WINDRUSH.name} from your shortlist` })).toBeVisible();
    // Its profile says so too, rendered for this visitor (a shortlist keeps pages out of the shared cache).
    await page.goto(`/provider/${WINDRUSH.slug}`);
    await expect(savedButton(page, WINDRUSH.name)).toBeVisible();
    await page.getByRole("link", { name: "Compare your shortlist (1)" }).click();
    await expect(compareTable(page).getByRole("link", { name: WINDRUSH.name })).toBeVisible();
    await expectAccessibleWithoutJavaScript(page);
    // A name several places share asks which one, as /results does; each choice keeps the comparison.
    await page.getByLabel("Your town or postcode (for distances)").fill("Newport");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page.getByText("Which Newport do you mean?")).toBeVisible();
    await page.getByRole("list", { name: "Places called Newport" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/shortlist\?near=/);
    await expect(compareTable(page)).toContainText("miles away");

    await page.getByRole("button", { name: "Clear my shortlist" }).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your shortlist is empty" })).toBeVisible();
  });
});

// #27 item 2: "from the shortlist, or from results, ticking up to 5".
const quoteTick = (page: Page, name: string) => page.getByRole("checkbox", { name: `Ask for a quote from ${name}` });
const sendingTo = (page: Page) => page.getByRole("list", { name: "Specialists this request goes to" });

/** The businesses of the first `count` cards on a results page, in order. */
async function cardNames(page: Page, count: number): Promise<string[]> {
  const headings = page.locator("#results-list [data-profile] h2");
  await expect(headings.nth(count - 1)).toBeVisible();
  return (await headings.allTextContents()).slice(0, count).map((name) => name.trim());
}

test.describe("ticking results for one quote request, with JavaScript", () => {
  test.use({ viewport: PHONE });

  test("two ticks on a phone: a bar counts them and sends them; a sixth cannot be ticked", async ({ page }) => {
    await gotoHydrated(page, "/results");
    const names = await cardNames(page, 6);
    const bar = page.locator("[data-quote-pick-count]");
    await expect(bar).toHaveCount(0);
    await quoteTick(page, names[0]!).check();
    await quoteTick(page, names[1]!).check();
    // The bar is on screen wherever the owner has scrolled to.
    await expect(bar).toHaveText("2 of 5 ticked");
    await expect(bar).toBeInViewport();
    await expect(page.getByRole("status").filter({ hasText: "2 of 5 ticked" })).toBeAttached();
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize(PHONE);

    for (const name of names.slice(2, 5)) await quoteTick(page, name).check();
    await expect(bar).toHaveText("5 of 5 ticked");
    await expect(quoteTick(page, names[5]!)).toBeDisabled();
    // Untick one, and the sixth can be ticked instead.
    await quoteTick(page, names[4]!).uncheck();
    await expect(quoteTick(page, names[5]!)).toBeEnabled();
    await quoteTick(page, names[2]!).uncheck();
    await quoteTick(page, names[3]!).uncheck();
    await expect(bar).toHaveText("2 of 5 ticked");

    await page.getByRole("button", { name: "Request quotes", exact: true }).click();
    await expect(page).toHaveURL(/\/quotes\/new\?to=[0-9a-f-]{36}&to=[0-9a-f-]{36}$/);
    await expect(sendingTo(page).getByRole("listitem")).toHaveCount(2);
    for (const name of names.slice(0, 2)) await expect(sendingTo(page)).toContainText(name);
    await expect(page.getByLabel("Describe the work")).toBeVisible();

    // Back on the results, the ticks are gone from the count with the cards that left.
    await gotoHydrated(page, "/results?page=2");
    await expect(bar).toHaveCount(0);
  });
});

test.describe("ticking results for one quote request, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the ticks are a plain form after the results; more than five keeps the first five and says so", async ({ page }) => {
    await page.goto("/results");
    const names = await cardNames(page, 6);
    for (const name of names) await quoteTick(page, name).check();
    await expectAccessibleWithoutJavaScript(page);
    await page.getByRole("button", { name: "Request quotes from those ticked" }).click();
    await expect(page).toHaveURL(/\/quotes\/new\?/);
    await expect(sendingTo(page).getByRole("listitem")).toHaveCount(5);
    for (const name of names.slice(0, 5)) await expect(sendingTo(page)).toContainText(name);
    await expect(sendingTo(page)).not.toContainText(names[5]!);
    await expect(page.getByText("A request goes to at most 5 specialists: the first 5 are kept.")).toBeVisible();
  });

  test("with nothing ticked, the request page says how to choose", async ({ page }) => {
    await page.goto("/results");
    await page.getByRole("button", { name: "Request quotes from those ticked" }).click();
    await expect(page.getByText("No specialist chosen yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Search for specialists" })).toHaveAttribute("href", "/results");
  });
});
