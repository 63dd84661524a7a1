import fs from "node:fs";
import path from "node:path";
import { geoPath, geoTransverseMercator, type GeoProjection, type GeoStream } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Feature, Geometry } from "geojson";
import { PROJECT_ROOT } from "./project-root.server";
import type { GeoPoint } from "~/lib/geo";
import { MAP_HEIGHT, MAP_WIDTH } from "~/lib/map-query";

/**
 * The land under every map: Natural Earth's coastlines (public domain, the world-atlas package),
 * projected on the British National Grid's meridian (2° W) and fitted to the United Kingdom.
 * Loaded at first use and kept; a view's land path is kept too, so a map costs its pins only.
 */

const PADDING = 14;
/** Most a view zooms in from the whole country: below this span a town's neighbours would all be sea. */
const MAX_ZOOM = 4;
/** Less zoom than this is not worth leaving the whole-country view for. */
const MIN_ZOOM = 1.3;
/** From this zoom on, the 1:10m coastline; the 1:50m one would show its corners. */
const DETAILED_FROM_ZOOM = 2;
/** Points closer than this (in the image's units) add bytes, not shape. */
const MIN_SEGMENT = 1.2;
const UNITED_KINGDOM = "826";
const IRELAND = "372";

type Detail = "50m" | "10m";
interface Countries {
  unitedKingdom: Feature<Geometry>;
  ireland: Feature<Geometry>;
}

const countries = new Map<Detail, Countries>();

function countriesAt(detail: Detail): Countries {
  let loaded = countries.get(detail);
  if (!loaded) {
    const file = path.join(PROJECT_ROOT, "node_modules", "world-atlas", `countries-${detail}.json`);
    const topology = JSON.parse(fs.readFileSync(file, "utf8")) as Topology<{ countries: GeometryCollection }>;
    const geometries = topology.objects.countries.geometries;
    const country = (id: string) => {
      const geometry = geometries.find((g) => String(g.id) === id);
      if (!geometry) throw new Error(`world-atlas countries-${detail} has no country ${id}`);
      return feature(topology, geometry) as Feature<Geometry>;
    };
    loaded = { unitedKingdom: country(UNITED_KINGDOM), ireland: country(IRELAND) };
    countries.set(detail, loaded);
  }
  return loaded;
}

let wholeCountry: GeoProjection | undefined;

/** The whole United Kingdom, Shetland to the Scilly Isles and Northern Ireland, in the image. */
function wholeCountryProjection(): GeoProjection {
  wholeCountry ??= geoTransverseMercator()
    .rotate([2, 0])
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      countriesAt("50m").unitedKingdom,
    );
  return wholeCountry;
}

/** A part of the whole-country image, enlarged `zoom` times: its top-left corner there, and the zoom. */
export interface MapView {
  x: number;
  y: number;
  zoom: number;
}

export const WHOLE_COUNTRY: MapView = { x: 0, y: 0, zoom: 1 };

/**
 * The view that holds these points with room around them: the whole country when they are spread
 * over it, closer in when they are near each other (a search's nearest workshops).
 */
export function viewAround(points: GeoPoint[]): MapView {
  if (points.length === 0) return WHOLE_COUNTRY;
  const base = wholeCountryProjection();
  const projected = points.map((p) => base([p.longitude, p.latitude])!);
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // Room for a pin's label on every side, then the image's proportions.
  const margin = 0.15;
  const width = Math.max((maxX - minX) * (1 + 2 * margin), ((maxY - minY) * (1 + 2 * margin) * MAP_WIDTH) / MAP_HEIGHT, MAP_WIDTH / MAX_ZOOM);
  const zoom = MAP_WIDTH / width;
  if (zoom < MIN_ZOOM) return WHOLE_COUNTRY;
  const height = (width * MAP_HEIGHT) / MAP_WIDTH;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x = clamp((minX + maxX) / 2 - width / 2, MAP_WIDTH - width);
  const y = clamp((minY + maxY) / 2 - height / 2, MAP_HEIGHT - height);
  // Rounded, so nearby searches share a view and its kept land path.
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(x), y: round(y), zoom: round(zoom) };
}

/** The projection of a view: longitude and latitude to the image's units. */
export function projectionOf(view: MapView): GeoProjection {
  const base = wholeCountryProjection();
  const [tx, ty] = base.translate();
  return geoTransverseMercator()
    .rotate([2, 0])
    .scale(base.scale() * view.zoom)
    .translate([(tx - view.x) * view.zoom, (ty - view.y) * view.zoom])
    .clipExtent([
      [-2, -2],
      [MAP_WIDTH + 2, MAP_HEIGHT + 2],
    ]);
}

/** Drops points closer than `MIN_SEGMENT` to the last one kept, keeping each line's last point. */
function thinned(out: GeoStream): GeoStream {
  let last: [number, number] | null = null;
  let skipped: [number, number] | null = null;
  return {
    point(x, y) {
      if (last && Math.hypot(x - last[0], y - last[1]) < MIN_SEGMENT) {
        skipped = [x, y];
        return;
      }
      out.point(x, y);
      last = [x, y];
      skipped = null;
    },
    lineStart() {
      last = skipped = null;
      out.lineStart();
    },
    lineEnd() {
      if (skipped) out.point(skipped[0], skipped[1]);
      out.lineEnd();
    },
    polygonStart: () => out.polygonStart(),
    polygonEnd: () => out.polygonEnd(),
    sphere: () => out.sphere?.(),
  };
}

export interface LandPaths {
  unitedKingdom: string;
  ireland: string;
}

const KEPT_VIEWS = 64;
const landByView = new Map<string, LandPaths>();

/** The SVG path data of the land in a view (kept for the most recent views). */
export function landPaths(view: MapView): LandPaths {
  const key = `${view.x},${view.y},${view.zoom}`;
  const kept = landByView.get(key);
  if (kept) return kept;
  const projection = projectionOf(view);
  const draw = geoPath({ stream: (out: GeoStream) => projection.stream(thinned(out)) }).digits(0);
  const land = countriesAt(view.zoom >= DETAILED_FROM_ZOOM ? "10m" : "50m");
  const paths = { unitedKingdom: draw(land.unitedKingdom) ?? "", ireland: draw(land.ireland) ?? "" };
  if (landByView.size >= KEPT_VIEWS) landByView.delete(landByView.keys().next().value!);
  landByView.set(key, paths);
  return paths;
}
