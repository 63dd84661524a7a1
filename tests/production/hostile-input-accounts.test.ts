import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_FORM } from "../../app/services/form-data.server";
import { huge, MALFORMED_BODIES, MARK, params, SCRIPT, SQLI, waitForMail, type Answer } from "./hostile-http";
import { createHostileSweep, ENGINE, storedNothingRefused, PASSWORD, type Expected } from "./hostile-sweep";

/**
 * Hostile input in the account forms (sign-in, password reset, two-factor, open redirects, Host
 * poisoning of the reset link) and the API routes (/api/reveal, /api/events, /api/auth/*).
 *
 * One of the four files of the hostile-input sweep (issue #6 part 6), split from one file against one
 * server so that one failure cannot cascade (issue #13 item 12): this file starts its own server on
 * its own storage, signs up only the accounts it needs, and ends with its own "stored nothing it
 * refused" over the writes its tests counted. The sweep, its setup and checks: hostile-sweep.ts.
 */
describe(`hostile input: accounts and API, against the production server on ${ENGINE}`, () => {
  const sweep = createHostileSweep("accounts and API");
  const { send, refused, form, specialist, xssSpecialist } = sweep;

  beforeAll(async () => {
    await sweep.start({ xssSpecialist: true });
  });

  afterAll(() => sweep.close());

  it("sign-in, password reset and two-factor: refuse hostile input; redirects stay on the site", async () => {
    const signInPost = (fields: Record<string, string | string[]>) => () => send("/auth.data", form(params(fields)));
    const INVALID = "Invalid email or password";
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["sign-in: no fields", signInPost({}), { status: 400, message: "expected string" }],
      ["sign-in: email 1 MB", signInPost({ email: huge("signin-email"), password: "x" }), { status: 400 }],
      ["sign-in: password 1 MB", signInPost({ email: specialist.email, password: huge("signin-password") }), { status: 400 }],
      ...SQLI.map((payload): [string, () => Promise<Answer>, Expected] => [`sign-in: SQL ${payload}`, signInPost({ email: payload, password: payload }), { status: 400, message: INVALID }]),
      ["sign-in: SQL in the password of a real account", signInPost({ email: specialist.email, password: SQLI[0] }), { status: 400, message: INVALID }],
      ["sign-in: NUL in the email", signInPost({ email: `${MARK}\0@example.com`, password: PASSWORD }), { status: 400 }],
      ["sign-in: email repeated, the first wrong", signInPost({ email: ["nobody@example.com", specialist.email], password: PASSWORD }), { status: 400, message: INVALID }],
      ["sign-in: an account not yet verified", signInPost({ email: xssSpecialist.email, password: PASSWORD }), { status: 400, message: "verification link" }],
      ["sign-out without a session", () => send("/auth.data", form(new URLSearchParams({ intent: "signout" }))), { status: 202, message: '"redirect","/"' }],
      ["forgot: no email", () => send("/forgot-password.data", form("")), { status: 400, message: "Please enter a valid email address" }],
      ["forgot: email 1 MB", () => send("/forgot-password.data", form(new URLSearchParams({ email: huge("forgot") }))), { status: 400, message: "Please enter a valid email address" }],
      ["forgot: SQL", () => send("/forgot-password.data", form(new URLSearchParams({ email: SQLI[0] }))), { status: 400, message: "Please enter a valid email address" }],
      ["forgot: NUL", () => send("/forgot-password.data", form(new URLSearchParams({ email: `${MARK}\0@example.com` }))), { status: 400, message: "Please enter a valid email address" }],
      ["reset: no fields", () => send("/reset-password.data", form("")), { status: 400 }],
      ["reset: token 1 MB", () => send("/reset-password.data", form(new URLSearchParams({ token: huge("token"), password: PASSWORD, confirmPassword: PASSWORD }))), { status: 400 }],
      ["reset: password 1 MB", () => send("/reset-password.data", form(new URLSearchParams({ token: "abc", password: huge("pw"), confirmPassword: "x" }))), { status: 400, message: "Password must be at most 128 characters long" }],
      ...[...SQLI, "a\0b", SCRIPT].map((token): [string, () => Promise<Answer>, Expected] => [
        `reset: token ${JSON.stringify(token)}`,
        () => send("/reset-password.data", form(new URLSearchParams({ token, password: PASSWORD, confirmPassword: PASSWORD }))),
        { status: 400, message: "This reset link is invalid or has expired." },
      ]),
      ["two-factor: no code", () => send("/auth/two-factor.data", form("")), { status: 400, message: "Please enter your code" }],
      ["two-factor: code 1 MB", () => send("/auth/two-factor.data", form(new URLSearchParams({ code: huge("code") }))), { status: 400, message: "Please enter your code" }],
      ...[...SQLI, "\0\0\0\0\0\0", "123456"].map((code): [string, () => Promise<Answer>, Expected] => [
        `two-factor: code ${JSON.stringify(code)} without a pending sign-in`,
        () => send("/auth/two-factor.data", form(new URLSearchParams({ code, redirectTo: "https://evil.example" }))),
        { status: 400 },
      ]),
      ["two-factor: a recovery code, SQL", () => send("/auth/two-factor.data", form(new URLSearchParams({ code: SQLI[1], method: "backup" }))), { status: 400 }],
    ];
    for (const [name, run, expected] of cases) await refused(name, run, expected);
    for (const target of ["/auth.data", "/forgot-password.data", "/reset-password.data", "/auth/two-factor.data"]) {
      for (const body of MALFORMED_BODIES.slice(0, 4)) {
        await refused(`${target}: ${body.name}`, () => send(target, { body: body.body, headers: { "Content-Type": body.contentType } }), { status: 400, message: UNREADABLE_FORM });
      }
    }

    // Open redirects after a successful sign-in: only same-site paths are followed.
    const targets = [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\nSet-Cookie: pwned=1",
      " /evil",
      "javascript:alert(1)",
      "http:/evil.example",
      `/${"a".repeat(5_000)}/\0`,
    ];
    for (const redirectTo of targets) {
      const answer = await send("/auth", form(new URLSearchParams({ email: specialist.email, password: PASSWORD, redirectTo })));
      expect(answer.status, `${JSON.stringify(redirectTo)}: ${answer.text.slice(0, 200)}`).toBe(302);
      expect(answer.headers.get("location"), JSON.stringify(redirectTo)).toBe("/dashboard");
      expect(answer.headers.getSetCookie().join("\n")).not.toMatch(/pwned/);
    }
    // A same-site path is kept, query and all.
    const kept = await send("/auth", form(new URLSearchParams({ email: specialist.email, password: PASSWORD, redirectTo: "/dashboard/profile?tab=1" })));
    expect(kept.headers.get("location")).toBe("/dashboard/profile?tab=1");

    // A Host that differs from the Origin is refused as cross-site, by us or by React Router's own check.
    for (const headers of [{ Host: "evil.example" }, { "X-Forwarded-Host": "evil.example" }] as Record<string, string>[]) {
      await refused(`forgot: ${JSON.stringify(headers)}`, () => send("/forgot-password.data", form(params({ email: specialist.email }), { headers })), { status: [400, 403] });
    }
    // Host poisoning: even a request whose Origin agrees with a forged Host gets a reset link built from APP_URL.
    const poisoned = await send("/forgot-password.data", { ...form(params({ email: specialist.email }), { headers: { Host: "evil.example" } }), origin: "http://evil.example" });
    expect(poisoned.status, poisoned.text.slice(0, 200)).toBe(200);
    const reset = await waitForMail(sweep.dataDir, specialist.email, /reset/i);
    expect(reset.links.length).toBeGreaterThan(0);
    for (const link of reset.links) expect(link.startsWith(`${sweep.server.url}/`), link).toBe(true);
  });

  it("API routes: /api/reveal, /api/events and better-auth's /api/auth/* refuse hostile input", async () => {
    const reveal = (fields: Record<string, string | string[]>) => () => send("/api/reveal", form(params(fields)));
    const json = (target: string, body: string, extra: SendHeaders = {}) => () =>
      send(target, { body, headers: { "Content-Type": "application/json", ...extra.headers }, cookie: extra.cookie });
    const cases: [string, () => Promise<Answer>, Expected][] = [
      ["reveal: no fields", reveal({}), { status: 400 }],
      ["reveal: type password", reveal({ providerId: specialist.profileId, type: "password" }), { status: 400 }],
      ["reveal: type repeated, the first unknown", reveal({ providerId: specialist.profileId, type: ["hash", "email"] }), { status: 400 }],
      ["reveal: GET", () => send("/api/reveal"), { status: 405, message: "Method not allowed" }],
      // Harmless: an unknown profile simply has nothing to reveal.
      ...[...SQLI, huge("reveal"), "a\0b", SCRIPT].map((id): [string, () => Promise<Answer>, Expected] => [
        `reveal: provider ${JSON.stringify(id.slice(0, 30))}`,
        reveal({ providerId: id, type: "email" }),
        { status: 200, message: '{"value":null}' },
      ]),
      ...MALFORMED_BODIES.slice(0, 4).map((body): [string, () => Promise<Answer>, Expected] => [
        `reveal: ${body.name}`,
        () => send("/api/reveal", { body: body.body, headers: { "Content-Type": body.contentType } }),
        { status: 400, message: UNREADABLE_FORM },
      ]),
      ["events: invalid JSON", json("/api/events", "{not json"), { status: 400 }],
      ["events: empty body", json("/api/events", ""), { status: 400 }],
      ["events: an array", json("/api/events", "[1,2,3]"), { status: 400 }],
      ["events: a number", json("/api/events", "42"), { status: 400 }],
      ["events: null", json("/api/events", "null"), { status: 400 }],
      ["events: unknown name", json("/api/events", JSON.stringify({ name: "page_view" })), { status: 400 }],
      ["events: name as an object", json("/api/events", JSON.stringify({ name: { $ne: null } })), { status: 400 }],
      ["events: name as a number", json("/api/events", JSON.stringify({ name: 1 })), { status: 400 }],
      ["events: route as a number", json("/api/events", JSON.stringify({ name: "search_submitted", route: 5 })), { status: 400 }],
      ["events: metadata as an array", json("/api/events", JSON.stringify({ name: "search_submitted", metadata: [SCRIPT] })), { status: 400 }],
      ["events: route 1 MB", json("/api/events", JSON.stringify({ name: "search_submitted", route: huge("route") })), { status: 400 }],
      ["events: metadata value 1 MB", json("/api/events", JSON.stringify({ name: "search_submitted", metadata: { q: huge("meta") } })), { status: 400 }],
      ["events: 11 metadata keys", json("/api/events", JSON.stringify({ name: "search_submitted", metadata: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) })), { status: 400 }],
      ["events: nested metadata", json("/api/events", JSON.stringify({ name: "search_submitted", metadata: { a: { b: SCRIPT } } })), { status: 400 }],
      ["events: NUL in the route", json("/api/events", JSON.stringify({ name: "search_submitted", route: "/\0" })), { status: 400 }],
      ["events: NUL in metadata", json("/api/events", JSON.stringify({ name: "search_submitted", metadata: { q: "\0" } })), { status: 400 }],
      ["events: GET", () => send("/api/events"), { status: 405 }],
      // better-auth: only JSON, validated by the library; sign-up and user edits are not exposed.
      ["auth: direct sign-up (only /signup may create accounts)", json("/api/auth/sign-up/email", JSON.stringify({ name: `${MARK}direct`, email: `${MARK}direct@example.com`, password: PASSWORD })), { status: 404 }],
      ["auth: direct user update", json("/api/auth/update-user", JSON.stringify({ name: `${MARK}\0` }), { cookie: specialist.cookie }), { status: 404 }],
      // Sign-in and the mail-sending endpoints only through our routes, which add per-account and per-address limits.
      ["auth: direct sign-in (only /auth signs in)", json("/api/auth/sign-in/email", JSON.stringify({ email: specialist.email, password: PASSWORD })), { status: 404 }],
      ["auth: direct reset request", json("/api/auth/request-password-reset", JSON.stringify({ email: specialist.email, redirectTo: "https://evil.example/steal" })), { status: 404 }],
      ["auth: direct verification email", json("/api/auth/send-verification-email", JSON.stringify({ email: specialist.email })), { status: 404 }],
      ["auth: verify-email, forged token", () => send(`/api/auth/verify-email?token=${encodeURIComponent(SQLI[0])}`), { status: [400, 401] }],
      ["auth: verify-email, a foreign callbackURL", () => send("/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example"), { status: 403 }],
      ["auth: reset link, a foreign callbackURL", () => send("/api/auth/reset-password/abc?callbackURL=https%3A%2F%2Fevil.example"), { status: 403 }],
      ["auth: reset link, protocol-relative callbackURL", () => send("/api/auth/reset-password/abc?callbackURL=%2F%2Fevil.example"), { status: 403 }],
      ["auth: reset link, CRLF in callbackURL", () => send("/api/auth/reset-password/abc?callbackURL=%2Fx%0D%0ASet-Cookie%3A%20pwned%3D1"), { status: 403 }],
      // Every other library endpoint is closed (issue #23): our pages call the library on the server, behind our limits.
      ["auth: verify TOTP, no session", json("/api/auth/two-factor/verify-totp", JSON.stringify({ code: SQLI[0] })), { status: 404 }],
      ["auth: enable 2FA, wrong type", json("/api/auth/two-factor/enable", JSON.stringify({ password: { a: 1 } }), { cookie: specialist.cookie }), { status: 404 }],
      ["auth: change email with a session", json("/api/auth/change-email", JSON.stringify({ newEmail: `${MARK}new@example.com` }), { cookie: specialist.cookie }), { status: 404 }],
      ["auth: verify password with a session", json("/api/auth/verify-password", JSON.stringify({ password: SQLI[0] }), { cookie: specialist.cookie }), { status: 404 }],
      ["auth: change password with a session", json("/api/auth/change-password", JSON.stringify({ currentPassword: SQLI[0], newPassword: PASSWORD }), { cookie: specialist.cookie }), { status: 404 }],
      ["auth: list sessions", () => send("/api/auth/list-sessions", { cookie: specialist.cookie }), { status: 404 }],
      ["auth: unknown endpoint", json("/api/auth/..%2f..%2fetc%2fpasswd", "{}"), { status: 404 }],
    ];
    for (const [name, run, expected] of cases) {
      const answer = await refused(name, run, expected);
      expect(answer.headers.get("location") ?? "", name).not.toMatch(/evil\.example|pwned/);
      expect(answer.headers.getSetCookie().join("\n"), name).not.toMatch(/pwned/);
    }
    // The real thing still works: an approved profile's email is revealed.
    const revealed = await reveal({ providerId: specialist.profileId, type: "email" })();
    expect(revealed.status).toBe(200);
    expect(revealed.text).toContain(specialist.email);
  });

  it("stored nothing it refused, and nothing partial", async ({ task }) => {
    await storedNothingRefused(sweep, task, 80);
  });
});

interface SendHeaders {
  headers?: Record<string, string>;
  cookie?: string;
}
