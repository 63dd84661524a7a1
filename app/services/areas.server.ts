import type { Database } from "../../database/client";
import { AREAS, NATIONS, areaOfCounty, type Area, type Nation } from "~/content/areas";
import { SERVICE_OPTIONS } from "~/content/taxonomy";
import { approvedCountsByCounty, approvedCountsByCountyAndService } from "~/models/areas.server";

/**
 * Which place pages exist: an area, or an area's service, with at least one approved listing (issue
 * #25 item 7: a combination with no specialists is never published). The stored counties are
 * counted by the model and gathered into areas here (content/areas.ts), so two spellings of one
 * county ("Antrim", "County Antrim") count as one place.
 */

export interface ListedArea {
  name: string;
  slug: string;
  count: number;
}

/** The nations, each with its areas that have approved listings (by name), and how many; nations without any are left out. */
export async function listedAreas(db: Database): Promise<{ nation: Nation; areas: ListedArea[] }[]> {
  const counts = new Map<Area, number>();
  for (const { county, count } of await approvedCountsByCounty(db)) {
    const area = areaOfCounty(county);
    if (area) counts.set(area, (counts.get(area) ?? 0) + count);
  }
  return NATIONS.map((nation) => ({
    nation,
    areas: AREAS.filter((a) => a.nation === nation && counts.has(a))
      .map((a) => ({ name: a.name, slug: a.slug, count: counts.get(a)! }))
      .sort((a, b) => a.name.localeCompare(b.name, "en-GB")),
  })).filter((group) => group.areas.length > 0);
}

/** Every published place page's path: /areas/{area} and /areas/{area}/{service}, for the sitemap. */
export async function areaPagePaths(db: Database): Promise<string[]> {
  const [areas, services] = await Promise.all([listedAreas(db), approvedCountsByCountyAndService(db)]);
  const serviceSlugs = new Map(SERVICE_OPTIONS.map((o) => [o.name as string, o.slug]));
  const combinations = new Set<string>();
  for (const { county, specialty } of services) {
    const area = areaOfCounty(county);
    const service = serviceSlugs.get(specialty);
    if (area && service) combinations.add(`/areas/${area.slug}/${service}`);
  }
  return [
    ...areas.flatMap((group) => group.areas.map((a) => `/areas/${a.slug}`)),
    ...[...combinations].sort(),
  ];
}

