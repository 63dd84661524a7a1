import { expect, test } from "@playwright/test";
import { outagePage } from "../app/services/database-availability.server";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./helpers";

// The page served while the database is unreachable (tests/production/database-outage.test.ts
// proves when it is served); here: that it reads well and is accessible on a phone and a desktop.
for (const viewport of [PHONE, DESKTOP]) {
  test(`the outage page is accessible at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.setContent(outagePage());
    await expect(page.getByRole("heading", { level: 1, name: "We'll be back shortly" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
