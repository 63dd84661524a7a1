import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectAccessibleAtBothSizes, expectAccessibleWithoutJavaScript, gotoHydrated, startFormsAMinuteAgo } from "./helpers";
import { asOwnClient, uniqueEmail } from "./accounts";

// A demo listing (scripts/seed-data.ts) no other spec reviews.
const PROFILE_PATH = "/provider/chiltern-scuderia";
const RATING_MESSAGE = "Please choose a rating from 1 to 5 stars";
const STARS = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"];

/** Whether each of the five stars is drawn filled (brass), as the visitor sees them. */
async function filledStars(form: Locator): Promise<boolean[]> {
  const group = form.getByRole("group", { name: "Rating" });
  return group.locator("label svg").evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).fill !== "none"));
}

async function expectNoStarChosen(form: Locator) {
  for (const stars of STARS) await expect(form.getByRole("radio", { name: stars })).not.toBeChecked();
  expect(await filledStars(form)).toEqual([false, false, false, false, false]);
}

/** The rating's error, under the stars and tied to the group and each star. */
async function expectRatingError(form: Locator) {
  await expect(form.locator("#review-rating-error")).toHaveText(RATING_MESSAGE);
  await expect(form.getByRole("group", { name: "Rating" })).toHaveAttribute("aria-describedby", "review-rating-error");
  for (const stars of STARS) await expect(form.getByRole("radio", { name: stars })).toHaveAttribute("aria-describedby", "review-rating-error");
}

async function fillAllButTheRating(page: Page, form: Locator, name: string) {
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your email (not published)").fill(uniqueEmail("rating"));
  await form.getByLabel("Your review").fill("A tidy service of my Alfa Giulia, explained well.");
  await startFormsAMinuteAgo(page);
}

const chooseStars = (page: Page, form: Locator, stars: string) => form.locator("label").filter({ has: page.getByRole("radio", { name: stars }) }).click();

/** #24 item 3: a rating is chosen, never preset, on the profile's review form. */
test.describe("the review form starts with no star chosen and asks for one", () => {
  test.use({ viewport: DESKTOP });

  test("with JavaScript: the error is at the stars and takes the focus; the chosen stars fill", async ({ page }) => {
    await asOwnClient(page);
    await gotoHydrated(page, PROFILE_PATH);
    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    await reviews.getByRole("button", { name: "Write Review" }).click();
    const form = page.getByRole("form", { name: "Write a review" });
    await expectNoStarChosen(form);

    await fillAllButTheRating(page, form, "Starless Visitor");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expectRatingError(form);
    await expect(form.getByRole("radio", { name: "1 star" })).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveValue("Starless Visitor");
    await expectAccessibleAtBothSizes(page);

    await chooseStars(page, form, "3 stars");
    await expect(form.getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(await filledStars(form)).toEqual([true, true, true, false, false]);
    // The arrow keys move the choice, and the stars follow.
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(await filledStars(form)).toEqual([true, true, true, true, false]);
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review submitted successfully!").first()).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test.describe.configure({ timeout: 120_000 });

    test("the page comes back with the error tied to the stars and what was typed; the chosen stars fill by CSS", async ({ page }) => {
      await asOwnClient(page);
      await page.goto(`${PROFILE_PATH}?form=review#review-form`);
      const form = page.getByRole("form", { name: "Write a review" });
      await expectNoStarChosen(form);

      await fillAllButTheRating(page, form, "Plain Starless Visitor");
      await form.getByRole("button", { name: "Submit Review" }).click();
      await expect(page).toHaveURL(`${PROFILE_PATH}?form=review#review-form`);
      await expectRatingError(form);
      await expect(form.getByLabel("Your name")).toHaveValue("Plain Starless Visitor");
      await expect(form.getByLabel("Your review")).toHaveValue("A tidy service of my Alfa Giulia, explained well.");
      await expectNoStarChosen(form);
      await expectAccessibleWithoutJavaScript(page);
      if (process.env.REVIEW_SCREENSHOTS) {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await form.screenshot({ path: test.info().outputPath(`rating-error-${viewport.width}.png`) });
        }
      }

      await chooseStars(page, form, "2 stars");
      expect(await filledStars(form)).toEqual([true, true, false, false, false]);
      await form.getByRole("button", { name: "Submit Review" }).click();
      await expect(page.getByRole("region", { name: "Customer Reviews" }).getByRole("status")).toContainText("Review submitted successfully!");
    });
  });
});
