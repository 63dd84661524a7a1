import type { GeoPoint, SpecialistPlace } from "~/lib/geo";
import { MAP_HEIGHT, MAP_WIDTH, pinLabel, type MapQuery } from "~/lib/map-query";
import { REFERENCE_TOWNS } from "./map-towns.server";
import { landPaths, projectionOf, viewAround, WHOLE_COUNTRY, type MapView } from "./map-land.server";

/**
 * Map images as SVG text. Nothing a visitor or a specialist wrote goes in: only shapes and the
 * list's numbers, so an image needs no escaping and can hold no script.
 */

// The site's palette (app/app.css): an image cannot read its custom properties.
const SEA = "#eef5f1"; // racing-50
const LAND = "#fbf8f1"; // paper
const COAST = "#b08d57"; // brass-500
const NEIGHBOUR = "#f4eee1"; // ivory
const NEIGHBOUR_COAST = "#dcc08e"; // brass-300
const PIN = "#1d4d38"; // racing-700
const SEARCHED = "#9b2c2c"; // oxblood-600
const DOT = "#245f45"; // racing-600
const TOWN = "#4a524e"; // ink-muted

const PIN_RADIUS = 13;
const LABEL_SIZE = 15;
/** Roughly a bold digit's width at LABEL_SIZE in a system sans-serif, to size a pin around its label. */
const CHARACTER_WIDTH = 8.2;

function svgDocument(view: MapView, marks: string): string {
  const land = landPaths(view);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${SEA}"/>`,
    `<path d="${land.ireland}" fill="${NEIGHBOUR}" stroke="${NEIGHBOUR_COAST}" stroke-width="0.8" stroke-linejoin="round"/>`,
    `<path d="${land.unitedKingdom}" fill="${LAND}" stroke="${COAST}" stroke-width="1" stroke-linejoin="round"/>`,
    marks,
    `</svg>`,
  ].join("");
}

const fixed = (value: number) => Math.round(value * 10) / 10;

function at(view: MapView, point: GeoPoint): [number, number] {
  const [x, y] = projectionOf(view)([point.longitude, point.latitude])!;
  return [fixed(x), fixed(y)];
}

/** The searched place: a red ring with a dot, left visible around a pin standing on it. */
function searchedPlace([x, y]: [number, number]): string {
  return (
    `<circle cx="${x}" cy="${y}" r="19" fill="${SEARCHED}" fill-opacity="0.12" stroke="${SEARCHED}" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="4" fill="${SEARCHED}"/>`
  );
}

export const PIN_HEIGHT = PIN_RADIUS * 2;

/** How wide a numbered pin is drawn: a disc for one or two digits, longer for more. */
export function pinWidth(numbers: number[]): number {
  return Math.max(PIN_HEIGHT, Math.ceil(pinLabel(numbers).length * CHARACTER_WIDTH) + 12);
}

/** A numbered pin: a disc, or a rounded label when several numbers share it. */
function numberedPin([x, y]: [number, number], numbers: number[]): string {
  const label = pinLabel(numbers);
  const width = pinWidth(numbers);
  const shape =
    width === PIN_RADIUS * 2
      ? `<circle cx="${x}" cy="${y}" r="${PIN_RADIUS}"/>`
      : `<rect x="${fixed(x - width / 2)}" y="${y - PIN_RADIUS}" width="${width}" height="${PIN_RADIUS * 2}" rx="${PIN_RADIUS}"/>`;
  return (
    `<g fill="${PIN}" stroke="#fff" stroke-width="2">${shape}</g>` +
    `<text x="${x}" y="${fixed(y + LABEL_SIZE * 0.36)}" text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${LABEL_SIZE}" font-weight="700">${label}</text>`
  );
}

/**
 * A workshop's approximate place: the centre of its postcode district, with a halo for "about here".
 * Drawn large, as the profile shows the whole country in a small image.
 */
function workshopPin([x, y]: [number, number]): string {
  return (
    `<circle cx="${x}" cy="${y}" r="30" fill="${PIN}" fill-opacity="0.15"/>` +
    `<path d="M${x} ${y}l-13-22a16 16 0 1 1 26 0z" fill="${PIN}" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="${x}" cy="${fixed(y - 31)}" r="6" fill="#fff"/>`
  );
}

/** A zoomed-in view's reference towns, where no mark of the map would cover them or they it. */
function townNames(view: MapView, marks: [number, number][]): string {
  if (view.zoom === 1) return "";
  const names = REFERENCE_TOWNS.flatMap((town) => {
    const [x, y] = at(view, town);
    const width = town.name.length * 6.5;
    const inside = x > 6 && x + width < MAP_WIDTH - 6 && y > 14 && y < MAP_HEIGHT - 8;
    const clear = marks.every(([mx, my]) => mx < x - 26 || mx > x + width + 26 || Math.abs(my - y) > 24);
    if (!inside || !clear) return [];
    return [
      `<circle cx="${x}" cy="${y}" r="2.5" fill="${TOWN}"/>` +
        `<text x="${fixed(x + 5)}" y="${fixed(y - 4)}" fill="${TOWN}" stroke="${LAND}" stroke-width="3" paint-order="stroke" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="12">${town.name}</text>`,
    ];
  });
  return names.join("");
}

/** What an address of `/map.svg` asks for (lib/map-query.ts), zoomed to hold all of it. */
export function drawMap(query: MapQuery): string {
  const view = viewAround([...query.pins, ...(query.origin ? [query.origin] : [])]);
  const marked = [...query.pins, ...(query.origin ? [query.origin] : []), ...(query.workshop ? [query.workshop] : [])];
  const marks = [
    townNames(view, marked.map((point) => at(view, point))),
    query.origin ? searchedPlace(at(view, query.origin)) : "",
    query.workshop ? workshopPin(at(view, query.workshop)) : "",
    // The first numbers drawn last, so they stay on top where pins touch.
    ...[...query.pins].reverse().map((pin) => numberedPin(at(view, pin), pin.numbers)),
  ];
  return svgDocument(view, marks.join(""));
}

/** Where a make's or a service's specialists are: a dot per town, larger for more of them. */
export function drawSpecialistDots(places: SpecialistPlace[]): string {
  const dots = [...places]
    .sort((a, b) => b.count - a.count)
    .map((place) => {
      const [x, y] = at(WHOLE_COUNTRY, place);
      const radius = fixed(Math.min(7 + 3 * Math.sqrt(place.count - 1), 20));
      return `<circle cx="${x}" cy="${y}" r="${radius}"/>`;
    });
  return svgDocument(WHOLE_COUNTRY, `<g fill="${DOT}" fill-opacity="0.65" stroke="#fff" stroke-width="1.5">${dots.join("")}</g>`);
}
