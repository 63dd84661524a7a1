import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, startFormsAMinuteAgo, waitForMail } from "./helpers";
import { fillSignup, linkIn, registerAndSignIn, uniqueEmail } from "./accounts";
import { E2E_ADMIN, E2E_PROFILELESS } from "./admin-account";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Every control marked invalid names, in its aria-describedby, an element that shows its error. */
async function expectErrorsTiedToFields(page: Page) {
  const invalid = page.locator("[aria-invalid=true]");
  expect(await invalid.count()).toBeGreaterThan(0);
  for (const control of await invalid.all()) {
    const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
    const errorId = ids.find((id) => id.endsWith("-error"));
    expect(errorId, `${await control.evaluate((el) => el.outerHTML.slice(0, 120))} names no error`).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
  }
}

test.use({ viewport: DESKTOP });

test("a new specialist previews the pending listing with a banner; everyone else gets Provider Not Found; signing up again with the address emails its owner", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("preview");
  const business = `Calder Valley Coachworks ${Date.now()}`;
  // Follows the fresh verification link that the unverified sign-in sent, onto /auth with the verified message.
  await registerAndSignIn(page, email, business);

  const publicPath = await page.getByRole("link", { name: /View Public Profile/ }).first().getAttribute("href");
  expect(publicPath).toMatch(/^\/provider\/[a-z0-9-]+$/);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, publicPath!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(business);
    await expect(page.getByRole("status").filter({ hasText: "Preview: this listing is not public yet." })).toContainText(
      "It is waiting for review.",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // No Call / Send Message (#25 item 5) where the forms are not: the preview says where they will be.
    await expect(page.getByRole("link", { name: "Send Message" })).toHaveCount(0);
    await expect(page.getByText(/Show Email, Show Phone, Send Message and Request Phone Call appear here/)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(DESKTOP);

  const visitor = await browser.newPage({ viewport: DESKTOP });
  const answer = await visitor.goto(publicPath!);
  expect(answer?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
  await expect(visitor.getByText("Preview: this listing is not public yet.")).toHaveCount(0);

  // Someone signs up again with the same address: the page says what it says to anyone, and the owner is told.
  await gotoHydrated(visitor, "/signup");
  await fillSignup(visitor, email, `Copy of ${business}`);
  await visitor.waitForTimeout(5_000); // the server refuses sign-ups sent within 5 s of the form appearing
  await visitor.getByRole("button", { name: "Create Account" }).click();
  await expect(visitor).toHaveURL(/\/signup-success$/);
  const notice = await waitForMail((m) => m.to.includes(email) && m.subject === "Someone tried to list a business with your email address");
  expect(notice.text).toMatch(/\/auth\b/);
  expect(notice.text).toMatch(/\/forgot-password\b/);
  await visitor.close();
});

test("an admin signing in through Specialist Login lands on the admin dashboard", async ({ page }) => {
  await gotoHydrated(page, "/auth");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/pending$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  // The dashboard, where an admin has no profile, leads back there rather than to sign-up.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/admin\/pending$/);
});

test("an account without a profile creates it from the dashboard, with sign-up's rules and errors tied to their fields", async ({ page }) => {
  await gotoHydrated(page, "/auth");
  await signIn(page, E2E_PROFILELESS.email, E2E_PROFILELESS.password);
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
  await expect(page.getByRole("heading", { name: "Profile Setup Required" })).toBeVisible();
  await expect(page.getByLabel("Email *")).toHaveCount(0); // no account fields: the account exists
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  await page.getByLabel("Postcode *").fill("12345");
  await page.getByLabel("Business description *").fill("Too short");
  await page.getByRole("button", { name: "Create Profile" }).click();
  await expect(page.getByText("Please enter a valid UK postcode")).toBeVisible();
  await expect(page.getByText("Please provide at least 50 characters describing your business")).toBeVisible();
  await expect(page.getByLabel("Business description *")).toHaveAttribute("aria-describedby", "description-counter description-error");
  await expectErrorsTiedToFields(page);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  const business = `Pennine Trim Shop ${Date.now()}`;
  await page.getByLabel("Business name *").fill(business);
  await page.getByLabel("Contact name *").fill("Pat Pennine");
  await page.getByLabel("Phone *").fill("01422 496 0101");
  await page.getByLabel("Address *").fill("2 Mill Yard");
  await page.getByLabel("City *").fill("Halifax");
  await page.getByLabel("County").selectOption("West Yorkshire");
  await page.getByLabel("Postcode *").fill("HX1 1AA");
  await page.getByLabel("Years of experience").selectOption("6-10");
  await page.getByRole("group", { name: /^Specialties/ }).getByText("Upholstery & Trim", { exact: true }).click();
  await page.getByRole("group", { name: /^Vehicle makes/ }).getByText("Jaguar", { exact: true }).click();
  await page.getByLabel("Business description *").fill("Leather and cloth interiors for Jaguars of the fifties and sixties, hand-stitched in Halifax.");
  await page.getByRole("button", { name: "Create Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Pat" })).toBeVisible();
  await expect(page.getByText("Profile created")).toBeVisible();
  await page.goto("/dashboard/setup");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sign-up's description error is announced with its field, as every error on the form is", async ({ page }) => {
  await gotoHydrated(page, "/signup");
  await page.getByLabel("Business description *").fill("Short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Business description *")).toHaveAttribute("aria-describedby", "description-counter description-error");
  await expect(page.locator("#description-error")).toHaveText("Please provide at least 50 characters describing your business");
  await expectErrorsTiedToFields(page);
});

test("without JavaScript, a verification link still lands on the sign-in page", async ({ browser }) => {
  // The link's own page is the server's redirect: nothing in it needs a script.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  const email = uniqueEmail("nojs-verify");
  await page.goto("/signup");
  await fillSignup(page, email, `No Script Motors ${Date.now()}`);
  await startFormsAMinuteAgo(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  const mail = await waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject));
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText("Your email address is verified. You can now sign in.")).toBeVisible();
  await context.close();
});
