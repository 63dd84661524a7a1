import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "~/content/taxonomy";

describe("service icon sprite", () => {
  it("has a drawing for every service category", () => {
    const sprite = fs.readFileSync(path.join(import.meta.dirname, "../assets/service-icons.svg"), "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(symbols.sort()).toEqual(SERVICE_OPTIONS.map((option) => option.slug).sort());
  });
});
