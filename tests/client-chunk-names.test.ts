import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientChunkGroups, NAMED_FILES } from "../client-chunks";

describe("the browser build's file groups (client-chunks.ts)", () => {
  it("name only files that exist, and stop the build when one does not", () => {
    const appDir = path.resolve(import.meta.dirname, "../app");
    expect(clientChunkGroups(appDir).length).toBeGreaterThan(3);

    // The same app with one named route renamed away.
    const renamed = fs.mkdtempSync(path.join(os.tmpdir(), "rr-chunks-"));
    try {
      for (const file of NAMED_FILES.slice(1)) {
        fs.mkdirSync(path.dirname(path.join(renamed, file)), { recursive: true });
        fs.writeFileSync(path.join(renamed, file), "");
      }
      expect(() => clientChunkGroups(renamed)).toThrow(new RegExp(`names ${NAMED_FILES[0]!.replace(".", "\\.")}, which match no file`));
    } finally {
      fs.rmSync(renamed, { recursive: true, force: true });
    }
  });
});
