import type { Database } from "../../database/client";
import type { PublicProfileCard } from "~/models/profile-cards.server";
import { searchProfiles } from "~/models/profile-search.server";
import { cutForCard } from "~/lib/card-text";

/** How many specialists a make or service page opens with (issue #25 item 6). */
export const CATALOGUE_SPECIALISTS = 6;

export interface CatalogueSpecialists {
  /** Every approved listing of the make or service: the "See all N" of the page. */
  total: number;
  specialists: PublicProfileCard[];
}

/**
 * The best-matching specialists of a service or make (by stored name), ranked as every list of the
 * site is ("best"), for the top of its guide page: the owner arriving from a search engine sees
 * who does the work before the guide's copy.
 */
export async function catalogueSpecialists(db: Database, by: { specialty: string } | { vehicleMake: string }): Promise<CatalogueSpecialists> {
  const { total, profiles } = await searchProfiles(db, {
    specialty: "specialty" in by ? by.specialty : null,
    vehicleMake: "vehicleMake" in by ? by.vehicleMake : null,
    origin: null,
    sort: "best",
    page: 1,
    pageSize: CATALOGUE_SPECIALISTS,
  });
  return {
    total,
    specialists: profiles.map(compactCard),
  };
}

/**
 * A search result as the compact card (components/catalogue/featured-card.tsx) shows it, field by field, so no
 * column a search adds later (its positions, distances) reaches the page's data, and no more of its
 * description than the card's three lines can show.
 */
export function compactCard(p: PublicProfileCard): PublicProfileCard {
  return {
    id: p.id,
    slug: p.slug,
    businessName: p.businessName,
    city: p.city,
    county: p.county,
    specialties: p.specialties,
    yearsInBusiness: p.yearsInBusiness,
    businessDescription: p.businessDescription === null ? null : cutForCard(p.businessDescription),
    certification: p.certification,
    logoUrl: p.logoUrl,
    ratingAverage: p.ratingAverage,
    reviewCount: p.reviewCount,
  };
}
