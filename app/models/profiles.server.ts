import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles } from "../../database/schema";

/** What a public provider card shows; never the email or phone (those are revealed on request). */
export const publicCardColumns = {
  id: profiles.id,
  slug: profiles.slug,
  businessName: profiles.businessName,
  city: profiles.city,
  county: profiles.county,
  specialties: profiles.specialties,
  yearsInBusiness: profiles.yearsInBusiness,
  businessDescription: profiles.businessDescription,
  certified: sql<boolean>`coalesce(nullif(trim(${profiles.certifications}), ''), null) is not null`,
  logoUrl: profiles.logoUrl,
  ratingAverage: profiles.ratingAverage,
  reviewCount: profiles.approvedReviewCount,
};

export type PublicProviderCard = {
  id: string;
  slug: string;
  businessName: string;
  city: string;
  county: string | null;
  specialties: string[];
  yearsInBusiness: number | null;
  businessDescription: string | null;
  certified: boolean;
  logoUrl: string | null;
  ratingAverage: number | null;
  reviewCount: number;
};

/** Home page: the best-rated approved listings (reviewed ones first, then the most experienced). */
export async function featuredProfiles(db: Database, limit = 3): Promise<PublicProviderCard[]> {
  return db
    .select(publicCardColumns)
    .from(profiles)
    .where(and(eq(profiles.profileStatus, "approved")))
    .orderBy(
      sql`${profiles.ratingAverage} desc nulls last`,
      sql`${profiles.yearsInBusiness} desc nulls last`,
      desc(profiles.createdAt),
    )
    .limit(limit);
}
