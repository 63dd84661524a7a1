import { withCliDatabase } from "../scripts/cli-database.ts";
import { createAuth } from "../app/services/auth.server.ts";
import { findUserByEmail, markEmailVerified } from "../app/models/accounts.server.ts";
import { createProfileForAccount, findProfileOfUser } from "../app/models/own-profile.server.ts";
import { profileFieldsSchema } from "../app/lib/account-schemas.ts";
import { locatePostcode } from "../app/services/geo.server.ts";
import { SEEDED, SEEDED_CONTACT_NAME, type SeededSpecialist } from "./seeded-accounts.ts";
import { eq } from "drizzle-orm";
import type { Database } from "../database/client.ts";
import { contactRequests, profiles, reviews } from "../database/schema.ts";
import { refreshProfileRating } from "../app/models/profile-writer.server.ts";
import { insertProject } from "../tests/project-fixtures.ts";

/** Makes a seeded listing live with published reviews, as approvals and moderation would have. */
async function publishWithReviews(db: Database, profileId: string, published: NonNullable<SeededSpecialist["publishedReviews"]>) {
  await db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, profileId));
  await db.insert(reviews).values(published.map((review) => ({ ...review, profileId, status: "approved" as const })));
  await refreshProfileRating(db, profileId);
}

/**
 * Makes the accounts of e2e/seeded-accounts.ts (run by playwright.config.ts before the server
 * starts: the embedded database has one holder at a time). Running it again changes nothing.
 */
await withCliDatabase(async ({ db, secret, appUrl }) => {
  const auth = createAuth({ db, secret, appUrl });
  for (const account of Object.values(SEEDED)) {
    let user = await findUserByEmail(db, account.email);
    if (!user) {
      await auth.api.signUpEmail({ body: { name: SEEDED_CONTACT_NAME, email: account.email, password: account.password } });
      user = await findUserByEmail(db, account.email);
    }
    await markEmailVerified(db, user!.id);
    if (await findProfileOfUser(db, user!.id)) continue;
    // The profile sign-up would make from the same answers (and the same rules).
    const profile = profileFieldsSchema.parse({
      businessName: account.businessName,
      contactName: SEEDED_CONTACT_NAME,
      phone: "0113 496 0777",
      address: "Unit 9, Kirkstall Forge",
      city: "Leeds",
      county: "West Yorkshire",
      postcode: "LS5 3BT",
      yearsExperience: "11-20",
      specialties: account.specialties ?? ["Engine Rebuilds"],
      vehicleMakes: account.vehicleMakes ?? ["Triumph"],
      description: account.description ?? "Engine and gearbox rebuilds for Triumph TRs and Spitfires, with dyno testing and honest, itemised quotes.",
    });
    const created = await createProfileForAccount(db, user!.id, account.email, profile, locatePostcode(profile.postcode));
    if (account.approved) await db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, created.id));
    if (account.publishedReviews) await publishWithReviews(db, created.id, account.publishedReviews);
    if (account.queue) {
      await db
        .update(profiles)
        .set({ website: account.queue.website, createdAt: new Date(Date.now() - account.queue.waitedMs) })
        .where(eq(profiles.id, created.id));
    }
    if (account.enquiries) {
      await db.insert(contactRequests).values(
        account.enquiries.map((enquiry) => ({ ...enquiry, profileId: created.id, contactedAt: enquiry.status === "contacted" ? new Date() : null })),
      );
    }
    if (account.projects) {
      await db.update(profiles).set({ profileStatus: "approved" }).where(eq(profiles.id, created.id));
      for (const project of account.projects) await insertProject(db, created.id, project);
    }
  }
  console.log(`Seeded ${Object.keys(SEEDED).length} specialist accounts.`);
});
