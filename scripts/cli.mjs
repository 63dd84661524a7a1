// `npm run admin -- …` and `npm run seed`: the operator's tools, as built from scripts/admin.ts and
// scripts/seed.ts into build/cli/ (vite.cli.config.ts). Plain JavaScript, like `npm start`: a
// production install runs them with node alone.
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT, buildIfNeeded } from "./build-if-needed.mjs";

const TOOLS = ["admin", "seed", "backup", "restore"];
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS.includes(tool ?? "")) {
  console.error(`Usage: node scripts/cli.mjs ${TOOLS.join("|")} [arguments]`);
  process.exit(1);
}
buildIfNeeded();
const result = spawnSync(process.execPath, [path.join(ROOT, "build/cli", `${tool}.js`), ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
