import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = path.resolve(import.meta.dirname, "..");
const STAMP = path.join(root, "build", ".source-stamp");
const INPUTS = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) {
      if (child.endsWith(".test.ts") || child.endsWith(".test.tsx")) continue;
      yield* files(path.join(entry, child));
    }
  } else {
    yield entry;
  }
}

/** A fingerprint of everything the client and server bundles are built from. */
export function sourceStamp(): string {
  const hash = crypto.createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

/** Builds the production bundle unless the current one was built from the same sources. */
export function buildIfNeeded(): void {
  const stamp = sourceStamp();
  const built = fs.existsSync(path.join(root, "build/server/index.js")) && fs.existsSync(STAMP);
  if (built && fs.readFileSync(STAMP, "utf8") === stamp) return;
  console.log("Building the site (first start or changed sources)…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, stamp);
}
