import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase, type Database } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { profiles, reviews } from "../database/schema.ts";
import { slugify } from "../app/lib/slug.ts";
import { formatPostcode } from "../app/lib/postcode.ts";
import { locatePostcode } from "../app/services/geo.server.ts";
import { refreshProfileRating } from "../app/models/profile-writer.server.ts";
import { loadEnv } from "../app/services/env.server.ts";
import { SEED_PROFILES } from "./seed-data.ts";
import { seedDemoProjects } from "./seed-projects.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the fictional demo directory. Idempotent: profiles are keyed by slug, and a
 * profile that already exists (with its reviews) is left exactly as it is.
 */
export async function seedDemo(db: Database): Promise<{ created: number; skipped: number; projects: number }> {
  let created = 0;
  SEED_PROFILES.forEach((seed) => {
    if (!locatePostcode(seed.postcode)) throw new Error(`Seed postcode not found: ${seed.postcode}`);
  });
  for (const [index, seed] of SEED_PROFILES.entries()) {
    const point = locatePostcode(seed.postcode);
    // Spread sign-up dates over two years, newest last, so "newest" orderings look natural.
    const createdAt = new Date(Date.now() - (SEED_PROFILES.length - index) * 13 * DAY_MS);
    const [row] = await db
      .insert(profiles)
      .values({
        slug: slugify(seed.businessName),
        businessName: seed.businessName,
        contactPerson: seed.contactPerson,
        email: seed.email,
        phone: seed.phone,
        address: seed.address,
        city: seed.city,
        county: seed.county,
        postcode: formatPostcode(seed.postcode) ?? seed.postcode,
        website: seed.website ?? null,
        instagramUrl: seed.instagramUrl ?? null,
        facebookUrl: seed.facebookUrl ?? null,
        yearsInBusiness: seed.yearsInBusiness,
        businessDescription: seed.businessDescription,
        certifications: seed.certifications ?? null,
        insuranceDetails: seed.insuranceDetails ?? null,
        specialties: [...seed.specialties],
        vehicleMakes: [...seed.vehicleMakes],
        profileStatus: seed.status,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: profiles.slug })
      .returning({ id: profiles.id });
    if (!row) continue;
    created++;
    if (seed.reviews.length > 0) {
      await db.insert(reviews).values(
        seed.reviews.map((review) => ({
          profileId: row.id,
          reviewerName: review.reviewerName,
          reviewerEmail: review.reviewerEmail,
          rating: review.rating,
          comment: review.comment,
          status: review.status,
          createdAt: new Date(Date.now() - review.daysAgo * DAY_MS),
          ...(review.enquiredDaysAgo !== undefined
            ? { verification: "enquiry" as const, enquiredAt: new Date(Date.now() - review.enquiredDaysAgo * DAY_MS) }
            : {}),
        })),
      );
    }
    await refreshProfileRating(db, row.id);
  }
  const projects = await seedDemoProjects(db);
  return { created, skipped: SEED_PROFILES.length - created, projects };
}

// `npm run seed`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    await migrateDatabase(handle);
    const result = await seedDemo(handle.db);
    console.log(`Demo directory: ${result.created} profiles added, ${result.skipped} already present, ${result.projects} gallery projects added.`);
  } finally {
    await handle.close();
  }
}
