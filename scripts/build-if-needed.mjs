// Plain JavaScript: `npm start` runs this with node alone, before anything is built.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

export const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Inputs that are not modules of the build, so the build cannot record them: the route table
 * and React Router's config (read by its plugin), the lock file (which versions were bundled),
 * the TypeScript settings and the public folder (copied into build/client as it is).
 * Everything else comes from the lists the build wrote of the files it read (vite.config.ts,
 * recordBuildInputs): a new import is recorded by the next build without anyone listing it.
 */
const FIXED_INPUTS = ["app/routes.ts", "react-router.config.ts", "package-lock.json", "package.json", "tsconfig.json", "public"];
const RECORDED_INPUTS = ["build/.inputs-client.json", "build/.inputs-server.json", "build/.inputs-cli.json"];
const STAMP = "build/.source-stamp";

/** @param {string} root @param {string} entry @returns {Generator<string>} */
function* filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) {
    yield entry; // a deleted input still counts: its absence changes the stamp
  } else if (fs.statSync(full).isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) yield* filesUnder(root, path.join(entry, child));
  } else {
    yield entry;
  }
}

/** What a complete build holds: the server bundle and every operator's tool. */
export const BUILT_ENTRIES = ["build/server/index.js", "build/cli/admin.js", "build/cli/seed.js", "build/cli/backup.js", "build/cli/restore.js"];

/**
 * The files the current build was made from, or null when there is no complete build.
 * @param {string} root
 * @returns {string[] | null}
 */
export function buildInputs(root = ROOT) {
  if (!BUILT_ENTRIES.every((file) => fs.existsSync(path.join(root, file)))) return null;
  const recorded = [];
  for (const list of RECORDED_INPUTS) {
    const file = path.join(root, list);
    if (!fs.existsSync(file)) return null;
    recorded.push(...JSON.parse(fs.readFileSync(file, "utf8")));
  }
  return [...new Set([...FIXED_INPUTS.flatMap((entry) => [...filesUnder(root, entry)]), ...recorded])].sort();
}

/**
 * A fingerprint of the given files' names and contents.
 * @param {string} root @param {readonly string[]} files
 */
export function sourceStamp(root, files) {
  const hash = crypto.createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    const full = path.join(root, file);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : "(missing)");
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether the build in `root` was made from the files as they are now.
 * @param {string} root
 */
export function buildIsCurrent(root = ROOT) {
  const inputs = buildInputs(root);
  const stampFile = path.join(root, STAMP);
  if (!inputs || !fs.existsSync(stampFile)) return false;
  return fs.readFileSync(stampFile, "utf8") === sourceStamp(root, inputs);
}

/** Builds the production bundle unless the current one was made from the same files. */
export function buildIfNeeded(root = ROOT) {
  if (buildIsCurrent(root)) return;
  console.log("Building the site (first start or changed sources)…");
  build(root);
}

/**
 * Builds the production bundle and stamps it with its sources (`npm run build` too), so `npm start`
 * and the production tests know it is current.
 */
export function build(root = ROOT) {
  // The site (browser and server), then the operator's CLIs (vite.cli.config.ts).
  for (const args of [["react-router", "build"], ["vite", "build", "--config", "vite.cli.config.ts"]]) {
    const result = spawnSync("npx", args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const inputs = buildInputs(root);
  if (!inputs) throw new Error("The build finished without recording its inputs (vite.config.ts recordBuildInputs).");
  fs.writeFileSync(path.join(root, STAMP), sourceStamp(root, inputs));
}

// `node scripts/build-if-needed.mjs` (npm test's build stage); `--always`: `npm run build`.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv.includes("--always")) build();
  else buildIfNeeded();
}
