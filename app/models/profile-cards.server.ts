import { sql } from "drizzle-orm";
import { profiles } from "../../database/schema";
import { certificationStatus, type CertificationStatus } from "~/lib/certifications";
import { checkDatesOfProfileSql } from "~/models/certification-checks.server";

/*
 * What the public lists (search, the service, make and place pages, the home page's featured
 * specialists) show of a profile, and which profiles they may show.
 */

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
