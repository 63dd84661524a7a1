import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { MAP_HEIGHT, MAP_WIDTH } from "~/lib/map-query";

/**
 * A map drawn on the server (routes/map.ts, routes/catalogue-map.ts): a plain image, so it adds no
 * JavaScript and its geometry never travels in the page's data. Its size is fixed before it loads,
 * and it loads only when scrolled near, so it neither moves the page nor competes with its content.
 */
export function MapImage({ src, alt, caption, className }: { src: string; alt: string; caption?: ReactNode; className?: string }) {
  return (
    <figure className={cn("m-0", className)}>
      <img
        src={src}
        alt={alt}
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full rounded-xl border border-line bg-racing-50"
      />
      {caption && <figcaption className="mt-3 text-sm text-ink-muted">{caption}</figcaption>}
    </figure>
  );
}
