import { MapImage } from "~/components/map-image";
import type { ResultsMap } from "~/services/map.server";

const andList = (items: (string | number)[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The results page's map with its text alternative: the pins in words, so the map holds nothing the
 * list and this caption do not say.
 */
export function ResultsMapFigure({ map, place, className }: { map: ResultsMap; place: string; className?: string }) {
  return (
    <MapImage
      className={className}
      src={map.src}
      alt={`Map of ${place}, ringed in red, and the numbered pins of the specialists listed on this page; the pins are described below the map.`}
      caption={
        <>
          <span className="font-semibold text-ink">Ringed in red:</span> {place}, your search.{" "}
          <span className="font-semibold text-ink">Pins:</span>{" "}
          {map.groups.map((group, index) => (
            <span key={group.numbers[0]} data-pin={group.numbers.join(",")}>
              {andList(group.numbers)} in {andList(group.towns)}
              {index < map.groups.length - 1 ? "; " : "."}
            </span>
          ))}
          {map.unplaced.length > 0 && ` Not on the map (no known position): ${andList(map.unplaced)}.`}
        </>
      }
    />
  );
}
