import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, expectAccessibleWithoutJavaScript } from "./helpers";
import { signInAs } from "./accounts";
import { SEEDED } from "./seeded-accounts";

// Three enquiries (e2e/seeded-accounts.ts): pending "Sill Seeker", contacted "Respray Rita", archived "Archie Archived".
const ACCOUNT = SEEDED.contactFilters;
const shown = (page: Page) => page.locator("[data-contact]");
const count = (page: Page, label: string) => page.locator(`[data-count="${label}"]`);

test("without JavaScript the contact requests filter as a plain form, the counts staying whole", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAs(page, ACCOUNT);
  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noJs = await plain.newPage();
  try {
    await noJs.goto("/dashboard/contacts");
    await expect(shown(noJs)).toHaveCount(3);

    // Enter in the search box sends it.
    await noJs.getByLabel("Search contacts").fill("sills");
    await noJs.getByLabel("Search contacts").press("Enter");
    await expect(noJs).toHaveURL(/\/dashboard\/contacts\?q=sills&status=all$/);
    await expect(shown(noJs)).toHaveCount(2);
    await expect(noJs.getByLabel("Search contacts")).toHaveValue("sills");

    // The status goes with Filter, the search kept.
    await noJs.getByLabel("Filter by status").selectOption("archived");
    await noJs.getByRole("button", { name: "Filter" }).click();
    await expect(noJs).toHaveURL(/\?q=sills&status=archived$/);
    await expect(shown(noJs)).toHaveCount(1);
    await expect(shown(noJs)).toContainText("Archie Archived");
    await expect(noJs.getByLabel("Filter by status")).toHaveValue("archived");
    await expect(count(noJs, "Total")).toHaveText("3");
    await expect(count(noJs, "Pending")).toHaveText("1");
    await expectAccessibleWithoutJavaScript(noJs);

    await noJs.getByLabel("Filter by status").selectOption("contacted");
    await noJs.getByRole("button", { name: "Filter" }).click();
    await expect(noJs.getByText("No contacts match your filters")).toBeVisible();
    await expect(shown(noJs)).toHaveCount(0);
  } finally {
    await plain.close();
  }
});

test("with JavaScript the list follows the search as it is typed and the status as it is chosen, and the address keeps them", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, ACCOUNT);
  await page.goto("/dashboard/contacts");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(shown(page)).toHaveCount(3);

  const search = page.getByLabel("Search contacts");
  await search.pressSequentially("respray", { delay: 30 });
  await expect(page).toHaveURL(/\?q=respray&status=all$/);
  await expect(shown(page)).toHaveCount(1);
  await expect(shown(page)).toContainText("Respray Rita");
  // Still typing where they were: the list changed, the box kept its focus and words.
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("respray");
  await expect(page.getByRole("button", { name: "Filter" })).toHaveCount(0);

  await search.fill("");
  await expect(shown(page)).toHaveCount(3);
  await page.getByLabel("Filter by status").selectOption("pending");
  await expect(page).toHaveURL(/\?q=&status=pending$/);
  await expect(shown(page)).toHaveCount(1);
  await expect(shown(page)).toContainText("Sill Seeker");
  await expectAccessibleAtBothSizes(page);

  // A reload, or a link to the address, opens the same list.
  await page.reload();
  await expect(shown(page)).toHaveCount(1);
  await expect(page.getByLabel("Filter by status")).toHaveValue("pending");
});
