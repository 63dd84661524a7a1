import { and, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../database/client";
import { profiles } from "../../database/schema";

/**
 * What the place pages (/areas…) count: approved listings by their stored county, compared in lower
 * case (`countyMatch`, the same condition as `searchProfiles`' `counties` facet). The trigger-kept
 * search counts have no county, and an area holds a few dozen listings at most, so these count
 * the rows themselves. Which stored counties make an area is content/areas.ts's business: here
 * they come in as a list, lower case.
 */

const isApproved = sql`${profiles.profileStatus} = 'approved'`;
const storedCounty = sql<string>`lower(${profiles.county})`;
const countyMatch = (counties: readonly string[]): SQL => inArray(storedCounty, [...counties]);

/** Approved listings per stored county (lower case), for /areas and the sitemap. */
export async function approvedCountsByCounty(db: Database): Promise<{ county: string; count: number }[]> {
  return db
    .select({ county: storedCounty.as("county"), count: sql<number>`count(*)`.mapWith(Number) })
    .from(profiles)
    .where(and(isApproved, sql`${profiles.county} is not null`))
    .groupBy(sql`1`);
}

/** Approved listings per stored county (lower case) and service they offer, for the sitemap's area service pages. */
export async function approvedCountsByCountyAndService(db: Database): Promise<{ county: string; specialty: string; count: number }[]> {
  const rows = await queryRows<{ county: string; specialty: string; count: string | number }>(db, sql`
    select ${storedCounty} as county, s.specialty, count(*) as count
    from ${profiles} cross join lateral unnest(${profiles.specialties}) as s(specialty)
    where ${isApproved} and ${profiles.county} is not null
    group by 1, 2`);
  return rows.map((row) => ({ county: row.county, specialty: row.specialty, count: Number(row.count) }));
}

export interface AreaCoverage {
  /** Approved listings based in the area. */
  total: number;
  /** The services and makes they offer, by stored name, with how many offer each (most first, then by name). */
  services: { name: string; count: number }[];
  makes: { name: string; count: number }[];
}

/** The approved listings of these stored counties: how many, and the services and makes they cover. */
export async function areaCoverage(db: Database, counties: readonly string[]): Promise<AreaCoverage> {
  if (counties.length === 0) return { total: 0, services: [], makes: [] };
  const rows = await queryRows<{ kind: "total" | "service" | "make"; name: string | null; count: string | number }>(db, sql`
    with listed as (
      select ${profiles.specialties} as specialties, ${profiles.vehicleMakes} as makes
      from ${profiles} where ${isApproved} and ${countyMatch(counties)}
    )
    select 'total' as kind, null as name, count(*) as count from listed
    union all
    select 'service', s.name, count(*) from listed cross join lateral unnest(listed.specialties) as s(name) group by s.name
    union all
    select 'make', m.name, count(*) from listed cross join lateral unnest(listed.makes) as m(name) group by m.name`);
  const all = rows.map((row) => ({ ...row, count: Number(row.count) }));
  const of = (kind: "service" | "make") =>
    all
      .filter((row) => row.kind === kind && row.name)
      .map((row) => ({ name: row.name!, count: row.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "en-GB"));
  return { total: all.find((row) => row.kind === "total")?.count ?? 0, services: of("service"), makes: of("make") };
}
