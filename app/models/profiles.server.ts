import { and, eq, sql, type SQL } from "drizzle-orm";
import { type Database } from "../../database/client";
import { profiles, profileSearchCounts, users } from "../../database/schema";
import type { GeoPoint, SpecialistPlace } from "~/lib/geo";
import { yearsForBand, type ProfileFieldsInput } from "~/lib/account-schemas";
import { formatPostcode } from "~/lib/postcode";
import { certificationStatus, type CertificationStatus } from "~/lib/certifications";
import { checkDatesOfProfileSql } from "~/models/certification-checks.server";
import { isUuid } from "~/lib/uuid";
import { createProfile } from "./profile-writer.server";

/**
 * What a public profile card is made from; never the email or phone (those are revealed on
 * request). The certifications and their checks become the card's badge in `toCard`.
 */
export const publicCardColumns = {
  id: profiles.id,
  slug: profiles.slug,
  businessName: profiles.businessName,
  city: profiles.city,
  county: profiles.county,
  specialties: profiles.specialties,
  yearsInBusiness: profiles.yearsInBusiness,
  businessDescription: profiles.businessDescription,
  certifications: profiles.certifications,
  certificationChecks: checkDatesOfProfileSql,
  logoUrl: profiles.logoUrl,
  ratingAverage: profiles.ratingAverage,
  reviewCount: profiles.approvedReviewCount,
};

export interface PublicProfileCard {
  id: string;
  slug: string;
  businessName: string;
  city: string;
  county: string | null;
  specialties: string[];
  yearsInBusiness: number | null;
  businessDescription: string | null;
  /** Its badge: "Lists certifications", or "Certifications checked" once an admin has checked every one. */
  certification: CertificationStatus;
  logoUrl: string | null;
  ratingAverage: number | null;
  reviewCount: number;
}

/** A card row as the components take it: the certification text and checks reduced to the badge. */
export function toCard<Row extends { certifications: string | null; certificationChecks: Parameters<typeof certificationStatus>[1] }>(row: Row) {
  const { certifications, certificationChecks, ...card } = row;
  return { ...card, certification: certificationStatus(certifications, certificationChecks) };
}

// A literal, not a bound parameter, so the planner can always use the partial indexes
// declared "where profile_status = 'approved'".
export const isApproved = sql`${profiles.profileStatus} = 'approved'`;

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

export type ContactType = "email" | "phone";

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

/** A user's own profile, or null before they set one up (one account, one profile). */
export async function findProfileOfUser(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile ?? null;
}

/** Whether the directory holds any profile at all, whatever its status (the demo seed's test). */
export async function hasAnyProfile(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row !== undefined;
}

/** docs/spec.md §7 sign-up user metadata, kept with the account. */
export async function saveSignupMetadata(db: Database, userId: string, metadata: Record<string, unknown>) {
  await db.update(users).set({ metadata }).where(eq(users.id, userId));
}

/** What sign-up kept with the account (null when nothing was kept). */
export async function signupMetadataOf(db: Database, userId: string): Promise<Record<string, unknown> | null> {
  const [user] = await db.select({ metadata: users.metadata }).from(users).where(eq(users.id, userId)).limit(1);
  return (user?.metadata as Record<string, unknown> | null | undefined) ?? null;
}

/**
 * A new pending profile for an account, from the profile fields of sign-up (or of the
 * dashboard's profile setup, for an account that has none): the docs/spec.md §7 metadata on the
 * account and the profile itself, placed on the map at `point` (its postcode's, services/geo.server.ts).
 */
export async function createProfileForAccount(db: Database, userId: string, email: string, values: ProfileFieldsInput, point: GeoPoint | null) {
  await saveSignupMetadata(db, userId, {
    business_name: values.businessName,
    contact_name: values.contactName,
    phone: values.phone,
    address: values.address,
    city: values.city,
    county: values.county,
    postcode: values.postcode,
    website: values.website,
    instagram_url: values.instagram,
    facebook_url: values.facebook,
    years_in_business: values.yearsExperience,
    business_description: values.description,
    specialties: values.specialties,
    vehicle_makes: values.vehicleMakes,
    certifications: values.certifications,
    insurance_details: values.insuranceInfo,
  });
  const columns = profileColumns(values, email);
  return createProfile(db, { userId, ...columns }, point);
}

/**
 * The profile form's fields (sign-up, setup and profile edit share them) as profile columns.
 * `currentYears`: the stored figure, kept when the chosen experience band still holds it.
 */
export function profileColumns(values: ProfileFieldsInput, email: string, currentYears?: number | null) {
  return {
    businessName: values.businessName,
    contactPerson: values.contactName,
    email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    county: values.county,
    postcode: formatPostcode(values.postcode) ?? values.postcode.toUpperCase(),
    website: values.website,
    instagramUrl: values.instagram,
    facebookUrl: values.facebook,
    yearsInBusiness: yearsForBand(values.yearsExperience, currentYears),
    businessDescription: values.description,
    specialties: values.specialties,
    vehicleMakes: values.vehicleMakes,
    certifications: values.certifications,
    insuranceDetails: values.insuranceInfo,
  };
}

/** What an interrupted sign-up kept on the account (its docs/spec.md §7 metadata), as the profile form's starting values. */
export function profileFromSignupMetadata(metadata: Record<string, unknown> | null | undefined) {
  const m = metadata ?? {};
  const text = (key: string) => (typeof m[key] === "string" ? m[key] : undefined);
  const list = (key: string) => (Array.isArray(m[key]) ? m[key].filter((v): v is string => typeof v === "string") : undefined);
  return {
    businessName: text("business_name"),
    contactName: text("contact_name"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    county: text("county"),
    postcode: text("postcode"),
    website: text("website"),
    instagram: text("instagram_url"),
    facebook: text("facebook_url"),
    yearsExperience: text("years_in_business"),
    description: text("business_description"),
    specialties: list("specialties"),
    vehicleMakes: list("vehicle_makes"),
    certifications: text("certifications"),
    insuranceInfo: text("insurance_details"),
  };
}

