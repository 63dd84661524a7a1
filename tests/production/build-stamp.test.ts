import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_ENTRIES, ROOT, buildInputs, buildIsCurrent } from "../../scripts/build-if-needed.mjs";

/**
 * `npm start` rebuilds when any file the build was made from changes (scripts/build-if-needed.mjs).
 * Checked on a copy of the real build's inputs, so the working tree is never edited.
 */
describe("build stamp", () => {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function copyOfBuiltProject(): string {
    const inputs = buildInputs(ROOT);
    if (!inputs) throw new Error("no build with recorded inputs: run npm run build first");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-stamp-"));
    copies.push(dir);
    const files = [...inputs, ...BUILT_ENTRIES, "build/.inputs-client.json", "build/.inputs-server.json", "build/.inputs-cli.json", "build/.source-stamp"];
    for (const file of files) {
      const from = path.join(ROOT, file);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(from, path.join(dir, file));
    }
    return dir;
  }

  it("records the server, the database schema and the chunk grouping among the build's inputs", () => {
    const inputs = buildInputs(ROOT)!;
    for (const file of ["server/main.ts", "server/index.ts", "database/schema.ts", "client-chunks.ts", "vite.config.ts", "app/routes.ts", "app/root.tsx", "scripts/admin.ts", "vite.cli.config.ts"]) {
      expect(inputs).toContain(file);
    }
    expect(buildIsCurrent(ROOT)).toBe(true);
  });

  it.each(["database/schema.ts", "client-chunks.ts", "server/app.ts", "app/routes.ts", "package-lock.json", "scripts/admin.ts"])(
    "an edit to %s makes the next start rebuild",
    (file) => {
      const dir = copyOfBuiltProject();
      expect(buildIsCurrent(dir)).toBe(true);
      fs.appendFileSync(path.join(dir, file), "\n");
      expect(buildIsCurrent(dir)).toBe(false);
    },
  );

  it("`npm run build` stamps what it builds, as `npm start` and `npm test` do (a bare react-router build would leave the build looking stale)", () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
    expect(scripts.build).toBe("node scripts/build-if-needed.mjs --always");
  });

  it("a deleted input makes the next start rebuild", () => {
    const dir = copyOfBuiltProject();
    fs.rmSync(path.join(dir, "app/models/reviews.server.ts"));
    expect(buildIsCurrent(dir)).toBe(false);
  });
});
