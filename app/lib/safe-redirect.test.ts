import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/dashboard/settings")).toBe("/dashboard/settings");
    expect(safeRedirect("/provider/abc?tab=reviews#top")).toBe("/provider/abc?tab=reviews#top");
    expect(safeRedirect("/provider/%E3%80%82")).toBe("/provider/%E3%80%82");
  });

  it.each([
    ["a non-Latin-1 character (cannot go in a Location header)", "/\u3002"],
    ["a Latin-1 accent", "/caf\u00e9"],
    ["another host", "//evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a backslash", "/\\evil.example"],
    ["a tab that browsers drop", "/\t/evil.example"],
    ["a newline", "/x\r\nSet-Cookie: a=b"],
    ["a space", "/a b"],
    ["a relative path", "dashboard"],
    ["nothing", ""],
    ["a file", null],
  ])("ignores %s", (_name, target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
    expect(safeRedirect(target, "/admin")).toBe("/admin");
  });
});
