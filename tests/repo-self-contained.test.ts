import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("the repository explains itself", () => {
  // A clone has docs/spec.md and docs/design.md, not the folder next to it they were first written in.
  it("cites the product definition and the first design in docs/, never outside the repository", () => {
    expect(fs.existsSync(path.join(ROOT, "docs/spec.md"))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, "docs/design.md"))).toBe(true);
    const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(ts|tsx|mjs|md|css|sql)$/.test(file) && !/^docs\/(spec|design)\.md$/.test(file));
    const outside = tracked.filter((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      return /\.\.\/shared\/|(?<![\w/.-])(SPEC|DESIGN)\.md/.test(text);
    });
    expect(outside).toEqual([]);
  });
});
