import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS } from "../../app/lib/schemas";
import { REPLY_MAX } from "../../app/lib/field-limits";
import { CERTIFICATION_EVIDENCE_MAX } from "../../app/lib/certifications";
import { REPORT_DETAILS_REQUIRED, REPORT_DETAILS_TOO_LONG, REPORT_REASON_REQUIRED } from "../../app/lib/review-report-schema";
import { REPORT_ALREADY, REPORT_NOT_REPORTABLE } from "../../app/routes/profile/review-report.server";
import { REPLY_UNAVAILABLE } from "../../app/routes/portal/dashboard.reviews.server";
import { DECISION_REASON_REQUIRED } from "../../app/routes/admin/admin.reports.server";
import { EVIDENCE_REQUIRED } from "../../app/routes/admin/admin.certifications.server";
import { CHANGE_EDITED, CHANGE_GONE, CHANGE_REASON_REQUIRED, CHANGE_REASON_TOO_LONG } from "../../app/routes/admin/admin.changes.server";
import { MAKE_REQUIRED, SPECIALTY_REQUIRED } from "../../app/lib/account-schemas";
import { UNREADABLE_FORM } from "../../app/services/form-data.server";
import { LOGO_MAX_BYTES } from "../../app/services/logo.server";
import { PROJECT_MAKE_REQUIRED, PROJECT_TITLE_REQUIRED, PROJECT_YEAR_INVALID } from "../../app/lib/project-schemas";
import { PHOTO_REFUSALS } from "../../app/lib/project-limits";
import { PRICE_MESSAGE, PRICE_ORDER_MESSAGE } from "../../app/lib/quote-schemas";
import {
  ESCAPED_IMG,
  ESCAPED_SCRIPT,
  GIF_JS_POLYGLOT,
  huge,
  IMG,
  MALFORMED_BODIES,
  MARK,
  MB,
  multipart,
  params,
  pngBomb,
  residentMegabytes,
  SCRIPT,
  signed,
  waitForMail,
  solidPng,
  SQLI,
  SVG_WITH_SCRIPT,
  unescapedPayloads,
  type Answer,
} from "./hostile-http";
import { createHostileSweep, ENGINE, storedNothingRefused, PROFILE_FIELD_MESSAGES, MEMORY_CEILING_MB, PASSWORD, PROFILE_XSS, type Expected } from "./hostile-sweep";

/**
 * Hostile input in the specialist's dashboard (profile and logo uploads, with memory bounded;
 * settings; contacts) and the admin's actions, then every stored payload rendering escaped.
 * The last page test relies on the profile test's save, so they stay in this order.
 *
 * One of the four files of the hostile-input sweep (issue #6 part 6), split from one file against one
 * server so that one failure cannot cascade (issue #13 item 12): this file starts its own server on
 * its own storage, signs up only the accounts it needs, and ends with its own "stored nothing it
 * refused" over the writes its tests counted. The sweep, its setup and checks: hostile-sweep.ts.
 */
describe(`hostile input: portal, against the production server on ${ENGINE}`, () => {
  const sweep = createHostileSweep("portal");
  const { send, refused, form, pendingId, decide, slugOfPublic, legit, specialist, xssSpecialist, saveProfile, saveProfileXss, sendEnquiries, sendReviews, sendSiteMessages } = sweep;
  /** The specialist's published review: replied to and reported by them in beforeAll (#14). */
  let publishedReviewId = "";

  beforeAll(async () => {
    await sweep.start({ xssSpecialist: true, xssSpecialistSignedIn: true });
    // The payloads the dashboard, the admin and the public pages show (the stored-payload test).
    await sendEnquiries();
    await sendReviews();
    await sendSiteMessages();
    // #14: one review published, with the business's reply (pending moderation) and its report (open), payloads in both.
    publishedReviewId = await sweep.publishReview("Brilliant, honest work");
    await sweep.sendReply(publishedReviewId, `${SQLI[0]} Thank you ${SCRIPT} for the kind words ${IMG}`);
    await sweep.reportOwnReview(publishedReviewId, { reason: "other", details: `${SQLI[1]} ${IMG} This person was never our customer.` });
  });

  afterAll(() => sweep.close());

  it("dashboard profile (multipart with logo): refuses hostile fields and files; memory stays bounded", async () => {
    const url = "/dashboard/profile.data";
    const save = saveProfile;

    // First the legitimate save: payloads in every free-text field, and a real logo.
    await saveProfileXss();

    const fieldMessages = PROFILE_FIELD_MESSAGES;
    const fieldsError = "Please fix the errors below";
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields at all", save({}), { status: 400, message: fieldsError }],
      ...Object.entries(fieldMessages).map(([field, message]): [string, () => Promise<Answer>, Expected] => [
        `${field} 1 MB`,
        save({ ...PROFILE_XSS, [field]: huge(`profile-${field}`) }),
        { status: 400, message },
      ]),
      ["every text field 1 MB (over the body limit)", save(Object.fromEntries(Object.keys(fieldMessages).map((field) => [field, huge(field)]))), { status: 413 }],
      ...["abc", "-1", "101", "5.5", SQLI[0], "1\0"].map((years): [string, () => Promise<Answer>, Expected] => [
        `years ${JSON.stringify(years)}`,
        save({ ...PROFILE_XSS, businessName: `${MARK}years`, yearsExperience: years }),
        { status: 400, message: "Please select your years of experience" },
      ]),
      // Issue #13: the edit refuses what sign-up refuses, so no profile drops out of distance search.
      ["a postcode that cannot be placed", save({ ...PROFILE_XSS, businessName: `${MARK}pc`, postcode: "12345" }), { status: 400, message: "Please enter a valid UK postcode" }],
      ["a county that is not one", save({ ...PROFILE_XSS, businessName: `${MARK}county`, county: "Nowhere" }), { status: 400, message: "Please select your county" }],
      ["an unknown specialty", save({ ...PROFILE_XSS, specialties: [`${MARK}Hacking`] }), { status: 400, message: SPECIALTY_REQUIRED }],
      ["no vehicle makes", save({ ...PROFILE_XSS, businessName: `${MARK}makes`, vehicleMakes: [] }), { status: 400, message: MAKE_REQUIRED }],
      ["NUL in the business name", save({ ...PROFILE_XSS, businessName: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["NUL in the county", save({ ...PROFILE_XSS, county: `${MARK}\0` }), { status: 400, message: "Please select your county" }],
      ["NUL in the email", save({ ...PROFILE_XSS, businessName: `${MARK}e`, email: "a\0@b.co" }), { status: 400, message: "Please enter a valid email address" }],
      ["NUL in the phone", save({ ...PROFILE_XSS, businessName: `${MARK}p`, phone: "0113\0 496 0777" }), { status: 400, message: "Please enter a valid phone number" }],
      ["SQL in the email", save({ ...PROFILE_XSS, businessName: `${MARK}sqli`, email: SQLI[1] }), { status: 400, message: "Please enter a valid email address" }],
      ["the business name as a file part", () => { const body = multipart({ ...PROFILE_XSS, businessName: [] }); body.append("businessName", new Blob([`${MARK}file`]), "name.txt"); return send(url, { body, cookie: specialist.cookie }); }, { status: 400, message: "Business name is required" }],
      ["not signed in", () => send(url, { body: multipart({ ...PROFILE_XSS, businessName: `${MARK}anon` }) }), { status: 202, message: "/auth?redirectTo=%2Fdashboard%2Fprofile" }],
      ["a forged session cookie", () => send(url, { body: multipart({ ...PROFILE_XSS, businessName: `${MARK}forged` }), cookie: `rr.session_token=${encodeURIComponent(SQLI[0])}` }), { status: 202, message: "/auth?redirectTo" }],
      // Files: the real bytes decide, whatever name and type the upload claims.
      ["a GIF/JavaScript polyglot named logo.png", save(PROFILE_XSS, { logo: new File([new Uint8Array(GIF_JS_POLYGLOT)], "logo.png", { type: "image/png" }) }), { status: 400, message: "Please upload a JPG, PNG, or WEBP image." }],
      ["an SVG with a script", save(PROFILE_XSS, { logo: new File([new Uint8Array(SVG_WITH_SCRIPT)], "logo.svg", { type: "image/svg+xml" }) }), { status: 400, message: "Please upload a JPG, PNG, or WEBP image." }],
      ["an SVG named logo.png", save(PROFILE_XSS, { logo: new File([new Uint8Array(SVG_WITH_SCRIPT)], "logo.png", { type: "image/png" }) }), { status: 400, message: "Please upload a JPG, PNG, or WEBP image." }],
      ["an HTML page named logo.jpg", save(PROFILE_XSS, { logo: new File([`<html>${SCRIPT}</html>`], "logo.jpg", { type: "image/jpeg" }) }), { status: 400, message: "Please upload a JPG, PNG, or WEBP image." }],
      ["a 2.5 MB image", async () => save(PROFILE_XSS, { logo: new File([new Uint8Array(await solidPng(32)), new Uint8Array(2.5 * MB)], "big.png", { type: "image/png" }) })(), { status: 400, message: "Please upload an image smaller than 2MB." }],
      ["a 4 MB image (over the body limit)", async () => save(PROFILE_XSS, { logo: new File([new Uint8Array(await solidPng(32)), new Uint8Array(4 * MB)], "huge.png", { type: "image/png" }) })(), { status: 413 }],
    ];
    for (const [name, run, expected] of cases) await refused(`profile: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 5)) {
      await refused(`profile: ${body.name}`, () => send(url, { body: body.body, headers: { "Content-Type": body.contentType }, cookie: specialist.cookie }), { status: 400, message: UNREADABLE_FORM });
    }

    const logoBefore = /\/logos\/[0-9a-f-]{36}\/[0-9a-f]+\.webp/.exec((await send("/dashboard/profile", { cookie: specialist.cookie })).text)![0];
    expect((await send(logoBefore)).status).toBe(200);

    // Images that are valid in type but can't be decoded, or decode to 900 megapixels: the logo
    // is refused (docs/spec.md §8: "Upload failed", the rest of the profile is saved, unchanged here).
    const rssBefore = residentMegabytes(sweep.server.child.pid!);
    let rssPeak = rssBefore;
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(LOGO_MAX_BYTES);
    for (const [name, bytes] of [
      ["a decompression bomb (30000×30000 PNG)", bomb],
      ["a truncated PNG", (await solidPng(64)).subarray(0, 60)],
    ] as const) {
      await refused(`profile: ${name}`, save(PROFILE_XSS, { logo: new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" }) }), {
        status: 200,
        message: "Failed to upload logo. Please try again.",
        tables: ["profile_logos"],
      });
      rssPeak = Math.max(rssPeak, residentMegabytes(sweep.server.child.pid!));
    }
    // Ten bombs at once: each is refused from its header, so memory does not add up.
    const volley = await Promise.all(
      Array.from({ length: 10 }, () => save(PROFILE_XSS, { logo: new File([new Uint8Array(bomb)], "logo.png", { type: "image/png" }) })()),
    );
    rssPeak = Math.max(rssPeak, residentMegabytes(sweep.server.child.pid!));
    for (const answer of volley) expect(answer.status).toBe(200);
    // Decoding the bomb would take 900 MB or more; refusing it from its header takes next to nothing.
    expect(rssPeak - rssBefore, `RSS went from ${rssBefore} MB to ${rssPeak} MB`).toBeLessThan(100);
    expect(rssPeak, `RSS went from ${rssBefore} MB to ${rssPeak} MB`).toBeLessThan(MEMORY_CEILING_MB);
    sweep.rssPeakMb = rssPeak;
    const profileHtml = (await send("/dashboard/profile", { cookie: specialist.cookie })).text;
    expect(profileHtml).toContain(logoBefore);

    // A PNG with HTML appended is a valid PNG: accepted, but only as a re-encoded WebP.
    const polyglot = Buffer.concat([await solidPng(64), Buffer.from(`<html>${SCRIPT}</html>`)]);
    const accepted = await save(PROFILE_XSS, { logo: new File([new Uint8Array(polyglot)], "logo.png", { type: "image/png" }) })();
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain("Profile updated");
    const logoAfter = /\/logos\/[0-9a-f-]{36}\/[0-9a-f]+\.webp/.exec((await send("/dashboard/profile", { cookie: specialist.cookie })).text)![0];
    const served = await fetch(sweep.server.url + logoAfter);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.includes("script")).toBe(false);
  });

  it("dashboard settings and contacts: refuse hostile input", async () => {
    const settings = (fields: Record<string, string>, cookie = specialist.cookie) => () => send("/dashboard/settings.data", form(new URLSearchParams(fields), { cookie }));
    const contacts = (fields: Record<string, string | string[]>) => () => send("/dashboard/contacts.data", form(params(fields), { cookie: specialist.cookie }));
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["settings: no intent", settings({}), { status: 400, message: "Unknown action" }],
      ["settings: unknown intent", settings({ intent: SQLI[1] }), { status: 400, message: "Unknown action" }],
      ["settings: not signed in", settings({ intent: "revoke-other-sessions" }, ""), { status: 202, message: "/auth?redirectTo=%2Fdashboard%2Fsettings" }],
      ["change password: current 1 MB", settings({ intent: "change-password", currentPassword: huge("cur"), newPassword: "New#Pass2026x", confirmPassword: "New#Pass2026x" }), { status: 400 }],
      ["change password: new 1 MB", settings({ intent: "change-password", currentPassword: PASSWORD, newPassword: huge("new"), confirmPassword: "x" }), { status: 400, message: "Password must be at most 128 characters long" }],
      ["change password: wrong current (SQL)", settings({ intent: "change-password", currentPassword: SQLI[0], newPassword: "New#Pass2026x", confirmPassword: "New#Pass2026x" }), { status: 400, message: "That password is not correct" }],
      ["change password: mismatch", settings({ intent: "change-password", currentPassword: PASSWORD, newPassword: "New#Pass2026x", confirmPassword: "New#Pass2026y" }), { status: 400, message: "Passwords don't match" }],
      ["change email: SQL", settings({ intent: "change-email", newEmail: SQLI[0] }), { status: 400, message: "Please enter a valid email address" }],
      ["change email: 1 MB", settings({ intent: "change-email", newEmail: huge("newemail") }), { status: 400, message: "Please enter a valid email address" }],
      ["change email: NUL", settings({ intent: "change-email", newEmail: "a\0@example.com" }), { status: 400, message: "Please enter a valid email address" }],
      ["change email: HTML", settings({ intent: "change-email", newEmail: `${SCRIPT}@example.com` }), { status: 400 }],
      ["enable 2FA: no password", settings({ intent: "enable-2fa" }), { status: 400, message: "Please enter your password" }],
      ["enable 2FA: wrong password 1 MB", settings({ intent: "enable-2fa", password: huge("2fa") }), { status: 400 }],
      ["enable 2FA: SQL password", settings({ intent: "enable-2fa", password: SQLI[1] }), { status: 400 }],
      ...["abc", "1234567", SQLI[0], "12 34 5\0"].map((code): [string, () => Promise<Answer>, Expected] => [
        `verify 2FA: ${JSON.stringify(code)}`,
        settings({ intent: "verify-2fa", code }),
        { status: 400, message: "Enter the 6-digit code from your app" },
      ]),
      ["disable 2FA: wrong password", settings({ intent: "disable-2fa", password: SQLI[0] }), { status: 400 }],
      ["contacts: no fields", contacts({}), { status: 400 }],
      ["contacts: SQL id", contacts({ id: SQLI[0], status: "contacted" }), { status: 400 }],
      ["contacts: unknown status", contacts({ id: "00000000-0000-4000-8000-000000000000", status: "deleted" }), { status: 400 }],
      ["contacts: someone else's or no request", contacts({ id: "00000000-0000-4000-8000-000000000000", status: "archived" }), { status: 404 }],
      ["contacts: id 1 MB", contacts({ id: huge("id"), status: "archived" }), { status: 400 }],
    ];
    for (const [name, run, expected] of cases) await refused(name, run, expected);
    for (const target of ["/dashboard/settings.data", "/dashboard/contacts.data"]) {
      for (const body of MALFORMED_BODIES.slice(0, 4)) {
        await refused(`${target}: ${body.name}`, () => send(target, { body: body.body, headers: { "Content-Type": body.contentType }, cookie: specialist.cookie }), { status: 400, message: UNREADABLE_FORM });
      }
    }
  });

  it("admin actions: refuse hostile input, and non-admins", async () => {
    const admin = (fields: Record<string, string>, cookie = sweep.adminCookie, tab = fields.intent === "review" ? "reviews" : "pending") => () =>
      send(`/admin/${tab}.data`, form(new URLSearchParams(fields), { cookie }));
    const reviewId = await pendingId("reviews", "reviewId", "Superb bodywork");
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no fields", admin({}), { status: 400, message: "Invalid request" }],
      ["decide: SQL profile id", admin({ intent: "decide", profileId: SQLI[0], decision: "approved" }), { status: 400, message: "Invalid request" }],
      ["decide: unknown decision", admin({ intent: "decide", profileId: specialist.profileId, decision: "deleted" }), { status: 400, message: "Invalid request" }],
      ["decide: reason 1 MB", admin({ intent: "decide", profileId: specialist.profileId, decision: "rejected", reason: huge("reason") }), { status: 400, message: "Invalid request" }],
      ["decide: NUL in the reason", admin({ intent: "decide", profileId: specialist.profileId, decision: "rejected", reason: `${MARK}\0` }), { status: 400, message: "Invalid request" }],
      ["decide: a profile that does not exist", admin({ intent: "decide", profileId: "00000000-0000-4000-8000-000000000000", decision: "approved" }), { status: 409, message: "Failed to update profile status" }],
      ["review: SQL id", admin({ intent: "review", reviewId: SQLI[1], status: "approved" }), { status: 400, message: "Invalid request" }],
      ["review: unknown status", admin({ intent: "review", reviewId, status: "published" }), { status: 400, message: "Invalid request" }],
      ["decide: suspending is not the Pending tab's", admin({ intent: "decide", profileId: specialist.profileId, decision: "suspended" }), { status: 400, message: "Invalid request" }],
      ["suspend: a review's tab", admin({ intent: "suspend", profileId: specialist.profileId }, sweep.adminCookie, "reviews"), { status: 400, message: "Invalid request" }],
      ["a specialist, not an admin", admin({ intent: "suspend", profileId: specialist.profileId }, specialist.cookie, "approved"), { status: 202, message: '"redirect","/"' }],
      ["signed out", admin({ intent: "suspend", profileId: specialist.profileId }, "", "approved"), { status: 202, message: "/auth?redirectTo=%2Fadmin" }],
    ];
    for (const [name, run, expected] of cases) await refused(`admin: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 4)) {
      await refused(`admin: ${body.name}`, () => send("/admin/pending.data", { body: body.body, headers: { "Content-Type": body.contentType }, cookie: sweep.adminCookie }), { status: 400, message: UNREADABLE_FORM });
    }

  });

  it("dashboard reviews (#14): reply, delete-reply and report refuse missing, oversized and others' input, and unknown intents", async () => {
    const post = (fields: Record<string, string | string[]>, cookie = specialist.cookie) => () => send("/dashboard/reviews.data", form(params(fields), { cookie }));
    const others = await sweep.othersPublishedReviewId();
    const pendingOwn = await pendingId("reviews", "reviewId", "Superb bodywork");
    const INVALID = { status: 400, message: "Invalid request" };
    const TOO_LONG = `Please keep your reply to ${REPLY_MAX.toLocaleString("en-GB")} characters or fewer`;
    const reply = (fields: Record<string, string>) => post({ intent: "reply", reviewId: publishedReviewId, body: `${MARK}reply`, ...fields });
    const report = (fields: Record<string, string>) => post({ intent: "report", reviewId: publishedReviewId, reason: "fake", details: `${MARK}report`, ...fields });
    const SIGNED_OUT = { status: 202, message: "/auth?redirectTo=%2Fdashboard%2Freviews" };
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no intent", post({ reviewId: publishedReviewId, body: `${MARK}no-intent` }), INVALID],
      ["unknown intent", post({ intent: "delete-review", reviewId: publishedReviewId }), INVALID],
      ["unknown intent, SQL", post({ intent: SQLI[1], reviewId: publishedReviewId, body: `${MARK}sql-intent` }), INVALID],
      ["an inherited property as the intent", post({ intent: "constructor", reviewId: publishedReviewId, body: `${MARK}proto` }), INVALID],
      ["intent repeated, the first unknown", post({ intent: ["approve", "reply"], reviewId: publishedReviewId, body: `${MARK}repeat` }), INVALID],
      ["reply: no body", post({ intent: "reply", reviewId: publishedReviewId }), { status: 400, message: "Please write your reply" }],
      ["reply: only spaces", reply({ body: " \n\t " }), { status: 400, message: "Please write your reply" }],
      ["reply: body 1 MB", reply({ body: huge("reply-body") }), { status: 400, message: TOO_LONG }],
      ["reply: body one character over", reply({ body: `${MARK}over`.padEnd(REPLY_MAX + 1, "x") }), { status: 400, message: TOO_LONG }],
      ["reply: NUL in the body", reply({ body: `${MARK}nul\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["reply: no review id", post({ intent: "reply", body: `${MARK}no-id` }), INVALID],
      ["reply: SQL review id", reply({ reviewId: SQLI[0] }), INVALID],
      ["reply: review id 1 MB", reply({ reviewId: huge("reply-id") }), INVALID],
      ["reply: another listing's review", reply({ reviewId: others }), { status: 404, message: REPLY_UNAVAILABLE }],
      ["reply: their own review, still pending", reply({ reviewId: pendingOwn }), { status: 404, message: REPLY_UNAVAILABLE }],
      ["reply: an unknown review", reply({ reviewId: randomUUID() }), { status: 404, message: REPLY_UNAVAILABLE }],
      ["reply: signed out", () => send("/dashboard/reviews.data", form(params({ intent: "reply", reviewId: publishedReviewId, body: `${MARK}anon` }))), SIGNED_OUT],
      ["reply: as the admin (no listing)", post({ intent: "reply", reviewId: publishedReviewId, body: `${MARK}admin` }, sweep.adminCookie), { status: [202, 403, 404] }],
      ["delete-reply: no review id", post({ intent: "delete-reply" }), INVALID],
      ["delete-reply: SQL review id", post({ intent: "delete-reply", reviewId: SQLI[1] }), INVALID],
      ["delete-reply: another listing's review", post({ intent: "delete-reply", reviewId: others }), { status: 404, message: "That reply has already been deleted." }],
      ["delete-reply: signed out", post({ intent: "delete-reply", reviewId: publishedReviewId }, ""), SIGNED_OUT],
      ["report: no reason", post({ intent: "report", reviewId: publishedReviewId }), { status: 400, message: REPORT_REASON_REQUIRED }],
      ["report: unknown reason", report({ reason: "negative" }), { status: 400, message: REPORT_REASON_REQUIRED }],
      ["report: \"other\" without details", report({ reason: "other", details: "" }), { status: 400, message: REPORT_DETAILS_REQUIRED }],
      ["report: details 1 MB", report({ details: huge("own-report") }), { status: 400, message: REPORT_DETAILS_TOO_LONG }],
      ["report: NUL in the details", report({ details: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["report: SQL review id", report({ reviewId: SQLI[0] }), { status: 400, message: "Unknown review" }],
      ["report: another listing's review", report({ reviewId: others }), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["report: their own review, still pending", report({ reviewId: pendingOwn }), { status: 404, message: REPORT_NOT_REPORTABLE }],
      ["report: again while their report is open", report({}), { status: 409, message: REPORT_ALREADY }],
      ["report: signed out", post({ intent: "report", reviewId: publishedReviewId, reason: "fake", details: `${MARK}anon` }, ""), SIGNED_OUT],
    ];
    for (const [name, run, expected] of cases) await refused(`dashboard reviews: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 4)) {
      await refused(`dashboard reviews: ${body.name}`, () => send("/dashboard/reviews.data", { body: body.body, headers: { "Content-Type": body.contentType }, cookie: specialist.cookie }), {
        status: 400,
        message: UNREADABLE_FORM,
      });
    }
    // The reply the specialist sent in beforeAll is still theirs, still waiting: nothing deleted or replaced it.
    const page = (await send("/dashboard/reviews", { cookie: specialist.cookie })).text;
    expect(page).toContain("Thank you &lt;script&gt;");
  });

  it("quote requests (#27): the specialist's answers refuse hostile values, others' leads, out-of-turn intents and the signed-out", async () => {
    // A real lead first: an owner's request to this specialist, confirmed by its emailed link.
    const ownerEmail = "quote-owner@hostile-sweep.example";
    const request = { to: specialist.profileId, make: "triumph", model: "TR6", year: "1972", services: "Engine Rebuilds", description: "A full engine rebuild, please, after a head gasket failure.", carLocation: "Leeds", timing: "asap", name: "Hostile Owner", email: ownerEmail };
    const sent = await send("/quotes/new.data", sweep.filled(signed(request)));
    expect(sent.status, sent.text.slice(0, 300)).toBe(200);
    sweep.legit.quote_requests++;
    sweep.legit.quote_leads++;
    const token = /\/quotes\/([0-9a-f-]{36}\.[\w-]+)/.exec((await waitForMail(sweep.dataDir, ownerEmail, /Confirm your quote request/)).body)![1]!;
    expect((await send(`/quotes/${token}.data`, form(params({ intent: "confirm" })))).status).toBe(200);
    const leadId = /\/dashboard\/quotes\/([0-9a-f-]{36})/.exec((await send("/dashboard/quotes", { cookie: specialist.cookie })).text)![1]!;
    const url = `/dashboard/quotes/${leadId}.data`;
    const post = (fields: Record<string, string | string[]>, cookie = specialist.cookie, path = url) => () => send(path, form(params({ lead: leadId, ...fields }), { cookie }));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const quote = (fields: Record<string, string>) => post({ intent: "quote", priceFrom: "4500", body: `${MARK}includes`, leadTime: "Six weeks", validUntil: tomorrow, ...fields });
    const CLOSED = { status: 409, message: "This request no longer takes that answer." };
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["no intent", post({ body: `${MARK}no-intent` }), { status: 400, message: "Unknown action" }],
      ["an inherited property as the intent", post({ intent: "constructor", body: `${MARK}proto` }), { status: 400, message: "Unknown action" }],
      ["quote: a negative price", quote({ priceFrom: "-5" }), { status: 400, message: PRICE_MESSAGE }],
      ["quote: a price that is SQL", quote({ priceFrom: SQLI[0]! }), { status: 400, message: PRICE_MESSAGE }],
      ["quote: a price of £100 billion", quote({ priceFrom: "100000000000" }), { status: 400, message: PRICE_MESSAGE }],
      ["quote: a range that runs backwards", quote({ priceTo: "100" }), { status: 400, message: PRICE_ORDER_MESSAGE }],
      ["quote: valid until a date gone by", quote({ validUntil: "2000-01-01" }), { status: 400, message: "Please give a date from today on" }],
      ["quote: valid until markup", quote({ validUntil: SCRIPT }), { status: 400, message: "Please give the date the quote stands until" }],
      ["quote: what it includes 1 MB", quote({ body: huge("quote-body") }), { status: 400, message: "Please keep this under 3,000 characters" }],
      ["quote: NUL in the lead time", quote({ leadTime: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["decline: no reason", post({ intent: "decline", body: " " }), { status: 400, message: "Please give the owner a reason" }],
      ["message: NUL", post({ intent: "message", body: `${MARK}\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["project: a job not won or finished", post({ intent: "project" }), { status: 409 }],
      ["a lead nobody has", post({ intent: "message", body: `${MARK}ghost` }, specialist.cookie, `/dashboard/quotes/${randomUUID()}.data`), CLOSED],
      ["a lead id that is SQL", post({ intent: "message", body: `${MARK}sql-lead` }, specialist.cookie, `/dashboard/quotes/${encodeURIComponent(SQLI[0]!)}.data`), CLOSED],
      ["another specialist's lead", post({ intent: "message", body: `${MARK}other` }, sweep.xssSpecialist.cookie), CLOSED],
      ["signed out", post({ intent: "message", body: `${MARK}anon` }, ""), { status: 202, message: "/auth?redirectTo=" }],
    ];
    for (const [name, run, expected] of cases) await refused(`quote lead: ${name}`, run, expected);
    // Another specialist cannot open it either.
    expect((await send(`/dashboard/quotes/${leadId}`, { cookie: sweep.xssSpecialist.cookie })).status).toBe(404);
  });

  it("admin actions of #14 (reply moderation, reported reviews, certification checks): refuse hostile values, specialists and the signed-out", async () => {
    const post = (tab: string, fields: Record<string, string>, cookie = sweep.adminCookie) => () => send(`/admin/${tab}.data`, form(params(fields), { cookie }));
    const replyId = /data-admin-reply="([0-9a-f-]{36})"/.exec((await send("/admin/reviews", { cookie: sweep.adminCookie })).text)?.[1];
    expect(replyId, "the specialist's reply in the admin's queue").toBeDefined();
    const others = await sweep.othersPublishedReviewId();
    // A certification a demo listing states, checked by the admin (a legitimate write), with payloads in the note.
    const approvedTab = (await send("/admin/approved", { cookie: sweep.adminCookie })).text;
    const stated = /name="intent" value="check-certification"\/><input type="hidden" name="profileId" value="([0-9a-f-]{36})"\/><input type="hidden" name="certification" value="([^"&]+)"/.exec(approvedTab);
    expect(stated, "a certification to check on /admin/approved").not.toBeNull();
    const [, profileId, certification] = stated! as unknown as [string, string, string];
    const checked = await decide("approved", { intent: "check-certification", profileId, certification, evidence: `Certificate ${SQLI[0]} seen ${SCRIPT}` });
    expect(checked.text).toContain(`Certification checked: ${certification}`);
    legit.certification_checks++;

    const SIGNED_OUT = { status: 202, message: /\/auth\?redirectTo=%2Fadmin/ };
    const NOT_ADMIN = { status: 202, message: '"redirect","/"' };
    const INVALID = { status: 400, message: "Invalid request" };
    const moderate = { intent: "reply", replyId: replyId!, decision: "rejected", reason: `${MARK}reply-reason` };
    const keep = { intent: "keep-review", reviewId: publishedReviewId, reason: `${MARK}keep` };
    const remove = { ...keep, intent: "remove-review", reason: `${MARK}remove` };
    const check = { intent: "check-certification", profileId, certification, evidence: `${MARK}evidence` };
    const withdraw = { intent: "withdraw-certification", profileId, certification };
    const cases: [string, () => Promise<Answer>, Expected][] = [
      // Not an admin: refused whatever the values, nothing written.
      ["reply: signed out", post("reviews", moderate, ""), SIGNED_OUT],
      ["reply: the specialist approves their own reply", post("reviews", { ...moderate, decision: "approved" }, specialist.cookie), NOT_ADMIN],
      ["keep-review: signed out", post("reports", keep, ""), SIGNED_OUT],
      ["remove-review: the specialist removes a review of their own listing", post("reports", remove, specialist.cookie), NOT_ADMIN],
      ["check-certification: signed out", post("approved", check, ""), SIGNED_OUT],
      ["check-certification: a specialist", post("pending", check, specialist.cookie), NOT_ADMIN],
      ["withdraw-certification: signed out", post("approved", withdraw, ""), SIGNED_OUT],
      ["withdraw-certification: a specialist", post("approved", withdraw, specialist.cookie), NOT_ADMIN],
      // The admin's reply moderation.
      ["reply: no decision", post("reviews", { intent: "reply", replyId: replyId! }), INVALID],
      ["reply: unknown decision", post("reviews", { ...moderate, decision: "published" }), INVALID],
      ["reply: SQL reply id", post("reviews", { ...moderate, replyId: SQLI[0] }), INVALID],
      ["reply: reason 1 MB", post("reviews", { ...moderate, reason: huge("reply-reason") }), INVALID],
      ["reply: NUL in the reason", post("reviews", { ...moderate, reason: `${MARK}\0` }), INVALID],
      ["reply: an unknown reply", post("reviews", { ...moderate, replyId: randomUUID() }), { status: 409, message: "That reply is no longer waiting for moderation" }],
      ["reply: on the Reports tab", post("reports", moderate), INVALID],
      // The admin's decisions on a reported review.
      ["keep-review: no reason", post("reports", { intent: "keep-review", reviewId: publishedReviewId }), { status: 400, message: DECISION_REASON_REQUIRED }],
      ["remove-review: no reason", post("reports", { intent: "remove-review", reviewId: publishedReviewId }), { status: 400, message: DECISION_REASON_REQUIRED }],
      ["remove-review: only spaces", post("reports", { ...remove, reason: " \n " }), { status: 400, message: DECISION_REASON_REQUIRED }],
      ["remove-review: reason 1 MB", post("reports", { ...remove, reason: huge("remove-reason") }), { status: 400, message: "Please keep the reason under 1,000 characters" }],
      ["keep-review: reason 1 MB", post("reports", { ...keep, reason: huge("keep-reason") }), { status: 400, message: "Please keep the reason under 1,000 characters" }],
      ["keep-review: NUL in the reason", post("reports", { ...keep, reason: `${MARK}\0` }), { status: 400, message: DECISION_REASON_REQUIRED }],
      ["keep-review: SQL review id", post("reports", { ...keep, reviewId: SQLI[1] }), INVALID],
      ["remove-review: no review id", post("reports", { intent: "remove-review", reason: `${MARK}no-id` }), INVALID],
      ["keep-review: a review with no open report", post("reports", { ...keep, reviewId: others }), { status: 409, message: "That review has no open reports any more" }],
      ["remove-review: a review with no open report", post("reports", { ...remove, reviewId: others }), { status: 409, message: "That review is no longer published or reported" }],
      ["remove-review: on the Reviews tab", post("reviews", remove), INVALID],
      // The admin's certification checks.
      ["check-certification: no evidence", post("approved", { ...check, evidence: "" }), { status: 400, message: EVIDENCE_REQUIRED }],
      ["check-certification: evidence missing", post("approved", { intent: "check-certification", profileId, certification }), { status: 400, message: EVIDENCE_REQUIRED }],
      ["check-certification: evidence 1 MB", post("approved", { ...check, evidence: huge("evidence") }), { status: 400, message: `Please keep this under ${CERTIFICATION_EVIDENCE_MAX} characters` }],
      ["check-certification: evidence one character over", post("approved", { ...check, evidence: `${MARK}over`.padEnd(CERTIFICATION_EVIDENCE_MAX + 1, "x") }), { status: 400, message: `Please keep this under ${CERTIFICATION_EVIDENCE_MAX} characters` }],
      ["check-certification: NUL in the evidence", post("approved", { ...check, evidence: `${MARK}\0` }), { status: 400, message: EVIDENCE_REQUIRED }],
      ["check-certification: a certification the listing does not state", post("approved", { ...check, certification: `${MARK}Royal Warrant` }), { status: 409, message: "This listing no longer states that certification" }],
      ["check-certification: certification 1 MB", post("approved", { ...check, certification: huge("certification") }), INVALID],
      ["check-certification: SQL profile id", post("approved", { ...check, profileId: SQLI[0] }), INVALID],
      ["check-certification: an unknown profile", post("pending", { ...check, profileId: randomUUID() }), { status: 409, message: "This listing no longer states that certification" }],
      ["check-certification: on the Reviews tab", post("reviews", check), INVALID],
      ["withdraw-certification: a check never made", post("approved", { ...withdraw, certification: `${MARK}never checked` }), { status: 409, message: "That check had already been withdrawn" }],
      ["withdraw-certification: SQL profile id", post("approved", { ...withdraw, profileId: SQLI[1] }), INVALID],
      ["withdraw-certification: on the Reports tab", post("reports", withdraw), INVALID],
    ];
    for (const [name, run, expected] of cases) await refused(`admin: ${name}`, run, expected);
    for (const tab of ["reports", "reviews", "approved"]) {
      for (const body of MALFORMED_BODIES.slice(0, 2)) {
        await refused(`admin ${tab}: ${body.name}`, () => send(`/admin/${tab}.data`, { body: body.body, headers: { "Content-Type": body.contentType }, cookie: sweep.adminCookie }), {
          status: 400,
          message: UNREADABLE_FORM,
        });
      }
    }
    // Still as they were: the reply waiting, the review reported, the check in place.
    expect((await send("/admin/reviews", { cookie: sweep.adminCookie })).text).toContain(`data-admin-reply="${replyId}"`);
    expect((await send("/admin/reports", { cookie: sweep.adminCookie })).text).toContain(publishedReviewId);
    expect((await send("/admin/approved", { cookie: sweep.adminCookie })).text).toContain(`aria-label="Withdraw the check of ${certification}"`);
  });

  // Needs the profile test's legitimate save (PROFILE_XSS and its logo) and the payloads stored in beforeAll.
  it("dashboard projects (#15): project and photo forms and the uploads refuse hostile values, others' ids and the signed-out", async () => {
    const FIELDS = { title: `${MARK}project`, vehicleMake: "jaguar", model: "E-type", year: "1965", services: "paint-and-bodywork", story: "Bare metal up." };
    const create = (fields: Record<string, string | string[]>, cookie = specialist.cookie) => () =>
      send("/dashboard/projects/new.data", form(params({ ...FIELDS, ...fields }), { cookie }));
    const newProjectId = (answer: Answer) => /\/dashboard\/projects\/([0-9a-f-]{36})/.exec(answer.text)?.[1];
    // Legitimate: a project of the specialist's with payloads in its text, and one of another specialist's.
    const ownAnswer = await create({ title: `E-type ${SCRIPT} restoration`, story: `${SQLI[0]} ${IMG} Bare metal up.` })();
    const own = newProjectId(ownAnswer)!;
    expect(own, ownAnswer.text.slice(0, 300)).toBeTruthy();
    const otherCookie = xssSpecialist.cookie;
    const other = newProjectId(await create({ title: "Someone else's Mk2" }, otherCookie)())!;
    expect(other).toBeTruthy();
    legit.projects += 2;

    const INVALID = { status: 400, message: "Invalid request" };
    const GONE = { status: 404, message: "That project or photo no longer exists." };
    const page = (projectId: string, fields: Record<string, string | string[]>, cookie = specialist.cookie) => () =>
      send(`/dashboard/projects/${projectId}.data`, form(params(fields), { cookie }));
    const list = (fields: Record<string, string>, cookie = specialist.cookie) => () => send("/dashboard/projects.data", form(params(fields), { cookie }));
    const upload = (projectId: string, file: Blob, cookie = specialist.cookie) => () =>
      send(`/dashboard/projects/${projectId}/upload`, { body: multipart({ alt: `${MARK}alt`, phase: "before" }, { photos: file }), cookie });
    const png = new File([new Uint8Array(await solidPng(64))], "real.png", { type: "image/png" });
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["new: no title", create({ title: "" }), { status: 400, message: PROJECT_TITLE_REQUIRED }],
      ["new: title 1 MB", create({ title: huge("project-title") }), { status: 400, message: "Please keep the title to 120 characters or fewer" }],
      ["new: NUL in the title", create({ title: `${MARK}nul\0` }), { status: 400, message: INVALID_CHARACTERS }],
      ["new: SQL as the make", create({ vehicleMake: SQLI[0] }), { status: 400, message: PROJECT_MAKE_REQUIRED }],
      ["new: a make's name, not its slug, repeated", create({ vehicleMake: ["Jaguar", "jaguar"] }), { status: 400, message: PROJECT_MAKE_REQUIRED }],
      ["new: year before cars", create({ year: "1884" }), { status: 400, message: PROJECT_YEAR_INVALID }],
      ["new: year as SQL", create({ year: SQLI[1] }), { status: 400, message: PROJECT_YEAR_INVALID }],
      ["new: an unknown service", create({ services: ["paint-and-bodywork", "<script>"] }), { status: 400, message: "Please choose services from the list" }],
      ["new: story 1 MB", create({ story: huge("project-story") }), { status: 400, message: "Please keep the story to 2,000 characters or fewer" }],
      ["new: signed out", create({}, ""), { status: 202, message: "/auth?redirectTo=%2Fdashboard%2Fprojects%2Fnew" }],
      ["page: no intent", page(own, { title: `${MARK}x` }), INVALID],
      ["page: unknown intent", page(own, { intent: "approve" }), INVALID],
      ["page: an inherited property as the intent", page(own, { intent: "constructor" }), INVALID],
      ["page: save with NUL in the story", page(own, { intent: "save", ...FIELDS, story: "\0" }), { status: 400, message: INVALID_CHARACTERS }],
      ["page: save another's project", page(other, { intent: "save", ...FIELDS }), { status: 404 }],
      ["page: delete another's project", page(other, { intent: "delete" }), { status: 404 }],
      ["page: an address that is no id", () => send(`/dashboard/projects/${encodeURIComponent(SQLI[0])}.data`, form(params({ intent: "delete" }), { cookie: specialist.cookie })), { status: 404 }],
      ["photo: SQL photo id", page(own, { intent: "photo", photoId: SQLI[0], alt: `${MARK}alt` }), INVALID],
      ["photo: an unknown photo", page(own, { intent: "photo", photoId: randomUUID(), alt: `${MARK}alt` }), GONE],
      ["move-photo: sideways", page(own, { intent: "move-photo", photoId: randomUUID(), direction: "sideways" }), INVALID],
      ["delete-photo: photo id 1 MB", page(own, { intent: "delete-photo", photoId: huge("photo-id") }), INVALID],
      ["list: move with an SQL id", list({ intent: "move", id: SQLI[1], direction: "up" }), INVALID],
      ["list: move another's project", list({ intent: "move", id: other, direction: "down" }), GONE],
      ["list: delete another's project", list({ intent: "delete", id: other }), GONE],
      ["list: unknown intent", list({ intent: "publish", id: own }), INVALID],
      ["list: signed out", list({ intent: "delete", id: own }, ""), { status: 202, message: "/auth?redirectTo=%2Fdashboard%2Fprojects" }],
      ["upload: a text file named .jpg", upload(own, new File(["not a photo at all"], `${MARK}.jpg`, { type: "image/jpeg" })), { status: 422, message: PHOTO_REFUSALS.notAnImage }],
      ["upload: an SVG holding a script", upload(own, new File([SVG_WITH_SCRIPT], "drawing.jpg", { type: "image/jpeg" })), { status: 422, message: PHOTO_REFUSALS.notAnImage }],
      ["upload: into another's project", upload(other, png), { status: 404 }],
      ["upload: signed out", upload(own, png, ""), { status: [302, 202] }],
    ];
    for (const [name, run, expected] of cases) await refused(`dashboard projects: ${name}`, run, expected);
    // The other specialist's project is still theirs and whole; the specialist's own holds no photo.
    const theirs = (await send(`/dashboard/projects/${other}`, { cookie: otherCookie })).text;
    expect(theirs).toContain("Someone else&#x27;s Mk2");
    const mine = (await send(`/dashboard/projects/${own}`, { cookie: specialist.cookie })).text;
    expect(mine).toContain("E-type &lt;script&gt;");
    expect(mine).not.toContain(MARK);
  });

  it("admin Listing changes (#24): refuses hostile values, specialists and the signed-out; the waiting change and its rejection render escaped", async () => {
    // A legitimate waiting change of the live listing, with payloads in its description.
    const proposed = `Now with ${IMG} trim and ${SCRIPT} paint for ${SQLI[0]} every classic car we restore.`;
    const saved = await saveProfile({ ...PROFILE_XSS, description: proposed })();
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect(saved.text).toContain("will show on your listing once our team has checked them");
    const queue = (await send("/admin/changes", { cookie: sweep.adminCookie })).text;
    expect(unescapedPayloads(queue)).toEqual([]);
    expect(queue).toContain(ESCAPED_SCRIPT);
    expect(queue).toContain(ESCAPED_IMG);
    const revision = await sweep.waitingRevision();

    const post = (fields: Record<string, string>, cookie = sweep.adminCookie, tab = "changes") => () => send(`/admin/${tab}.data`, form(params(fields), { cookie }));
    const decision = { intent: "change", profileId: specialist.profileId, revision, decision: "rejected", reason: `${MARK}change-reason` };
    const INVALID = { status: 400, message: "Invalid request" };
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["signed out", post(decision, ""), { status: 202, message: /\/auth\?redirectTo=%2Fadmin/ }],
      ["the specialist approves their own change", post({ ...decision, decision: "approved" }, specialist.cookie), { status: 202, message: '"redirect","/"' }],
      ["no fields", post({}), INVALID],
      ["SQL profile id", post({ ...decision, profileId: SQLI[0] }), INVALID],
      ["SQL revision", post({ ...decision, revision: SQLI[1] }), INVALID],
      ["revision 1 MB", post({ ...decision, revision: huge("revision") }), INVALID],
      ["revision zero", post({ ...decision, revision: "0" }), INVALID],
      ["unknown decision", post({ ...decision, decision: "deleted" }), INVALID],
      ["reject without a reason", post({ ...decision, reason: "" }), { status: 400, message: CHANGE_REASON_REQUIRED }],
      ["reject with only spaces", post({ ...decision, reason: " \n " }), { status: 400, message: CHANGE_REASON_REQUIRED }],
      ["reason 1 MB", post({ ...decision, reason: huge("change-reason") }), { status: 400, message: CHANGE_REASON_TOO_LONG }],
      ["NUL in the reason", post({ ...decision, reason: `${MARK}\0` }), { status: 400, message: CHANGE_REASON_REQUIRED }],
      ["a revision the admin did not see", post({ ...decision, revision: String(Number(revision) + 1) }), { status: 409, message: CHANGE_EDITED }],
      ["a listing with no waiting change", post({ ...decision, profileId: randomUUID() }), { status: 409, message: CHANGE_GONE }],
      ["on the Approved tab", post(decision, sweep.adminCookie, "approved"), INVALID],
      ["another tab's intent", post({ ...decision, intent: "suspend" }), INVALID],
    ];
    for (const [name, run, expected] of cases) await refused(`admin changes: ${name}`, run, expected);
    for (const body of MALFORMED_BODIES.slice(0, 2)) {
      await refused(`admin changes: ${body.name}`, () => send("/admin/changes.data", { body: body.body, headers: { "Content-Type": body.contentType }, cookie: sweep.adminCookie }), {
        status: 400,
        message: UNREADABLE_FORM,
      });
    }
    expect(await sweep.waitingRevision()).toBe(revision);

    // The legitimate rejection, its reason holding payloads: shown escaped to the specialist; the live listing keeps its description.
    const reason = `Please remove ${SCRIPT} and ${IMG} from your description.`;
    const rejected = await decide("changes", { ...decision, reason });
    expect(rejected.text).toContain("rejected: the specialist has been emailed the reason");
    for (const target of ["/dashboard/profile", "/dashboard"]) {
      const page = (await send(target, { cookie: specialist.cookie })).text;
      expect(unescapedPayloads(page), target).toEqual([]);
      expect(page, target).toContain(`Please remove ${ESCAPED_SCRIPT} and`);
      expect(page, target).toContain(`${ESCAPED_IMG} from your description.`);
    }
    expect((await send(`/provider/${specialist.slug}`)).text).not.toContain("trim and");
  });

  it("stored payloads render escaped on every page that shows them", async () => {
    // Publish what the stored-payload checks need to see.
    const reviewId = await pendingId("reviews", "reviewId", "Superb bodywork");
    await decide("reviews", { intent: "review", reviewId, status: "approved" });
    xssSpecialist.profileId = await pendingId("pending", "profileId", xssSpecialist.name);
    await decide("pending", { intent: "decide", profileId: xssSpecialist.profileId, decision: "approved" });
    legit.admin_decisions++;

    const publicPages = [`/provider/${specialist.slug}`, "/", "/sitemap.xml"];
    const html = async (target: string, cookie?: string) => {
      const answer = await send(target, { cookie });
      expect(answer.status, target).toBe(200);
      expect(unescapedPayloads(answer.text), target).toEqual([]);
      return answer.text;
    };
    for (const target of publicPages) await html(target);

    // Each payload appears, escaped, where it is stored.
    const shows = async (target: string, cookie: string | undefined, ...escaped: string[]) => {
      const text = await html(target, cookie);
      for (const fragment of escaped) expect(text, `${target} shows ${fragment}`).toContain(fragment);
      return text;
    };
    const publicPage = await shows(`/provider/${specialist.slug}`, undefined, ESCAPED_SCRIPT, ESCAPED_IMG);
    // JSON-LD is valid JSON with the name in it, and cannot close its script element.
    for (const [, block] of publicPage.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(block!) as unknown).not.toThrow();
      expect(block).not.toContain("</");
    }
    expect(publicPage).not.toMatch(/href="javascript:/i);
    await shows("/dashboard/contacts", specialist.cookie, ESCAPED_SCRIPT, ESCAPED_IMG, "&#x27; OR 1=1 --");
    // The contacts' filters come from the address: a payload is a search, shown back escaped in its box; an
    // unknown status is no filter; a search longer than the box allows is cut to it, and finds nothing.
    await shows(`/dashboard/contacts?q=${encodeURIComponent(SCRIPT)}&status=${encodeURIComponent(SQLI[0])}`, specialist.cookie, `value="${ESCAPED_SCRIPT}"`);
    await shows(`/dashboard/contacts?q=${"x".repeat(5_000)}&status=archived`, specialist.cookie, `value="${"x".repeat(100)}"`, "No contacts match your filters");
    await shows("/dashboard/reviews", specialist.cookie, ESCAPED_SCRIPT, ESCAPED_IMG);
    await shows("/dashboard/profile", specialist.cookie, ESCAPED_IMG);
    await shows("/dashboard", specialist.cookie);
    await shows("/admin/messages", sweep.adminCookie, ESCAPED_SCRIPT, ESCAPED_IMG);
    await shows("/admin/approved", sweep.adminCookie, ESCAPED_SCRIPT);
    // #14: the review's own report page, the business's reply in the queue, the report's details.
    await shows(`/reviews/${reviewId}/report`, undefined, ESCAPED_SCRIPT, ESCAPED_IMG);
    await shows("/admin/reviews", sweep.adminCookie, ESCAPED_SCRIPT, ESCAPED_IMG);
    await shows("/admin/reports", sweep.adminCookie, ESCAPED_IMG);
    await shows(`/provider/${await slugOfPublic(xssSpecialist.name)}`, undefined, ESCAPED_SCRIPT, ESCAPED_IMG);

    // The approved, payload-named profiles are listed somewhere in the results: every page is clean.
    let seen = 0;
    for (let page = 1; page <= 10 && seen < 2; page++) {
      const text = await html(page === 1 ? "/results" : `/results?page=${page}`);
      if (!text.includes('href="/provider/')) break;
      seen += text.split(ESCAPED_SCRIPT).length - 1 > 0 ? 1 : 0;
    }
    expect(seen).toBeGreaterThan(0);

    // A toast cookie is the client's own input too: shown escaped.
    const toast = Buffer.from(JSON.stringify({ type: "error", title: SCRIPT, description: IMG })).toString("base64");
    await html("/", undefined);
    const withToast = await send("/", { cookie: `rr_toast=${encodeURIComponent(toast)}` });
    expect(unescapedPayloads(withToast.text)).toEqual([]);
  });

  it("stored nothing it refused, and nothing partial", async ({ task }) => {
    await storedNothingRefused(sweep, task, 170);
  });
});
