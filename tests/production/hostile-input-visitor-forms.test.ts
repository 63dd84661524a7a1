import { afterAll, beforeAll, describe, it } from "vitest";
import { INVALID_CHARACTERS, REVIEW_EMAIL_MESSAGE } from "../../app/lib/schemas";
import { MAKE_REQUIRED, SPECIALTY_REQUIRED, TERMS_REQUIRED } from "../../app/lib/account-schemas";
import { UNREADABLE_FORM } from "../../app/services/form-data.server";
import { FORM_COOKIE } from "../../app/lib/cookie-names";
import { formCookie, huge, MALFORMED_BODIES, MARK, multipart, SCRIPT, signed, SQLI, type Answer } from "./hostile-http";
import { createHostileSweep, ENGINE, storedNothingRefused, PROFILE_FIELD_MESSAGES, SIGNUP_BASE, type Expected } from "./hostile-sweep";

/**
 * Hostile input in the forms a visitor fills in: enquiries and reviews on a specialist's page,
 * the contact page and sign-up.
 *
 * One of the four files of the hostile-input sweep (issue #6 part 6), split from one file against one
 * server so that one failure cannot cascade (issue #13 item 12): this file starts its own server on
 * its own storage, signs up only the accounts it needs, and ends with its own "stored nothing it
 * refused" over the writes its tests counted. The sweep, its setup and checks: hostile-sweep.ts.
 */
describe(`hostile input: visitor forms, against the production server on ${ENGINE}`, () => {
  const sweep = createHostileSweep("visitor forms");
  const { send, refused, form, filled, specialist, sendEnquiries, sendReviews, sendSiteMessages } = sweep;

  beforeAll(async () => {
    await sweep.start();
  });

  afterAll(() => sweep.close());

  it("enquiries: refuses missing, mistyped, oversized, malformed and forged input", async () => {
    const url = `/provider/${specialist.slug}.data`;
    const valid = { intent: "enquiry", name: "Visitor", email: "visitor@example.com", message: "Could you quote for a full respray?" };
    const post = (fields: Record<string, string | string[]>, formAge?: number) => () => send(url, filled(signed(fields), formAge));
    const fieldsMessage = "Please check the highlighted fields.";
    // First what must work: SQL and HTML are just text, stored as typed and escaped wherever shown.
    await sendEnquiries();

    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({ intent: "enquiry" }), { status: 400, message: fieldsMessage }],
      ["no form cookie", () => send(url, form(new URLSearchParams({ ...valid, name: `${MARK}no-token` }))), { status: 400, message: "This form has expired. Please check your details and send it again." }],
      ["honeypot filled", () => send(url, filled(new URLSearchParams({ ...Object.fromEntries(signed({ ...valid, name: `${MARK}honeypot` })), website_url: "http://spam.example" }))), { status: 400, message: "Your form could not be sent. Please reload the page and try again." }],
      ["forged form cookie", () => send(url, form(new URLSearchParams({ ...valid, name: `${MARK}forged` }), { cookie: `${FORM_COOKIE}=${Date.now() - 60_000}.${"0".repeat(32)}.${"0".repeat(64)}` })), { status: 400, message: "This form has expired. Please check your details and send it again." }],
      [
        "a form cookie with its time moved back",
        () => {
          const [, issued, rest] = /^[^=]+=(\d+)\.(.*)$/.exec(formCookie(0))!;
          return send(url, form(signed({ ...valid, name: `${MARK}backdated` }), { cookie: `${FORM_COOKIE}=${Number(issued) - 60_000}.${rest}` }));
        },
        { status: 400, message: "This form has expired. Please check your details and send it again." },
      ],
      ["form cookie issued just now", post({ ...valid, name: `${MARK}fast` }, 0), { status: 400, message: "Please wait a moment before submitting." }],
      ["form cookie from the future", post({ ...valid, name: `${MARK}future` }, -60 * 60_000), { status: 400, message: "Please wait a moment before submitting." }],
      ["name 1 MB", post({ ...valid, name: huge("enq-name") }), { status: 400, message: "Please keep your name under 100 characters" }],
      ["email 1 MB", post({ ...valid, name: `${MARK}e`, email: huge("enq-email") }), { status: 400, message: "Please enter a valid email address" }],
      ["message 1 MB", post({ ...valid, message: huge("enq-message") }), { status: 400, message: "Please keep your message under 5,000 characters" }],
      ["every field 1 MB (over the body limit)", post({ ...valid, name: huge("a"), email: huge("b"), message: huge("c") }), { status: 413, message: "Request too large." }],
      ["email repeated, the first invalid", post({ ...valid, name: `${MARK}repeat`, email: ["not-an-email", "visitor@example.com"] }), { status: 400, message: "Please enter a valid email address" }],
      [
        "name as a file part",
        () => {
          const body = multipart(Object.fromEntries(signed({ intent: "enquiry", email: valid.email, message: `${MARK}file part message` })));
          body.append("name", new Blob(["Visitor"]), "name.txt");
          return send(url, { body, cookie: formCookie() });
        },
        { status: 400, message: "Please enter your name" },
      ],
      ["NUL in the name", post({ ...valid, name: `${MARK}nul\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["NUL in the message", post({ ...valid, message: `${MARK}nul message\0 long enough` }), { status: 400, message: INVALID_CHARACTERS }],
      ["SQL in the email", post({ ...valid, name: `${MARK}sqli-email`, email: SQLI[0] }), { status: 400, message: "Please enter a valid email address" }],
      ["no intent", () => send(url, form(new URLSearchParams({ name: `${MARK}x`, email: "a@b.co", message: "no intent here" }))), { status: 400, message: "Unknown action" }],
      ["unknown intent, repeated", post({ ...valid, name: `${MARK}intent`, intent: ["delete", "enquiry"] }), { status: 400, message: "Unknown action" }],
      ["an unknown provider (SQL in the slug)", () => send(`/provider/${encodeURIComponent(SQLI[0])}.data`, filled(signed({ ...valid, name: `${MARK}slug` }))), { status: 404, message: "Failed to send message" }],
      ["NUL in the slug", () => send("/provider/a%00b.data", filled(signed({ ...valid, name: `${MARK}slug-nul` }))), { status: 404, message: "Failed to send message" }],
      ["a cross-site post", () => send(url, { ...filled(signed({ ...valid, name: `${MARK}csrf` })), origin: "https://evil.example" }), { status: 403, message: "Cross-site requests are not allowed." }],
      ["Origin: null", () => send(url, { ...filled(signed({ ...valid, name: `${MARK}null-origin` })), origin: "null" }), { status: 403 }],
    ];
    for (const [name, run, expected] of cases) await refused(`enquiry: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES) {
      await refused(`enquiry: ${body.name}`, () => send(url, { body: body.body, headers: body.contentType ? { "Content-Type": body.contentType } : {} }), {
        status: 400,
        message: UNREADABLE_FORM,
      });
    }
    // Broken percent-encoding is decoded leniently (never a crash); here the email is still invalid.
    await refused("enquiry: broken percent-encoding", () => send(url, filled(`${signed({ intent: "enquiry" })}&name=%E0%A4%A${MARK}&email=%zz&message=%%%ff%fe`)), {
      status: 400,
      message: fieldsMessage,
    });
  });

  it("reviews: refuses bad ratings and the same families of hostile input", async () => {
    const url = `/provider/${specialist.slug}.data`;
    const valid = { intent: "review", name: "Reviewer", email: "reviewer@example.com", comment: "Lovely work on my Spitfire.", rating: "5" };
    const post = (fields: Record<string, string | string[]>) => () => send(url, filled(signed(fields)));
    const RATING = "Please choose a rating from 1 to 5 stars";
    await sendReviews();

    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({ intent: "review" }), { status: 400, message: "Please fill in all fields" }],
      ["no form cookie", () => send(url, form(new URLSearchParams({ ...valid, name: `${MARK}no-token` }))), { status: 400, message: "This form has expired. Please check your details and send it again." }],
      ["name 1 MB", post({ ...valid, name: huge("rev-name") }), { status: 400, message: "Please keep your name under 100 characters" }],
      ["email 1 MB", post({ ...valid, name: `${MARK}e`, email: huge("rev-email") }), { status: 400, message: REVIEW_EMAIL_MESSAGE }],
      ["comment 1 MB", post({ ...valid, comment: huge("rev-comment") }), { status: 400, message: "Please keep your review under 5,000 characters" }],
      ["rating 1 MB", post({ ...valid, name: `${MARK}r`, rating: huge("rev-rating") }), { status: 400, message: RATING }],
      ...(["abc", "0", "6", "4.5", "-1", "Infinity", "1e400", SQLI[0], "[5]", ""] as const).map(
        (rating): [string, () => Promise<Answer>, Expected] => [`rating ${JSON.stringify(rating)}`, post({ ...valid, name: `${MARK}rating`, rating }), { status: 400, message: RATING }],
      ),
      ["rating repeated, the first invalid", post({ ...valid, name: `${MARK}rating-repeat`, rating: ["9", "5"] }), { status: 400, message: RATING }],
      ["NUL in the comment", post({ ...valid, comment: `${MARK}nul\0 comment` }), { status: 400, message: INVALID_CHARACTERS }],
      ["SQL in the email", post({ ...valid, name: `${MARK}sqli`, email: SQLI[1] }), { status: 400, message: REVIEW_EMAIL_MESSAGE }],
      ["an unknown provider", () => send(`/provider/${encodeURIComponent(SQLI[1])}.data`, filled(signed({ ...valid, name: `${MARK}slug` }))), { status: 404, message: "Please try again later." }],
    ];
    for (const [name, run, expected] of cases) await refused(`review: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 4)) {
      await refused(`review: ${body.name}`, () => send(url, { body: body.body, headers: { "Content-Type": body.contentType } }), { status: 400, message: UNREADABLE_FORM });
    }
  });

  it("contact page: refuses the same families of hostile input", async () => {
    const valid = { name: "Visitor", email: "visitor@example.com", message: "A question about listing my garage." };
    const post = (fields: Record<string, string | string[]>) => () => send("/contact.data", filled(signed(fields)));
    await sendSiteMessages();

    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({}), { status: 400, message: "Please check the highlighted fields." }],
      ["no form cookie", () => send("/contact.data", form(new URLSearchParams({ ...valid, name: `${MARK}no-token` }))), { status: 400, message: "This form has expired. Please check your details and send it again." }],
      ["name 1 MB", post({ ...valid, name: huge("contact-name") }), { status: 400, message: "Please keep your name under 100 characters" }],
      ["email 1 MB", post({ ...valid, name: `${MARK}e`, email: huge("contact-email") }), { status: 400, message: "Please enter a valid email address" }],
      ["message 1 MB", post({ ...valid, message: huge("contact-message") }), { status: 400, message: "Please keep your message under 5,000 characters" }],
      ["message too short", post({ ...valid, name: `${MARK}short`, message: "hi" }), { status: 400, message: "Please write at least 10 characters" }],
      ["NUL in the email", post({ ...valid, name: `${MARK}nul`, email: "a\0@example.com" }), { status: 400 }],
      ["NUL in the name", post({ ...valid, name: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["SQL in the email", post({ ...valid, name: `${MARK}sqli`, email: SQLI[0] }), { status: 400, message: "Please enter a valid email address" }],
      ["a document POST, not single fetch", () => send("/contact", form(new URLSearchParams({ ...valid, name: `${MARK}doc` }))), { status: 400 }],
    ];
    for (const [name, run, expected] of cases) await refused(`contact: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES) {
      await refused(`contact: ${body.name}`, () => send("/contact.data", { body: body.body, headers: body.contentType ? { "Content-Type": body.contentType } : {} }), {
        status: 400,
        message: UNREADABLE_FORM,
      });
    }
  });

  it("sign-up: refuses every field oversized, wrong or missing, and never leaves half an account", async () => {
    const fieldMessages: Record<string, string> = {
      ...PROFILE_FIELD_MESSAGES,
      password: "Password must be at most 128 characters long",
      confirmPassword: "Passwords don't match",
      terms: TERMS_REQUIRED,
    };
    let n = 0;
    const email = () => `${MARK}signup-${++n}@example.com`;
    const post = (fields: Record<string, string | string[]>, path = "/signup.data") => () => send(path, filled(signed(fields)));
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({}), { status: 400, message: "Please fix the errors below" }],
      ["no form cookie", () => send("/signup.data", form(new URLSearchParams({ ...SIGNUP_BASE, email: email() }))), { status: 400, message: "This form has expired. Please check your details and send it again." }],
      ...Object.entries(fieldMessages).map(([field, message]): [string, () => Promise<Answer>, Expected] => [
        `${field} 1 MB`,
        post({ ...SIGNUP_BASE, email: email(), [field]: huge(`signup-${field}`) }),
        { status: 400, message },
      ]),
      ["terms not ticked", post({ ...SIGNUP_BASE, email: email(), terms: "" }), { status: 400, message: "Terms acceptance required" }],
      ["an unknown specialty among good ones", post({ ...SIGNUP_BASE, email: email(), specialties: ["Engine Rebuilds", `${MARK}Hacking`] }), { status: 400, message: SPECIALTY_REQUIRED }],
      ["10,000 repeated vehicle makes, one unknown", post({ ...SIGNUP_BASE, email: email(), vehicleMakes: [...Array<string>(10_000).fill("Triumph"), "DeLorean"] }), { status: 400, message: MAKE_REQUIRED }],
      ["passwords differ", post({ ...SIGNUP_BASE, email: email(), confirmPassword: "Other#Pass2026" }), { status: 400, message: "Passwords don't match" }],
      ["weak password", post({ ...SIGNUP_BASE, email: email(), password: "password", confirmPassword: "password" }), { status: 400, message: "Password must contain at least one uppercase letter" }],
      ["NUL in the business name", post({ ...SIGNUP_BASE, email: email(), businessName: `${MARK}\0 Motors` }), { status: 400, message: INVALID_CHARACTERS }],
      ["NUL in the description", post({ ...SIGNUP_BASE, email: email(), description: `${MARK}${"\0".repeat(60)}` }), { status: 400, message: INVALID_CHARACTERS }],
      ["NUL in the website", post({ ...SIGNUP_BASE, email: email(), website: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["SQL in the email", post({ ...SIGNUP_BASE, businessName: `${MARK}sqli`, email: SQLI[0] }), { status: 400, message: "Please enter a valid email address" }],
      ["HTML in the email", post({ ...SIGNUP_BASE, businessName: `${MARK}html-email`, email: `${SCRIPT}@example.com` }), { status: 400 }],
      // The same answer as a new sign-up (nobody can probe which addresses are registered), and nothing created.
      ["an email that is already registered", post({ ...SIGNUP_BASE, businessName: `${MARK}duplicate`, email: specialist.email }), { status: 202, message: '"redirect","/signup-success"' }],
    ];
    for (const [name, run, expected] of cases) await refused(`sign-up: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 5)) {
      await refused(`sign-up: ${body.name}`, () => send("/signup.data", { body: body.body, headers: { "Content-Type": body.contentType } }), { status: 400, message: UNREADABLE_FORM });
    }
  });

  it("stored nothing it refused, and nothing partial", async ({ task }) => {
    await storedNothingRefused(sweep, task, 100);
  });
});
