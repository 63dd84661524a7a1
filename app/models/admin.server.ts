import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { adminDecisions, outbox, profiles, reviewReports, reviews, users, type ProfileStatus } from "../../database/schema";
import { pendingReplyCount } from "./review-replies.server";
import { pendingProjectCount } from "./projects.server";
import { waitingProfileChangeCount } from "./profile-changes.server";
import { changeProfileStatus } from "./profile-writer.server";

// Admin decisions on profiles: the queues of profiles by status with the decisions about them, the
// admin layout's counts, and the decision itself. Review moderation is the reviews model's, the
// Failed emails tab the outbox model's, the Insights tab the insights model's.

/**
 * Every number the admin layout shows (the stats and the tab labels), in one statement:
 * the layout loads it on each admin page and after each decision, so it stays one round
 * trip whatever tab is open. The reviews and outbox counts use their (status, created_at) indexes.
 */
export async function adminCounts(db: Database) {
  const withStatus = (status: ProfileStatus) => sql<number>`count(*) filter (where ${profiles.profileStatus} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: withStatus("pending"),
      approved: withStatus("approved"),
      rejected: withStatus("rejected"),
      pendingReviews: sql<number>`(select count(*) from ${reviews} where ${reviews.status} = 'pending')`.mapWith(Number),
      // Business replies are moderated on the Reviews tab too.
      pendingReplies: pendingReplyCount(),
      // Gallery projects waiting for moderation (#15), the Projects tab.
      pendingProjects: pendingProjectCount(),
      // Live listings' edits waiting for review (#24, decision 0022), the Listing changes tab.
      pendingChanges: waitingProfileChangeCount(),
      failedMail: sql<number>`(select count(*) from ${outbox} where ${outbox.status} = 'failed')`.mapWith(Number),
      // Reviews with open reports (the Reported reviews tab shows one card per review).
      reportedReviews: sql<number>`(select count(distinct ${reviewReports.reviewId}) from ${reviewReports} where ${reviewReports.status} = 'open')`.mapWith(Number),
    })
    .from(profiles);
  // An aggregate without GROUP BY always returns its one row.
  return row!;
}

/**
 * Since when a pending listing has waited for a decision: its sign-up, or, for one sent back and
 * resubmitted, its latest decision (a rejection or suspension). The resubmission itself is not
 * recorded, so a resubmitted listing counts from the decision that sent it back: it may look to have
 * waited longer than it has, never shorter (issue #24 item 8).
 */
const waitingSince = sql<Date>`greatest(${profiles.createdAt}, (select max(${adminDecisions.createdAt}) from ${adminDecisions} where ${adminDecisions.profileId} = ${profiles.id}))`.mapWith(
  profiles.createdAt,
);

/**
 * A tab's profiles with the decisions about them. The Pending tab is a queue: the longest-waiting
 * listing first (`waitingSince`), so none is passed over by newer sign-ups; the other tabs show the
 * newest first.
 */
export async function profilesWithStatus(db: Database, status: ProfileStatus, limit = 200) {
  const rows = await db
    .select({
      id: profiles.id,
      slug: profiles.slug,
      // Demo profiles have no account: there is no one's data to download.
      hasAccount: sql<boolean>`${profiles.userId} is not null`.mapWith(Boolean),
      businessName: profiles.businessName,
      contactPerson: profiles.contactPerson,
      email: profiles.email,
      phone: profiles.phone,
      city: profiles.city,
      county: profiles.county,
      yearsInBusiness: profiles.yearsInBusiness,
      specialties: profiles.specialties,
      vehicleMakes: profiles.vehicleMakes,
      businessDescription: profiles.businessDescription,
      certifications: profiles.certifications,
      // What an admin checks before approving (issue #24 item 8): where the business is, its website
      // and logo, and the address the account signed up with (a listing without an account: its own).
      address: profiles.address,
      postcode: profiles.postcode,
      website: profiles.website,
      logoUrl: profiles.logoUrl,
      accountEmail: sql<string>`coalesce(${users.email}, ${profiles.email})`,
      createdAt: profiles.createdAt,
      waitingSince,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.profileStatus, status))
    .orderBy(...(status === "pending" ? [asc(waitingSince), asc(profiles.id)] : [desc(profiles.createdAt)]))
    .limit(limit);
  const decisions = rows.length
    ? await db
        .select()
        .from(adminDecisions)
        .where(inArray(adminDecisions.profileId, rows.map((r) => r.id)))
        .orderBy(desc(adminDecisions.createdAt))
    : [];
  return rows.map((row) => ({ ...row, decisions: decisions.filter((d) => d.profileId === row.id) }));
}

export type AdminProfile = Awaited<ReturnType<typeof profilesWithStatus>>[number];

export type Decision = "approved" | "rejected" | "suspended";
const FROM: Record<Decision, ProfileStatus> = { approved: "pending", rejected: "pending", suspended: "approved" };
const TO: Record<Decision, ProfileStatus> = { approved: "approved", rejected: "rejected", suspended: "rejected" };

/**
 * Approve or reject a pending profile, or suspend an approved one (back to rejected).
 * The status change and its record are one transaction; a decision on a profile that
 * is no longer in the expected state changes nothing and returns null.
 */
export async function decideProfile(
  db: Database,
  input: { profileId: string; decision: Decision; reason: string | null; admin: { id: string; email: string } },
) {
  return db.transaction(async (tx) => {
    const updated = await changeProfileStatus(tx, input.profileId, FROM[input.decision], TO[input.decision]);
    if (!updated) return null;
    await tx.insert(adminDecisions).values({
      profileId: input.profileId,
      adminUserId: input.admin.id,
      adminEmail: input.admin.email,
      decision: input.decision,
      reason: input.reason,
    });
    return updated;
  });
}
