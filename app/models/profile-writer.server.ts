import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profiles, reviews, type ProfileStatus } from "../../database/schema";
import { slugify } from "~/lib/slug";
import type { GeoPoint } from "~/lib/geo";

// Every write to a profile row (issue #26 item 3): its creation, its owner's edits, its status, the
// rating kept on it and its deletion. Other models call these; tests/layers.test.ts fails for an
// insert, update or delete of the profiles table anywhere else, so each rule of the row (a rejected
// profile saved goes back to pending, a decision only from the expected status, the rating from the
// approved reviews) is written once.

/**
 * A slug for a new profile: the business name by the slug rule, with -2, -3 … when
 * taken. Stable: it is chosen once, at creation, and never changes with later renames.
 */
export async function uniqueSlug(db: Database, businessName: string): Promise<string> {
  const base = slugify(businessName).slice(0, 80) || "specialist";
  const taken = await db
    .select({ slug: profiles.slug })
    .from(profiles)
    .where(sql`${profiles.slug} = ${base} or ${profiles.slug} ~ ${`^${base.replace(/[-]/g, "\\-")}-[0-9]+$`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type NewProfile = Omit<typeof profiles.$inferInsert, "id" | "slug" | "profileStatus" | "latitude" | "longitude">;

const SLUG_ATTEMPTS = 5;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === "23505" && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/**
 * A new profile, pending review, with its slug from the business name and its map
 * position from the postcode. Two sign-ups racing for one slug: the loser takes the next.
 */
export async function createProfile(db: Database, values: NewProfile, point: GeoPoint | null) {
  for (let attempt = 1; ; attempt++) {
    const slug = await uniqueSlug(db, values.businessName);
    try {
      // A savepoint when called inside a transaction (sign-up): a taken slug must not abort the whole transaction.
      const [row] = await db.transaction((attemptTx) =>
        attemptTx
          .insert(profiles)
          .values({ ...values, slug, profileStatus: "pending", latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error, "profiles_slug_unique")) continue;
      throw error;
    }
  }
}

/**
 * The owner's profile, locked until the transaction ends: a save decides what waits for review by
 * the status it reads here, which an admin's decision cannot change meanwhile. Null when the
 * profile is not theirs (or no longer exists).
 */
export async function lockOwnProfile(db: Database, owner: { profileId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, owner.profileId), eq(profiles.userId, owner.userId)))
    .for("update");
  return row ?? null;
}

/**
 * The one writer of a profile's own fields: the signed-in specialist's edits, and the waiting
 * change an admin approves for them (models/profile-changes.server.ts, decision 0022). The where
 * clause pins both the profile id and its owner, so no request can change another specialist's
 * profile. Only the given fields change; the map position with them when `point` is given (that
 * of the postcode saved with it; undefined leaves the position as it is). A rejected profile
 * that is saved goes back to pending: that is how it is resubmitted.
 */
export async function updateOwnProfile(
  db: Database,
  owner: { profileId: string; userId: string },
  values: Partial<Omit<NewProfile, "userId">>,
  point?: GeoPoint | null,
) {
  const [row] = await db
    .update(profiles)
    .set({
      ...values,
      ...(point === undefined ? {} : { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null }),
      profileStatus: sql`case when ${profiles.profileStatus} = 'rejected' then 'pending' else ${profiles.profileStatus} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(profiles.id, owner.profileId), eq(profiles.userId, owner.userId)))
    .returning();
  return row ?? null;
}

/**
 * Moves a profile from one status to another (an admin's decision: approve, reject, suspend), only
 * if it is still in `from`; null when it is not (decided meanwhile), so nothing changes twice.
 */
export async function changeProfileStatus(db: Database, profileId: string, from: ProfileStatus, to: ProfileStatus) {
  const [updated] = await db
    .update(profiles)
    .set({ profileStatus: to, updatedAt: new Date() })
    .where(and(eq(profiles.id, profileId), eq(profiles.profileStatus, from)))
    .returning({ id: profiles.id, businessName: profiles.businessName, email: profiles.email, slug: profiles.slug });
  return updated ?? null;
}

/**
 * Recomputes a profile's rating from its approved reviews. Kept on the profile so
 * search can sort by it from an index; called whenever a review's status changes.
 */
export async function refreshProfileRating(db: Database, profileId: string) {
  await db
    .update(profiles)
    .set({
      approvedReviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.profileId} = ${profileId} and ${reviews.status} = 'approved')`,
      ratingAverage: sql`(select avg(${reviews.rating})::real from ${reviews} where ${reviews.profileId} = ${profileId} and ${reviews.status} = 'approved')`,
    })
    .where(eq(profiles.id, profileId));
}

/** Deletes a profile row (and, by the schema's cascades, what hangs on it); false when there was none. */
export async function deleteProfileRow(db: Database, profileId: string): Promise<boolean> {
  const deleted = await db.delete(profiles).where(eq(profiles.id, profileId)).returning({ id: profiles.id });
  return deleted.length > 0;
}
