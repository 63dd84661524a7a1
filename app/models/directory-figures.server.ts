import { and, eq, sql } from "drizzle-orm";
import { type Database } from "../../database/client";
import { profiles, profileSearchCounts } from "../../database/schema";
import type { SpecialistPlace } from "~/lib/geo";
import { isApproved } from "./profile-cards.server";

/* What the directory holds, in figures and places: the home page, /services, /vehicles and their maps. */

/**
 * What the directory holds, for the home page's figures: listed (approved) profiles, the
 * published reviews on them and those reviews' average rating (null without any), from the
 * per-profile review counts and averages the moderation keeps (refreshProfileRating).
 */
export async function directoryFigures(db: Database): Promise<{ listedProfiles: number; publishedReviews: number; averageRating: number | null }> {
  const [row] = await db
    .select({
      listedProfiles: sql<number>`count(*)`.mapWith(Number),
      publishedReviews: sql<number>`coalesce(sum(${profiles.approvedReviewCount}), 0)`.mapWith(Number),
      ratingTotal: sql<number>`coalesce(sum(${profiles.ratingAverage} * ${profiles.approvedReviewCount}), 0)`.mapWith(Number),
    })
    .from(profiles)
    .where(isApproved);
  const { listedProfiles = 0, publishedReviews = 0, ratingTotal = 0 } = row ?? {};
  return { listedProfiles, publishedReviews, averageRating: publishedReviews > 0 ? ratingTotal / publishedReviews : null };
}

/**
 * Approved profiles per service ("specialty") or per make ("vehicleMake"), by stored name,
 * for /services and /vehicles: the trigger-kept cells (name, any), one small read.
 */
export async function approvedCountsBy(db: Database, facet: "specialty" | "vehicleMake"): Promise<Map<string, number>> {
  const [name, other] =
    facet === "specialty"
      ? [profileSearchCounts.specialty, profileSearchCounts.vehicleMake]
      : [profileSearchCounts.vehicleMake, profileSearchCounts.specialty];
  const rows = await db
    .select({ name, n: profileSearchCounts.approvedCount })
    .from(profileSearchCounts)
    .where(and(eq(other, ""), sql`${name} <> ''`));
  return new Map(rows.map((row) => [row.name, row.n]));
}

/** Cells of a tenth of a degree (about 7 by 11 km): a town, and no workshop's exact place. */
const PLACE_CELL_DEGREES = 0.1;
const MAX_PLACES = 400;

/**
 * Where the approved specialists of a service ("specialty") or a make ("vehicleMake") are, by stored
 * name, grouped into town-sized cells (the most populous first, at most MAX_PLACES of them).
 */
export async function specialistPlaces(db: Database, facet: "specialty" | "vehicleMake", name: string): Promise<SpecialistPlace[]> {
  const column = facet === "specialty" ? profiles.specialties : profiles.vehicleMakes;
  const cell = (value: typeof profiles.latitude | typeof profiles.longitude) => sql<number>`round(${value} / ${PLACE_CELL_DEGREES}::float8) * ${PLACE_CELL_DEGREES}::float8`;
  const rows = await db
    .select({
      latitude: cell(profiles.latitude).mapWith(Number),
      longitude: cell(profiles.longitude).mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(profiles)
    .where(and(isApproved, sql`${column} @> array[${name}]::text[]`, sql`${profiles.latitude} is not null`, sql`${profiles.longitude} is not null`))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`3 desc`, sql`1`, sql`2`)
    .limit(MAX_PLACES);
  return rows;
}

/** Whether the directory holds any profile at all, whatever its status (the demo seed's test). */
export async function hasAnyProfile(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row !== undefined;
}
