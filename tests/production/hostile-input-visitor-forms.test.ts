import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS, REVIEW_EMAIL_MESSAGE } from "../../app/lib/schemas";
import { MAKE_REQUIRED, SPECIALTY_REQUIRED, TERMS_REQUIRED } from "../../app/lib/account-schemas";
import { UNREADABLE_FORM } from "../../app/services/form-data.server";
import { FORM_COOKIE } from "../../app/lib/cookie-names";
import { HONEYPOT_FIELD } from "../../app/lib/spam-fields";
import { REPORT_DETAILS_MAX } from "../../app/lib/review-reports";
import { REPORT_DETAILS_REQUIRED, REPORT_DETAILS_TOO_LONG, REPORT_REASON_REQUIRED } from "../../app/lib/review-report-schema";
import { REPORT_NOT_REPORTABLE, REPORT_TOO_MANY, VISITOR_REPORTS_PER_HOUR } from "../../app/routes/profile/review-report.server";
import { ENQUIRY_ALREADY_REVIEWED, ENQUIRY_LINK_INVALID } from "../../app/routes/profile/reviews.enquiry.server";
import { REVIEW_SUCCESS } from "../../app/routes/profile/provider.server";
import { enquiryReviewToken, reviewConfirmToken } from "../../app/services/review-links.server";
import { SERVER_SECRET } from "./site-client";
import { QUOTE_NO_RECIPIENTS, QUOTE_REQUEST_SENT } from "../../app/routes/quotes/quote-new.server";
import { QUOTE_LINK_INVALID } from "../../app/routes/quotes/quote-request.server";
import { RECIPIENTS_MESSAGE } from "../../app/lib/quote-schemas";
import { formCookie, huge, IMG, MALFORMED_BODIES, MARK, multipart, SCRIPT, signed, SQLI, waitForMail, type Answer } from "./hostile-http";
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
  const { send, refused, form, filled, specialist, sendEnquiries, sendReviews, sendSiteMessages, sendVisitorReport, othersPublishedReviewId, enquiryReviewPath, markContacted } = sweep;
  const EXPIRED = "This form has expired. Please check your details and send it again.";
  const RATING = "Please choose a rating from 1 to 5 stars";
  const forgedCookie = () => `${FORM_COOKIE}=${Date.now() - 60_000}.${"0".repeat(32)}.${"0".repeat(64)}`;

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
      ["markup in the email", post({ ...valid, name: `${MARK}markup-email`, email: "<script>alert(1)</script>@example.com" }), { status: 400, message: "Please enter a valid email address" }],
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

  it("reporting a review (#14): refuses missing, unknown, oversized, malformed and forged input, reviews not published, and a flood", async () => {
    const reviewId = await othersPublishedReviewId();
    const url = `/reviews/${reviewId}/report.data`;
    const valid = { intent: "report", reason: "fake", details: "", email: "" };
    const post = (fields: Record<string, string | string[]>, formAge?: number) => () => send(url, filled(signed(fields), formAge));
    const at = (id: string) => () => send(`/reviews/${id}/report.data`, filled(signed({ ...valid, details: `${MARK}not-reportable` })));
    const EMAIL = "Please enter a valid email address";
    // First what must work: SQL and HTML are just text, stored as typed (and an address to hear the outcome).
    await sendVisitorReport(reviewId, { reason: "other", details: `${SQLI[1]} ${SCRIPT} This reviewer ${IMG} was never a customer.`, email: "o'brien@example.com" });
    const pendingReviewId = await sweep.pendingId("reviews", "reviewId", "");

    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({ intent: "report" }), { status: 400, message: REPORT_REASON_REQUIRED }],
      ...["spam", "FAKE", "", SQLI[0], huge("report-reason")].map((reason): [string, () => Promise<Answer>, Expected] => [
        `reason ${JSON.stringify(reason.slice(0, 20))}`,
        post({ ...valid, reason, details: `${MARK}reason` }),
        { status: 400, message: REPORT_REASON_REQUIRED },
      ]),
      ["reason repeated, the first unknown", post({ ...valid, reason: ["deleted", "fake"], details: `${MARK}reason-repeat` }), { status: 400, message: REPORT_REASON_REQUIRED }],
      ["\"other\" without details", post({ ...valid, reason: "other", email: `${MARK}other@example.com` }), { status: 400, message: REPORT_DETAILS_REQUIRED }],
      ["\"other\" with only spaces", post({ ...valid, reason: "other", details: " \n\t ", email: `${MARK}spaces@example.com` }), { status: 400, message: REPORT_DETAILS_REQUIRED }],
      ["details 1 MB", post({ ...valid, details: huge("report-details") }), { status: 400, message: REPORT_DETAILS_TOO_LONG }],
      ["details one character over", post({ ...valid, details: `${MARK}over`.padEnd(REPORT_DETAILS_MAX + 1, "x") }), { status: 400, message: REPORT_DETAILS_TOO_LONG }],
      ["NUL in the details", post({ ...valid, details: `${MARK}nul\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["email malformed", post({ ...valid, details: `${MARK}email`, email: "not-an-email" }), { status: 400, message: EMAIL }],
      ["SQL in the email", post({ ...valid, details: `${MARK}sqli-email`, email: SQLI[0] }), { status: 400, message: EMAIL }],
      ["two @ in the email", post({ ...valid, details: `${MARK}two-at`, email: "a@b@example.com" }), { status: 400, message: EMAIL }],
      ["a space in the email", post({ ...valid, details: `${MARK}space`, email: "a b@example.com" }), { status: 400, message: EMAIL }],
      ["email 1 MB", post({ ...valid, email: huge("report-email") }), { status: 400, message: EMAIL }],
      ["no form cookie", () => send(url, form(signed({ ...valid, details: `${MARK}no-token` }))), { status: 400, message: EXPIRED }],
      ["forged form cookie", () => send(url, form(signed({ ...valid, details: `${MARK}forged` }), { cookie: forgedCookie() })), { status: 400, message: EXPIRED }],
      ["form cookie issued just now", post({ ...valid, details: `${MARK}fast` }, 0), { status: 400, message: "Please wait a moment before submitting." }],
      [
        "honeypot filled",
        () => send(url, filled(new URLSearchParams({ ...valid, details: `${MARK}honeypot`, [HONEYPOT_FIELD]: "http://spam.example" }))),
        { status: 400, message: "Your form could not be sent. Please reload the page and try again." },
      ],
      ["a review still pending", at(pendingReviewId), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["an unknown review", at(randomUUID()), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["a malformed review id (SQL)", at(encodeURIComponent(SQLI[0])), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["NUL in the review id", at("a%00b"), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["a review id 8 KB long", at(`${reviewId}${"0".repeat(8_000)}`), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["a cross-site post", () => send(url, { ...filled(signed({ ...valid, details: `${MARK}csrf` })), origin: "https://evil.example" }), { status: 403 }],
    ];
    for (const [name, run, expected] of cases) await refused(`report: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 4)) {
      await refused(`report: ${body.name}`, () => send(url, { body: body.body, headers: { "Content-Type": body.contentType } }), { status: 400, message: UNREADABLE_FORM });
    }
    // The page of a review that cannot be reported is a 404 too.
    await refused("report page: a review still pending", () => send(`/reviews/${pendingReviewId}/report`), { status: 404 });

    // One client may send VISITOR_REPORTS_PER_HOUR reports an hour; the next is refused and stores nothing.
    const address = "192.0.2.14";
    for (let n = 1; n <= VISITOR_REPORTS_PER_HOUR; n++) await sendVisitorReport(reviewId, { reason: "fake", details: `Report ${n} from one address` }, address);
    await refused("report: over the per-client limit", () => send(url, { ...filled(signed({ ...valid, details: `${MARK}flood` })), clientAddress: address }), {
      status: 429,
      message: REPORT_TOO_MANY,
    });
  });

  it("review links (#14): the enquirer's link and the confirmation refuse forged, garbled and wrong-kind tokens, a second review and hostile values", async () => {
    const token = (await enquiryReviewPath("enquirer@example.com")).split("/").pop()!;
    const [enquiryId, signature] = token.split(".") as [string, string];
    const enquiryUrl = (t: string) => `/reviews/enquiry/${t}.data`;
    const valid = { intent: "review", name: `Enquirer ${SCRIPT}`, comment: `${SQLI[0]} Sills done properly ${IMG}`, rating: "5" };
    const post = (fields: Record<string, string | string[]>, t = token, formAge?: number) => () => send(enquiryUrl(t), filled(signed(fields), formAge));
    const withToken = (t: string) => post({ ...valid, name: `${MARK}token` }, t);
    const LINK = { status: 404, message: ENQUIRY_LINK_INVALID };
    // Not open until the specialist marks the enquiry contacted (or 7 days on, #24): a valid review is refused and stores nothing.
    await refused("enquiry link: a review before the link opens", post({ ...valid, name: `${MARK}early` }), {
      status: 409,
      message: /This review link opens when .+ marks your enquiry as contacted, or on \d{1,2} \w+ \d{4}, whichever is first/,
    });
    await markContacted(enquiryId);
    // Tokens that are not this site's link for an open enquiry: each its own kind of wrong.
    const badTokens: [string, string][] = [
      ["a forged signature", `${enquiryId}.${"A".repeat(signature.length)}`],
      ["the signature of this enquiry on another id", `${randomUUID()}.${signature}`],
      ["no signature", enquiryId],
      ["an empty signature", `${enquiryId}.`],
      ["a third part", `${token}.${signature}`],
      ["the signature in upper case", `${enquiryId}.${signature.toUpperCase()}`],
      ["SQL", encodeURIComponent(`${enquiryId}.${SQLI[0]}`)],
      ["HTML", encodeURIComponent(`${SCRIPT}.${signature}`)],
      ["NUL", `${enquiryId}%00.${signature}`],
      ["a token 8 KB long", `${enquiryId}.${signature}${"A".repeat(8_000)}`],
      ["a confirmation token (the wrong kind) for this enquiry", reviewConfirmToken(SERVER_SECRET, enquiryId)],
      ["signed under another secret", enquiryReviewToken("another-secret-0123456789abcdef0123456789", enquiryId)],
      ["rightly signed, for an enquiry that does not exist", enquiryReviewToken(SERVER_SECRET, randomUUID())],
    ];
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ...badTokens.map(([name, bad]): [string, () => Promise<Answer>, Expected] => [`token: ${name}`, withToken(bad), LINK]),
      ["no fields at all", post({ intent: "review" }), { status: 400, message: "Please fill in all fields" }],
      ["name 1 MB", post({ ...valid, name: huge("link-name") }), { status: 400, message: "Please keep your name under 100 characters" }],
      ["comment 1 MB", post({ ...valid, comment: huge("link-comment") }), { status: 400, message: "Please keep your review under 5,000 characters" }],
      ...["0", "6", "4.5", SQLI[1], huge("link-rating")].map((rating): [string, () => Promise<Answer>, Expected] => [
        `rating ${JSON.stringify(rating.slice(0, 20))}`,
        post({ ...valid, name: `${MARK}rating`, rating }),
        { status: 400, message: RATING },
      ]),
      ["NUL in the comment", post({ ...valid, comment: `${MARK}nul\0 comment` }), { status: 400, message: INVALID_CHARACTERS }],
      ["no form cookie", () => send(enquiryUrl(token), form(signed({ ...valid, name: `${MARK}no-token` }))), { status: 400, message: EXPIRED }],
      ["forged form cookie", () => send(enquiryUrl(token), form(signed({ ...valid, name: `${MARK}forged` }), { cookie: forgedCookie() })), { status: 400, message: EXPIRED }],
      ["form cookie issued just now", post({ ...valid, name: `${MARK}fast` }, token, 0), { status: 400, message: "Please wait a moment before submitting." }],
      [
        "honeypot filled",
        () => send(enquiryUrl(token), filled(new URLSearchParams({ ...valid, name: `${MARK}honeypot`, [HONEYPOT_FIELD]: "http://spam.example" }))),
        { status: 400, message: "Your form could not be sent. Please reload the page and try again." },
      ],
      ["a cross-site post", () => send(enquiryUrl(token), { ...filled(signed({ ...valid, name: `${MARK}csrf` })), origin: "https://evil.example" }), { status: 403 }],
    ];
    for (const [name, run, expected] of cases) await refused(`enquiry link: ${name}`, run, expected);
    await refused("enquiry link: a token of 64 KB (over the header limit)", withToken(`${enquiryId}.${"A".repeat(64 * 1024)}`), { status: [414, 431] });

    // What must work: one review through the link, SQL and HTML stored as typed; a second is refused.
    const reviewed = await post(valid)();
    expect(reviewed.status, reviewed.text.slice(0, 300)).toBe(200);
    expect(reviewed.text).toContain(REVIEW_SUCCESS);
    sweep.legit.reviews++;
    await refused("enquiry link: a second review for the same enquiry", post({ ...valid, name: `${MARK}second` }), { status: 409, message: ENQUIRY_ALREADY_REVIEWED });
    await refused("enquiry link: the page of a forged token", () => send(`/reviews/enquiry/${enquiryId}.${"A".repeat(signature.length)}`), { status: 404 });

    // The confirmation link of an open-form review: only the site's token for it confirms it.
    const reviewer = { intent: "review", name: "Confirming Reviewer", email: "confirmer@example.com", comment: "Tidy welding on my Herald.", rating: "4" };
    const written = await send(`/provider/${specialist.slug}.data`, filled(signed(reviewer)));
    expect(written.status, written.text.slice(0, 300)).toBe(200);
    sweep.legit.reviews++;
    const confirmPath = new URL((await waitForMail(sweep.dataDir, reviewer.email, /confirm your review/i)).links[0]!).pathname;
    const confirmToken = confirmPath.split("/").pop()!;
    const [reviewId, confirmSignature] = confirmToken.split(".") as [string, string];
    const confirm = (t: string) => () => send(`/reviews/confirm/${t}`, form(""));
    const INVALID_LINK = { status: 404, message: "This link has expired or is not valid" };
    const badConfirmTokens: [string, string][] = [
      ["a forged signature", `${reviewId}.${"A".repeat(confirmSignature.length)}`],
      ["the signature of this review on another id", `${randomUUID()}.${confirmSignature}`],
      ["no signature", reviewId],
      ["a third part", `${confirmToken}.x`],
      ["SQL", encodeURIComponent(`${reviewId}.${SQLI[1]}`)],
      ["HTML", encodeURIComponent(`${reviewId}.${SCRIPT}`)],
      ["NUL", `${reviewId}.%00${confirmSignature}`],
      ["a token 8 KB long", `${confirmToken}${"A".repeat(8_000)}`],
      ["an enquiry link's token (the wrong kind) for this review", enquiryReviewToken(SERVER_SECRET, reviewId)],
      ["the enquiry link's own token", token],
      ["signed under another secret", reviewConfirmToken("another-secret-0123456789abcdef0123456789", reviewId)],
      ["rightly signed, for a review that does not exist", reviewConfirmToken(SERVER_SECRET, randomUUID())],
    ];
    for (const [name, bad] of badConfirmTokens) await refused(`confirm link: ${name}`, confirm(bad), INVALID_LINK);
    await refused("confirm link: a token of 64 KB (over the header limit)", confirm(`${reviewId}.${"A".repeat(64 * 1024)}`), { status: [414, 431] });
    await refused("confirm link: a cross-site post", () => send(confirmPath, { ...form(""), origin: "https://evil.example" }), { status: 403 });
    // None of them confirmed it: the real link still does, once; the second press changes nothing.
    const confirmed = await confirm(confirmToken)();
    expect(confirmed.status, confirmed.text.slice(0, 300)).toBe(200);
    expect(confirmed.text).toContain("your review is confirmed");
    await refused("confirm link: pressed a second time", confirm(confirmToken), { status: 200, message: "Your review is already confirmed" });
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

  it("the shortlist (#27): refuses what is not a listed specialist, oversized and malformed input, and saves none of it", async () => {
    const post = (fields: Record<string, string>, cookie?: string) => () => send("/shortlist.data", form(new URLSearchParams(fields), { cookie }));
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({}), { status: 400, message: "Invalid request" }],
      ["an unknown intent", post({ intent: SQLI[0]!, profileId: randomUUID() }), { status: 400, message: "Invalid request" }],
      ["SQL as the id", post({ intent: "save", profileId: SQLI[0]! }), { status: 400 }],
      ["an id of 1 MB", post({ intent: "save", profileId: huge("shortlist-id") }), { status: 400 }],
      ["an id no listing has", post({ intent: "save", profileId: randomUUID() }), { status: 404, message: "That specialist is not listed." }],
      ["a forged shortlist cookie counts for nothing", post({ intent: "remove", profileId: randomUUID() }, `rr_shortlist=${"A".repeat(5_000)}`), { status: 200 }],
    ];
    for (const [name, run, expected] of cases) {
      const answer = await refused(`shortlist: ${name}`, run, expected);
      // Nothing refused is kept: no shortlist cookie but the emptied one.
      const kept = answer.headers.getSetCookie().filter((cookie) => cookie.startsWith("rr_shortlist=") && !/Max-Age=0/i.test(cookie));
      expect(kept, name).toEqual([]);
    }
    for (const body of MALFORMED_BODIES) {
      await refused(`shortlist: ${body.name}`, () => send("/shortlist.data", { body: body.body, headers: body.contentType ? { "Content-Type": body.contentType } : {} }), {
        status: 400,
        message: UNREADABLE_FORM,
      });
    }
  });

  it("quote requests (#27): the request form, the owner's page and lost links refuse hostile input, forged links and other requests' leads", async () => {
    const url = "/quotes/new.data";
    const valid = {
      to: specialist.profileId,
      make: "jaguar",
      model: "E-type",
      year: "1965",
      services: "Paint & Bodywork",
      description: "Bare-metal respray; <script>alert(1)</script> and ' OR 1=1 -- are just words here.",
      carLocation: "Harrogate",
      timing: "asap",
      name: "Quote Owner",
      email: "quote-owner@example.com",
    };
    const post = (fields: Record<string, string | string[]>) => () => send(url, filled(signed(fields)));
    // First what must work: one request, stored unconfirmed with its lead, and its owner's link emailed.
    const legit = await send(url, filled(signed(valid)));
    expect(legit.status, legit.text.slice(0, 300)).toBe(200);
    expect(legit.text).toContain(QUOTE_REQUEST_SENT);
    sweep.legit.quote_requests++;
    sweep.legit.quote_leads++;
    const mail = await waitForMail(sweep.dataDir, valid.email, /Confirm your quote request/);
    const token = /\/quotes\/([0-9a-f-]{36}\.[\w-]+)/.exec(mail.body)![1]!;
    const [requestId] = token.split(".") as [string];

    const fieldsMessage = "Please check the highlighted fields.";
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", post({}), { status: 400, message: fieldsMessage }],
      ["no form cookie", () => send(url, form(new URLSearchParams({ ...valid, model: `${MARK}no-token` }))), { status: 400, message: EXPIRED }],
      ["honeypot filled", () => send(url, filled(new URLSearchParams({ ...valid, model: `${MARK}honeypot`, [HONEYPOT_FIELD]: "http://spam.example" }))), { status: 400 }],
      ["a year before cars", post({ ...valid, model: `${MARK}year`, year: "1066" }), { status: 400, message: "Please enter the year it was built" }],
      ["a year that is not a number", post({ ...valid, model: `${MARK}year-nan`, year: SQLI[0]! }), { status: 400, message: "Please enter the year it was built" }],
      ["a make not in the catalogue (SQL)", post({ ...valid, model: `${MARK}make`, make: SQLI[0]! }), { status: 400, message: "Please choose the make" }],
      ["a service not in the catalogue", post({ ...valid, model: `${MARK}service`, services: ["Paint & Bodywork", `${MARK}Hacking`] }), { status: 400, message: "Please choose the work you want done" }],
      ["no service", post({ ...valid, model: `${MARK}no-service`, services: [] }), { status: 400, message: "Please choose the work you want done" }],
      ["six specialists", post({ ...valid, model: `${MARK}six`, to: Array.from({ length: 6 }, () => randomUUID()) }), { status: 400, message: RECIPIENTS_MESSAGE }],
      ["a specialist id that is SQL", post({ ...valid, model: `${MARK}to-sql`, to: SQLI[0]! }), { status: 400, message: RECIPIENTS_MESSAGE }],
      ["a specialist nobody lists", post({ ...valid, model: `${MARK}unlisted`, to: randomUUID() }), { status: 404, message: QUOTE_NO_RECIPIENTS }],
      ["description 1 MB", post({ ...valid, description: huge("quote-description") }), { status: 400, message: "Please keep the description under 3,000 characters" }],
      ["NUL in the model", post({ ...valid, model: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["an unknown timing", post({ ...valid, model: `${MARK}timing`, timing: "yesterday" }), { status: 400, message: "Please say when you would like the work done" }],
      ["an unknown budget", post({ ...valid, model: `${MARK}budget`, budget: "a-million" }), { status: 400 }],
      ["a phone that is not one", post({ ...valid, model: `${MARK}phone`, phone: SCRIPT }), { status: 400 }],
      ["SQL in the email", post({ ...valid, model: `${MARK}email`, email: SQLI[0]! }), { status: 400, message: "Please enter a valid email address" }],
      ["a cross-site post", () => send(url, { ...filled(signed({ ...valid, model: `${MARK}csrf` })), origin: "https://evil.example" }), { status: 403 }],
    ];
    const withFiles = (files: { name: string; bytes: Uint8Array }[], model: string) => () => {
      const body = multipart(Object.fromEntries(signed({ ...valid, model })));
      for (const file of files) body.append("photos", new Blob([new Uint8Array(file.bytes)]), file.name);
      return send(url, { body, cookie: formCookie() });
    };
    cases.push(
      ["a photo that is a script", withFiles([{ name: "car.jpg", bytes: new TextEncoder().encode(SCRIPT) }], `${MARK}photo-script`), { status: 400, message: "This file is not a JPEG, PNG, WebP or AVIF photo." }],
      ["seven photos", withFiles(Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.jpg`, bytes: new TextEncoder().encode(`x${i}`) })), `${MARK}seven`), { status: 400, message: "Please send at most 6 photos at a time" }],
    );
    for (const [name, run, expected] of cases) await refused(`quote request: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES) {
      await refused(`quote request: ${body.name}`, () => send(url, { body: body.body, headers: body.contentType ? { "Content-Type": body.contentType } : {} }), { status: 400, message: UNREADABLE_FORM });
    }

    // The owner's page: the link is the key, and it opens this request only.
    const page = (fields: Record<string, string>, path = `/quotes/${token}.data`) => () => send(path, form(new URLSearchParams(fields)));
    const ownerCases: [string, () => Promise<Answer>, Expected][] = [
      ["a forged signature", page({ intent: "confirm" }, `/quotes/${requestId}.${"A".repeat(43)}.data`), { status: 404, message: QUOTE_LINK_INVALID }],
      ["a review link's token for the same id", page({ intent: "confirm" }, `/quotes/${reviewConfirmToken(SERVER_SECRET, requestId)}.data`), { status: 404, message: QUOTE_LINK_INVALID }],
      ["SQL as the token", page({ intent: "confirm" }, `/quotes/${encodeURIComponent(SQLI[0]!)}.data`), { status: 404, message: QUOTE_LINK_INVALID }],
      ["an unknown intent", page({ intent: "drop-table" }), { status: 400, message: "Unknown action" }],
      ["a message to a lead of no request of theirs", page({ intent: "message", lead: randomUUID(), body: `${MARK}hijack` }), { status: 404 }],
      ["a message of 1 MB", page({ intent: "message", lead: randomUUID(), body: huge("quote-message") }), { status: 400 }],
      ["accepting a lead that is SQL", page({ intent: "accept", lead: SQLI[0]! }), { status: 400 }],
      ["accepting before anything was quoted", page({ intent: "accept", lead: randomUUID() }), { status: 409 }],
      ["confirming a project of no job", page({ intent: "confirm-project", project: randomUUID() }), { status: 404 }],
      ["completing a request nobody accepted", page({ intent: "complete" }), { status: 409 }],
      ["withdrawing before it was sent", page({ intent: "withdraw" }), { status: 409 }],
    ];
    for (const [name, run, expected] of ownerCases) await refused(`owner's page: ${name}`, run, expected);

    const resend = (fields: Record<string, string>) => () => send("/quotes/resend.data", filled(signed(fields)));
    for (const [name, run, expected] of [
      ["no email", resend({}), { status: 400, message: fieldsMessage }],
      ["an email of 1 MB", resend({ email: huge("resend") }), { status: 400, message: "Please enter a valid email address" }],
      ["SQL as the email", resend({ email: SQLI[0]! }), { status: 400, message: "Please enter a valid email address" }],
    ] as [string, () => Promise<Answer>, Expected][]) {
      await refused(`lost links: ${name}`, run, expected);
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
    await storedNothingRefused(sweep, task, 180);
  });
});
