import { and, eq, inArray, sql } from "drizzle-orm";
import { profiles } from "../../database/schema";
import type { Database } from "../../database/client";
import { isApproved, publicCardColumns, toCard } from "~/models/profile-cards.server";

/*
 * What the compare page (/shortlist, issue #27 item 1) sets side by side of each saved specialist:
 * only listed (approved) ones, and never the email or phone. Counted where they are stored, so the
 * figures are the ones the profile page shows.
 */

// Spelled out with aliases: drizzle leaves column names unqualified, and "provider_id" alone would be ambiguous.
const confirmedReviewsSql = sql<number>`(select count(*) from reviews r where r.provider_id = profiles.id and r.status = 'approved' and r.verification is not null)`.mapWith(Number);
const approvedProjectsSql = sql<number>`(select count(*) from projects p where p.provider_id = profiles.id and p.status = 'approved')`.mapWith(Number);

// A card's columns, but not its description: the table compares, it does not describe.
const { businessDescription: _description, ...cardColumns } = publicCardColumns;

/** The saved specialists that are listed, in the order of `ids` (the owner's, newest first). */
export async function shortlistedProfiles(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...cardColumns,
      vehicleMakes: profiles.vehicleMakes,
      confirmedReviewCount: confirmedReviewsSql,
      approvedProjectCount: approvedProjectsSql,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
    })
    .from(profiles)
    .where(and(isApproved, inArray(profiles.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A listed specialist's name, before saving them (null: not listed, or no such id). */
export async function listedBusinessName(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ name: profiles.businessName })
    .from(profiles)
    .where(and(isApproved, eq(profiles.id, id)))
    .limit(1);
  return row?.name ?? null;
}
