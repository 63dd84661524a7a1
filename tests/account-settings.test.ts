import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { users } from "../database/schema";
import * as settingsPage from "../app/routes/portal/dashboard.settings";
import { runRoute } from "./route-runner";
import { signIn } from "../app/routes/account/auth.server";
import { totp } from "./totp";

const PASSWORD = "Settings#Test-2026";
const NEW_PASSWORD = "Changed#Test-2027";

function post(cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return new Request("http://localhost:3000/dashboard/settings", { method: "POST", body: form, headers: { cookie, origin: "http://localhost:3000" } });
}

async function cookieFor(context: RequestContext, email: string, password: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** The cookie jar after a response: renewed session cookies replace the old ones. */
function renewed(cookie: string, result: unknown) {
  const headers = result instanceof Response ? result.headers : (result as { init?: { headers?: Headers } }).init?.headers;
  const set = (headers?.getSetCookie?.() ?? []).map((c) => c.split(";")[0]!);
  if (set.length === 0) return cookie;
  const jar = new Map(cookie.split("; ").filter(Boolean).map((c) => [c.split("=")[0], c] as const));
  for (const c of set) jar.set(c.split("=")[0], c);
  return [...jar.values()].join("; ");
}

/**
 * An action that replaced the session answers with a redirect back to Settings (the page rendered
 * with the old cookie would fail), its message in the toast cookie: that message, decoded.
 */
function redirectedWithToast(result: unknown): string {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/dashboard/settings");
  const toast = response.headers.getSetCookie().find((c) => c.startsWith("rr_toast="));
  expect(toast).toBeDefined();
  const signed = decodeURIComponent(toast!.split(";")[0]!.slice("rr_toast=".length));
  return (JSON.parse(Buffer.from(signed.split(".")[0]!, "base64").toString("utf8")) as { title: string }).title;
}

const body = (result: unknown) =>
  (result as { data: { status: "success" | "error"; message?: string; fieldErrors?: Record<string, string>; totp?: { secretUri: string; backupCodes: string[]; qrSvg: string; token: string } } }).data;

describe.each(TEST_ENGINES)("account settings on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  const email = "settings@example.com";

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Sam Settings", email, password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await insertProfile(handle.db, { userId: user.id });
  });
  afterAll(() => handle.close());

  it("changes the password (same rules as sign-up) and signs out the other sessions", async () => {
    const mine = await cookieFor(context, email, PASSWORD);
    const other = await cookieFor(context, email, PASSWORD);
    const weak = body(await runRoute(settingsPage, "action", { request: post(mine, { intent: "change-password", currentPassword: PASSWORD, newPassword: "weak", confirmPassword: "weak" }), context }));
    expect(weak.fieldErrors?.newPassword).toBe("Password must be at least 8 characters long");
    const wrong = body(await runRoute(settingsPage, "action", { request: post(mine, { intent: "change-password", currentPassword: "Nope#12345", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), context }));
    expect(wrong.status).toBe("error");
    expect(wrong.fieldErrors).toEqual({ currentPassword: "That password is not correct" });

    const changed = await runRoute(settingsPage, "action", { request: post(mine, { intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), context });
    expect(redirectedWithToast(changed)).toBe("Your password has been changed. Other devices have been signed out.");
    // This device stays signed in with its renewed cookie.
    expect(await context.auth.api.getSession({ headers: new Headers({ cookie: renewed(mine, changed) }) })).not.toBeNull();
    expect(await context.auth.api.getSession({ headers: new Headers({ cookie: other }) })).toBeNull();
    await expect(cookieFor(context, email, PASSWORD)).rejects.toThrow();
    expect(await cookieFor(context, email, NEW_PASSWORD)).toContain("session_token");
  });

  it("enrols TOTP two-factor with a QR code and recovery codes, then requires a code to sign in", async () => {
    let cookie = await cookieFor(context, email, NEW_PASSWORD);
    const enrolResult = await runRoute(settingsPage, "action", { request: post(cookie, { intent: "enable-2fa", password: NEW_PASSWORD }), context });
    cookie = renewed(cookie, enrolResult);
    const enrol = body(enrolResult);
    expect(enrol.status).toBe("success");
    expect(enrol.totp!.qrSvg).toMatch(/^<svg/);
    expect(enrol.totp!.backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = new URL(enrol.totp!.secretUri).searchParams.get("secret")!;

    const wrongCode = "000000" === totp(secret) ? "111111" : "000000";
    const bad = body(await runRoute(settingsPage, "action", { request: post(cookie, { intent: "verify-2fa", code: wrongCode, setup: enrol.totp!.token }), context }));
    expect(bad.status).toBe("error");
    // Under the field, and the set-up shown again (without JavaScript the page knows only this answer).
    expect(bad.fieldErrors).toEqual({ code: "That code is not valid. Please try again." });
    expect(bad.totp).toMatchObject({ secretUri: enrol.totp!.secretUri, backupCodes: enrol.totp!.backupCodes });
    expect(bad.totp!.qrSvg).toMatch(/^<svg/);
    // A set-up it did not sign, or another account's, is not drawn.
    const forged = `${Buffer.from(JSON.stringify({ userId: "x", secretUri: "otpauth://totp/evil?secret=AAAA", backupCodes: [] })).toString("base64url")}.forged`;
    expect(body(await runRoute(settingsPage, "action", { request: post(cookie, { intent: "verify-2fa", code: wrongCode, setup: forged }), context })).totp).toBeUndefined();
    const goodResult = await runRoute(settingsPage, "action", { request: post(cookie, { intent: "verify-2fa", code: totp(secret) }), context });
    cookie = renewed(cookie, goodResult);
    expect(redirectedWithToast(goodResult)).toBe("Two-factor authentication is on.");

    // Signing in now stops at the two-factor step.
    const form = new FormData();
    form.set("email", email);
    form.set("password", NEW_PASSWORD);
    let location: string | null = null;
    try {
      await signIn(new Request("http://localhost:3000/auth", { method: "POST", headers: { origin: "http://localhost:3000" } }), context, form);
    } catch (thrown) {
      location = (thrown as Response).headers?.get("location") ?? null;
    }
    const response = location ?? ((await signIn(new Request("http://localhost:3000/auth", { method: "POST" }), context, form)) as unknown as Response).headers.get("location");
    expect(response).toMatch(/^\/auth\/two-factor/);

    expect(redirectedWithToast(await runRoute(settingsPage, "action", { request: post(cookie, { intent: "disable-2fa", password: NEW_PASSWORD }), context }))).toBe(
      "Two-factor authentication is off.",
    );
  });

  it("refuses an invalid new email and starts the change for a valid one", async () => {
    const cookie = await cookieFor(context, email, NEW_PASSWORD);
    const bad = body(await runRoute(settingsPage, "action", { request: post(cookie, { intent: "change-email", newEmail: "nope" }), context }));
    expect(bad.fieldErrors?.newEmail).toBe("Please enter a valid email address");
    const ok = body(await runRoute(settingsPage, "action", { request: post(cookie, { intent: "change-email", newEmail: "new-address@example.com" }), context }));
    expect(ok.status).toBe("success");
  });

  it("refuses every settings action without a session", async () => {
    await expect(runRoute(settingsPage, "action", { request: post("", { intent: "revoke-other-sessions" }), context })).rejects.toBeInstanceOf(Response);
  });
});
