import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createLucideIcon as lucideCreateIcon, type LucideIconData } from "lucide-react";
import createLucideIcon from "./lucide-icon-runtime";

const iconData = async (name: string) =>
  ((await import(`../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: LucideIconData }).__iconData;

// The server renders icons with lucide-react's runtime, the browser with ours: they must agree.
describe("small lucide runtime", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["decorative, with classes", { "aria-hidden": true, className: "size-4 text-brass-500" }],
    ["no props", {}],
    ["labelled", { "aria-label": "Done", role: "img" }],
  ];
  // circle-check has an alias (check-circle-2), which lucide adds as a class.
  for (const name of ["star", "circle-check", "map-pin"]) {
    for (const [label, props] of cases) {
      it(`renders ${name} like lucide-react (${label})`, async () => {
        const icon = await iconData(name);
        const ours = renderToStaticMarkup(createElement(createLucideIcon(icon as Parameters<typeof createLucideIcon>[0]), props));
        const theirs = renderToStaticMarkup(createElement(lucideCreateIcon(icon), props));
        expect(ours).toBe(theirs);
      });
    }
  }
});
