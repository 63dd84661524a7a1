import { expect, type Browser, type Page } from "@playwright/test";
import { DESKTOP, gotoHydrated, startFormsAMinuteAgo, waitForMails } from "./helpers";
import type { SeededSpecialist } from "./seeded-accounts";
import { E2E_ADMIN } from "./admin-account";

export const PASSWORD = "Classic#Cars2026";
export const NEW_PASSWORD = "Restored!Mk2-1967";

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export function linkIn(text: string) {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in email:\n${text}`);
  return url;
}

/**
 * Sign-ups are limited per client address (10 an hour), and every browser of the suite shares
 * 127.0.0.1: each sign-up comes from an address of its own, as the server (TRUST_PROXY=1) reads
 * it from X-Forwarded-For.
 */
export async function asOwnClient(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${octet()}.${octet()}` });
}

export async function fillSignup(page: Page, email: string, businessName: string) {
  await asOwnClient(page);
  await page.getByLabel("Business name *").fill(businessName);
  await page.getByLabel("Contact name *").fill("Morgan Hadley");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Phone *").fill("0113 496 0777");
  await page.getByLabel("Password *", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password *").fill(PASSWORD);
  await page.getByLabel("Address *").fill("Unit 9, Kirkstall Forge");
  await page.getByLabel("City *").fill("Leeds");
  await page.getByLabel("County").selectOption("West Yorkshire");
  await page.getByLabel("Postcode *").fill("ls5 3bt");
  await page.getByLabel("Years of experience").selectOption("11-20");
  await page.getByRole("group", { name: /^Specialties/ }).getByText("Engine Rebuilds", { exact: true }).click();
  await page.getByRole("group", { name: /^Vehicle makes/ }).getByText("Triumph", { exact: true }).click();
  await page
    .getByLabel("Business description *")
    .fill("Engine and gearbox rebuilds for Triumph TRs and Spitfires, with dyno testing and honest, itemised quotes.");
  await page.getByLabel(/I agree to the/).check();
}

/** Signs up, follows the verification email, and signs in; returns on the dashboard. */
export async function registerAndSignIn(page: Page, email: string, businessName: string) {
  await gotoHydrated(page, "/signup");
  await fillSignup(page, email, businessName);
  await startFormsAMinuteAgo(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
  // The toast the redirect carried (rr_toast cookie), shown once the toast library has loaded.
  await expect(page.getByText("Account created!")).toBeVisible();

  // Not verified yet: sign-in says so.
  await gotoHydrated(page, "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please check your email and click the verification link before signing in.");

  // Two links: the sign-up's and the fresh one that sign-in sent. The fresh one is what most people open.
  const mails = await waitForMails((m) => m.to.includes(email) && /verify/i.test(m.subject), 2);
  await page.goto(linkIn(mails[1]!.text));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Your email address is verified. You can now sign in." })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Morgan" })).toBeVisible();
}


/**
 * Signs a seeded specialist in through the sign-in form (e2e/seeded-accounts.ts): the way most
 * tests reach the portal. Sign-up itself is covered by the tests that go through it.
 */
export async function signInAs(page: Page, account: SeededSpecialist) {
  await gotoHydrated(page, "/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Morgan" })).toBeVisible();
}

/**
 * Signs the e2e admin in through the sign-in form on `page`, asking for `tab`, and waits there
 * (the sign-in's own redirect; "/admin" lands on its first tab, /admin/pending).
 */
export async function signInAsAdmin(page: Page, tab = "/admin/pending") {
  await gotoHydrated(page, `/auth?redirectTo=${encodeURIComponent(tab)}`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === tab);
}

/**
 * The admin in a browser context of their own (they are another person than the test's page, and
 * axe needs a context of its own), signed in and on `tab`. Without JavaScript the same session
 * moves to a context that runs none, where every form is a plain post.
 */
export async function adminPage(browser: Browser, tab = "/admin/pending", { javaScriptEnabled = true } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const admin = await context.newPage();
  await signInAsAdmin(admin, tab);
  if (javaScriptEnabled) return admin;
  const plain = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false, storageState: await context.storageState() });
  await context.close();
  const page = await plain.newPage();
  await page.goto(tab);
  return page;
}
