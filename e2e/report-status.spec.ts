import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, gotoHydrated } from "./helpers";
import { adminPage, signInAs } from "./accounts";
import { SEEDED } from "./seeded-accounts";
import { REPORT_RECEIVED } from "../app/lib/review-reports";

test.use({ viewport: DESKTOP });

// Today as the dashboard writes dates (en-GB, the site's time zone).
const TODAY = new Date().toLocaleDateString("en-GB", { timeZone: "Europe/London" });

/**
 * #24 item 6 (b): a specialist who reported a review sees where the report stands instead of a fresh
 * "Report this review", and then the moderators' decision with their reason. The listing (seeded
 * live with one review, e2e/seed-accounts.ts) is this test's alone.
 */
test("a specialist's report shows 'Reported on {date}: under review' on their Reviews page, then the decision and the reason", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = SEEDED.selfReported;
  const review = account.publishedReviews![0]!;
  await signInAs(page, account);
  await gotoHydrated(page, "/dashboard/reviews");
  const item = page.getByRole("list", { name: "All reviews" }).getByRole("listitem").filter({ hasText: review.reviewerName });
  await item.getByText("Report this review").click();
  await item.getByRole("radio", { name: "Not a customer" }).check();
  await item.getByLabel("Details").fill("We have no record of this customer or of any TR6.");
  await item.getByRole("button", { name: "Send report" }).click();

  // In place of the form: the thank-you, then where the report stands; no second report.
  await expect(item.getByRole("status")).toHaveText(REPORT_RECEIVED);
  const status = item.locator("[data-report-status]");
  await expect(status).toHaveAttribute("data-report-status", "open");
  await expect(status).toContainText(`Reported on ${TODAY}: under review`);
  // Once the reloaded page data swaps the form for the status, the thank-you is still there.
  await expect(status.getByRole("status")).toHaveText(REPORT_RECEIVED);
  await expect(item.getByText("Report this review")).toHaveCount(0);
  await expect(item.getByRole("button", { name: "Send report" })).toHaveCount(0);
  // The same after a reload (the page's own data, not the form's answer).
  await gotoHydrated(page, "/dashboard/reviews");
  await expect(status).toHaveText(`Reported on ${TODAY}: under review`);
  await expect(item.getByText("Report this review")).toHaveCount(0);
  await expectAccessibleAtBothSizes(page);

  // An admin keeps the review, with a reason.
  const admin = await adminPage(browser, "/admin/reports");
  const card = admin.locator("[data-admin-report]").filter({ hasText: review.reviewerName });
  const reason = "The reviewer sent us an invoice from this garage for work on a TR6.";
  await card.getByLabel("Reason for your decision").fill(reason);
  await card.getByRole("button", { name: "Keep the review" }).click();
  await expect(admin.getByText("Review kept; its reports are closed")).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.context().close();

  // The specialist sees the decision and the moderators' words, and may report the review again.
  await gotoHydrated(page, "/dashboard/reviews");
  await expect(status).toHaveAttribute("data-report-status", "kept");
  await expect(status).toContainText(`Reported on ${TODAY}: review kept on ${TODAY}`);
  await expect(status).toContainText("Our moderators looked at your report and decided to keep this review.");
  await expect(status).toContainText(`Their reason: ${reason}`);
  await expect(item.getByText("Report this review")).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  // With REVIEW_SCREENSHOTS set, pictures of the card for a person to look at.
  if (process.env.REVIEW_SCREENSHOTS) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await item.screenshot({ path: test.info().outputPath(`report-status-${viewport.width}.png`) });
    }
  }
});
