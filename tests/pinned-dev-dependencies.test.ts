import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";

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
    // The server's heap bounds (#28 item 6) are the ones the production tests and the bench run with.
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value} `).join("");
    expect(scripts.start).toBe(`${env}node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
    expect(scripts.admin).toBe("node scripts/cli.mjs admin");
    expect(scripts.seed).toBe("node scripts/cli.mjs seed");
    expect(scripts.backup).toBe("node scripts/cli.mjs backup");
    expect(scripts.restore).toBe("node scripts/cli.mjs restore");
  });
});
