import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profileChanges, profiles, type ProposedProfileValues } from "../../database/schema";
import type { GeoPoint } from "~/lib/geo";
import { proposalOf, proposedColumns, splitReviewed, type ProposedValues, type ReviewedColumn, type ReviewedValues } from "~/lib/profile-changes";
import { lockOwnProfile, updateOwnProfile, type NewProfile } from "./profile-writer.server";

// Edits to a live listing that wait for review (issue #24 item 4, decision 0022): the specialist's
// save, the admins' queue and decision. The profile row is written only through updateOwnProfile.

type ProfileValues = Omit<NewProfile, "userId"> & ReviewedValues;
type Owner = { profileId: string; userId: string };

const reviewedOf = (row: ReviewedValues): ReviewedValues => splitReviewed(row).reviewed;

/**
 * The specialist's save of their own profile, in one transaction with the profile row locked. A
 * listing that is not approved (pending review, rejected) takes every field at once, as before, and
 * any change left waiting from when it was live is dropped (this save holds it: the form showed it).
 * An approved listing takes the fields that carry no claim at once; the others that differ from
 * the live values become its waiting change (replacing the one before, keeping its place in the
 * queue), and one whose values are all the live ones again withdraws it. `point` is the map position
 * of the saved postcode: it moves the listing only with its postcode. Null when not the owner's.
 */
export async function saveOwnProfile(db: Database, owner: Owner, values: ProfileValues, point: GeoPoint | null) {
  return db.transaction(async (tx) => {
    const live = await lockOwnProfile(tx, owner);
    if (!live) return null;
    if (live.profileStatus !== "approved") {
      const profile = await updateOwnProfile(tx, owner, values, point);
      await tx.delete(profileChanges).where(eq(profileChanges.profileId, owner.profileId));
      return profile && { profile, waiting: [] as ReviewedColumn[] };
    }
    const { reviewed, immediate } = splitReviewed(values);
    const proposed = proposalOf(reviewed, reviewedOf(live as ReviewedValues));
    const waiting = proposedColumns(proposed);
    const profile = await updateOwnProfile(tx, owner, immediate, waiting.includes("postcode") ? undefined : point);
    if (waiting.length === 0) {
      await tx.delete(profileChanges).where(eq(profileChanges.profileId, owner.profileId));
    } else {
      const fresh = { proposed: proposed as ProposedProfileValues, status: "pending" as const, rejectionReason: null, decidedByEmail: null, decidedAt: null };
      await tx
        .insert(profileChanges)
        .values({ profileId: owner.profileId, ...fresh })
        .onConflictDoUpdate({
          target: profileChanges.profileId,
          set: {
            ...fresh,
            revision: sql`${profileChanges.revision} + 1`,
            // A change that was waiting keeps its place; one after a decision starts waiting now.
            submittedAt: sql`case when ${profileChanges.status} = 'pending' then ${profileChanges.submittedAt} else now() end`,
            updatedAt: new Date(),
          },
        });
    }
    return profile && { profile, waiting };
  });
}

/** A listing's waiting change, or the decision on its last one (until its next save); null without either. */
export async function profileChangeOf(db: Database, profileId: string) {
  const [row] = await db
    .select({
      proposed: profileChanges.proposed,
      status: profileChanges.status,
      submittedAt: profileChanges.submittedAt,
      rejectionReason: profileChanges.rejectionReason,
      decidedAt: profileChanges.decidedAt,
    })
    .from(profileChanges)
    .where(eq(profileChanges.profileId, profileId))
    .limit(1);
  return row ? { ...row, proposed: row.proposed as ProposedValues, fields: proposedColumns(row.proposed as ProposedValues) } : null;
}
export type OwnProfileChange = NonNullable<Awaited<ReturnType<typeof profileChangeOf>>>;

// A literal, so the status index serves both the queue and its count.
const waitingOnLiveListing = sql`${profileChanges.status} = 'pending' and ${profiles.profileStatus} = 'approved'`;

/**
 * The admins' queue: every live listing's waiting change, the longest-waiting first, with the live
 * values beside the proposed ones. A change of a listing that has since left the directory is not
 * here: its owner's next save applies it directly.
 */
export async function waitingProfileChanges(db: Database, limit = 200) {
  const rows = await db
    .select({
      profileId: profiles.id,
      slug: profiles.slug,
      email: profiles.email,
      contactPerson: profiles.contactPerson,
      revision: profileChanges.revision,
      submittedAt: profileChanges.submittedAt,
      proposed: profileChanges.proposed,
      live: {
        businessName: profiles.businessName,
        businessDescription: profiles.businessDescription,
        specialties: profiles.specialties,
        vehicleMakes: profiles.vehicleMakes,
        certifications: profiles.certifications,
        yearsInBusiness: profiles.yearsInBusiness,
        city: profiles.city,
        county: profiles.county,
        postcode: profiles.postcode,
      },
    })
    .from(profileChanges)
    .innerJoin(profiles, eq(profiles.id, profileChanges.profileId))
    .where(waitingOnLiveListing)
    .orderBy(asc(profileChanges.submittedAt), asc(profiles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, proposed: row.proposed as ProposedValues, fields: proposedColumns(row.proposed as ProposedValues) }));
}
export type WaitingProfileChange = Awaited<ReturnType<typeof waitingProfileChanges>>[number];

/** The Listing changes tab's count: a subquery of the admin layout's one counting statement (adminCounts). */
export const waitingProfileChangeCount = () =>
  sql<number>`(select count(*) from ${profileChanges} inner join ${profiles} on ${profiles.id} = ${profileChanges.profileId} where ${waitingOnLiveListing})`.mapWith(Number);

/** What approving needs from the caller: the stored values checked again, and the new postcode's map position. */
export type ProposalCheck = (proposed: ProposedValues) => { ok: true; values: ProposedValues; point: GeoPoint | null } | { ok: false; message: string };

export type ChangeDecision =
  | { outcome: "decided"; businessName: string; email: string; slug: string; fields: ReviewedColumn[] }
  | { outcome: "gone" }
  | { outcome: "edited" }
  | { outcome: "not-live"; businessName: string }
  | { outcome: "invalid"; message: string };

/**
 * An admin's decision on a waiting change, in the caller's transaction with the change and its
 * profile locked. It must be the revision the admin saw (else "edited": look again), and the
 * listing must still be live (else "not-live": suspended or rejected meanwhile, nothing applied).
 * Approval checks the values again (`check`) and applies them through updateOwnProfile; rejection
 * keeps the live listing and records the reason for its owner.
 */
export async function decideProfileChange(
  db: Database,
  input: { profileId: string; revision: number; decision: "approved" | "rejected"; reason: string | null; adminEmail: string },
  check: ProposalCheck,
): Promise<ChangeDecision> {
  const [row] = await db
    .select({
      revision: profileChanges.revision,
      proposed: profileChanges.proposed,
      userId: profiles.userId,
      profileStatus: profiles.profileStatus,
      businessName: profiles.businessName,
      email: profiles.email,
      slug: profiles.slug,
    })
    .from(profileChanges)
    .innerJoin(profiles, eq(profiles.id, profileChanges.profileId))
    .where(and(eq(profileChanges.profileId, input.profileId), eq(profileChanges.status, "pending")))
    .for("update");
  if (!row || !row.userId) return { outcome: "gone" };
  if (row.revision !== input.revision) return { outcome: "edited" };
  if (row.profileStatus !== "approved") return { outcome: "not-live", businessName: row.businessName };
  const proposed = row.proposed as ProposedValues;
  let businessName = row.businessName;
  if (input.decision === "approved") {
    const checked = check(proposed);
    if (!checked.ok) return { outcome: "invalid", message: checked.message };
    const applied = await updateOwnProfile(
      db,
      { profileId: input.profileId, userId: row.userId },
      checked.values,
      Object.hasOwn(checked.values, "postcode") ? checked.point : undefined,
    );
    if (!applied) return { outcome: "gone" };
    businessName = applied.businessName;
  }
  await db
    .update(profileChanges)
    .set({
      status: input.decision,
      rejectionReason: input.decision === "rejected" ? input.reason : null,
      decidedByEmail: input.adminEmail,
      decidedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(profileChanges.profileId, input.profileId));
  return { outcome: "decided", businessName, email: row.email, slug: row.slug, fields: proposedColumns(proposed) };
}
