import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClasses } from "./button";

describe("buttonClasses", () => {
  it("is the shared btn class, the variant's and the size's utilities, then the caller's", () => {
    expect(buttonClasses("outline", "sm", "w-full")).toBe("btn border border-racing-700 text-racing-700 bg-transparent hover:bg-racing-50 h-9 px-3 text-sm w-full");
    expect(renderToStaticMarkup(<Button>Go</Button>)).toBe('<button type="button" class="btn bg-racing-700 text-white hover:bg-racing-800 shadow-sm h-11 px-5 text-sm">Go</button>');
  });

  it("has the btn class in the stylesheet's components layer, where utilities win over it", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app.css"), "utf8");
    const components = css.slice(css.indexOf("@layer components {"));
    expect(components).toMatch(/\.btn \{\s*@apply inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors;\s*@apply disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2;/);
  });
});
