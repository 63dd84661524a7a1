import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, expectAccessibleWithoutJavaScript, expectNoAxeViolations, gotoHydrated } from "./helpers";

// Issue #25 item 4: places people type. The suggestions come from the shipped geodata (/api/places).

const locationBox = (page: Page) => page.getByRole("search", { name: "Search specialists" }).getByLabel("Location");

test.describe("the location box with JavaScript", () => {
  test("suggests places as you type; arrow and Enter pick one and run the search; axe with the list open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/results");
    const box = locationBox(page);
    await box.click();
    await box.pressSequentially("Headi", { delay: 40 });
    const combobox = page.getByRole("combobox", { name: "Location" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("listbox", { name: "Suggested places" });
    await expect(list.getByRole("option").first()).toHaveText("Headingley, Leeds");
    await expect(combobox).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    // The count is announced.
    await expect(page.getByRole("status").filter({ hasText: /places? suggested/ })).toHaveCount(1);
    await page.screenshot({ path: "/tmp/location-suggestions-1440.png" });

    await expectNoAxeViolations(page);

    // Down makes the first place active (aria-activedescendant), Escape closes, Down opens again.
    await combobox.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await combobox.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await combobox.press("ArrowDown");
    await expect(list).toBeVisible();
    await combobox.press("ArrowDown");
    await combobox.press("Enter");

    await expect(page).toHaveURL(/\/results\?location=Headingley%2C\+Leeds$/);
    await expect(page.getByRole("heading", { name: /within 50 miles of Headingley, Leeds/ })).toBeVisible();
    await expect(page.locator("[data-distance]").first()).toBeVisible();

    // On a phone the folded search opens with "Change search", and the list shows and passes axe there too.
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/results");
    await page.locator(".results-search").getByText("Change search").click();
    await locationBox(page).click();
    await locationBox(page).pressSequentially("Headi", { delay: 40 });
    await expect(page.getByRole("listbox", { name: "Suggested places" })).toBeVisible();
    await page.screenshot({ path: "/tmp/location-suggestions-375.png" });
    await expectNoAxeViolations(page);
  });

  test("the home page's location box suggests places too", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    const box = page.getByRole("search", { name: "Find specialists" }).getByLabel("Location");
    await box.click();
    await box.pressSequentially("Kirkst", { delay: 40 });
    await expect(page.getByRole("option", { name: "Kirkstall, Leeds" })).toBeVisible();
    await page.screenshot({ path: "/tmp/location-suggestions-home-375.png" });
    await page.getByRole("option", { name: "Kirkstall, Leeds" }).click();
    await expect(page).toHaveURL(/\/results\?location=Kirkstall%2C\+Leeds$/);
  });

  test("Newport asks which, with a link per place, and shows the largest meanwhile", async ({ page }) => {
    await gotoHydrated(page, "/results?service=paint-and-bodywork&location=Newport");
    const question = page.getByRole("status").filter({ hasText: "Which Newport do you mean?" });
    await expect(question).toBeVisible();
    await expect(question).toContainText("Showing specialists near Newport, Wales meanwhile.");
    const places = question.getByRole("list", { name: "Places called Newport" }).getByRole("link");
    expect(await places.count()).toBeGreaterThanOrEqual(3);
    await expect(places.filter({ hasText: "Newport, Wales" })).toHaveCount(1);
    await expectAccessibleAtBothSizes(page);
    await page.screenshot({ path: "/tmp/location-newport-1440.png" });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: "/tmp/location-newport-375.png" });
    await places.filter({ hasText: "Newport, Isle of Wight" }).click();
    // The other choices of the search stay.
    await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork&location=Newport%2C\+Isle\+of\+Wight$/);
    await expect(page.getByText("Which Newport do you mean?")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /within 50 miles of Newport, Isle of Wight/ })).toBeVisible();
  });

  test("a misspelt place is answered with the closest spellings and the postcode that always works", async ({ page }) => {
    await gotoHydrated(page, "/results?location=Edinbrugh");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("We couldn’t find “Edinbrugh”.");
    await expect(alert).toContainText("A postcode such as LS1 4AP always works.");
    await expect(alert.getByRole("link", { name: "Edinburgh, Scotland" })).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await page.screenshot({ path: "/tmp/location-typo-1440.png" });
    await alert.getByRole("link", { name: "Edinburgh, Scotland" }).click();
    await expect(page).toHaveURL(/\/results\?location=Edinburgh%2C\+Scotland$/);
    await expect(page.getByRole("heading", { name: /within 50 miles of Edinburgh/ })).toBeVisible();
  });
});

test.describe("the location box without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain text field of the search form, and the search and the questions still work", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/results");
    // On a phone the search is folded into one line: "Change search" opens it, without a script too.
    await page.locator(".results-search").getByText("Change search").click();
    const box = locationBox(page);
    expect(await box.evaluate((input: HTMLInputElement) => input.type)).toBe("text");
    await expect(box).not.toHaveAttribute("role");
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveCount(0);
    await box.fill("Headingley");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/results\?location=Headingley$/);
    await expect(page.getByRole("heading", { name: /within 50 miles of Headingley, Leeds/ })).toBeVisible();

    await page.locator(".results-search").getByText("Change search").click();
    await locationBox(page).fill("Newport");
    await page.getByRole("search", { name: "Search specialists" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?location=Newport$/);
    await expect(page.getByText("Which Newport do you mean?")).toBeVisible();
    await expectAccessibleWithoutJavaScript(page);
    await page.getByRole("link", { name: "Newport, Isle of Wight" }).click();
    await expect(page).toHaveURL(/\/results\?location=Newport%2C\+Isle\+of\+Wight$/);
    await page.locator(".results-search").getByText("Change search").click();
    await expect(locationBox(page)).toHaveValue("Newport, Isle of Wight");
  });
});
