import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { certificationChecks, profiles } from "../../database/schema";
import { statedCertifications, type CertificationCheckDate } from "~/lib/certifications";

/**
 * An admin's checks of the certifications a profile states (issue #14 item 9): what was seen, by
 * whom and when, one row per profile and wording. Whether a profile's badge says "Certifications
 * checked" is decided from these by `certificationStatus` (app/lib/certifications.ts).
 */

/**
 * For a select from `profiles`: each check's wording and date, as a JSON list, for the cards.
 * Spelled out: drizzle leaves column names unqualified, and "provider_id" alone would be ambiguous.
 */
export const checkDatesOfProfileSql = sql<CertificationCheckDate[]>`coalesce((select json_agg(json_build_object(
  'certification', c.certification, 'checkedAt', c.checked_at)) from certification_checks c where c.provider_id = profiles.id), '[]'::json)`;

/** The dates of a profile's checks, for its public page: never the evidence or who checked. */
export async function checkDatesOf(db: Database, profileId: string): Promise<CertificationCheckDate[]> {
  return db
    .select({ certification: certificationChecks.certification, checkedAt: certificationChecks.checkedAt })
    .from(certificationChecks)
    .where(eq(certificationChecks.profileId, profileId));
}

/** Every check of these profiles, newest first, with what was seen: the admins' profile cards. */
export async function certificationChecksOf(db: Database, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      profileId: certificationChecks.profileId,
      certification: certificationChecks.certification,
      evidence: certificationChecks.evidence,
      adminEmail: certificationChecks.adminEmail,
      checkedAt: certificationChecks.checkedAt,
    })
    .from(certificationChecks)
    .where(inArray(certificationChecks.profileId, profileIds))
    .orderBy(desc(certificationChecks.checkedAt));
}
export type CertificationCheck = Awaited<ReturnType<typeof certificationChecksOf>>[number];

export interface NewCertificationCheck {
  profileId: string;
  certification: string;
  evidence: string;
  admin: { id: string; email: string };
}

/**
 * Records that an admin saw evidence of one certification the profile states now (checking it
 * again replaces the record). Null when the profile does not state it: a check of a wording
 * nobody sees would count for nothing.
 */
export async function recordCertificationCheck(db: Database, check: NewCertificationCheck) {
  return db.transaction(async (tx) => {
    // Locked, so a certification edited away at the same moment cannot be checked after it is gone.
    const [profile] = await tx
      .select({ certifications: profiles.certifications })
      .from(profiles)
      .where(eq(profiles.id, check.profileId))
      .for("update");
    if (!profile || !statedCertifications(profile.certifications).includes(check.certification)) return null;
    const values = {
      evidence: check.evidence,
      adminUserId: check.admin.id,
      adminEmail: check.admin.email,
      checkedAt: new Date(),
    };
    const [row] = await tx
      .insert(certificationChecks)
      .values({ profileId: check.profileId, certification: check.certification, ...values })
      .onConflictDoUpdate({ target: [certificationChecks.profileId, certificationChecks.certification], set: values })
      .returning();
    return row!;
  });
}

/** Withdraws an admin's check; false when there was none. */
export async function withdrawCertificationCheck(db: Database, profileId: string, certification: string) {
  const removed = await db
    .delete(certificationChecks)
    .where(and(eq(certificationChecks.profileId, profileId), eq(certificationChecks.certification, certification)))
    .returning({ certification: certificationChecks.certification });
  return removed.length > 0;
}
