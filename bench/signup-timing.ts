import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpServer } from "../tests/smtp-server.ts";
import { issueFormToken } from "../app/services/spam.server.ts";
import { FORM_COOKIE } from "../app/lib/cookie-names.ts";
import { percentile } from "./stats.ts";
import { startServer, type ServerProcess } from "../tests/production/server-process.ts";
import { signUpForm } from "../tests/production/site-client.ts";
import { createThrowawayDatabase } from "./postgres-database.ts";

/**
 * Can an answer's time tell whether an address has an account? (Issues #12 item 3 and #23
 * item 7.) Against the production build, a real SMTP server and each engine, TRIES rounds
 * compare, as medians of the answers' times:
 *  - sign-up with a new address, then with the same (now known) address;
 *  - a password reset for a registered address and for an unknown one;
 *  - Settings' change of email to a free address and to one another account has.
 * Each pair passes when its medians differ by less than 20%.
 *
 *   npx react-router build && npm run bench:signup-timing
 *
 * Settings: SIGNUP_TIMING_TRIES (40), BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL (where
 * PostgreSQL's throw-away database is made). Not a test: timings on a shared machine are too noisy
 * to fail a build on.
 */
const TRIES = Number(process.env.SIGNUP_TIMING_TRIES ?? 40);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((engine) => engine.trim());
const SECRET = "signup-timing-bench-secret-0123456789abcdef";
const PASSWORD = "Timing#Bench-2026";
const MAX_DIFFERENCE = 0.2;

let clientCounter = 0;
/** One simulated client per request (TRUST_PROXY), so per-address limits stay out of the way. */
const nextClient = () => `10.99.${(++clientCounter >> 8) & 255}.${clientCounter & 255}`;

async function runEngine(engine: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-signup-timing-"));
  const smtp = await startSmtpServer();
  const database = engine === "postgres" ? await createThrowawayDatabase() : undefined;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, databaseUrl: database?.url, env: { AUTH_SECRET: SECRET, SMTP_URL: smtp.url, TRUST_PROXY: "1" } });
    const base = server.url;
    /** One POST; its answer read in full; the time it took (ms). */
    const timed = async (pathname: string, body: URLSearchParams, cookie: string, expected: (answer: Response) => boolean) => {
      const started = performance.now();
      const answer = await fetch(`${base}${pathname}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": nextClient(), Cookie: cookie },
        body,
        redirect: "manual",
      });
      await answer.arrayBuffer();
      const ms = performance.now() - started;
      if (!expected(answer)) throw new Error(`${pathname} answered ${answer.status} ${answer.headers.get("location") ?? ""}`);
      return ms;
    };
    // The form-start cookie of a visitor who opened the page a while ago.
    const formCookie = () => `${FORM_COOKIE}=${issueFormToken(SECRET, Date.now() - 10_000)}`;
    const signUp = (email: string) =>
      timed("/signup", signUpForm(email, PASSWORD), formCookie(), (answer) => answer.status === 302 && answer.headers.get("location") === "/signup-success");
    const reset = (email: string) => timed("/forgot-password", new URLSearchParams({ email }), "", (answer) => answer.status === 200);
    const changeEmail = (cookie: string, newEmail: string) =>
      timed("/dashboard/settings.data", new URLSearchParams({ intent: "change-email", newEmail }), cookie, (answer) => answer.status === 200);

    // Warm-up: the first requests pay for compiling and connecting.
    for (let i = 0; i < 3; i++) {
      await signUp(`warmup-${i}@timing.example`);
      await signUp(`warmup-${i}@timing.example`);
      await reset(`warmup-${i}@timing.example`);
      await reset(`nobody-warmup-${i}@timing.example`);
    }
    const accounts = Array.from({ length: TRIES }, (_, round) => `specialist-${round}@timing.example`);
    const pairs: Record<string, [string, number[], string, number[]]> = {
      "sign-up": ["new address", [], "known address", []],
      "password reset": ["registered address", [], "unknown address", []],
      "change of email": ["free address", [], "another account's address", []],
    };
    for (const email of accounts) {
      pairs["sign-up"]![1].push(await signUp(email));
      pairs["sign-up"]![3].push(await signUp(email));
    }
    // Each registered address once (3 reset mails an hour per recipient), each unknown one once.
    for (const [round, email] of accounts.entries()) {
      pairs["password reset"]![1].push(await reset(email));
      pairs["password reset"]![3].push(await reset(`nobody-${round}@timing.example`));
    }
    // Change of email needs signed-in accounts: verify each from its mail, sign it in (3 changes an hour per account).
    for (const [round, email] of accounts.entries()) {
      const mail = await smtp.waitFor((message) => message.to.includes(email) && message.subject.startsWith("Verify"), 20_000);
      const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text)![0];
      await fetch(link, { redirect: "manual" });
      const signedIn = await fetch(`${base}/auth`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": nextClient() },
        body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "/dashboard" }),
        redirect: "manual",
      });
      const cookie = signedIn.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
      if (!cookie.includes("session_token")) throw new Error(`${email} could not sign in (${signedIn.status})`);
      pairs["change of email"]![1].push(await changeEmail(cookie, `moved-${round}@timing.example`));
      pairs["change of email"]![3].push(await changeEmail(cookie, accounts[(round + 1) % accounts.length]!));
    }

    let pass = true;
    for (const [what, [firstName, first, secondName, second]] of Object.entries(pairs)) {
      const [a, b] = [percentile(first, 50), percentile(second, 50)];
      const difference = Math.abs(a - b) / Math.max(a, b);
      const ok = difference < MAX_DIFFERENCE;
      pass &&= ok;
      console.log(
        `${engine}: ${what}, median of ${TRIES}: ${firstName} ${a.toFixed(1)} ms, ${secondName} ${b.toFixed(1)} ms; ` +
          `difference ${(difference * 100).toFixed(1)}% (limit ${MAX_DIFFERENCE * 100}%): ${ok ? "PASS" : "FAIL"}`,
      );
    }
    return pass;
  } finally {
    await server?.stop();
    await smtp.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let pass = true;
for (const engine of ENGINES) pass = (await runEngine(engine)) && pass;
if (!pass) process.exitCode = 1;
