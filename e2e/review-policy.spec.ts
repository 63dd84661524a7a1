import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated } from "./helpers";
import { registerAndSignIn, signInAsAdmin, uniqueEmail } from "./accounts";
import { E2E_ADMIN } from "./admin-account";

test.use({ viewport: DESKTOP });

/** Issue #14 item 6: the published review policy and every way to it. */
test("/review-policy answers, passes axe on a phone and a desktop, and is linked from the footer, a profile's reviews and the review form", async ({ page }) => {
  const response = await page.goto("/review-policy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "How we check reviews" })).toBeVisible();
  for (const id of ["marks", "incentivised", "certifications"]) await expect(page.locator(`h2#${id}`)).toBeVisible();
  await expect(page.getByText("We aim to moderate within 2 working days")).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  // The footer of every public page.
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Review Policy" }).click();
  await expect(page).toHaveURL(/\/review-policy$/);

  // A profile's reviews section, and its review form.
  await gotoHydrated(page, "/results");
  await page.locator("[data-profile]").first().getByRole("link", { name: /View profile/ }).click();
  const reviews = page.getByRole("region", { name: "Customer Reviews" });
  await expect(reviews.getByRole("link", { name: "How we check reviews" })).toHaveAttribute("href", "/review-policy");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await reviews.getByRole("button", { name: "Write Review" }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  const incentivised = form.getByRole("checkbox", { name: "I received something in return for this review" });
  await expect(incentivised).not.toBeChecked();
  await form.getByRole("link", { name: "How we check reviews" }).click();
  await expect(page).toHaveURL(/\/review-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "How we check reviews" })).toBeVisible();
});

/** An admin marks one stated certification as checked on a profile's card in the given tab. */
async function checkCertification(admin: Page, tab: "pending" | "approved", business: string, certification: string, seen: string) {
  await gotoHydrated(admin, `/admin/${tab}`);
  const card = admin.locator("[data-admin-profile]").filter({ hasText: business });
  const details = card.locator("details").filter({ hasText: "Check certifications" });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator("summary").click();
  const form = card.getByRole("form", { name: `Check ${certification}` });
  await form.getByLabel("What was seen").fill(seen);
  await form.getByRole("button", { name: "Mark as checked" }).click();
  await expect(admin.getByText(`Certification checked: ${certification}`).first()).toBeVisible();
  await expect(card.getByText(new RegExp(`Checked by ${E2E_ADMIN.email.replace(".", "\\.")} on .*${seen}`))).toBeVisible();
}

/** Issue #14 item 9: a badge with evidence, only after an admin has checked every stated certification. */
test("'Certifications checked' appears on the public profile only after an admin checks every stated certification", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("certified");
  const business = `Evidence Engineering ${Date.now()}`;
  await registerAndSignIn(page, email, business);
  await gotoHydrated(page, "/dashboard/profile");
  await page.getByLabel("Certifications").fill("IMI accredited technicians; FBHVC trade supporter");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated").first()).toBeVisible();

  // Pages of contexts of their own (axe needs one), each with its own cookies.
  const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInAsAdmin(admin);
  const card = admin.locator("[data-admin-profile]").filter({ hasText: business });
  const slug = await card.getAttribute("data-admin-profile");
  await card.locator("summary").filter({ hasText: "Check certifications (0 of 2 checked)" }).click();

  // "What was seen" is required: the refusal is shown by the field and tied to it.
  const first = card.getByRole("form", { name: "Check IMI accredited technicians" });
  await first.getByRole("button", { name: "Mark as checked" }).click();
  const seen = first.getByLabel("What was seen");
  await expect(seen).toHaveAttribute("aria-invalid", "true");
  await expect(first.getByText("Please say what was seen (for example a certificate number and the date)")).toBeVisible();
  await expectNoAxeViolations(admin);

  await checkCertification(admin, "pending", business, "IMI accredited technicians", "IMI certificate no. 12345 seen 2026-11-20");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Profile approved successfully")).toBeVisible();

  // One of two checked: the public profile still says only that it lists them.
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await gotoHydrated(visitor, `/provider/${slug}`);
  await expect(visitor.getByText("Lists certifications")).toBeVisible();
  await expect(visitor.getByText(/Certifications checked/)).toHaveCount(0);

  // The second without JavaScript: a plain form post, its refusal and its outcome in the page that comes back.
  const plain = await (await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false, storageState: await admin.context().storageState() })).newPage();
  await plain.goto("/admin/approved");
  const plainCard = plain.locator("[data-admin-profile]").filter({ hasText: business });
  await plainCard.locator("summary").filter({ hasText: "Check certifications (1 of 2 checked)" }).click();
  await plainCard.getByRole("form", { name: "Check FBHVC trade supporter" }).getByRole("button", { name: "Mark as checked" }).click();
  const refusedForm = plain.locator("[data-admin-profile]").filter({ hasText: business }).getByRole("form", { name: "Check FBHVC trade supporter" });
  await expect(refusedForm.getByLabel("What was seen")).toHaveAttribute("aria-invalid", "true");
  await refusedForm.getByLabel("What was seen").fill("FBHVC membership letter seen");
  await refusedForm.getByRole("button", { name: "Mark as checked" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Certification checked: FBHVC trade supporter" })).toBeVisible();
  await expect(plain.locator("[data-admin-profile]").filter({ hasText: business }).getByText("Check certifications (2 of 2 checked)")).toBeVisible();
  const today = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });
  await gotoHydrated(visitor, `/provider/${slug}`);
  await expect(visitor.getByText(`Certifications checked by The Restoration Register on ${today}`)).toBeVisible();
  await expect(visitor.getByText("Lists certifications")).toHaveCount(0);
  for (const viewport of [PHONE, DESKTOP]) {
    await visitor.setViewportSize(viewport);
    await expectNoAxeViolations(visitor);
  }
  await visitor.getByRole("link", { name: "What this means" }).click();
  await expect(visitor).toHaveURL(/\/review-policy#certifications$/);

  // The specialist adds one. The listing is live, so the change waits for review (decision 0022): the
  // badge stays as checked until it is approved; then the new one is unchecked, and the badge goes back
  // to "Lists certifications".
  await page.getByLabel("Certifications").fill("IMI accredited technicians; FBHVC trade supporter; ISO 9001");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated").first()).toBeVisible();
  await gotoHydrated(visitor, `/provider/${slug}`);
  await expect(visitor.getByText(`Certifications checked by The Restoration Register on ${today}`)).toBeVisible();
  await gotoHydrated(admin, "/admin/changes");
  const change = admin.locator("[data-admin-change]").filter({ hasText: business });
  await expect(change.getByRole("group", { name: "Certifications" }).locator("ins")).toContainText(["ISO 9001"]);
  await change.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText(`Changes to ${business} approved: they are live`).first()).toBeVisible();
  await gotoHydrated(visitor, `/provider/${slug}`);
  await expect(visitor.getByText("Lists certifications")).toBeVisible();
  await expect(visitor.getByText(/Certifications checked/)).toHaveCount(0);
});
