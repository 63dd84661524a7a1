import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, gotoHydrated } from "./helpers";

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("Service Types and Vehicle Makes menus open and lead to their pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Service Types" }).click();
    await nav.getByRole("link", { name: "Paint & Bodywork" }).click();
    await expect(page).toHaveURL(/\/services\/paint-and-bodywork$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Paint");

    await nav.getByRole("button", { name: "Vehicle Makes" }).click();
    await nav.getByRole("link", { name: "Citroën" }).click();
    await expect(page).toHaveURL(/\/vehicles\/citroen$/);

    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("link", { name: "Specialist Login" }).first()).toHaveAttribute("href", "/auth");
  });

  test("a click on a menu's button just after the pointer opened it keeps it open", async ({ page }) => {
    // The page's clock, not the machine's: the click comes 100 ms after the hover opened the menu, as a
    // person's would, however busy the machine running the test is (a real-time version failed on one).
    await page.clock.install();
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const makes = nav.getByRole("button", { name: "Vehicle Makes" });
    const box = (await makes.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(centre.x, centre.y);
    // Resting the pointer opens the menu after the hover delay.
    await page.clock.runFor(250);
    await expect(makes).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(100);
    await page.mouse.click(centre.x, centre.y);
    await expect(makes).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Citroën" })).toBeVisible();
    // A later click on the same button still closes it.
    await page.clock.runFor(700);
    await page.mouse.click(centre.x, centre.y);
    await expect(makes).toHaveAttribute("aria-expanded", "false");
  });

  test("menus work from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Vehicle Makes" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Alfa Romeo");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vehicles\/alfa-romeo$/);
  });

  test("menus open on hover, switch between buttons, and close when the pointer leaves", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Service Types" });
    const makes = nav.getByRole("button", { name: "Vehicle Makes" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Paint & Bodywork" })).toBeVisible();
    // Into the panel and back out of it through its button keeps it open.
    await nav.getByRole("link", { name: "Upholstery & Trim" }).hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await makes.hover();
    await expect(makes).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Citroën" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(makes).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Citroën" })).toHaveCount(0);
  });

  test("arrow keys move through the menu bar and its panels; Escape closes a panel and returns to its button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Service Types" });
    const makes = nav.getByRole("button", { name: "Vehicle Makes" });
    await services.focus();
    await page.keyboard.press("ArrowRight");
    await expect(makes).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(services).toBeFocused();

    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Chrome & Polishing" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Classic Conversions" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    // Tabbing past the last link of an open panel closes it.
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Upholstery & Trim" }).focus();
    await page.keyboard.press("Tab");
    await expect(makes).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("a press outside an open menu closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Service Types" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    // The hero's background, well clear of the panel.
    await page.mouse.click(40, 650);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the services grid shows every category and leads to results for that service", async ({ page }) => {
    await gotoHydrated(page, "/");
    const grid = page.getByRole("list", { name: "Service categories" });
    await expect(grid.getByRole("link")).toHaveCount(10);
    await grid.getByRole("link", { name: /Upholstery & Trim/ }).click();
    await expect(page).toHaveURL(/\/results\?service=upholstery-and-trim$/);
  });

  test("the window scrolls to the top when the path changes", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Jaguar" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "Jaguar" }).click();
    await expect(page).toHaveURL(/\/vehicles\/jaguar$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("hero search", () => {
  test.use({ viewport: DESKTOP });

  test("builds the results URL from the chosen filters only", async ({ page }) => {
    const cases = [
      { service: "Engine Rebuilds", vehicle: "BMW", url: "/results?service=engine-rebuilds&vehicle=bmw" },
      { service: "Paint & Bodywork", vehicle: null, url: "/results?service=paint-and-bodywork" },
      { service: null, vehicle: "Mercedes-Benz", url: "/results?vehicle=mercedes-benz" },
      { service: null, vehicle: null, url: "/results" },
    ];
    for (const c of cases) {
      await gotoHydrated(page, "/");
      const search = page.getByRole("search", { name: "Find specialists" });
      if (c.service) await search.getByLabel("Service type").selectOption({ label: c.service });
      if (c.vehicle) await search.getByLabel("Vehicle make").selectOption({ label: c.vehicle });
      await search.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.pathname === "/results");
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(c.url);
    }
  });

  test("service and make pages preset their own filter", async ({ page }) => {
    await gotoHydrated(page, "/services/chrome-and-polishing");
    await expect(page.getByRole("search").getByLabel("Service type")).toHaveValue("chrome-and-polishing");
    await gotoHydrated(page, "/vehicles/land-rover");
    await expect(page.getByRole("search").getByLabel("Vehicle make")).toHaveValue("land-rover");
    await expect(page.getByRole("search").getByLabel("Service type")).toHaveValue("");
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: PHONE });

  test("the side sheet holds collapsible Service Types, Vehicle Makes and Company groups", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    for (const group of ["Service Types", "Vehicle Makes", "Company"]) {
      await expect(sheet.getByRole("button", { name: group })).toHaveAttribute("aria-expanded", "false");
    }
    await expect(sheet.getByRole("link", { name: "Engine Rebuilds" })).toHaveCount(0);
    await sheet.getByRole("button", { name: "Company" }).click();
    await expect(sheet.getByRole("link", { name: "Contact" })).toBeVisible();
    await sheet.getByRole("button", { name: "Service Types" }).click();
    await sheet.getByRole("link", { name: "Engine Rebuilds" }).click();
    await expect(page).toHaveURL(/\/services\/engine-rebuilds$/);
    await expect(sheet).toBeHidden();

    // Escape closes it and returns focus to the menu button.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Focus starts on its close button; the groups start folded again; a press beside the sheet closes it.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Service Types" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.mouse.click(20, 400);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();

    // Its account button leads to the sign-in page and closes it.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Specialist Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("service categories are a carousel of 2 cards per slide whose arrows wrap around", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Service categories" });
    await expect(page.getByRole("list", { name: "Service categories" })).toBeHidden();
    const visibleCards = carousel.locator('[data-testid="carousel-slide"]:not([aria-hidden="true"]) a');
    await expect(visibleCards).toHaveCount(2);
    await expect(visibleCards.first()).toContainText("Chrome & Polishing");
    await expect(carousel.getByText("1 / 5")).toBeVisible();

    // Previous from the first slide wraps to the last.
    await carousel.getByRole("button", { name: "Previous services" }).click();
    await expect(carousel.getByText("5 / 5")).toBeVisible();
    await expect(visibleCards).toHaveCount(2);
    await expect(visibleCards.first()).toContainText("Restoration Management");
    await expect(visibleCards.first()).toBeInViewport();

    // Next from the last slide wraps to the first.
    await carousel.getByRole("button", { name: "Next services" }).click();
    await expect(carousel.getByText("1 / 5")).toBeVisible();
    await expect(visibleCards.first()).toContainText("Chrome & Polishing");

    await carousel.getByRole("button", { name: "Next services" }).click();
    await expect(visibleCards.first()).toContainText("Diagnostics & Inspection");
    await visibleCards.first().click();
    await expect(page).toHaveURL(/\/results\?service=diagnostics-and-inspection$/);
  });
});
