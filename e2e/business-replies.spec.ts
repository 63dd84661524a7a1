import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESKTOP, expectAccessibleAtBothSizes, gotoHydrated, waitForMail } from "./helpers";
import { adminPage, signInAs } from "./accounts";
import { SEEDED } from "./seeded-accounts";

// Approved by e2e/seed-accounts.ts with one published review: the test does not depend on the review form.
const SPECIALIST = SEEDED.replies;
const REVIEW = SPECIALIST.publishedReviews[0]!;
const PROFILE_PATH = "/provider/right-of-reply-restorations";
const FIRST_REPLY = "Thank you, Philippa. The delay was the paint supplier's, and we should have told you sooner.";
const EDITED_REPLY = "Thank you, Philippa. The paint supplier let us down; we now confirm stock before quoting dates.";

test.use({ viewport: DESKTOP });

/** The review's card on the specialist's Reviews page. */
const reviewCard = (page: Page) => page.getByRole("list", { name: "All reviews" }).getByRole("listitem").filter({ hasText: REVIEW.reviewerName });
const disclosure = (card: Locator, name: string) => card.locator("summary", { hasText: name });

test("a specialist replies to a published review, an admin approves it, it shows under the review and the reviewer is emailed", async ({ page, browser }) => {
  test.setTimeout(180_000);

  // The specialist answers from the dashboard's Reviews page; an empty reply is refused by its field.
  await signInAs(page, SPECIALIST);
  await gotoHydrated(page, "/dashboard/reviews");
  const card = reviewCard(page);
  await expect(card).toContainText(REVIEW.comment);
  await disclosure(card, "Reply publicly").click();
  const field = card.getByLabel("Your public reply");
  await expect(card.getByText("0/1,500 characters")).toBeVisible();
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(card.getByText("Please write your reply")).toBeVisible();
  await expect(field).toHaveAttribute("aria-describedby", /-error/);
  await expect(field).toBeFocused();
  await expectAccessibleAtBothSizes(page);

  await field.fill(FIRST_REPLY);
  await expect(card.getByText(`${FIRST_REPLY.length}/1,500 characters`)).toBeVisible();
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(card.getByRole("status")).toHaveText(/Your reply has been sent for moderation/);
  await expect(card.getByText("Pending moderation")).toBeVisible();
  await expect(card.locator("p", { hasText: FIRST_REPLY })).toBeVisible();
  await expectAccessibleAtBothSizes(page);

  // Not public before moderation.
  // A context of its own (axe needs one): an anonymous visitor, served from the page cache.
  const visitorContext = await browser.newContext({ viewport: DESKTOP });
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, PROFILE_PATH);
  const reviews = visitor.getByRole("region", { name: "Customer Reviews" });
  await expect(reviews.getByText(REVIEW.comment)).toBeVisible();
  await expect(reviews.getByText(/Reply from/)).toHaveCount(0);

  // An admin approves it from the Reviews tab, where it shows with the review it answers.
  const admin = await adminPage(browser, "/admin/reviews");
  const queue = admin.getByRole("region", { name: "Business replies awaiting moderation" });
  const queued = queue.locator("[data-admin-reply]").filter({ hasText: FIRST_REPLY });
  await expect(queued).toContainText(SPECIALIST.businessName);
  await expect(queued).toContainText(REVIEW.reviewerName);
  await expect(queued).toContainText(REVIEW.comment);
  await expect(queued.getByText(`${REVIEW.rating} out of 5 stars`)).toHaveCount(1);
  await queued.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Reply approved successfully")).toBeVisible();

  // Published under its review, set apart, with the business's name and the date.
  await gotoHydrated(visitor, PROFILE_PATH);
  const published = reviews.getByRole("listitem").filter({ hasText: REVIEW.comment }).getByTestId("review-reply");
  await expect(published).toContainText(`Reply from ${SPECIALIST.businessName}`);
  await expect(published).toContainText(FIRST_REPLY);
  await expect(published.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expectAccessibleAtBothSizes(visitor);

  // The reviewer is told, with the reply and the listing's address.
  const mail = await waitForMail((m) => m.to.includes(REVIEW.reviewerEmail));
  expect(mail.subject).toBe(`${SPECIALIST.businessName} has replied to your review on The Restoration Register`);
  expect(mail.text).toContain(FIRST_REPLY);
  expect(mail.text).toContain(`${PROFILE_PATH}`);

  // Without JavaScript: an edit is a plain post, goes back to moderation and leaves the public page.
  const plainContext = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await plainContext.newPage();
  await plain.goto("/dashboard/reviews");
  const plainCard = reviewCard(plain);
  await expect(plainCard.getByText("Published", { exact: true })).toBeVisible();
  await disclosure(plainCard, "Edit reply").click();
  await plainCard.getByLabel("Your public reply").fill(EDITED_REPLY);
  await plainCard.getByRole("button", { name: "Save and send for moderation" }).click();
  await expect(plainCard.getByRole("status")).toHaveText(/Your reply has been sent for moderation/);
  await expect(plainCard.getByText("Pending moderation")).toBeVisible();
  await expect(plainCard.locator("p", { hasText: EDITED_REPLY })).toBeVisible();
  await gotoHydrated(visitor, PROFILE_PATH);
  await expect(reviews.getByText(/Reply from/)).toHaveCount(0);

  // With JavaScript, Delete asks first: Cancel keeps the reply, Delete reply removes it.
  await gotoHydrated(page, "/dashboard/reviews");
  await card.getByRole("button", { name: "Delete reply" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your reply?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.locator("p", { hasText: EDITED_REPLY })).toBeVisible();
  await card.getByRole("button", { name: "Delete reply" }).click();
  await dialog.getByRole("button", { name: "Delete reply" }).click();
  await expect(card.getByRole("status")).toHaveText("Your reply has been deleted.");
  await expect(disclosure(card, "Reply publicly")).toBeVisible();

  // Without JavaScript, a new reply and its deletion are plain posts too.
  await plain.goto("/dashboard/reviews");
  await disclosure(plainCard, "Reply publicly").click();
  await plainCard.getByLabel("Your public reply").fill(FIRST_REPLY);
  await plainCard.getByRole("button", { name: "Send reply" }).click();
  await expect(plainCard.getByText("Pending moderation")).toBeVisible();
  await plainCard.getByRole("button", { name: "Delete reply" }).click();
  await expect(plainCard.getByRole("status")).toHaveText("Your reply has been deleted.");
  await expect(plainCard.getByText("Pending moderation")).toHaveCount(0);

  await plainContext.close();
  await admin.context().close();
  await visitorContext.close();
});
