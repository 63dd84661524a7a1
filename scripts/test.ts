import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { CHROMIUM_PATH } from "./chromium.ts";

/**
 * `npm test`: every test, in order of cost: typecheck, lint, unit and integration
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser suite
 * against the production build. Stops at the first failing stage.
 */

function run(label: string, command: string, args: string[]) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds}s)`);
}

/** The browser tests never skip: install Debian's Chromium where we can, otherwise stop and say how. */
function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    run("apt-get update", "apt-get", ["update", "-qq"]);
    run("install chromium", "apt-get", ["install", "-y", "-qq", "chromium"]);
    if (fs.existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `The browser tests need Chromium at ${CHROMIUM_PATH}.\n` +
      `Install it with:  sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at an existing Chromium binary.`,
  );
  process.exit(1);
}

ensureChromium();
run("typecheck", "npx", ["react-router", "typegen"]);
run("typecheck", "npx", ["tsc"]);
run("lint", "npx", ["eslint", "."]);
run("unit and integration tests", "npx", ["vitest", "run"]);
console.log("\n━━ production build ━━");
buildIfNeeded();
run("production server tests (processes, load, faults, hostile input)", "npx", [
  "vitest",
  "run",
  "--config",
  "vitest.production.config.ts",
]);
run("browser tests (Chromium, production build)", "npx", ["playwright", "test"]);
console.log("\nAll test stages passed.");
