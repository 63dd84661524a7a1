import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, reloadHydrated, startFormsAMinuteAgo, waitForMail } from "./helpers";
import { linkIn, registerAndSignIn, signInAs, uniqueEmail } from "./accounts";
import { SEEDED } from "./seeded-accounts";
import { E2E_ADMIN } from "./admin-account";
import { HONEYPOT_FIELD } from "../app/lib/spam-fields";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOutFromDashboard(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.use({ viewport: DESKTOP });

test("the admin approves a new specialist, moderates a review, handles enquiries, and rejects with a reason", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("approval");
  const business = `Harewood Heritage Motors ${Date.now()}`;
  await registerAndSignIn(page, email, business);
  await signOutFromDashboard(page);

  // Signed out, /admin asks for sign-in and comes back to /admin afterwards, which opens the Pending tab.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/pending$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  const card = page.locator("[data-admin-profile]").filter({ hasText: business });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Morgan Hadley");
  await expect(card).toContainText("Leeds, West Yorkshire");
  await expect(card).toContainText("15 years");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Profile approved successfully")).toBeVisible();
  const approval = await waitForMail((m) => m.to.includes(email) && /is now live/.test(m.subject));
  const slug = /\/provider\/([a-z0-9-]+)/.exec(approval.text)![1]!;

  // Public at once: in search and on its page.
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await gotoHydrated(visitor, "/results?service=engine-rebuilds&vehicle=triumph&location=LS5");
  await expect(visitor.locator(`[data-profile="${slug}"]`)).toBeVisible();
  await gotoHydrated(visitor, `/provider/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(business);
  await expect(visitor.getByText("New Provider")).toBeVisible();

  // A visitor's enquiry and review.
  await visitor.getByRole("button", { name: "Send Message" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Send Message" });
  await dialog.getByLabel("Your name").fill("Visiting Owner");
  await dialog.getByLabel("Your email").fill("visitor@example.org");
  await dialog.getByLabel("Message").fill("Could you rebuild the engine of my 1972 TR6?");
  const reviews = visitor.getByRole("region", { name: "Customer Reviews" });
  await startFormsAMinuteAgo(visitor);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message sent successfully! The provider will receive your inquiry.")).toBeVisible();
  await reviews.getByRole("button", { name: "Write Review" }).click();
  await reviews.getByLabel("Your name").fill("Happy Owner");
  await reviews.getByLabel("Your email (not published)").fill("happy@example.org");
  await reviews.locator("label").filter({ has: visitor.getByRole("radio", { name: "4 stars" }) }).click();
  await reviews.getByLabel("Your review").fill("Rebuilt my TR6 engine beautifully and kept me posted every week.");
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(visitor.getByText(/Review submitted successfully!/)).toBeVisible();
  // It reaches the moderators once its writer confirms the emailed link (#14).
  const confirmation = await waitForMail((m) => m.to.includes("happy@example.org") && m.text.includes("/reviews/confirm/"));
  await gotoHydrated(visitor, linkIn(confirmation.text));
  await visitor.getByRole("button", { name: "Confirm my review" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank you: your review is confirmed" })).toBeVisible();

  // The admin publishes it: it shows on the profile and the rating changes.
  await gotoHydrated(page, "/admin/reviews");
  const queued = page.locator("[data-admin-review]").filter({ hasText: "Happy Owner" });
  await queued.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Review approved successfully")).toBeVisible();
  await waitForMail((m) => m.to.includes(email) && /4-star review/.test(m.subject));
  await gotoHydrated(visitor, `/provider/${slug}`);
  await expect(visitor.getByRole("region", { name: "Customer Reviews" }).getByText("Happy Owner", { exact: true })).toBeVisible();
  await expect(visitor.getByText("(1 review)")).toBeVisible();
  await expect(visitor.getByText("New Provider")).toHaveCount(0);

  // The specialist sees the enquiry, marks it contacted, then archives it; the counts follow.
  await page.goto("/auth");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Signed out once its redirect home has landed: a navigation begun before it could be overtaken by it.
  await signOutFromDashboard(page);
  await gotoHydrated(page, "/auth");
  await signIn(page, email, "Classic#Cars2026");
  await expect(page).toHaveURL(/\/dashboard$/);
  await gotoHydrated(page, "/dashboard/contacts");
  const count = (label: string) => page.locator(`[data-count="${label}"]`);
  await expect(count("Total")).toHaveText("1");
  await expect(count("Pending")).toHaveText("1");
  const enquiry = page.locator("[data-contact]").filter({ hasText: "Visiting Owner" });
  await expect(enquiry).toContainText("Could you rebuild the engine of my 1972 TR6?");
  await enquiry.getByRole("button", { name: "Mark Contacted" }).click();
  await expect(enquiry.getByText("contacted", { exact: true })).toBeVisible();
  // The status shows while the post is on its way; the counts come with the server's answer.
  await expect(count("Pending")).toHaveText("0");
  await page.reload();
  await expect(count("Pending")).toHaveText("0");
  await expect(count("Contacted")).toHaveText("1");
  await page.locator("[data-contact]").getByRole("button", { name: "Archive" }).click();
  await expect(page.locator("[data-contact]").getByText("archived", { exact: true })).toBeVisible();
  await expect(count("Contacted")).toHaveText("0");
  // The status filter sends its form when chosen, which a script does (without one, its Filter button): so after hydration.
  await reloadHydrated(page);
  await expect(count("Contacted")).toHaveText("0");
  await page.getByLabel("Filter by status").selectOption("pending");
  await expect(page.getByText("No contacts match your filters")).toBeVisible();
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByText("Contact request from Visiting Owner")).toBeVisible();
  await signOutFromDashboard(page);

  // Suspend with a reason: the email carries it and the profile leaves public view.
  await gotoHydrated(page, "/auth?redirectTo=/admin");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname === "/admin/pending");
  await gotoHydrated(page, "/admin/approved");
  const approved = page.locator("[data-admin-profile]").filter({ hasText: business });
  await approved.getByLabel(/Reason for suspending/).fill("Photos show work by another business");
  await approved.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("Profile suspended successfully")).toBeVisible();
  const notice = await waitForMail((m) => m.to.includes(email) && /needs changes/.test(m.subject));
  expect(notice.text).toContain("Photos show work by another business");
  expect((await visitor.request.get(`/provider/${slug}`)).status()).toBe(404);
  await gotoHydrated(page, "/admin/rejected");
  await expect(page.locator("[data-admin-profile]").filter({ hasText: business })).toContainText("Photos show work by another business");
});

test("a signed-in specialist who is not an admin is sent home from /admin", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, SEEDED.notAdmin);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
});

// One test per width: seven tabs, the Approved one with every demo profile on it, take axe a while.
for (const viewport of [DESKTOP, PHONE]) {
  test(`the admin pages have no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/auth?redirectTo=/admin");
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/pending$/);
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    for (const tab of ["pending", "approved", "rejected", "reviews", "messages", "mail", "insights"]) {
      await gotoHydrated(page, `/admin/${tab}`);
      // Exactly the open tab is marked as the current page.
      await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute("href", `/admin/${tab}`);
      await expectNoAxeViolations(page);
    }
  });
}

test("refused requests of each kind show in the admin Insights, accessibly at 1440 and 375 px", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // A client address of this test's own (the server trusts one proxy hop), so the limits it
  // uses up are not the ones the other tests' browsers share.
  const headers = { Origin: baseURL!, "X-Forwarded-For": `10.13.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` };
  const message = { name: "Sam Visitor", email: "sam@example.org", message: "A message long enough to be a real one." };

  const crossSite = await page.request.post("/contact", { headers: { ...headers, Origin: "https://elsewhere.example" }, form: message });
  expect(crossSite.status()).toBe(403);
  const spam = await page.request.post("/contact", { headers, form: { ...message, [HONEYPOT_FIELD]: "http://spam.example" } });
  expect(spam.status()).toBe(400);
  const email = uniqueEmail("limited");
  const signIns = [];
  for (let i = 0; i < 9; i++) {
    const answer = await page.request.post("/auth", { headers, form: { email, password: "Not#The-Password1" }, maxRedirects: 0 });
    signIns.push(answer.status());
  }
  expect(signIns).toEqual([...Array<number>(8).fill(400), 429]);
  // Password resets: five an hour per client, then refused (with the same answer, so nobody learns which accounts exist).
  for (let i = 0; i < 6; i++) {
    expect((await page.request.post("/forgot-password", { headers, form: { email } })).status()).toBe(200);
  }

  await gotoHydrated(page, "/auth?redirectTo=/admin");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname === "/admin/pending");
  await gotoHydrated(page, "/admin/insights");
  const section = page.getByRole("region", { name: "Security events" });
  const counts = section.getByRole("table", { name: /Refused requests by kind/ });
  for (const kind of ["Sign-in attempts over the limit", "Spam refused", "Cross-site posts refused", "Rate limits reached"]) {
    const row = counts.getByRole("row", { name: new RegExp(`^${kind}`) });
    await expect(row.getByRole("cell").first()).not.toHaveText("0");
    await expect(row.getByRole("cell").last()).not.toHaveText("0");
  }
  const latest = section.getByRole("table", { name: /latest refused requests/ });
  await expect(latest.getByRole("row").filter({ hasText: "Password reset" }).filter({ hasText: "/forgot-password" })).not.toHaveCount(0);
  await expect(latest.getByRole("row").filter({ hasText: "Contact form: Honeypot field filled" })).not.toHaveCount(0);
  await expect(latest.getByRole("row").filter({ hasText: "Cross-site posts refused" }).filter({ hasText: "/contact" })).not.toHaveCount(0);
  await expect(latest.getByRole("row").filter({ hasText: "Sign-in attempts over the limit" }).filter({ hasText: "/auth" })).not.toHaveCount(0);
  await expect(section).not.toContainText(email);
  await expect(section).not.toContainText("sam@example.org");

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/admin/insights");
    await expect(section.getByRole("table")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: `test-results/security-events-${viewport.width}.png` });
  }
});
