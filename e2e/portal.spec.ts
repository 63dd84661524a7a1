import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, waitForMail } from "./helpers";
import { NEW_PASSWORD, PASSWORD, linkIn, registerAndSignIn, signInAs, uniqueEmail } from "./accounts";
import { SEEDED } from "./seeded-accounts";

test.describe("specialist portal", () => {
  test.use({ viewport: DESKTOP });

  test("sign-up shows each validation message and creates nothing for bad input", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Business name is required",
      "Contact name is required",
      "Please enter a valid email address",
      "Password must be at least 8 characters long",
      "Please enter a valid phone number",
      "Address is required",
      "City is required",
      "Postcode is required",
      "Please select at least one specialty",
      "Please select at least one vehicle make",
      "Please provide at least 50 characters describing your business",
      "You must agree to the Terms of Service and Privacy Policy to continue.",
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("Please fix the errors below")).toBeVisible();
    await expect(page.getByLabel("Business name *")).toBeFocused();
    await expect(page.getByLabel("Business name *")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Password *", { exact: true }).fill("lowercase1!");
    await page.getByLabel("Confirm password *").fill("different");
    await page.getByLabel("Postcode *").fill("NOT A CODE");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText("Please enter a valid UK postcode")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    // The live requirements list follows the typing.
    await page.getByLabel("Password *", { exact: true }).fill("Abcdefg1!");
    await expect(page.getByRole("list", { name: "Password requirements" }).getByText("(not met)")).toHaveCount(0);
  });

  test("sign up → verify by email → sign in → edit profile and logo → enquiries → sign out", async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("portal");
    await registerAndSignIn(page, email, `Kirkstall Forge Engines ${Date.now()}`);

    // Cookies: HttpOnly and SameSite=Lax.
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expect(page.getByRole("link", { name: "My Profile" })).toHaveCount(0); // dashboard has its own chrome

    // Profile: status message, refused logos, then a good one and a save.
    await page.getByRole("navigation", { name: "Dashboard menu" }).getByRole("link", { name: "Profile", exact: true }).click();
    await expect(page.getByText("Your profile is currently under review.")).toBeVisible();
    const logo = page.getByLabel(/Upload logo|Change logo/);
    await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Invalid file type").first()).toBeVisible();
    await expect(page.getByText("Please upload a JPG, PNG, or WEBP image.").first()).toBeVisible();

    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    await logo.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: big });
    await expect(page.getByText("File too large").first()).toBeVisible();
    await expect(page.getByText("Please upload an image smaller than 2MB.").first()).toBeVisible();

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#1d4d38" } }).png().toBuffer();
    await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Business description").fill(
      "Engine and gearbox rebuilds for Triumph TRs and Spitfires, dyno tested, with itemised quotes and photos at every stage.",
    );
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated").first()).toBeVisible();
    await expect(page.getByText(/\/500 characters \(minimum 50\)/)).toBeVisible();
    await page.reload();
    const avatar = page.getByRole("img", { name: /logo$/ }).first();
    await expect(avatar).toHaveAttribute("src", /^\/logos\/[0-9a-f-]+\/[0-9a-f]+\.webp$/);
    const logoResponse = await page.request.get((await avatar.getAttribute("src"))!);
    expect(logoResponse.headers()["content-type"]).toBe("image/webp");

    // Contacts and reviews start empty.
    await page.getByRole("navigation", { name: "Dashboard menu" }).getByRole("link", { name: "Contact Requests" }).click();
    await expect(page.getByText("No contact requests yet")).toBeVisible();
    await page.getByRole("navigation", { name: "Dashboard menu" }).getByRole("link", { name: "Reviews" }).click();
    await expect(page.getByText("No reviews yet")).toBeVisible();

    // Unknown sub-paths go back to the overview.
    await page.goto("/dashboard/nothing-here");
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sign out goes home; the dashboard then needs signing in again.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Specialist Login" }).first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("password reset by email", async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("reset");
    await registerAndSignIn(page, email, `Reset Test Motors ${Date.now()}`);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);

    await gotoHydrated(page, "/auth");
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    // The sign-in form has an Email field too: wait for the reset page before filling one in.
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that address")).toBeVisible();
    const mail = await waitForMail((m) => m.to.includes(email) && /reset/i.test(m.subject));
    await page.goto(linkIn(mail.text));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("New password", { exact: true }).fill("weak");
    await page.getByLabel("Confirm new password").fill("weak");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("signed-in pages have no accessibility violations at 375 and 1440 px", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, SEEDED.accessible);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of ["/dashboard", "/dashboard/profile", "/dashboard/contacts", "/dashboard/reviews", "/dashboard/settings", "/auth"]) {
      await gotoHydrated(page, path);
      if (path === "/auth") await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});

test("public account pages have no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of ["/signup", "/auth", "/signup-success", "/forgot-password"]) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    }
    await gotoHydrated(page, "/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Business name is required")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("the dashboard sidebar collapses to icons, remembers it for 7 days, answers Ctrl+B, and is a sheet on phones", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, SEEDED.sidebar);
  const sidebar = page.getByRole("complementary", { name: "Dashboard" });
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
  await gotoHydrated(page, "/dashboard/reviews");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect(sidebar.getByRole("link", { name: "Reviews" })).toBeVisible(); // icons keep their names
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  await page.setViewportSize(PHONE);
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open dashboard menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Dashboard menu" });
  await sheet.getByRole("link", { name: "Contact Requests" }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expect(sheet).toBeHidden();
});
