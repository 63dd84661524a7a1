import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./helpers";
import { SEEDED } from "./seeded-accounts";
import { signInAsAdmin } from "./accounts";

test.use({ viewport: DESKTOP });

/** A card's wait in hours, from its words ("Waiting 78 days", "Waiting 3 hours", "Waiting less than an hour"). */
function hoursOf(text: string): number {
  const match = /Waiting (\d+) (hour|day)s?/.exec(text);
  if (!match) {
    expect(text).toContain("Waiting less than an hour");
    return 0;
  }
  return Number(match[1]) * (match[2] === "day" ? 24 : 1);
}

test("the Pending tab lists the longest-waiting listing first, says how long each has waited, and shows what to check", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  const cards = page.locator("[data-admin-profile]");
  const oldest = cards.filter({ hasText: SEEDED.queueOldest.businessName });
  const recent = cards.filter({ hasText: SEEDED.queueRecent.businessName });
  await expect(oldest).toHaveCount(1);
  await expect(recent).toHaveCount(1);

  // Longest-waiting first: every card has waited at least as long as the next.
  const waits = await page.locator("[data-admin-profile] [data-waiting]").allInnerTexts();
  expect(waits.length).toBe(await cards.count());
  const hours = waits.map(hoursOf);
  expect(hours).toEqual([...hours].sort((a, b) => b - a));
  const names = await cards.locator("h3").allInnerTexts();
  expect(names.indexOf(SEEDED.queueOldest.businessName)).toBeLessThan(names.indexOf(SEEDED.queueRecent.businessName));

  // How long, and past the promised 48 hours said in words.
  await expect(oldest.locator("[data-waiting]")).toHaveText(/^Waiting 78 days\s*Over the 48 hours we promise$/);
  await expect(recent.locator("[data-waiting]")).toHaveText("Waiting 3 hours");

  // What an admin checks before approving.
  const oldChecks = oldest.getByRole("region", { name: "Before approving" });
  const site = oldChecks.getByRole("link", { name: /seeded\.e2e\.example\/coachbuilders/ });
  await expect(site).toHaveAttribute("href", "https://www.seeded.e2e.example/coachbuilders");
  await expect(site).toHaveAttribute("target", "_blank");
  await expect(site).toHaveAttribute("rel", "noopener noreferrer");
  await expect(site).toHaveAccessibleName(/opens in a new tab/);
  await expect(oldChecks).toContainText("Unit 9, Kirkstall Forge, Leeds, West Yorkshire, LS5 3BT");
  await expect(oldChecks).toContainText("0113 496 0777");
  await expect(oldChecks).toContainText(SEEDED.queueOldest.email);
  await expect(oldChecks).toContainText("Email domain matches website");
  await expect(oldChecks).toContainText("No logo");
  const recentChecks = recent.getByRole("region", { name: "Before approving" });
  await expect(recentChecks).toContainText("Email domain differs from website (seeded.e2e.example vs example.co.uk)");

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await oldest.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`pending-${viewport.width}.png`) });
    await expectNoAxeViolations(page);
  }
});
