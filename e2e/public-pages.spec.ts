import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations } from "./helpers";

const SERVICE_NAMES = [
  "Chrome & Polishing",
  "Classic Conversions",
  "Diagnostics & Inspection",
  "Electrics & Wiring",
  "Engine Rebuilds",
  "Fabrication & Welding",
  "Mechanical Repairs",
  "Paint & Bodywork",
  "Restoration Management",
  "Upholstery & Trim",
];
const MAKE_COUNT = 17;

const PAGES: { path: string; texts: string[]; status?: number }[] = [
  {
    path: "/",
    texts: [
      "Find the right hands for your classic car",
      // The directory's own figures (issue #14), not SPEC's marketing claims, which an operator must switch on.
      "Listed Specialists",
      "Published Reviews",
      "Average Rating of",
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
  { path: "/services", texts: ["Classic Car Restoration Services", ...SERVICE_NAMES, "Browse Specialists"] },
  { path: "/vehicles", texts: ["Restoration Specialists by Vehicle Make", "Alfa Romeo", "Citroën", "Other / Custom", "Volkswagen"] },
  {
    path: "/services/not-a-service",
    status: 404,
    texts: ["Service not found", "Please check the URL or browse services from our directory.", "Back to Home"],
  },
  {
    path: "/vehicles/not-a-make",
    status: 404,
    texts: ["Vehicle not found", "Please check the URL or browse vehicle makes from our directory.", "Back to Home"],
  },
  {
    path: "/provider/not-a-workshop",
    status: 404,
    texts: ["Provider Not Found", "Back to Results"],
  },
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

test("not-found pages keep their titles and stay out of search engines", async ({ page }) => {
  for (const [path, title] of [
    ["/provider/not-a-workshop", "Provider Not Found"],
    ["/services/not-a-service", "Service not found"],
    ["/vehicles/not-a-make", "Vehicle not found"],
    ["/no/such/page", "Page not found"],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle(`${title} | The Restoration Register`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  }
});

test("/services lists every service with its specialists, and links to each guide and back", async ({ page }) => {
  await page.goto("/services");
  const cards = page.locator("[data-catalogue-index=service] > li");
  await expect(cards).toHaveCount(SERVICE_NAMES.length);
  expect(await page.locator("[data-catalogue-index=service] h2").allTextContents()).toEqual(SERVICE_NAMES);
  // The demo directory lists paint and bodywork specialists: the count links to them.
  const paint = cards.filter({ hasText: "Paint & Bodywork" });
  const count = Number(await paint.locator("[data-count]").getAttribute("data-count"));
  expect(count).toBeGreaterThan(0);
  await expect(paint.getByRole("link", { name: /specialists? for Paint & Bodywork/ })).toHaveAttribute(
    "href",
    "/results?service=paint-and-bodywork",
  );
  await paint.getByRole("link", { name: "Paint & Bodywork", exact: true }).click();
  await expect(page).toHaveURL(/\/services\/paint-and-bodywork$/);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Classic Car Restoration Services");
});

test("/vehicles lists every make and links to each guide", async ({ page }) => {
  await page.goto("/vehicles");
  await expect(page.locator("[data-catalogue-index=vehicle] > li")).toHaveCount(MAKE_COUNT);
  await page.locator("[data-catalogue-index=vehicle]").getByRole("link", { name: "Triumph", exact: true }).click();
  await expect(page).toHaveURL(/\/vehicles\/triumph$/);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Vehicles" }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
});

test("unknown service and make pages offer the index of all of them", async ({ page }) => {
  await page.goto("/vehicles/unknown");
  await page.getByRole("link", { name: "Browse all makes" }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await page.goto("/services/unknown");
  await page.getByRole("link", { name: "Browse all services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("the footer links to /services and /vehicles", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services");
  await expect(footer.getByRole("link", { name: "All makes" })).toHaveAttribute("href", "/vehicles");
});
