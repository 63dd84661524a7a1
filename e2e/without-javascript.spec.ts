import { expect, test, type Locator } from "@playwright/test";
import { DESKTOP, expectAccessibleWithoutJavaScript, startFormsAgo, startFormsAMinuteAgo, waitForMail } from "./helpers";

// A fictional approved profile from the demo seed (scripts/seed-data.ts).
const PROFILE = {
  slug: "aire-valley-coachworks",
  name: "Aire Valley Coachworks",
  email: "enquiries@airevalleycoachworks.example",
  phone: "0113 496 0418",
};
const PROFILE_PATH = `/provider/${PROFILE.slug}`;

// The server refuses forms sent less than 3 seconds after the page that holds them was rendered.
const MIN_FILL_MS = 3_000;

/** The field's error is next to it and tied to it for screen readers. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(field.page().locator(`[id="${describedBy}"]`)).toHaveText(message);
}

test.describe("every form works without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });
  // axe-core at two sizes for each state a visitor sees takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("an enquiry: Send Message shows the form in the page, bad input comes back with its errors and what was typed, then it is sent", async ({
    page,
  }) => {
    await page.goto(PROFILE_PATH);
    const contact = page.getByRole("complementary", { name: "Contact" });
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`${PROFILE_PATH}?form=message#enquiry`);
    const form = contact.getByRole("region", { name: "Send Message" });
    await expect(form.getByLabel("Your name")).toBeVisible();
    await expectAccessibleWithoutJavaScript(page);

    await form.getByLabel("Your name").fill("Plain Html Owner");
    await form.getByLabel("Your email").fill("not-an-email");
    await form.getByLabel("Message").fill("Too short");
    await startFormsAMinuteAgo(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(`${PROFILE_PATH}?form=message#enquiry`); // back at the form, not the top of the page
    await expectFieldError(form.getByLabel("Your email"), "Please enter a valid email address");
    await expectFieldError(form.getByLabel("Message"), "Please write at least 10 characters");
    await expect(form.getByLabel("Your name")).toHaveValue("Plain Html Owner");
    await expect(form.getByLabel("Your email")).toHaveValue("not-an-email");
    await expect(form.getByLabel("Message")).toHaveValue("Too short");
    await expectAccessibleWithoutJavaScript(page);

    // The form keeps the token it was first shown with: no second wait.
    await form.getByLabel("Your email").fill("plain.html@example.net");
    await form.getByLabel("Message").fill("Could you quote for new sills on my Morris Minor? No scripts here.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByRole("status")).toHaveText("Message sent successfully! The provider will receive your inquiry.");
    await expect(contact.getByLabel("Your name")).toHaveCount(0);
    await expectAccessibleWithoutJavaScript(page);
    const mail = await waitForMail((m) => m.to.includes(PROFILE.email) && m.text.includes("Morris Minor? No scripts here."));
    expect(mail.replyTo).toBe("plain.html@example.net");
  });

  test("Request Phone Call asks for a number and a good time to call, as a plain form", async ({ page }) => {
    await page.goto(PROFILE_PATH);
    await page.getByRole("button", { name: "Request Phone Call" }).click();
    await expect(page).toHaveURL(`${PROFILE_PATH}?form=call#enquiry`);
    const form = page.getByRole("region", { name: "Request Phone Call" });
    await expect(form.getByLabel("Phone number")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("About your car (optional)")).toBeVisible();
    // Refused without a time: the errors at the fields, what was typed kept.
    await form.getByLabel("Your name").fill("Plain Caller");
    await form.getByLabel("Your email").fill("plain.caller@example.net");
    await form.getByLabel("Phone number").fill("0113 496 0555");
    await startFormsAMinuteAgo(page);
    await form.getByRole("button", { name: "Request Call" }).click();
    const again = page.getByRole("region", { name: "Request Phone Call" });
    await expectFieldError(again.getByLabel("Good time to call"), "Please choose a good time to call");
    await expect(again.getByLabel("Phone number")).toHaveValue("0113 496 0555");
    await expectAccessibleWithoutJavaScript(page);
    await again.getByLabel("Good time to call").selectOption("Any time");
    await again.getByRole("button", { name: "Request Call" }).click();
    await expect(page.getByRole("complementary", { name: "Contact" }).getByRole("status")).toHaveText(
      "Message sent successfully! The provider will receive your inquiry.",
    );
    const mail = await waitForMail((m) => m.to.includes(PROFILE.email) && m.text.includes("0113 496 0555"));
    expect(mail.text).toContain("Good time to call: Any time");
  });

  test("Request Phone Call's form closes with Cancel", async ({ page }) => {
    await page.goto(`${PROFILE_PATH}?form=call#enquiry`);
    const form = page.getByRole("region", { name: "Request Phone Call" });
    await form.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(PROFILE_PATH);
    await expect(page.getByRole("button", { name: "Request Phone Call" })).toBeVisible();
  });

  test("a review: Write Review shows the form, a refusal keeps what was typed, then it waits for moderation", async ({ page }) => {
    await page.goto(PROFILE_PATH);
    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    await reviews.getByRole("button", { name: "Write Review" }).click();
    await expect(page).toHaveURL(`${PROFILE_PATH}?form=review#review-form`);
    await expectAccessibleWithoutJavaScript(page);

    await reviews.getByLabel("Your name").fill("Plain Html Reviewer");
    await reviews.getByLabel("Your email (not published)").fill("not-an-email");
    await reviews.locator("label").filter({ has: page.getByRole("radio", { name: "4 stars" }) }).click();
    await reviews.getByLabel("Your review").fill("Sound work on the wings, delivered on the day promised.");
    await startFormsAMinuteAgo(page);
    await reviews.getByRole("button", { name: "Submit Review" }).click();

    await expect(page).toHaveURL(`${PROFILE_PATH}?form=review#review-form`);
    await expectFieldError(reviews.getByLabel("Your email (not published)"), "Invalid email address: Please enter a valid email address");
    await expect(reviews.getByLabel("Your name")).toHaveValue("Plain Html Reviewer");
    await expect(reviews.getByLabel("Your review")).toHaveValue("Sound work on the wings, delivered on the day promised.");
    await expect(reviews.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expectAccessibleWithoutJavaScript(page);

    await reviews.getByLabel("Your email (not published)").fill("plain.reviewer@example.net");
    await reviews.getByRole("button", { name: "Submit Review" }).click();
    // SPEC's text, then on its own line the email step (#14).
    await expect(reviews.getByRole("status")).toHaveText(
      "Review submitted successfully! Thank you for your feedback. Your review will be published after moderation. " +
        "We have emailed you a link: your review goes to our moderators once you confirm your email address.",
    );
    await expect(reviews.getByLabel("Your review")).toHaveCount(0);
    await expect(reviews.getByText("Plain Html Reviewer")).toHaveCount(0);
    await expectAccessibleWithoutJavaScript(page);
  });

  test("a form sent too quickly is refused in plain words and comes back as typed", async ({ page }) => {
    await page.goto(`${PROFILE_PATH}?form=message`);
    const form = page.getByRole("region", { name: "Send Message" });
    await form.getByLabel("Your name").fill("Hasty Owner");
    await form.getByLabel("Your email").fill("hasty@example.net");
    await form.getByLabel("Message").fill("A quick question about a respray.");
    // "Too quickly" is under 3 s from opening the form: a busy machine can take longer than that to fill
    // it, so the timer is set to have started just now, as a bot's would.
    await startFormsAgo(page, 0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please wait a moment before submitting.");
    await expect(form.getByLabel("Message")).toHaveValue("A quick question about a respray.");
  });

  test("Show Email and Show Phone show the value on the profile, in an answer nobody else gets", async ({ page }) => {
    await page.goto(PROFILE_PATH);
    const contact = page.getByRole("complementary", { name: "Contact" });
    const [emailAnswer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      contact.getByRole("button", { name: `Show Email for ${PROFILE.name}` }).click(),
    ]);
    expect(emailAnswer.headers()["cache-control"]).toContain("no-store");
    await expect(page).toHaveURL(`${PROFILE_PATH}#contact`);
    await expect(contact.getByRole("link", { name: PROFILE.email })).toHaveAttribute("href", `mailto:${PROFILE.email}`);
    await expectAccessibleWithoutJavaScript(page);

    await contact.getByRole("button", { name: `Show Phone for ${PROFILE.name}` }).click();
    await expect(contact.getByRole("link", { name: PROFILE.phone })).toHaveAttribute("href", "tel:01134960418");
    await expectAccessibleWithoutJavaScript(page);

    // The profile as anyone fetches it still holds neither.
    const html = await (await page.request.get(PROFILE_PATH)).text();
    expect(html).not.toContain(PROFILE.email);
    expect(html).not.toContain(PROFILE.phone);
  });

  test("Show Phone on a search result leads to the profile showing the number", async ({ page }) => {
    await page.goto("/results?vehicle=jaguar");
    const card = page.locator(`[data-profile="${PROFILE.slug}"]`);
    await card.getByRole("button", { name: `Show Phone for ${PROFILE.name}` }).click();
    await expect(page).toHaveURL(`${PROFILE_PATH}#contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROFILE.name);
    await expect(page.getByRole("complementary", { name: "Contact" }).getByRole("link", { name: PROFILE.phone })).toBeVisible();
  });

  test("the contact page: errors next to the fields, then its confirmation", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Plain Html Visitor");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Message").fill("How do I add photos of my workshop to my listing?");
    // The real timer, set by the page itself (the other forms here start theirs a minute back).
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page.getByLabel("Email"), "Please enter a valid email address");
    await expect(page.getByLabel("Name")).toHaveValue("Plain Html Visitor");
    await expect(page.getByLabel("Message")).toHaveValue("How do I add photos of my workshop to my listing?");
    await expectAccessibleWithoutJavaScript(page);

    await page.getByLabel("Email").fill("plain.visitor@example.net");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Thank you — your message has been sent\./);
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expectAccessibleWithoutJavaScript(page);
  });
});
