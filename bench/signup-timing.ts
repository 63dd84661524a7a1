import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpServer } from "../tests/smtp-server.ts";
import { issueFormToken } from "../app/services/spam.server.ts";
import { HONEYPOT_FIELD } from "../app/lib/spam-fields.ts";
import { FORM_COOKIE } from "../app/lib/cookie-names.ts";
import { percentile } from "./stats.ts";
import { startServer } from "../tests/production/server-process.ts";

/**
 * Can sign-up tell whether an address already has an account by how long it takes to
 * answer? (Issue #12 item 3.) Against the production build and a real SMTP server, TRIES
 * rounds each sign up a new address, then the same one again (now a known address), and
 * compare the medians of the two answers' times. Passes when they differ by less than 20%.
 *
 *   npx react-router build && npm run bench:signup-timing
 *
 * Settings: SIGNUP_TIMING_TRIES (40), BENCH_PORT (3460), DATABASE_URL (PostgreSQL; PGlite otherwise).
 * Not a test: timings on a shared machine are too noisy to fail a build on.
 */
const TRIES = Number(process.env.SIGNUP_TIMING_TRIES ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 3460);
const SECRET = "signup-timing-bench-secret-0123456789abcdef";
const PASSWORD = "Timing#Bench-2026";
const MAX_DIFFERENCE = 0.2;

function form(email: string, round: number): URLSearchParams {
  const body = new URLSearchParams({
    [HONEYPOT_FIELD]: "",
    businessName: `Timing Motors ${round}`,
    contactName: "Robin Hale",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone: "0113 496 0123",
    address: "3 Station Yard",
    city: "Tunbridge Wells",
    county: "Kent",
    postcode: "TN1 1AA",
    yearsExperience: "21+",
    description: "Full restorations of post-war British sports cars, from bare shells to concours finish.",
    terms: "on",
  });
  body.append("specialties", "Paint & Bodywork");
  body.append("vehicleMakes", "Triumph");
  return body;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-signup-timing-"));
  const smtp = await startSmtpServer();
  const server = await startServer({
    port: PORT,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    // One simulated client per round (TRUST_PROXY), so the per-address sign-up limit stays out of the way.
    env: { AUTH_SECRET: SECRET, SMTP_URL: smtp.url, TRUST_PROXY: "1" },
  });
  const timed = async (email: string, round: number) => {
    const started = performance.now();
    const answer = await fetch(`${server.url}/signup`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        "X-Forwarded-For": `10.99.${round >> 8}.${round & 255}`,
        // The form-start cookie of a visitor who opened the page a while ago.
        Cookie: `${FORM_COOKIE}=${issueFormToken(SECRET, Date.now() - 10_000)}`,
      },
      body: form(email, round),
      redirect: "manual",
    });
    await answer.arrayBuffer();
    const ms = performance.now() - started;
    if (answer.status !== 302 || answer.headers.get("location") !== "/signup-success") {
      throw new Error(`sign-up of ${email} answered ${answer.status} ${answer.headers.get("location") ?? ""}`);
    }
    return ms;
  };
  try {
    // Warm-up: the first requests pay for compiling and connecting.
    for (let i = 0; i < 3; i++) {
      await timed(`warmup-${i}@timing.example`, 1000 + i);
      await timed(`warmup-${i}@timing.example`, 1000 + i);
    }
    const fresh: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < TRIES; round++) {
      const email = `specialist-${round}@timing.example`;
      fresh.push(await timed(email, round));
      known.push(await timed(email, round));
    }
    const [newMedian, knownMedian] = [percentile(fresh, 50), percentile(known, 50)];
    const difference = Math.abs(newMedian - knownMedian) / Math.max(newMedian, knownMedian);
    console.log(`sign-up answer, median of ${TRIES}: new address ${newMedian.toFixed(1)} ms, known address ${knownMedian.toFixed(1)} ms`);
    console.log(`difference ${(difference * 100).toFixed(1)}% (limit ${MAX_DIFFERENCE * 100}%): ${difference < MAX_DIFFERENCE ? "PASS" : "FAIL"}`);
    if (difference >= MAX_DIFFERENCE) process.exitCode = 1;
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
