import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, waitForMail } from "./helpers";
import { adminPage, signInAs } from "./accounts";
import { SEEDED } from "./seeded-accounts";

test.use({ viewport: DESKTOP });

/** The admin, in a browser of their own, approves the profile; returns its public address. */
async function approveAsAdmin(browser: Browser, email: string, business: string) {
  // A context of its own (axe needs one) with the admin's session.
  const admin = await adminPage(browser);
  const card = admin.locator("[data-admin-profile]").filter({ hasText: business });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Profile approved successfully")).toBeVisible();
  const approval = await waitForMail((m) => m.to.includes(email) && /is now live/.test(m.subject));
  return { admin, path: `/provider/${/\/provider\/([a-z0-9-]+)/.exec(approval.text)![1]!}` };
}

/** An anonymous visitor's view of the profile (and so the page cache's copy of it). */
async function publicStatus(browser: Browser, path: string) {
  const visitor = await browser.newContext();
  const response = await visitor.request.get(path);
  await visitor.close();
  return response.status();
}

async function downloadedJson(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), data: JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>, text: fs.readFileSync(file, "utf8") };
}

test("a specialist downloads their data and deletes their account from Settings, without JavaScript", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { email, businessName: business, password: PASSWORD } = SEEDED.farewell;
  await signInAs(page, SEEDED.farewell);
  const { admin, path } = await approveAsAdmin(browser, email, business);
  await admin.context().close();
  // Public, and now in the page cache for anonymous visitors.
  expect(await publicStatus(browser, path)).toBe(200);
  expect(await publicStatus(browser, path)).toBe(200);

  // With JavaScript: the panels pass axe at both widths, and a wrong password is told under its field.
  await gotoHydrated(page, "/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
  await page.locator("#delete-password").fill("Not#ThePassword1");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.locator("#delete-password-error")).toHaveText("That password is not correct");
  await expect(page.locator("#delete-password")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  const phone = await (await browser.newContext({ viewport: PHONE, storageState: await page.context().storageState() })).newPage();
  await gotoHydrated(phone, "/dashboard/settings");
  await phone.locator("#delete-password").fill("Not#ThePassword1");
  await phone.getByRole("button", { name: "Delete my account" }).click();
  await expect(phone.locator("#delete-password-error")).toHaveText("That password is not correct");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.locator("#delete-password").scrollIntoViewIfNeeded();
  await phone.screenshot({ path: "test-results/settings-delete-375.png" });
  await expectNoAxeViolations(phone);
  await phone.context().close();

  // The same session in a browser without JavaScript: plain forms, answers rendered by the server.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, storageState: await page.context().storageState(), acceptDownloads: true });
  const settings = await noJs.newPage();
  await settings.goto("/dashboard/settings");

  const exported = await downloadedJson(settings, () => settings.getByRole("button", { name: "Download my data" }).click());
  expect(exported.name).toMatch(/^restoration-register-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(exported.data).toMatchObject({ account: { email, emailVerified: true }, profile: { businessName: business, profileStatus: "approved" }, enquiriesReceived: [], reviewsOfListing: [] });
  expect(exported.text).not.toMatch(/"(password|token|secret)"/);

  // A wrong password: the message is under the field and tied to it.
  await settings.locator("#delete-password").fill("Not#ThePassword1");
  await settings.getByRole("button", { name: "Delete my account" }).click();
  const field = settings.locator("#delete-password");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", /delete-password-error/);
  await expect(settings.locator("#delete-password-error")).toHaveText("That password is not correct");
  expect(await publicStatus(browser, path)).toBe(200);

  await settings.locator("#delete-password").fill(PASSWORD);
  await settings.getByRole("button", { name: "Delete my account" }).click();
  await expect(settings).toHaveURL(/\/account-deleted$/);
  await expect(settings.getByRole("heading", { level: 1 })).toHaveText("Your account has been deleted");
  await settings.screenshot({ path: "test-results/account-deleted-375.png", fullPage: true });
  const goodbye = await (await browser.newContext({ viewport: PHONE })).newPage();
  await gotoHydrated(goodbye, "/account-deleted");
  await expectNoAxeViolations(goodbye);
  await goodbye.setViewportSize(DESKTOP);
  await expectNoAxeViolations(goodbye);
  await goodbye.context().close();

  // Gone at once for everyone, cache or not; signed out on both devices; the password no longer works.
  expect(await publicStatus(browser, path)).toBe(404);
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/auth/);
  await settings.goto("/auth");
  await settings.getByLabel("Email").fill(email);
  await settings.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await settings.getByRole("button", { name: "Sign In" }).click();
  await expect(settings.getByRole("alert")).toContainText("Invalid email or password");
  await noJs.close();
});

test("an admin downloads a specialist's data and deletes the account on their request, recorded with the reason", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { email, businessName: business } = SEEDED.onRequest;
  await signInAs(page, SEEDED.onRequest);
  const { admin, path } = await approveAsAdmin(browser, email, business);
  expect(await publicStatus(browser, path)).toBe(200);

  await gotoHydrated(admin, "/admin/approved");
  const card = admin.locator("[data-admin-profile]").filter({ hasText: business });
  await card.getByText("Data requests from this specialist").click();
  const exported = await downloadedJson(admin, () => card.getByRole("button", { name: "Download their data (JSON)" }).click());
  expect(exported.data).toMatchObject({ account: { email }, profile: { businessName: business } });

  // No request noted: refused, with the message under the field.
  await card.getByRole("button", { name: "Delete account and listing" }).click();
  const reason = card.getByLabel("Request for deletion (who asked, and when)");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(card.getByText("Please say whose request this is (for example the date and sender of their email)")).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: "test-results/admin-deletion-375.png", fullPage: false });
  await admin.setViewportSize(DESKTOP);

  await reason.fill(`Email from ${email}, today`);
  await card.getByRole("button", { name: "Delete account and listing" }).click();
  await expect(admin.getByText(`The account of ${business} has been deleted`).first()).toBeVisible();
  await expect(admin.locator("[data-admin-profile]").filter({ hasText: business })).toHaveCount(0);
  expect(await publicStatus(browser, path)).toBe(404);

  // The specialist's own session ended with the account.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
  await admin.context().close();
});
