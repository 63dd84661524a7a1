import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS } from "../../app/lib/schemas";
import { MAKE_REQUIRED, SPECIALTY_REQUIRED } from "../../app/lib/account-schemas";
import { UNREADABLE_FORM } from "../../app/services/form-data.server";
import { LOGO_MAX_BYTES } from "../../app/services/logo.server";
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

  beforeAll(async () => {
    await sweep.start({ xssSpecialist: true });
    // The payloads the dashboard, the admin and the public pages show (the stored-payload test).
    await sendEnquiries();
    await sendReviews();
    await sendSiteMessages();
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
    // is refused (SPEC.md §8: "Upload failed", the rest of the profile is saved, unchanged here).
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

  // Needs the profile test's legitimate save (PROFILE_XSS and its logo) and the payloads stored in beforeAll.
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
    await shows("/dashboard/reviews", specialist.cookie, ESCAPED_SCRIPT, ESCAPED_IMG);
    await shows("/dashboard/profile", specialist.cookie, ESCAPED_IMG);
    await shows("/dashboard", specialist.cookie);
    await shows("/admin/messages", sweep.adminCookie, ESCAPED_SCRIPT, ESCAPED_IMG);
    await shows("/admin/approved", sweep.adminCookie, ESCAPED_SCRIPT);
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
    await storedNothingRefused(sweep, task, 90);
  });
});
