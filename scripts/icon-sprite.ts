import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ICON_NAMES } from "../app/components/ui/icon-names.ts";

/**
 * Writes the icon sprite, app/assets/icons.svg: one <symbol> per name in
 * app/components/ui/icon-names.ts, drawn from lucide-react's icon data (a devDependency, so the
 * drawings are exactly the ones its components drew). Run `npm run icons` after changing the
 * list; the output is committed and the build serves it as a fingerprinted asset.
 */
export const SPRITE_FILE = path.resolve(import.meta.dirname, "../app/assets/icons.svg");

type IconNode = [tag: string, attributes: Record<string, string>][];

async function iconNode(name: string): Promise<IconNode> {
  const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  return icon.__iconData.node;
}

function symbol(name: string, node: IconNode): string {
  const elements = node.map(([tag, attributes]) => {
    const attributeText = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => ` ${key}="${value}"`)
      .join("");
    return `<${tag}${attributeText}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${elements.join("")}</symbol>`;
}

export async function iconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../node_modules/lucide-react/package.json"), "utf8"));
  const symbols = await Promise.all([...names].sort().map(async (name) => symbol(name, await iconNode(name))));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    `<!-- Lucide icons (lucide.dev, ISC licence) from lucide-react ${version}. Written by scripts/icon-sprite.ts (npm run icons) from app/components/ui/icon-names.ts: edit those, not this file. -->`,
    ...symbols,
    `</svg>`,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  fs.writeFileSync(SPRITE_FILE, await iconSprite());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)} (${ICON_NAMES.length} icons)`);
}
