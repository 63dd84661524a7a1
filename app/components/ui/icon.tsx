import sprite from "~/assets/icons.svg?no-inline";
import type { IconName } from "~/components/ui/icon-names";

export type { IconName };

interface IconProps {
  name: IconName;
  className?: string;
  /** Width and height before CSS; a `size-*` class usually sets them instead. */
  size?: number;
  /** What the icon says, for an icon that stands alone; without one it is hidden from assistive technology. */
  label?: string;
}

/**
 * A Lucide icon from the one icon sprite (app/assets/icons.svg, a fingerprinted file cached
 * for a year), drawn as Lucide's components drew it: 24 × 24, a 2 px round stroke in
 * currentColor. The stroke and the empty fill are the `icon` class's (app.css), and the symbol
 * carries its own viewBox: a results page draws some 200 icons, and each sent six attributes
 * more. A `fill-*` or `stroke-*` class still wins. Decorative unless given a `label`.
 */
export function Icon({ name, className, size = 24, label }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      className={className ? `icon ${className}` : "icon"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
