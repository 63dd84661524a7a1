import { cn } from "~/lib/cn";
import { MAP_HEIGHT, MAP_WIDTH } from "~/lib/map-query";
import type { MapFigure } from "~/services/map.server";

/**
 * A map drawn on the server (routes/search/map.ts, routes/catalogue/catalogue-map.ts): a plain image, so it adds no
 * JavaScript and its geometry never travels in the page's data. Its size is fixed before it loads,
 * and it loads only when scrolled near, so it neither moves the page nor competes with its content.
 * The caption's words come from the server (services/map.server.ts) as data.
 */
export function MapImage({ figure, wide, large, className }: { figure: MapFigure; wide?: boolean; large?: boolean; className?: string }) {
  return (
    <figure className={cn("m-0", !wide && "flex flex-col gap-4 sm:flex-row sm:items-start", className)}>
      <img
        src={figure.src}
        alt={figure.alt}
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        loading="lazy"
        decoding="async"
        className={cn("block h-auto rounded-xl border border-line bg-racing-50", wide ? "w-full" : large ? "w-full shrink-0 sm:w-72" : "w-52 shrink-0")}
      />
      <figcaption className={cn("text-ink-muted", wide && "mt-3 text-sm")}>
        {figure.caption}
        {figure.pins?.map((pin) => (
          <span key={pin.numbers[0]} data-pin={pin.numbers.join(",")}>
            {" "}
            {pin.text}
          </span>
        ))}
        {figure.after && ` ${figure.after}`}
      </figcaption>
    </figure>
  );
}
