import { expect, test, type Browser, type Page } from "@playwright/test";
import { DESKTOP, expectAccessibleAtBothSizes, gotoHydrated, startFormsAMinuteAgo, waitForMail } from "./helpers";
import { asOwnClient, linkIn, uniqueEmail } from "./accounts";
import { E2E_ADMIN } from "./admin-account";

// A fictional approved profile from the demo seed (scripts/seed-data.ts) that no other spec reviews.
const PROFILE = { slug: "windrush-coachtrimmers", name: "Windrush Coachtrimmers" };
const PROFILE_PATH = `/provider/${PROFILE.slug}`;

const REVIEW_SUCCESS = "Review submitted successfully! Thank you for your feedback. Your review will be published after moderation.";
const CONFIRM_BY_EMAIL = "We have emailed you a link: your review goes to our moderators once you confirm your email address.";
// The month of an enquiry made today, as the mark says it (en-GB, the site's time zone).
const THIS_MONTH = new Date().toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" });

test.use({ viewport: DESKTOP });

/** A page of the admin's, signed in, on the review moderation queue. */
async function adminQueue(browser: Browser): Promise<Page> {
  const admin = await browser.newPage({ viewport: DESKTOP });
  await gotoHydrated(admin, "/auth?redirectTo=/admin/reviews");
  await admin.getByLabel("Email").fill(E2E_ADMIN.email);
  await admin.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await admin.getByRole("button", { name: "Sign In" }).click();
  await admin.waitForURL((url) => url.pathname === "/admin/reviews");
  return admin;
}

test("an open-form review stays out of the moderation queue until its emailed link is confirmed, then appears there", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("open-review");
  const name = `Confirming Owner ${Date.now()}`;
  await asOwnClient(page);
  await gotoHydrated(page, PROFILE_PATH);
  const reviews = page.getByRole("region", { name: "Customer Reviews" });
  await reviews.getByRole("button", { name: "Write Review" }).click();
  await reviews.getByLabel("Your name").fill(name);
  await reviews.getByLabel("Your email (not published)").fill(email);
  await reviews.locator("label").filter({ has: page.getByRole("radio", { name: "5 stars" }) }).click();
  await reviews.getByLabel("Your review").fill("New hood and sidescreens for my TR3A, fitted beautifully.");
  await startFormsAMinuteAgo(page);
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText(REVIEW_SUCCESS)).toBeVisible();
  await expect(page.getByText(CONFIRM_BY_EMAIL)).toBeVisible();

  const admin = await adminQueue(browser);
  const card = admin.locator("[data-admin-review]").filter({ hasText: name });
  await expect(admin.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(card).toHaveCount(0);

  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe(`Please confirm your review of ${PROFILE.name}`);
  const link = linkIn(mail.text);
  expect(link).toMatch(/\/reviews\/confirm\/[0-9a-f-]{36}\.[\w-]{43}$/);

  // A mail scanner opening the link confirms nothing.
  expect((await page.request.get(link)).status()).toBe(200);
  await admin.reload();
  await expect(card).toHaveCount(0);

  // The page works as a plain form: confirmed with JavaScript switched off.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const reviewer = await plain.newPage();
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { name: "Confirm your review" })).toBeVisible();
  await expect(reviewer.getByText(`Your review of ${PROFILE.name} then goes to our moderators`)).toBeVisible();
  await reviewer.getByRole("button", { name: "Confirm my review" }).click();
  await expect(reviewer.getByRole("heading", { name: "Thank you: your review is confirmed" })).toBeVisible();
  await expect(reviewer.getByRole("link", { name: `Back to ${PROFILE.name}` })).toHaveAttribute("href", PROFILE_PATH);

  await admin.reload();
  await expect(card).toBeVisible();
  await expect(card).toContainText("Email confirmed");

  // A second visit says it is done; a made-up link says it is not valid, with the listings to go back to.
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { name: "Your review is already confirmed" })).toBeVisible();
  await plain.close();
  await gotoHydrated(page, link.replace(/\.[\w-]{43}$/, `.${"x".repeat(43)}`));
  await expect(page.getByRole("heading", { name: "This link has expired or is not valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the listings" })).toHaveAttribute("href", "/results");
  await expectAccessibleAtBothSizes(page);
  await admin.close();
});

test("an enquiry → the review link in its confirmation email → a review that, once approved, is marked 'Verified enquiry'", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("enquirer");
  const name = `Enquiring Owner ${Date.now()}`;
  await asOwnClient(page);
  await gotoHydrated(page, PROFILE_PATH);
  await page.getByRole("button", { name: "Send Message" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Message" });
  await dialog.getByLabel("Your name").fill(name);
  await dialog.getByLabel("Your email").fill(email);
  await dialog.getByLabel("Message").fill("Could you quote for a full retrim of my Jaguar Mk2?");
  await startFormsAMinuteAgo(page);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! The provider will receive your inquiry.")).toBeVisible();

  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe(`Your message was sent to ${PROFILE.name}`);
  const link = linkIn(mail.text);
  expect(link).toMatch(/\/reviews\/enquiry\/[0-9a-f-]{36}\.[\w-]{43}$/);

  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: `Review ${PROFILE.name}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form.getByLabel("Your name")).toHaveValue(name);
  const fixed = form.getByLabel("Your email (not published)");
  await expect(fixed).toHaveValue(email);
  await expect(fixed).not.toBeEditable();
  await expectAccessibleAtBothSizes(page);

  await form.locator("label").filter({ has: page.getByRole("radio", { name: "4 stars" }) }).click();
  await form.getByLabel("Your review").fill("Beautiful leather and a fair price; took a week longer than promised.");
  await startFormsAMinuteAgo(page);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: REVIEW_SUCCESS })).toBeVisible();

  // Straight to the moderators (the link proved the address), marked for them too.
  const admin = await adminQueue(browser);
  const mark = `Verified enquiry — contacted this specialist through The Restoration Register in ${THIS_MONTH}`;
  const card = admin.locator("[data-admin-review]").filter({ hasText: name });
  await expect(card).toContainText(mark);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Review approved successfully")).toBeVisible();
  await admin.close();

  await gotoHydrated(page, PROFILE_PATH);
  const published = page.getByRole("region", { name: "Customer Reviews" }).getByRole("listitem").filter({ hasText: name });
  await expect(published.getByRole("link", { name: mark })).toHaveAttribute("href", "/review-policy#marks");
  await expect(published).not.toContainText(email);

  // One review per enquiry: the link now says so.
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: "Review already sent" })).toBeVisible();
  await expect(page.getByText("A review was already sent for this enquiry.")).toBeVisible();
});
