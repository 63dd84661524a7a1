import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, gotoHydrated, waitForMail } from "./helpers";
import { adminPage, signInAs } from "./accounts";
import { SEEDED } from "./seeded-accounts";
import { plainPhoto, sidewaysJpegWithGps } from "../tests/photo-fixtures";
import { PHOTO_REFUSALS, PHOTO_WAITING } from "../app/lib/project-limits";

// Not the demo directory's E-type title: the make page lists both.
const TITLE = "1964 Jaguar E-type Series 1 OTS — bare-metal restoration";

test.use({ viewport: DESKTOP });

async function fillProject(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Make").selectOption({ label: "Jaguar" });
  await page.getByLabel("Model (optional)").fill("E-type");
  await page.getByLabel("Year (optional)").fill("1964");
  await page.getByText("Paint & Bodywork").click();
  await page.getByText("Fabrication & Welding").click();
  await page.getByLabel("The story (optional)").fill("Arrived as a rusty shell from California; left in Opalescent Silver Grey.");
}

test("a specialist adds a project with three photos (refused files named), an admin approves it, and its photos are public, upright and without GPS", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInAs(page, SEEDED.projectOwner);
  await gotoHydrated(page, "/dashboard/projects");
  await expect(page.getByText("No projects yet")).toBeVisible();
  await expectAccessibleAtBothSizes(page);

  await page.getByRole("link", { name: "Add a project" }).click();
  await expect(page.getByRole("heading", { name: "New project" })).toBeVisible();
  await page.getByRole("button", { name: "Save and add photos" }).click();
  await expect(page.getByText("Please give the project a title")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expectAccessibleAtBothSizes(page);
  await fillProject(page, TITLE);
  await page.getByRole("button", { name: "Save and add photos" }).click();
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // Three real photos (one sideways with GPS), a text file named as a photo, and one over 15 MB.
  const sideways = await sidewaysJpegWithGps();
  await page.getByLabel("Choose photos").setInputFiles([
    { name: "shell-before.jpg", mimeType: "image/jpeg", buffer: sideways },
    { name: "primer.png", mimeType: "image/png", buffer: await plainPhoto("#7a8b99") },
    { name: "finished.webp", mimeType: "image/webp", buffer: await sharp(await plainPhoto("#c0c0c8")).webp().toBuffer() },
    { name: "invoice.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Invoice 1965: not a photo\n".repeat(40)) },
    { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([sideways, Buffer.alloc(16 * 1024 * 1024)]) },
    // Chromium cannot decode HEIC, so it is not converted in the browser: the message says how to send a JPEG.
    { name: "iphone.heic", mimeType: "image/heic", buffer: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheicmif1heic"), Buffer.alloc(64)]) },
  ]);
  const chosen = page.getByRole("list", { name: "Chosen photos" });
  await expect(chosen.locator("[data-upload='iphone.heic']")).toContainText(`iphone.heic: ${PHOTO_REFUSALS.heic}`);
  await expect(chosen.locator("[data-upload='huge.jpg']")).toContainText(`huge.jpg: ${PHOTO_REFUSALS.tooLarge}`);
  // Alt text is asked for next to each file before anything is sent.
  await page.getByRole("button", { name: "Upload 4 photos" }).click();
  const firstAlt = page.getByLabel("Description (alt text) of shell-before.jpg");
  await expect(firstAlt).toBeFocused();
  await expect(firstAlt).toHaveAttribute("aria-invalid", "true");
  await expect(chosen.locator("[data-upload='shell-before.jpg']")).toContainText("Please describe this photo (alt text)");
  await expectAccessibleAtBothSizes(page);
  await firstAlt.fill("Bare shell on the jig, before any work");
  await page.getByLabel("Before or after").first().selectOption("before");
  await page.getByLabel("Description (alt text) of primer.png").fill("Body in grey primer");
  await page.getByLabel("Description (alt text) of finished.webp").fill("Finished car in silver");
  await page.getByLabel("Description (alt text) of invoice.jpg").fill("Invoice");
  // The server answers once the photo is processed, after waiting its turn behind other uploads if
  // it must (issue #23): until then, the file says its bytes are sent. The first answer is held in
  // the browser (Chromium's Fetch domain at the response stage: the request itself goes out whole)
  // until that has been seen.
  const cdp = await page.context().newCDPSession(page);
  const held: string[] = [];
  let holding = true;
  cdp.on("Fetch.requestPaused", ({ requestId }) => {
    if (holding) held.push(requestId);
    else void cdp.send("Fetch.continueResponse", { requestId });
  });
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/upload", requestStage: "Response" }] });
  await page.getByRole("button", { name: "Upload 4 photos" }).click();
  await expect(chosen.locator("[data-upload='shell-before.jpg']")).toContainText(PHOTO_WAITING);
  await expect(page.getByRole("progressbar", { name: "Upload of shell-before.jpg" })).toHaveAttribute("value", "100");
  holding = false;
  for (const requestId of held) await cdp.send("Fetch.continueResponse", { requestId });
  await cdp.send("Fetch.disable");
  await expect(chosen.locator("[data-upload='invoice.jpg']")).toContainText(`invoice.jpg: ${PHOTO_REFUSALS.notAnImage}`, { timeout: 60_000 });
  for (const name of ["shell-before.jpg", "primer.png", "finished.webp"]) {
    await expect(chosen.locator(`[data-upload='${name}']`)).toContainText("Uploaded.", { timeout: 60_000 });
  }
  const photos = page.getByRole("list", { name: "Photos, in the order they show" }).getByRole("listitem");
  await expect(photos).toHaveCount(3);
  await expect(page.getByText("Awaiting moderation").first()).toBeVisible();
  await expectAccessibleAtBothSizes(page);

  // Reorder by keyboard-reachable buttons: the finished car first.
  await photos.nth(2).getByRole("button", { name: "Move up photo 3" }).click();
  await expect(photos.nth(1).getByLabel("Description (alt text) of photo 2")).toHaveValue("Finished car in silver");

  // The served files: upright (the sideways JPEG is now portrait) and without any EXIF (so no GPS).
  const src = await photos.first().locator("img").getAttribute("src");
  expect(src).toMatch(/^\/photos\/[0-9a-f-]{36}\/[0-9a-f]{16}-400\.webp$/);
  for (const url of [src!, src!.replace(".webp", ".avif").replace("-400.", "-800.")]) {
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const meta = await sharp(await response.body()).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.height).toBeGreaterThan(meta.width);
  }
  // Not public before approval.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(src!)).status()).toBe(404);

  // An admin approves it from the Projects tab.
  const admin = await adminPage(browser, "/admin/projects");
  const card = admin.locator("[data-admin-project]").filter({ hasText: TITLE });
  await expect(card).toContainText(SEEDED.projectOwner.businessName);
  await expect(card.getByRole("img", { name: "Bare shell on the jig, before any work" })).toBeVisible();
  await expectAccessibleAtBothSizes(admin);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Project approved successfully")).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(SEEDED.projectOwner.email) && m.subject.includes("is published"));
  expect(mail.text).toContain(TITLE);

  // Public at once, cached for a year.
  const publicFile = await visitor.request.get(src!);
  expect(publicFile.status()).toBe(200);
  expect(publicFile.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(publicFile.headers()["content-type"]).toBe("image/webp");
  await gotoHydrated(page, "/dashboard/projects");
  await expect(page.locator("[data-project]").filter({ hasText: TITLE })).toContainText("Published");
  // A project that is not one of hers: the site's not-found page, in the portal's words, with the way back.
  const missing = await page.goto("/dashboard/projects/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  // And it shows where owners look: the profile's gallery, the listing's card, the make's page.
  const owner = await visitor.newPage();
  await owner.goto("/provider/gallery-test-coachworks");
  const shown = owner.locator("article[data-project]").filter({ hasText: TITLE });
  await expect(shown).toContainText("Jaguar");
  await expect(shown.getByRole("img", { name: "Bare shell on the jig, before any work" })).toBeVisible();
  await owner.goto(`/results?q=${encodeURIComponent("Gallery Test Coachworks")}`);
  const listing = owner.locator("[data-profile='gallery-test-coachworks']");
  await expect(listing.getByRole("list", { name: "Latest projects" }).getByRole("img")).toHaveCount(1);
  await owner.goto("/vehicles/jaguar");
  const recent = owner.getByRole("region", { name: "Recent projects" });
  await expect(recent).toContainText(TITLE);
  await expect(recent.getByRole("link", { name: TITLE })).toHaveAttribute("href", "/provider/gallery-test-coachworks");
  await expect(recent).toContainText(`By ${SEEDED.projectOwner.businessName}`);
  await visitor.close();
  await admin.context().close();
});

test("without JavaScript the plain form uploads several files, names the refused one, and asks for the descriptions after", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAs(page, SEEDED.galleryPlain);
  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noJs = await plain.newPage();
  await noJs.goto("/dashboard/projects/new");
  await fillProject(noJs, "MGB GT — sills and floors");
  await noJs.getByRole("button", { name: "Save and add photos" }).click();
  await expect(noJs.getByRole("heading", { name: "MGB GT — sills and floors" })).toBeVisible();
  await noJs.getByLabel("Choose photos").setInputFiles([
    { name: "sill.png", mimeType: "image/png", buffer: await plainPhoto("#553322") },
    { name: "notes.txt.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some notes\n".repeat(30)) },
    { name: "floor.jpg", mimeType: "image/jpeg", buffer: await sidewaysJpegWithGps(900, 600) },
    // Sent whole (no script to stop it): past the site's usual 3 MB body limit, raised for this path alone.
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([await plainPhoto(), Buffer.alloc(16 * 1024 * 1024)]) },
  ]);
  await noJs.getByRole("button", { name: "Upload photos" }).click();
  await expect(noJs.getByText("2 photos were added.")).toBeVisible({ timeout: 60_000 });
  const refused = noJs.getByRole("list", { name: "Refused" });
  await expect(refused).toContainText(`notes.txt.jpg: ${PHOTO_REFUSALS.notAnImage}`);
  await expect(refused).toContainText(`huge.png: ${PHOTO_REFUSALS.tooLarge}`);
  await expect(noJs.getByRole("list", { name: "Added" })).toContainText("sill.png");
  await noJs.getByRole("link", { name: "Back to the project" }).click();
  await expect(noJs.getByText("2 photos need a description (alt text) below.")).toBeVisible();
  const alt = noJs.getByLabel("Description (alt text) of photo 1");
  await expect(alt).toHaveAttribute("aria-invalid", "true");
  await alt.fill("Rotten sill cut out");
  await noJs.getByRole("button", { name: "Save photo 1" }).click();
  await expect(noJs.getByText("Photo saved. The project has been sent for moderation.")).toBeVisible();
  await expect(noJs.getByText("One photo needs a description (alt text) below.")).toBeVisible();
  await noJs.getByLabel("Description (alt text) of photo 2").fill("New floor pan tacked in place");
  await noJs.getByRole("button", { name: "Save photo 2" }).click();
  await expect(noJs.getByText("Photo saved. The project has been sent for moderation.")).toBeVisible();
  await plain.close();

  // An admin without JavaScript rejects it without a reason: the refusal comes back under that card's field, with nothing lost.
  const moderator = await adminPage(browser, "/admin/projects", { javaScriptEnabled: false });
  const card = () => moderator.locator("[data-admin-project]").filter({ hasText: "MGB GT — sills and floors" });
  await card().getByRole("button", { name: "Reject" }).click();
  const reason = card().getByLabel("Reason if rejecting (sent to the specialist)");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(card()).toContainText("Please give the specialist a reason for the rejection");
  await expect(card().getByText("Awaiting moderation")).toBeVisible();
  await moderator.context().close();
});
