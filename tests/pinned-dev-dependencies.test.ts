import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("package.json", () => {
  // A range lets a fresh clone's `npm install` pick a tool version nobody here has run the tests
  // with (package-lock.json pins it for `npm ci`, but not for an install that updates the lock).
  it("pins every devDependency to one exact version", () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as { devDependencies: Record<string, string> };
    const ranges = Object.entries(pkg.devDependencies).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version));
    expect(ranges).toEqual([]);
  });
});
