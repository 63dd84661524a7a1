import { eq } from "drizzle-orm";
import { type Database } from "../../database/client";
import { profiles, users } from "../../database/schema";
import type { GeoPoint } from "~/lib/geo";
import { yearsForBand, type ProfileFieldsInput } from "~/lib/account-schemas";
import { formatPostcode } from "~/lib/postcode";
import { createProfile } from "./profile-writer.server";

/*
 * A specialist's own profile from the profile form (sign-up, the dashboard's set-up and edit), and
 * the docs/spec.md §7 metadata sign-up keeps on the account: what an interrupted sign-up resumes from.
 */

/** A user's own profile, or null before they set one up (one account, one profile). */
export async function findProfileOfUser(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile ?? null;
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
