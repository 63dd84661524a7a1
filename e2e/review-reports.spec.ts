import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, startFormsAMinuteAgo, waitForMail } from "./helpers";
import { E2E_ADMIN } from "./admin-account";
import { SEEDED } from "./seeded-accounts";
import { REPORT_RECEIVED } from "../app/lib/review-reports";
import { signInAsAdmin } from "./accounts";

test.use({ viewport: DESKTOP });

/**
 * Issue #14's acceptance: a report → an admin's removal → the rating changes and both parties are
 * emailed. The listing (seeded live with a 5-star and a 1-star review, e2e/seed-accounts.ts) is this
 * test's alone.
 */
test("a visitor reports a published review, an admin removes it, the rating follows and both parties are emailed", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = SEEDED.reported;
  const suspect = account.publishedReviews![1]!;
  // A context of its own (axe needs one): the visitor and the admin are two people.
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await gotoHydrated(visitor, "/provider/reported-review-motors");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(account.businessName);
  await expect(visitor.getByText("Rated 3.0 out of 5")).toBeVisible();
  await expect(visitor.getByText("(2 reviews)")).toBeVisible();

  // Each review links to a report page of its own: the cached profile holds no form.
  const reviews = visitor.getByRole("region", { name: "Customer Reviews" });
  await reviews.getByRole("link", { name: `Report this review by ${suspect.reviewerName}` }).click();
  await expect(visitor).toHaveURL(/\/reviews\/[0-9a-f-]{36}\/report$/);
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(visitor.getByRole("heading", { name: "Report a review" })).toBeVisible();
  await expect(visitor.getByText(suspect.comment)).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await visitor.setViewportSize(viewport);
    await expectNoAxeViolations(visitor);
  }

  // Without a reason the form says so beside the group; "Other" needs details.
  await startFormsAMinuteAgo(visitor);
  await visitor.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByText("Please choose why you are reporting this review")).toBeVisible();
  await expect(visitor.getByRole("radio", { name: "Fake review" })).toBeFocused();
  await visitor.getByRole("radio", { name: "Other" }).check();
  await visitor.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByText("Please tell us what is wrong with this review")).toBeVisible();
  await expect(visitor.getByLabel("Details")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(visitor);

  await visitor.getByRole("radio", { name: "Fake review" }).check();
  await visitor.getByLabel("Details").fill("The same words are on three other garages' pages.");
  await visitor.getByLabel("Your email (optional)").fill("careful.reader@example.org");
  await visitor.getByRole("button", { name: "Send report" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: REPORT_RECEIVED })).toBeVisible();
  await waitForMail((m) => m.to.includes(E2E_ADMIN.email) && m.subject === `A review of ${account.businessName} was reported`);

  // The admin's Reported reviews tab: the review, the report, and a reason for the decision.
  await signInAsAdmin(page);
  await page.getByRole("link", { name: /^Reported reviews \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const card = page.locator("[data-admin-report]").filter({ hasText: suspect.reviewerName });
  await expect(card).toContainText(suspect.comment);
  await expect(card).toContainText("1 open report");
  await expect(card).toContainText("Fake review");
  await expect(card).toContainText("A visitor (careful.reader@example.org)");
  await expect(card).toContainText("The same words are on three other garages' pages.");
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  await card.getByRole("button", { name: "Remove the review" }).click();
  await expect(card.getByText("Please give the reason for your decision")).toBeVisible();
  const reason = "The same text was posted about three other listings: not a real customer.";
  await card.getByLabel("Reason for your decision").fill(reason);
  await card.getByRole("button", { name: "Remove the review" }).click();
  await expect(page.getByText("Review removed; the reviewer and the specialist have been emailed")).toBeVisible();
  await expect(card).toHaveCount(0);

  // Public at once: the review is gone, and the rating and count no longer hold it.
  await gotoHydrated(visitor, "/provider/reported-review-motors");
  await expect(visitor.getByText(suspect.comment)).toHaveCount(0);
  await expect(visitor.getByText("Rated 5.0 out of 5")).toBeVisible();
  await expect(visitor.getByText("(1 review)")).toBeVisible();

  const toReviewer = await waitForMail((m) => m.to.includes(suspect.reviewerEmail) && /has been removed/.test(m.subject));
  expect(toReviewer.subject).toBe(`Your review of ${account.businessName} has been removed`);
  expect(toReviewer.text).toContain(`Reason: ${reason}`);
  const toSpecialist = await waitForMail((m) => m.to.includes(account.email) && /has been removed/.test(m.subject));
  expect(toSpecialist.subject).toBe(`A review of ${account.businessName} has been removed`);
  expect(toSpecialist.text).toContain(`Reason: ${reason}`);
  const toReporter = await waitForMail((m) => m.to.includes("careful.reader@example.org"));
  expect(toReporter.text).toContain("removed the review");
});
