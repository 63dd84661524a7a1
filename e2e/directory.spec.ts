import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated, startFormsAMinuteAgo, waitForMail } from "./helpers";
import { FORM_COOKIE } from "../app/lib/cookie-names";

// A fictional approved profile from the demo seed (scripts/seed-data.ts).
const PROFILE = {
  slug: "aire-valley-coachworks",
  name: "Aire Valley Coachworks",
  email: "enquiries@airevalleycoachworks.example",
  phone: "0113 496 0418",
};

async function cardNames(page: Page) {
  return page.locator("[data-profile] h2").allTextContents();
}

test.describe("search, sort and the provider journey", () => {
  test.use({ viewport: DESKTOP });

  test("home search → filtered results → each sort", async ({ page }) => {
    await gotoHydrated(page, "/");
    const search = page.getByRole("search", { name: "Find specialists" });
    await search.getByLabel("Service type").selectOption({ label: "Paint & Bodywork" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork$/);
    await expect(page.getByLabel("Service type")).toHaveValue("paint-and-bodywork");

    const found = page.getByRole("heading", { name: /specialists? found/ });
    const count = Number((await found.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    const cards = page.locator("[data-profile]");
    await expect(cards).toHaveCount(Math.min(count, 12));
    for (const card of await cards.all()) await expect(card.getByLabel("Specialties")).toContainText("Paint & Bodywork");

    // Most Experience: years never increase down the list.
    await page.getByLabel("Sort by").selectOption({ label: "Most Experience" });
    await expect(page).toHaveURL(/service=paint-and-bodywork&sort=experience$/);
    await gotoHydrated(page, page.url());
    const years = (await page.locator("[data-profile]").allTextContents()).map((t) => Number(/(\d+)\+ years/.exec(t)?.[1] ?? -1));
    expect(years).toEqual([...years].sort((a, b) => b - a));

    // Nearest Location needs a location, and says so.
    await page.getByLabel("Sort by").selectOption({ label: "Nearest Location" });
    await expect(page.getByText("Enter a location to sort by distance.")).toBeVisible();

    await page.getByLabel("Location").fill("leeds");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/location=leeds&sort=nearest/);
    await expect(page.getByText("Enter a location to sort by distance.")).toHaveCount(0);
    // Those within 50 miles, nearest first (the ones further afield follow under their own heading).
    const distances = (await page.locator("[data-results=found] [data-distance]").allTextContents()).map((t) =>
      t.startsWith("Less") ? 0 : Number(/[\d.]+/.exec(t)![0]),
    );
    expect(distances.length).toBe(await page.locator("[data-results=found] [data-profile]").count());
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(50);

    // Back to Best match (the default is left out of the URL).
    await page.getByLabel("Sort by").selectOption({ label: "Best match" });
    await expect(page).toHaveURL(/\/results\?service=paint-and-bodywork&location=leeds$/);
  });

  test("an unknown location says so and still searches", async ({ page }) => {
    await gotoHydrated(page, "/results?location=Atlantis");
    await expect(page.getByRole("alert")).toContainText("We couldn’t find “Atlantis”");
    await expect(page.locator("[data-profile]").first()).toBeVisible();
    await expect(page.locator("[data-distance]")).toHaveCount(0);
  });

  test("empty parameters are dropped from the URL, and pages are in the URL", async ({ page }) => {
    await page.goto("/results?service=&vehicle=&location=");
    await expect(page).toHaveURL(/\/results$/);
    await gotoHydrated(page, "/results");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const first = await cardNames(page);
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/results\?page=2$/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const second = await cardNames(page);
    expect(second).not.toEqual(first);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(await cardNames(page)).toEqual(first);
  });

  test("profile: contact reveal, enquiry by email, and a pending review that is not shown", async ({ page }) => {
    await gotoHydrated(page, "/results?vehicle=jaguar");
    // Badges say what they mean (issue #14): certifications are listed, not checked by us.
    await expect(page.locator("[data-profile]").getByText("Lists certifications").first()).toBeVisible();
    await expect(page.getByText("Certified", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: PROFILE.name, exact: true }).click();
    await expect(page).toHaveURL(`/provider/${PROFILE.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROFILE.name);
    await expect(page.getByText("Verified Provider").first()).toBeVisible();
    await expect(page.getByText("Email confirmed and listing reviewed by our team")).toBeVisible();

    // Not in the HTML before the click.
    const html = await (await page.request.get(`/provider/${PROFILE.slug}`)).text();
    expect(html).not.toContain(PROFILE.email);
    expect(html).not.toContain(PROFILE.phone);

    const contact = page.getByRole("complementary", { name: "Contact" });
    await contact.getByRole("button", { name: `Show Email for ${PROFILE.name}` }).click();
    await expect(contact.getByRole("link", { name: PROFILE.email })).toHaveAttribute("href", `mailto:${PROFILE.email}`);
    await contact.getByRole("button", { name: `Show Phone for ${PROFILE.name}` }).click();
    await expect(contact.getByRole("link", { name: PROFILE.phone })).toHaveAttribute("href", "tel:01134960418");

    // Enquiry: the dialog, then the specialist's inbox on a real SMTP server.
    await contact.getByRole("button", { name: "Send Message" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Message" });
    await dialog.getByLabel("Your name").fill("Browser Test Owner");
    await dialog.getByLabel("Your email").fill("owner@example.net");
    await dialog.getByLabel("Message").fill("Hello, could you look at rust in the sills of my Jaguar Mk2?");
    await startFormsAMinuteAgo(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully! The provider will receive your inquiry.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const mail = await waitForMail((m) => m.to.includes(PROFILE.email) && m.text.includes("rust in the sills"));
    expect(mail.replyTo).toBe("owner@example.net");

    // Request Phone Call: the same dialog, asking for a number and a good time; refused without them, at the fields.
    await contact.getByRole("button", { name: "Request Phone Call" }).click();
    const call = page.getByRole("dialog", { name: "Request Phone Call" });
    await call.getByLabel("Your name").fill("Ring Me Owner");
    await call.getByLabel("Your email").fill("ring.me@example.net");
    await call.getByRole("button", { name: "Request Call" }).click();
    await expect(call.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(call.getByLabel("Phone number")).toHaveAccessibleDescription(/Please enter a phone number, including the area code/);
    await expect(call.getByLabel("Good time to call")).toHaveAccessibleDescription(/Please choose a good time to call/);
    await call.getByLabel("Phone number").fill("0113 496 0777");
    await call.getByLabel("Good time to call").selectOption("Saturdays");
    await call.getByRole("button", { name: "Request Call" }).click();
    await expect(call).toBeHidden();
    const callMail = await waitForMail((m) => m.to.includes(PROFILE.email) && m.text.includes("0113 496 0777"));
    expect(callMail.subject).toBe(`Phone call request for ${PROFILE.name} from Ring Me Owner`);
    expect(callMail.text).toContain("Good time to call: Saturdays");

    // Review: Write Review toggles the form, Cancel closes it, a submitted review waits for moderation.
    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    await reviews.getByRole("button", { name: "Write Review" }).click();
    await reviews.getByRole("link", { name: "Cancel" }).click();
    await expect(reviews.getByLabel("Your review")).toHaveCount(0);
    await reviews.getByRole("button", { name: "Write Review" }).click();
    await reviews.getByLabel("Your name").fill("Pending Reviewer");
    await reviews.getByLabel("Your email (not published)").fill("pending@example.com");
    await reviews.locator("label").filter({ has: page.getByRole("radio", { name: "4 stars" }) }).click();
    await expect(reviews.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await reviews.getByLabel("Your review").fill("Collected today — a lovely, careful job on the doors.");
    await reviews.getByRole("button", { name: "Submit Review" }).click();
    await expect(
      page.getByText("Review submitted successfully! Thank you for your feedback. Your review will be published after moderation."),
    ).toBeVisible();
    await expect(reviews.getByLabel("Your review")).toHaveCount(0);
    await expect(reviews.getByText("Pending Reviewer")).toHaveCount(0);
  });

  test("an enquiry sent soon after revealing the phone succeeds: the fill time counts from the first view", async ({ page }) => {
    await gotoHydrated(page, `/provider/${PROFILE.slug}`);
    // The form timer is the signed cookie the first view set; nothing the visitor does later restarts it.
    const formStart = async () => (await page.context().cookies()).find((cookie) => cookie.name === FORM_COOKIE)?.value;
    const firstView = await formStart();
    expect(firstView).toBeTruthy();
    await page.waitForTimeout(4_000); // the visitor has read the profile for a while
    const contact = page.getByRole("complementary", { name: "Contact" });
    await contact.getByRole("button", { name: `Show Phone for ${PROFILE.name}` }).click();
    await expect(contact.getByRole("link", { name: PROFILE.phone })).toBeVisible();

    await contact.getByRole("button", { name: "Request Phone Call" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Phone Call" });
    await dialog.getByLabel("Your name").fill("Quick Caller");
    await dialog.getByLabel("Your email").fill("quick.caller@example.net");
    await dialog.getByLabel("Phone number").fill("07700 900123");
    await dialog.getByLabel("Good time to call").selectOption("Weekday mornings");
    await dialog.getByLabel("About your car (optional)").fill("About my E-Type's bonnet.");
    // Not a measure of the machine's speed: the reveal and the dialog left the first view's timer as it was.
    expect(await formStart()).toBe(firstView);
    await dialog.getByRole("button", { name: "Request Call" }).click();
    await expect(page.getByText("Message sent successfully! The provider will receive your inquiry.")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("long reviews are truncated at 150 characters with Read More / Read Less", async ({ page }) => {
    await gotoHydrated(page, `/provider/${PROFILE.slug}`);
    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    // The reviews hydrate after the page (a file of their own): a press before then is lost.
    await expect(reviews).toHaveAttribute("data-hydrated", "true");
    const item = reviews
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Read More" }) })
      .first();
    const more = item.getByRole("button", { name: "Read More" });
    await expect(more).toBeVisible();
    const short = (await item.getByTestId("review-comment").textContent())!.trim();
    expect(short.endsWith("...")).toBe(true);
    expect(short.length).toBe(153);
    await more.click();
    const expanded = reviews.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Read Less" }) });
    await expect(expanded).toHaveCount(1);
    const full = (await expanded.getByTestId("review-comment").textContent())!.trim();
    expect(full.length).toBeGreaterThan(150);
    expect(full.startsWith(short.slice(0, -3))).toBe(true);
    await expanded.getByRole("button", { name: "Read Less" }).click();
    await expect(reviews.getByRole("button", { name: "Read Less" })).toHaveCount(0);
  });

  test("Copy Results Link copies the page address and confirms for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/results?service=engine-rebuilds&vehicle=mg");
    const button = page.getByRole("button", { name: "Copy Results Link" });
    await button.click();
    const copied = page.getByRole("button", { name: "Link Copied!" });
    await expect(copied).toBeDisabled();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole("button", { name: "Copy Results Link" })).toBeEnabled({ timeout: 4_000 });
  });

  test("Copy Results Link copies by selection where the Clipboard API is missing (plain HTTP from another machine)", async ({ page }) => {
    // As on a non-secure origin: no navigator.clipboard; the selection-based copy is recorded as it runs.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
      const copies: string[] = [];
      (window as unknown as { copies: string[] }).copies = copies;
      document.execCommand = (command: string) => {
        const area = document.body.lastElementChild;
        if (command === "copy" && area instanceof HTMLTextAreaElement) copies.push(area.value.slice(area.selectionStart, area.selectionEnd));
        return true;
      };
    });
    await gotoHydrated(page, "/results?service=engine-rebuilds&vehicle=mg");
    await page.getByRole("button", { name: "Copy Results Link" }).click();
    await expect(page.getByRole("button", { name: "Link Copied!" })).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { copies: string[] }).copies)).toEqual([page.url()]);
  });
});

test("pending and rejected listings are not found, with a way back", async ({ page, request }) => {
  for (const slug of ["saltaire-spoke-and-wire", "no-such-provider"]) {
    const response = await request.get(`/provider/${slug}`);
    expect(response.status()).toBe(404);
  }
  await page.goto("/provider/saltaire-spoke-and-wire");
  await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Results" }).click();
  await expect(page).toHaveURL(/\/results$/);
  const all = await (await request.get("/results?page=1")).text();
  expect(all).not.toContain("Saltaire Spoke");
});

test("provider pages carry LocalBusiness JSON-LD with their rating, and are in the sitemap", async ({ request, baseURL }) => {
  const html = await (await request.get(`/provider/${PROFILE.slug}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const business = blocks.find((b) => b["@type"] === "AutoRepair") as { aggregateRating?: { ratingValue: string; reviewCount: number } };
  expect(business).toBeTruthy();
  expect(Number(business.aggregateRating!.ratingValue)).toBeGreaterThan(0);
  expect(business.aggregateRating!.reviewCount).toBeGreaterThan(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/provider/${PROFILE.slug}</loc>`);
  expect(sitemap).not.toContain("saltaire-spoke-and-wire");
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`results and provider pages have no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const path of ["/results", "/results?location=LS1&sort=nearest", `/provider/${PROFILE.slug}`, "/provider/missing"]) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    }
    // With the review form and the enquiry dialog open too.
    await gotoHydrated(page, `/provider/${PROFILE.slug}`);
    await page.getByRole("button", { name: "Write Review" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
