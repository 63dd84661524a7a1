import { and, eq, sql, type SQL } from "drizzle-orm";
import { type Database } from "../../database/client";
import { profiles } from "../../database/schema";
import { isUuid } from "~/lib/uuid";
import type { ContactType } from "~/lib/form-results";
import { isApproved } from "./profile-cards.server";

/* One listing's page (/provider/{slug}), its owner's preview, its contact reveal and the sitemap's entries. */

const profilePageColumns = {
  id: profiles.id,
  slug: profiles.slug,
  businessName: profiles.businessName,
  city: profiles.city,
  county: profiles.county,
  yearsInBusiness: profiles.yearsInBusiness,
  profileStatus: profiles.profileStatus,
  facebookUrl: profiles.facebookUrl,
  instagramUrl: profiles.instagramUrl,
  businessDescription: profiles.businessDescription,
  website: profiles.website,
  specialties: profiles.specialties,
  vehicleMakes: profiles.vehicleMakes,
  certifications: profiles.certifications,
  logoUrl: profiles.logoUrl,
  ratingAverage: profiles.ratingAverage,
  reviewCount: profiles.approvedReviewCount,
  postcode: profiles.postcode,
  // The postcode district's centre, for the page's map.
  latitude: profiles.latitude,
  longitude: profiles.longitude,
  updatedAt: profiles.updatedAt,
};

/** The route parameter of /provider/{profileId}: a slug, or an id. Null for what can be neither. */
function slugOrIdMatch(slugOrId: string): SQL | null {
  // No slug or id holds a NUL, and PostgreSQL refuses one in a query parameter.
  if (slugOrId.includes("\0")) return null;
  return isUuid(slugOrId) ? sql`(${profiles.id} = ${slugOrId}::uuid or ${profiles.slug} = ${slugOrId})` : eq(profiles.slug, slugOrId);
}

/** docs/spec.md public_profiles, plus the rating: an approved profile by slug or id, or null. */
export async function findPublicProfile(db: Database, slugOrId: string) {
  const match = slugOrIdMatch(slugOrId);
  if (!match) return null;
  const [row] = await db.select(profilePageColumns).from(profiles).where(and(isApproved, match)).limit(1);
  return row ?? null;
}

/**
 * A profile in any status, with its owner and the reason of the latest admin decision: what
 * its owner (or an admin) previews before it is public. Never shown to anyone else.
 */
export async function findProfileForPreview(db: Database, slugOrId: string) {
  const match = slugOrIdMatch(slugOrId);
  if (!match) return null;
  const [row] = await db
    .select({
      ...profilePageColumns,
      userId: profiles.userId,
      // Spelled out: drizzle leaves column names unqualified, and "id" inside would be the decision's own.
      decisionReason: sql<string | null>`(select d.reason from admin_decisions d
        where d.profile_id = profiles.id order by d.created_at desc limit 1)`,
    })
    .from(profiles)
    .where(match)
    .limit(1);
  return row ?? null;
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof findPublicProfile>>>;

/** reveal_provider_contact: an approved profile's email or phone, or null. */
export async function revealContact(db: Database, profileId: string, type: ContactType): Promise<string | null> {
  if (!isUuid(profileId)) return null;
  const column = type === "email" ? profiles.email : profiles.phone;
  const [row] = await db
    .select({ value: column })
    .from(profiles)
    .where(and(isApproved, eq(profiles.id, profileId)))
    .limit(1);
  return row?.value?.trim() || null;
}

/** Every approved profile, for the sitemap. */
export async function approvedSlugs(db: Database) {
  return db.select({ slug: profiles.slug, updatedAt: profiles.updatedAt }).from(profiles).where(isApproved);
}
