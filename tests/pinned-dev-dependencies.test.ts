import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const pkg = () =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };

describe("package.json", () => {
  // A range lets a fresh clone's `npm install` pick a tool version nobody here has run the tests
  // with (package-lock.json pins it for `npm ci`, but not for an install that updates the lock).
  it("pins every devDependency to one exact version", () => {
    const ranges = Object.entries(pkg().devDependencies).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version));
    expect(ranges).toEqual([]);
  });

  // Issue #26 item 6: what an operator runs in production is plain JavaScript over the build.
  it("runs the site and the operator's tools with node alone: no TypeScript runner among the runtime dependencies", () => {
    const { dependencies, scripts } = pkg();
    expect(Object.keys(dependencies)).not.toContain("tsx");
    expect(scripts.start).toBe("node scripts/start.mjs");
    expect(scripts.admin).toBe("node scripts/cli.mjs admin");
    expect(scripts.seed).toBe("node scripts/cli.mjs seed");
  });
});
