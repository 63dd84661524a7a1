import path from "node:path";
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { issueFormToken } from "../../app/services/spam.server";
import { HONEYPOT_FIELD } from "../../app/lib/spam-fields";
import { FORM_COOKIE } from "../../app/lib/cookie-names";
import { ENQUIRY_SUCCESS, REVIEW_SUCCESS } from "../../app/routes/profile/provider.server";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The AUTH_SECRET server-process.ts gives every server: lets tests sign form-start cookies. */
export const SERVER_SECRET = "production-tests-secret-0123456789abcdef";

export interface WriteResult {
  status: number;
  /** The server told the client its write was stored. */
  acknowledged: boolean;
}

/** Slugs of the profiles listed on the first results pages. */
export async function profileSlugs(baseUrl: string, pages = 1): Promise<string[]> {
  const slugs = new Set<string>();
  for (let page = 1; page <= pages; page++) {
    const html = await (await fetch(`${baseUrl}/results?page=${page}`)).text();
    for (const match of html.matchAll(/href="\/provider\/([a-z0-9-]+)"/g)) slugs.add(match[1]!);
  }
  if (slugs.size === 0) throw new Error("no providers listed on /results");
  return [...slugs];
}

/**
 * The form-start cookie (FORM_COOKIE) of a visitor who opened a page with a form `ageMs` ago,
 * signed by the servers' secret, as a `name=value` pair for a Cookie header (join others with "; ").
 */
export function formCookie(ageMs = 10_000): string {
  return `${FORM_COOKIE}=${issueFormToken(SERVER_SECRET, Date.now() - ageMs)}`;
}

/**
 * A form's body as a person would send it, honeypot empty. Its fill time travels in the
 * form-start cookie: send it with `formCookie()` in the Cookie header.
 */
export function signedForm(purpose: string, fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ ...fields, intent: purpose, [HONEYPOT_FIELD]: "" });
}

/**
 * Posts the profile page's form as the browser's fetcher does (single-fetch `.data`
 * URL). `clientAddress` goes in X-Forwarded-For: the servers run with TRUST_PROXY=1, as
 * behind a reverse proxy, so each simulated visitor has a rate-limit bucket of their own.
 */
async function postProfileForm(baseUrl: string, slug: string, body: URLSearchParams, clientAddress: string) {
  const response = await fetch(`${baseUrl}/provider/${slug}.data`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: baseUrl,
      "X-Forwarded-For": clientAddress,
      // Opened "a while ago", as if a person had filled the form in.
      Cookie: formCookie(),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

export async function sendEnquiry(
  baseUrl: string,
  slug: string,
  marker: string,
  clientAddress: string,
): Promise<WriteResult> {
  const form = signedForm("enquiry", {
    name: "Load Test Visitor",
    email: "visitor@example.com",
    message: `Could you quote for a respray? Reference ${marker}.`,
  });
  const { status, text } = await postProfileForm(baseUrl, slug, form, clientAddress);
  return { status, acknowledged: status === 200 && text.includes(ENQUIRY_SUCCESS) };
}

export async function sendReview(
  baseUrl: string,
  slug: string,
  marker: string,
  clientAddress: string,
): Promise<WriteResult> {
  const form = signedForm("review", {
    name: "Crash Test Reviewer",
    // An inbox of its own: one address is sent at most 3 review confirmations a day.
    email: `reviewer-${marker}@example.com`,
    comment: `Excellent work on my Triumph. Reference ${marker}.`,
    rating: "5",
  });
  const { status, text } = await postProfileForm(baseUrl, slug, form, clientAddress);
  return { status, acknowledged: status === 200 && text.includes(REVIEW_SUCCESS) };
}

let addressCounter = 0;
/** A distinct private (10/8) address per call: sixteen million before one repeats. */
export function nextClientAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Cookies a response sets, as a Cookie header for the next request. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A verified admin account made by the CLI on a PostgreSQL database (the server may be running).
 * Asynchronous on purpose: a test blocked for seconds in execFileSync cannot notice the server
 * closing an idle keep-alive connection, and its next request then fails on that dead socket.
 */
export async function createAdmin(databaseUrl: string, admin: { email: string; password: string }): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ["build/cli/admin.js", "create", "--email", admin.email, "--password", admin.password],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" } },
  );
}

/** Signs in through the /auth form, as a browser without JavaScript would; returns the raw answer. */
export function signIn(baseUrl: string, account: { email: string; password: string }, redirectTo = "/admin") {
  return fetch(`${baseUrl}/auth`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email: account.email, password: account.password, redirectTo }),
    redirect: "manual",
  });
}

/** The sign-up form of a specialist who filled it in, for `email` and `password`. */
export function signUpForm(email: string, password: string): URLSearchParams {
  const form = new URLSearchParams({
    [HONEYPOT_FIELD]: "",
    businessName: `Signup Test Motors ${email.split("@")[0]}`,
    contactName: "Robin Hale",
    email,
    password,
    confirmPassword: password,
    phone: "0113 496 0123",
    address: "3 Station Yard",
    city: "Tunbridge Wells",
    county: "Kent",
    postcode: "TN1 1AA",
    yearsExperience: "21+",
    description: "Full restorations of post-war British sports cars, from bare shells to concours finish.",
    terms: "on",
  });
  form.append("specialties", "Paint & Bodywork");
  form.append("vehicleMakes", "Triumph");
  return form;
}

/** Signs up through /signup as a browser without JavaScript would (from `clientAddress`, TRUST_PROXY=1); the raw answer. */
export function signUp(baseUrl: string, account: { email: string; password: string }, clientAddress = nextClientAddress()) {
  return fetch(`${baseUrl}/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, Cookie: formCookie(), "X-Forwarded-For": clientAddress },
    body: signUpForm(account.email, account.password),
    redirect: "manual",
  });
}

export { totp } from "../totp";

/**
 * A verified account made by the admin CLI before the server starts (PGlite lets one process open
 * it at a time), on `storage`'s engine. The CLI makes admins; `specialist` takes the role back.
 */
/** The environment an operator's tool (build/cli) gets: the server's secret and storage, nothing of ours. */
export function cliEnv(storage: { dataDir: string; databaseUrl?: string | undefined }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: storage.dataDir,
    AUTH_SECRET: SERVER_SECRET,
    LOG_LEVEL: "silent",
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  };
}

export function createAccountWithCli(storage: { dataDir: string; databaseUrl?: string }, account: { email: string; password: string }, options: { specialist?: boolean } = {}) {
  const env = cliEnv(storage);
  const cli = (...args: string[]) => execFileSync(process.execPath, ["build/cli/admin.js", ...args], { cwd: ROOT, env, stdio: "pipe" });
  cli("create", "--email", account.email, "--password", account.password);
  if (options.specialist) cli("revoke", "--email", account.email);
}
