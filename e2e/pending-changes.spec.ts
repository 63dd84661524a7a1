import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, expectAccessibleAtBothSizes, expectAccessibleWithoutJavaScript, gotoHydrated, waitForMail } from "./helpers";
import { adminPage, signInAs } from "./accounts";
import { SEEDED } from "./seeded-accounts";

/**
 * Issue #24 item 4 (decision 0022): a live listing's name and description change only when an admin
 * approves the change; meanwhile the public profile shows the approved version and the dashboard says
 * what waits. Seeded approved listings (e2e/seed-accounts.ts), one per test.
 */
test.use({ viewport: DESKTOP });

const OLD_DESCRIPTION = "Engine and gearbox rebuilds for Triumph TRs and Spitfires, with dyno testing and honest, itemised quotes.";

/** The specialist edits the given fields of their profile and saves. */
async function editProfile(page: Page, fields: { businessName?: string; description?: string }) {
  await gotoHydrated(page, "/dashboard/profile");
  if (fields.businessName) await page.getByLabel("Business name").fill(fields.businessName);
  if (fields.description) await page.getByLabel("Business description").fill(fields.description);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated").first()).toBeVisible();
}

test("a live listing's new name and description wait for an admin's approval, then show", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const specialist = SEEDED.liveEdits;
  const profilePath = "/provider/live-edit-motors";
  const newName = "Live Edit Classic Motors";
  const newDescription = "Engine and gearbox rebuilds for Triumph TRs, Spitfires and Ferrari Dinos, with dyno testing and honest, itemised quotes.";

  await signInAs(page, specialist);
  await editProfile(page, { businessName: newName, description: newDescription });
  await expect(page.getByText("Your changes to Business name and Business description will show on your listing once our team has checked them.").first()).toBeVisible();

  // The public profile still shows the approved version.
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await gotoHydrated(visitor, profilePath);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(specialist.businessName);
  await expect(visitor.getByText(OLD_DESCRIPTION)).toBeVisible();
  await expect(visitor.getByText(/Ferrari Dinos/)).toHaveCount(0);

  // The dashboard says which fields wait, and the form holds what was sent.
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("status").filter({ hasText: "Changes waiting for review: Business name and Business description." })).toBeVisible();
  await gotoHydrated(page, "/dashboard/profile");
  const notice = page.getByTestId("changes-waiting");
  await expect(notice).toContainText("Changes waiting for review: Business name and Business description");
  await expect(page.getByText("Waiting for review: Business name and Business description", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue(newName);
  await expect(page.getByLabel("Business description")).toHaveValue(newDescription);
  await expectAccessibleAtBothSizes(page);

  // The admin sees both versions, the description word by word, and approves.
  const admin = await adminPage(browser, "/admin/changes");
  await gotoHydrated(admin, "/admin/changes");
  await expect(admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Listing changes \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const card = admin.locator("[data-admin-change]").filter({ hasText: specialist.businessName });
  const name = card.getByRole("group", { name: "Business name" });
  await expect(name.getByRole("definition").first()).toHaveText(specialist.businessName);
  await expect(name.getByRole("definition").nth(1)).toHaveText(newName);
  const diff = card.getByRole("group", { name: "Business description" }).locator("[data-word-diff]");
  await expect(diff.locator("ins")).toContainText(["TRs, Spitfires", "Ferrari Dinos,"]);
  await expect(diff.locator("del")).toContainText(["TRs", "Spitfires,"]);
  await expect(diff.locator("ins").first()).toContainText("[added:");
  await expectAccessibleAtBothSizes(admin);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText(`Changes to ${newName} approved: they are live`).first()).toBeVisible();
  await expect(admin.locator("[data-admin-change]").filter({ hasText: specialist.businessName })).toHaveCount(0);

  // Now public, and the specialist is told.
  await gotoHydrated(visitor, profilePath);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newName);
  await expect(visitor.getByText(newDescription)).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(specialist.email) && m.subject === `Your changes to ${newName} are live`);
  expect(mail.text).toContain("your changes to Business name and Business description have been approved");
  await gotoHydrated(page, "/dashboard/profile");
  await expect(page.getByRole("status").filter({ hasText: "Your changes to Business name and Business description were approved" })).toBeVisible();
});

test("a rejected change keeps the live listing, and the specialist reads the reason on the dashboard and in their email (admin without JavaScript)", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const specialist = SEEDED.liveEditsRejected;
  const claim = "The cheapest and best Triumph engine rebuilders in the whole of Britain, guaranteed, with dyno testing for every engine.";
  const reason = "Please leave out claims we cannot check, such as being the cheapest and best in Britain.";

  await signInAs(page, specialist);
  await editProfile(page, { description: claim });
  await expect(page.getByTestId("changes-waiting")).toContainText("Changes waiting for review: Business description");

  const admin = await adminPage(browser, "/admin/changes", { javaScriptEnabled: false });
  await admin.goto("/admin/changes");
  const card = () => admin.locator("[data-admin-change]").filter({ hasText: specialist.businessName });
  // A rejection needs its reason: refused by the field, in the page that comes back.
  await card().getByRole("button", { name: "Reject" }).click();
  const reasonField = card().getByLabel("Reason if rejecting");
  await expect(reasonField).toHaveAttribute("aria-invalid", "true");
  await expect(card().getByText("Please give the specialist a reason for the rejection")).toBeVisible();
  await expectAccessibleWithoutJavaScript(admin);
  await reasonField.fill(reason);
  await card().getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Changes to ${specialist.businessName} rejected: the specialist has been emailed the reason` })).toBeVisible();
  await expect(card()).toHaveCount(0);

  const mail = await waitForMail((m) => m.to.includes(specialist.email) && /were not approved/.test(m.subject));
  expect(mail.text).toContain(`Reason: ${reason}`);

  // The live listing is unchanged; the specialist sees why.
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await gotoHydrated(visitor, "/provider/second-look-garage");
  await expect(visitor.getByText(OLD_DESCRIPTION)).toBeVisible();
  await expect(visitor.getByText(/cheapest/)).toHaveCount(0);
  await gotoHydrated(page, "/dashboard/profile");
  const rejected = page.getByTestId("changes-rejected");
  await expect(rejected).toContainText("Your changes to Business description were not approved.");
  await expect(rejected).toContainText(`Reason: ${reason}`);
  await expect(page.getByLabel("Business description")).toHaveValue(OLD_DESCRIPTION);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("status").filter({ hasText: `Your changes to Business description were not approved: ${reason}` })).toBeVisible();
});
