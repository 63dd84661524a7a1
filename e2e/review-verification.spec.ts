import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, gotoHydrated, startFormsAMinuteAgo, waitForMail } from "./helpers";
import { adminPage, asOwnClient, linkIn, signInAs, uniqueEmail } from "./accounts";
import { SEEDED } from "./seeded-accounts";

// A fictional approved profile from the demo seed (scripts/seed-data.ts) that no other spec reviews.
const PROFILE = { slug: "windrush-coachtrimmers", name: "Windrush Coachtrimmers" };
const PROFILE_PATH = `/provider/${PROFILE.slug}`;

const REVIEW_SUCCESS = "Review submitted successfully! Thank you for your feedback. Your review will be published after moderation.";
const CONFIRM_BY_EMAIL = "We have emailed you a link: your review goes to our moderators once you confirm your email address.";
// The month of an enquiry made today, as the mark says it (en-GB, the site's time zone).
const THIS_MONTH = new Date().toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" });

test.use({ viewport: DESKTOP });

/** With REVIEW_SCREENSHOTS set, pictures of a page (or one part of it) at both widths, for a person to look at. */
async function keepScreenshots(target: Page | Locator, name: string) {
  if (!process.env.REVIEW_SCREENSHOTS) return;
  const page = "page" in target ? target.page() : target;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await target.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`) });
  }
}

/** A page of the admin's, signed in, on the review moderation queue. */
async function adminQueue(browser: Browser): Promise<Page> {
  // A context of its own: axe needs one, and the admin is another person.
  return adminPage(browser, "/admin/reviews");
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
  await admin.context().close();
});

test("an enquiry → its emailed link, closed until the specialist marks it contacted → a review the admin sees flagged as soon after its enquiry → published, the reviewer told, marked 'Verified enquiry'", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const account = SEEDED.contacted;
  const profilePath = "/provider/mark-contacted-motors";
  const email = uniqueEmail("enquirer");
  const name = `Enquiring Owner ${Date.now()}`;
  await asOwnClient(page);
  await gotoHydrated(page, profilePath);
  await page.getByRole("button", { name: "Send Message" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Message" });
  await dialog.getByLabel("Your name").fill(name);
  await dialog.getByLabel("Your email").fill(email);
  await dialog.getByLabel("Message").fill('Could you quote for a full retrim of my Jaguar Mk2?\n<b>Red</b> leather & "piping", please.');
  await startFormsAMinuteAgo(page);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! The provider will receive your inquiry.")).toBeVisible();

  // The confirmation: a copy of the message as typed (plain text, quoted), and when the link opens (#24).
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe(`Your message was sent to ${account.businessName}`);
  expect(mail.text).toContain('Your message:\n\n> Could you quote for a full retrim of my Jaguar Mk2?\n> <b>Red</b> leather & "piping", please.\n');
  expect(mail.text).not.toContain(name);
  const opens = /The link opens when Mark Contacted Motors marks your enquiry as contacted, or on (\d{1,2} \w+ \d{4}), whichever is first\./.exec(mail.text);
  expect(opens, mail.text).not.toBeNull();
  const link = linkIn(mail.text);
  expect(link).toMatch(/\/reviews\/enquiry\/[0-9a-f-]{36}\.[\w-]{43}$/);

  // Before the specialist has done anything, the link says when it opens, with no form.
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: "Your review link is not open yet" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    `This review link opens when ${account.businessName} marks your enquiry as contacted, or on ${opens![1]}, whichever is first. Please come back then.`,
  );
  await expect(page.getByRole("form", { name: "Write a review" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Back to ${account.businessName}` })).toHaveAttribute("href", profilePath);
  await expectAccessibleAtBothSizes(page);
  await keepScreenshots(page, "enquiry-link-waiting");

  // The specialist marks it contacted in their dashboard.
  const specialist = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInAs(specialist, account);
  await gotoHydrated(specialist, "/dashboard/contacts");
  const enquiry = specialist.locator(`[data-contact="${email}"]`);
  await Promise.all([
    specialist.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/dashboard/contacts") && r.ok()),
    enquiry.getByRole("button", { name: "Mark Contacted" }).click(),
  ]);
  await specialist.context().close();

  // Now the link opens the form: name filled in, address fixed, no star chosen.
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: `Review ${account.businessName}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form.getByLabel("Your name")).toHaveValue(name);
  const fixed = form.getByLabel("Your email (not published)");
  // Masked: the link's page never holds the whole address (#24).
  await expect(fixed).toHaveValue(`${email[0]}•••${email.slice(email.indexOf("@"))}`);
  await expect(fixed).not.toBeEditable();
  for (const stars of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) await expect(form.getByRole("radio", { name: stars })).not.toBeChecked();
  await expectAccessibleAtBothSizes(page);

  // Sent without a rating: said at the field, which takes the focus; nothing stored.
  await form.getByLabel("Your review").fill("Beautiful leather and a fair price; took a week longer than promised.");
  await startFormsAMinuteAgo(page);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(form.getByRole("group", { name: "Rating" })).toHaveAttribute("aria-describedby", "review-rating-error");
  await expect(form.locator("#review-rating-error")).toHaveText("Please choose a rating from 1 to 5 stars");
  await expect(form.getByRole("radio", { name: "1 star" })).toBeFocused();
  await expect(form.getByRole("radio", { name: "1 star" })).toHaveAttribute("aria-describedby", "review-rating-error");

  await form.locator("label").filter({ has: page.getByRole("radio", { name: "4 stars" }) }).click();
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: REVIEW_SUCCESS })).toBeVisible();

  // Straight to the moderators, marked, with how long after its enquiry it was written, flagged in words.
  const admin = await adminQueue(browser);
  const mark = `Verified enquiry — contacted this specialist through The Restoration Register in ${THIS_MONTH}`;
  const card = admin.locator("[data-admin-review]").filter({ hasText: name });
  await expect(card).toContainText(mark);
  await expect(card.locator("[data-since-enquiry]")).toHaveText(/^Written (less than a minute|\d+ minutes?) after its enquiry of \d{2}\/\d{2}\/\d{4}$/);
  await expect(card.locator('[data-flag="Soon after its enquiry"]')).toHaveText(
    /^Soon after its enquiry: Written (less than a minute|\d+ minutes?) after its enquiry, less than 7 days \(the specialist marked the enquiry contacted\)\. Check that it is about real dealings with them\.$/,
  );
  await expectAccessibleAtBothSizes(admin);
  await keepScreenshots(card, "admin-card-soon-after-enquiry");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Review approved successfully")).toBeVisible();
  await admin.context().close();

  // The reviewer hears it is published (#24).
  const published = await waitForMail((m) => m.to.includes(email) && m.subject === `Your review of ${account.businessName} is published`);
  expect(published.text).toContain(`Hello ${name},`);
  expect(published.text).toContain(`${profilePath}\n`);

  await gotoHydrated(page, profilePath);
  const shown = page.getByRole("region", { name: "Customer Reviews" }).getByRole("listitem").filter({ hasText: name });
  await expect(shown.getByRole("link", { name: mark })).toHaveAttribute("href", "/review-policy#marks");
  await expect(shown).not.toContainText(email);

  // One review per enquiry: the link now says so.
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: "Review already sent" })).toBeVisible();
  await expect(page.getByText("A review was already sent for this enquiry.")).toBeVisible();
});
