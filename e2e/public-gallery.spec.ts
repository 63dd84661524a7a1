import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoAxeViolations, gotoHydrated } from "./helpers";
import { SEEDED } from "./seeded-accounts";

// Approved by e2e/seed-accounts.ts with three approved projects and twelve photos (e2e/gallery-projects.ts).
const PROJECTS = SEEDED.gallery.projects;
const PROFILE_PATH = "/provider/gallery-coachworks";
const [ETYPE, MGB, SERIES] = PROJECTS as [(typeof PROJECTS)[number], (typeof PROJECTS)[number], (typeof PROJECTS)[number]];
const PHOTO_COUNT = PROJECTS.reduce((sum, project) => sum + project.photos.length, 0);

test.use({ viewport: DESKTOP });

/** With GALLERY_SCREENSHOTS set, keeps a full-page picture for a person to look at. */
async function keepScreenshot(page: Page, name: string, fullPage = true) {
  if (!process.env.GALLERY_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** Every image in `scope` has arrived and decoded (lazy ones are scrolled to first). */
async function expectImagesLoaded(page: Page, selector: string) {
  const images = page.locator(selector);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
}

const lightbox = (page: Page) => page.getByRole("dialog");

test("the profile shows its projects, before/after side by side, and the lightbox works by keyboard, buttons and swipe", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, PROFILE_PATH);
  // The gallery hydrates from its own file after the page: wait until nothing is loading.
  await page.waitForLoadState("networkidle");
  const gallery = page.getByRole("region", { name: "Projects" });
  await expect(gallery.getByRole("article")).toHaveCount(3);
  const etype = gallery.getByRole("article", { name: ETYPE.title });
  await expect(etype).toContainText("Jaguar E-Type Series 1 roadster, 1962");
  await expect(etype.getByRole("link", { name: "Paint & Bodywork" })).toHaveAttribute("href", "/services/paint-and-bodywork");
  await expect(etype).toContainText("Goodwood Revival");
  await expect(gallery.getByRole("article", { name: SERIES.title })).toContainText("Land Rover Series IIA 88, 1968");
  await expect(gallery.locator("img")).toHaveCount(PHOTO_COUNT);

  // Every photo: AVIF and WebP at each width, sizes, its own proportions, lazy and decoded off the main thread.
  const first = gallery.locator("img").first();
  await expect(first).toHaveAttribute("loading", "lazy");
  await expect(first).toHaveAttribute("decoding", "async");
  await expect(first).toHaveAttribute("width", "1600");
  await expect(first).toHaveAttribute("height", "1067");
  await expect(first).toHaveAttribute("sizes", /min-width: 1280px/);
  await expect(gallery.locator("source[type='image/avif']").first()).toHaveAttribute("srcset", /-400\.avif 400w, .*-800\.avif 800w, .*-1600\.avif 1600w/);

  // Before and after side by side at 1440, labelled.
  const pair = etype.locator("[data-before-after]").first();
  const [before, after] = [pair.getByRole("link").nth(0), pair.getByRole("link").nth(1)];
  await expect(before).toContainText("Before");
  await expect(after).toContainText("After");
  const [beforeBox, afterBox] = [(await before.boundingBox())!, (await after.boundingBox())!];
  expect(Math.abs(beforeBox.y - afterBox.y)).toBeLessThan(1);
  expect(afterBox.x).toBeGreaterThan(beforeBox.x + beforeBox.width);
  await expectImagesLoaded(page, "section[aria-labelledby='projects-heading'] img");
  await keepScreenshot(page, "profile-1440");
  await expectNoAxeViolations(page);

  // Keyboard: the first photo opens with Enter, arrows step (and wrap), Escape closes and focus returns.
  const opener = before;
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(lightbox(page)).toBeVisible();
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`1 of ${PHOTO_COUNT}`);
  await expect(lightbox(page)).toContainText(ETYPE.photos[0]!.alt);
  await expect(lightbox(page)).toContainText(ETYPE.title);
  await expect(lightbox(page).getByRole("button", { name: "Close" })).toBeFocused();
  // The photos either side are already on their way.
  await expect(page.locator("link[rel='preload'][as='image'][type='image/avif']")).toHaveCount(2);
  await expectImagesLoaded(page, "dialog img");
  await keepScreenshot(page, "lightbox-1440", false);
  await expectNoAxeViolations(page);
  await page.keyboard.press("ArrowRight");
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`2 of ${PHOTO_COUNT}`);
  await expect(lightbox(page)).toContainText(ETYPE.photos[1]!.alt);
  await expect(lightbox(page)).toContainText("After");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`${PHOTO_COUNT} of ${PHOTO_COUNT}`);
  await expect(lightbox(page)).toContainText(SERIES.photos[2]!.alt);
  await page.keyboard.press("Escape");
  await expect(lightbox(page)).toBeHidden();
  await expect(opener).toBeFocused();

  // The buttons, and a sideways drag (what a swipe is to pointer events).
  await after.click();
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`2 of ${PHOTO_COUNT}`);
  await lightbox(page).getByRole("button", { name: "Next photo" }).click();
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`3 of ${PHOTO_COUNT}`);
  const image = (await lightbox(page).locator("img").boundingBox())!;
  await page.mouse.move(image.x + image.width / 2, image.y + image.height / 2);
  await page.mouse.down();
  await page.mouse.move(image.x + image.width / 2 - 200, image.y + image.height / 2 + 10, { steps: 5 });
  await page.mouse.up();
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`4 of ${PHOTO_COUNT}`);
  await lightbox(page).getByRole("button", { name: "Close" }).click();
  await expect(lightbox(page)).toBeHidden();
  await expect(after).toBeFocused();

  // At 375 px: the pair stacks, and the gallery and the lightbox are as accessible.
  await page.setViewportSize(PHONE);
  const [phoneBefore, phoneAfter] = [(await before.boundingBox())!, (await after.boundingBox())!];
  expect(phoneAfter.y).toBeGreaterThan(phoneBefore.y + phoneBefore.height - 1);
  await keepScreenshot(page, "profile-375");
  await expectNoAxeViolations(page);
  await before.click();
  await expect(lightbox(page)).toBeVisible();
  await expectImagesLoaded(page, "dialog img");
  await keepScreenshot(page, "lightbox-375", false);
  await expectNoAxeViolations(page);
  await lightbox(page).getByRole("button", { name: "Next photo" }).click();
  await expect(lightbox(page).locator("[data-counter]")).toHaveText(`2 of ${PHOTO_COUNT}`);
});

test("without JavaScript the profile shows every photo, each a link to its largest file", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(PROFILE_PATH);
  const gallery = page.getByRole("region", { name: "Projects" });
  const links = gallery.locator("a:has(img)");
  await expect(links).toHaveCount(PHOTO_COUNT);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", /^\/photos\/[0-9a-f-]{36}\/[0-9a-f]{16}-1600\.webp$/);
  await expectImagesLoaded(page, "section[aria-labelledby='projects-heading'] img");
  const response = await page.request.get((await links.first().getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await context.close();
});

test("the results card shows the listing's latest three projects as thumbnails", async ({ page }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/results?vehicle=jaguar&location=LS5+3BT&sort=nearest");
    const card = page.locator("[data-profile='gallery-coachworks']");
    const strip = card.getByRole("list", { name: "Latest projects" });
    // Newest first: the seed published them in order.
    await expect(strip.getByRole("img")).toHaveCount(3);
    expect(await strip.getByRole("img").evaluateAll((images) => images.map((img) => img.getAttribute("alt")))).toEqual([
      SERIES.photos[0]!.alt,
      MGB.photos[0]!.alt,
      ETYPE.photos[0]!.alt,
    ]);
    await expect(strip.locator("img").first()).toHaveAttribute("src", /-400\.webp$/);
    await expect(strip.locator("img").first()).toHaveAttribute("loading", "lazy");
    await expectImagesLoaded(page, "[data-profile='gallery-coachworks'] ul[aria-label='Latest projects'] img");
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `results-${viewport.width}`, false);
    await expectNoAxeViolations(page);
  }
});

test("a make page and a service page show recent projects, each leading to its listing", async ({ page }) => {
  await gotoHydrated(page, "/services/upholstery-and-trim");
  await expect(page.getByRole("region", { name: "Recent projects" }).getByRole("link", { name: MGB.title })).toBeVisible();

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/vehicles/jaguar");
    const recent = page.getByRole("region", { name: "Recent projects" });
    const link = recent.getByRole("link", { name: ETYPE.title });
    await expect(link).toHaveAttribute("href", PROFILE_PATH);
    await expect(recent).toContainText("By Gallery Coachworks, Leeds");
    await expect(recent.getByRole("link", { name: MGB.title })).toHaveCount(0);
    await expectImagesLoaded(page, "section[aria-labelledby='recent-projects-heading'] img");
    await recent.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `make-${viewport.width}`, false);
    await expectNoAxeViolations(page);
  }
  await page.getByRole("region", { name: "Recent projects" }).getByRole("link", { name: ETYPE.title }).click();
  await expect(page).toHaveURL(PROFILE_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Gallery Coachworks" })).toBeVisible();
});
