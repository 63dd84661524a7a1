import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, startFormsAMinuteAgo } from "./helpers";
import { fillSignup, signInAsAdmin } from "./accounts";
import { E2E_ADMIN } from "./admin-account";
import { BOUNCE_DOMAIN } from "../tests/smtp-server";

// The second test sends again what the first one made fail.
test.describe.configure({ mode: "serial" });

test("an email the mail server refuses for good is listed for admins, who can send it again", async ({ page }) => {
  test.setTimeout(90_000);
  // The sink refuses this domain with 550, as a mailbox that does not exist.
  const email = `nobody-${Date.now()}@${BOUNCE_DOMAIN}`;
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/signup");
  await fillSignup(page, email, `Bounced Motors ${Date.now()}`);
  await startFormsAMinuteAgo(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signup-success$/);

  await page.context().clearCookies();
  await signInAsAdmin(page);
  const tab = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Failed emails \(\d+\)$/ });
  await expect(tab).toBeVisible();
  // The refusal is recorded within a moment of the sign-up: the tab is followed until it lists it.
  const card = page.locator("[data-failed-mail]").filter({ hasText: email });
  await expect(async () => {
    await page.goto("/admin/mail");
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByRole("heading", { name: "Verify your email for The Restoration Register" })).toBeVisible();
  await expect(card).toContainText(`To ${email}`);
  await expect(card).toContainText(/Last error: .*550/);
  // Links in a body (a verification link here) are never shown.
  await expect(card).not.toContainText("http");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/outbox-admin-mail-1440.png", fullPage: true });

  await card.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("Email queued to send again")).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto("/admin/mail");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Refused again by the sink, so it is back in the list.
  await expect(async () => {
    await page.goto("/admin/mail");
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "/tmp/outbox-admin-mail-375.png", fullPage: true });
});

test("without JavaScript, Send again is a plain form post the server answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/auth?redirectTo=/admin");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/pending$/);
  // An old link to the tab (as in emails sent before the tabs were routes) still opens it.
  await page.goto("/admin?tab=mail");
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole("link", { name: /^Failed emails/ })).toHaveAttribute("aria-current", "page");
  const card = page.locator("[data-failed-mail]").first();
  await expect(card).toBeVisible();
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await card.getByRole("button", { name: "Send again" }).click();
  expect((await posted).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Email queued to send again")).toBeVisible();
  await context.close();
});
