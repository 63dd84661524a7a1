import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./helpers";

const PAGES: { path: string; texts: string[]; status?: number }[] = [
  {
    path: "/",
    texts: [
      "Find the right hands for your classic car",
      "500+",
      "50,000+",
      "98%",
      "How it works",
      "What does your car need?",
      "Featured Specialists",
      "Are you a restoration specialist?",
    ],
  },
  {
    path: "/services/engine-rebuilds",
    texts: [
      "Classic Car Engine Rebuilds",
      "About Engine Rebuilds",
      "What's Included",
      "The Process",
      "Find Specialists Now",
      "List Your Business",
      "Related Services",
      "Key Terms",
      "Quality Guaranteed",
      "Benefits",
      "Common Issues",
      "Frequently Asked Questions",
      "Browse Specialists",
      "6-12 weeks",
      "£3,000-£15,000",
    ],
  },
  {
    path: "/vehicles/alfa-romeo",
    texts: ["Alfa Romeo", "Related Makes", "Key Terms", "Quality Guaranteed", "Frequently Asked Questions", "Browse Specialists"],
  },
  { path: "/vehicles/triumph", texts: ["Triumph", "Related Makes", "Common Issues", "Browse Specialists"] },
  {
    path: "/services/not-a-service",
    status: 404,
    texts: ["Service not found", "Please check the URL or browse services from our directory.", "Back to Home"],
  },
  { path: "/vehicles/not-a-make", status: 404, texts: ["Vehicle not found", "Back to Home"] },
  { path: "/about", texts: ["2019", "2021", "2023", "2025", "Our founders", "Our values", "Begin Your Search", "List Your Services"] },
  { path: "/contact", texts: ["Send Message", "support@restorationregister.co.uk", "020 7946 0018", "1-2 business days"] },
  { path: "/privacy", texts: ["Privacy Policy"] },
  { path: "/terms", texts: ["Terms of Service"] },
  { path: "/no/such/page", status: 404, texts: ["Oops! Page not found", "Return to Home"] },
];

for (const { path, texts, status = 200 } of PAGES) {
  test.describe(path, () => {
    test("renders its key texts with the right status", async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("info@restorationregister.co.uk");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin");
    });

    for (const viewport of [DESKTOP, PHONE]) {
      test(`has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("the 404 page links home", async ({ page }) => {
  await page.goto("/definitely/missing");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown service and make pages link back home", async ({ page }) => {
  await page.goto("/services/unknown");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
