import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_FILE } from "../../../scripts/icon-sprite";
import { Icon } from "./icon";
import { ICON_NAMES } from "./icon-names";

const sprite = fs.readFileSync(SPRITE_FILE, "utf8");

/** The app's source files, but for the list of names itself. */
function appSources(dir = path.resolve(import.meta.dirname, "../..")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|icon-names\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe("icon sprite", () => {
  it("has a symbol for every icon name, and no other", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(symbols).toEqual([...ICON_NAMES].sort());
  });

  it("is what `npm run icons` writes from the names (lucide-react's drawings)", async () => {
    expect(sprite).toBe(await iconSprite());
  });

  it("carries no icon the app does not use", () => {
    const source = appSources().map((file) => fs.readFileSync(file, "utf8")).join("\n");
    expect(ICON_NAMES.filter((name) => !source.includes(`"${name}"`))).toEqual([]);
  });
});

describe("Icon", () => {
  it("draws the named symbol as Lucide's components did, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon name="search" className="size-4" />);
    expect(html).toMatch(/^<svg width="24" height="24" class="icon size-4" aria-hidden="true"><use href="[^"#]*icons\.svg[^"#]*#search"><\/use><\/svg>$/);
    // The rest of Lucide's drawing is the icon class's, and each symbol's own viewBox.
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app.css"), "utf8");
    expect(css).toMatch(/\.icon \{\s*fill: none;\s*stroke: currentColor;\s*stroke-width: 2;\s*stroke-linecap: round;\s*stroke-linejoin: round;\s*\}/);
    expect([...sprite.matchAll(/<symbol id="[^"]+"( viewBox="0 0 24 24")?/g)].every(([, viewBox]) => viewBox)).toBe(true);
  });

  it("is an image with a name when given a label", () => {
    const html = renderToStaticMarkup(<Icon name="star" size={16} label="Rated 5 out of 5" />);
    expect(html).toContain('width="16" height="16"');
    expect(html).toContain('role="img" aria-label="Rated 5 out of 5"');
    expect(html).not.toContain("aria-hidden");
  });
});
