import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, E2E_PROFILELESS } from "./e2e/admin-account";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";

// Workers re-read this file: the first evaluation (the runner) picks the values, its children inherit them.
process.env.E2E_PORT ??= "3210";
process.env.E2E_SMTP_PORT ??= "3225";
process.env.E2E_SMTP_HTTP_PORT ??= "3226";
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "rr-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // A test's whole run, not the site's speed (that is `npm run bench`'s): the tests that check a page with
  // axe at two sizes, twice, took 30–33 s on this 2-core machine with Chromium 156 and two workers.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The production build, exactly as `npm start` serves it, on a throw-away embedded database.
  webServer: [
    {
      command: "npx tsx e2e/smtp-sink.ts",
      url: `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_SMTP_HTTP_PORT: process.env.E2E_SMTP_HTTP_PORT },
    },
    {
    // Accounts first (the CLI and the server never hold the embedded database at once): the admin, a
    // verified account without a profile (an admin whose role is taken back), and seeded specialists.
    command: [
      `node build/cli/admin.js create --email ${E2E_ADMIN.email} --password '${E2E_ADMIN.password}'`,
      `node build/cli/admin.js create --email ${E2E_PROFILELESS.email} --password '${E2E_PROFILELESS.password}'`,
      `node build/cli/admin.js revoke --email ${E2E_PROFILELESS.email}`,
      // Verified specialists with a pending profile, for tests that are not about signing up.
      "npx tsx e2e/seed-accounts.ts",
      "node build/server/index.js",
    ].join(" && "),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // As behind a reverse proxy: a test that must use up a rate limit gives itself a bucket of its own
      // (X-Forwarded-For) instead of the one every browser here shares.
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
    },
  ],
});
