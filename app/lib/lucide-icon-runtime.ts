import { createElement, type SVGProps } from "react";

/**
 * A small stand-in for lucide-react's createLucideIcon in the browser build (see
 * vite.config.ts). Lucide's own runtime (3 KB) supports props we never pass (size, color,
 * strokeWidth, a context provider); this renders the same markup for the ones we do
 * (className, aria-*, title), so hydration matches the server, which keeps lucide's.
 * lucide-icon-runtime.test.ts compares the two.
 */
interface IconData {
  name: string;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

const SVG_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const labelled = (props: object) =>
  Object.entries(props).some(([key, value]) => (key.startsWith("aria-") || key === "role" || key === "title") && value != null);

export default function createLucideIcon(icon: IconData) {
  const classes = ["lucide", ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`)].join(" ");
  return function LucideIcon({ className, children, ...props }: SVGProps<SVGSVGElement>) {
    return createElement(
      "svg",
      {
        ...SVG_ATTRIBUTES,
        className: className ? `${classes} ${className}` : classes,
        ...(children || labelled(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
