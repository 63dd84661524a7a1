import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, lt, ne, TransactionRollbackError } from "drizzle-orm";
import type { Database } from "../../database/client";
import { deleteProfileRow } from "./profile-writer.server";
import {
  accounts,
  analyticsEvents,
  profiles,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../../database/schema";

/**
 * The tables better-auth keeps accounts in, as its Drizzle adapter wants them named
 * (services/auth.server.ts). better-auth's own writes go through the adapter; ours are below.
 */
export const AUTH_TABLES = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
};

type Deleter = { kind: "owner" } | { kind: "admin"; adminEmail: string; reason: string | null };

/**
 * The audit record of a deletion: admin_decisions cannot hold it (its rows belong to a profile
 * and are deleted with it, and adding a kind needs a migration), so it is an "account_deleted"
 * row in analytics_events, written by the server only (api/events accepts only EVENT_NAMES),
 * in the same transaction as the deletion. It names who deleted and why, never who was deleted.
 */
const auditRow = (by: Deleter) => ({
  name: "account_deleted",
  route: by.kind === "admin" ? "/admin" : "/dashboard/settings",
  metadata: by.kind === "admin" ? { by: "admin", adminEmail: by.adminEmail, reason: by.reason } : { by: "owner" },
});

/**
 * A specialist's account as a whole (UK GDPR access and erasure): everything we hold about
 * them in one export, and one deletion that takes it all. The privacy policy
 * (app/content/legal.ts, "How long we keep it") describes exactly what this module does.
 */

// The export itself, table by table: models/account-export.server.ts.
export type { AccountExport } from "./account-export.server";

/**
 * Deletes an account and everything hanging off it in one statement: the foreign keys cascade
 * to its sessions (so it is signed out everywhere), password and two-factor records, roles,
 * profile, logo, the enquiries it received, the reviews of its profile, its profile's usage
 * counts and the admin decisions about it. Reviews it wrote of other profiles stay, without
 * the link to the account. What remains is a record that an account was deleted, by whom and
 * why, and no personal data of the person deleted (admin_decisions cannot hold it: its rows
 * belong to a profile and go with it).
 */
export async function deleteAccount(db: Database, userId: string, by: Deleter): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (deleted.length === 0) return false;
    // Its reset links are keyed by the account's id, not tied to it by the schema (#28 item 3).
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.insert(analyticsEvents).values(auditRow(by));
    return true;
  });
}

/** The account behind a profile, for an admin acting on a request about that profile. */
export async function accountOfProfile(db: Database, profileId: string) {
  const [row] = await db
    .select({ userId: profiles.userId, businessName: profiles.businessName })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ?? null;
}

/**
 * An admin's deletion on request, by profile: the account and all of it, or for a profile with
 * no account behind it (the demo directory's) the profile and all of it. Returns the business
 * name deleted, or null when there was nothing to delete.
 */
export async function deleteAccountOfProfile(db: Database, profileId: string, admin: { adminEmail: string; reason: string | null }) {
  const owner = await accountOfProfile(db, profileId);
  if (!owner) return null;
  if (owner.userId) {
    return (await deleteAccount(db, owner.userId, { kind: "admin", ...admin })) ? owner.businessName : null;
  }
  return db.transaction(async (tx) => {
    if (!(await deleteProfileRow(tx, profileId))) return null;
    await tx.insert(analyticsEvents).values(auditRow({ kind: "admin", ...admin }));
    return owner.businessName;
  });
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function markEmailVerified(db: Database, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/**
 * Takes back an account whose address its owner never verified (first-admin.server.ts): the
 * given password hash replaces its password, and everything that let someone else in goes with
 * the old one: sessions, reset links, a two-factor secret. Then the address counts as verified.
 * One transaction, so the account is never verified with the old password still on it.
 */
export async function reclaimUnverifiedAccount(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: passwordHash, updatedAt: new Date() }).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.update(users).set({ emailVerified: true, twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/** Whether an account exists (sign-up's check that nothing was stored without its profile). */
export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(user);
}

/** Whether `email` (lower case) is the address of an account other than `userId`'s. */
export async function emailTakenByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(owner);
}

/**
 * Runs `work` in one transaction with the account that has `email` (null when none has), and rolls
 * everything back when there is none: a password-reset request does the same statements for a
 * registered and an unknown address, so its answer's time tells nothing (services/auth.server.ts).
 */
export async function inResetTransaction(
  db: Database,
  email: string,
  work: (tx: Database, user: { id: string; name: string } | null) => Promise<void>,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      await work(tx, user ? { id: user.id, name: user.name } : null);
      if (!user) tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

/**
 * A password-reset token, stored as better-auth stores its own ("reset-password:<token>" → the
 * account's id), so its /reset-password endpoints check and use it.
 */
export async function insertResetToken(db: Database, reset: { token: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(verifications).values({ id: randomUUID(), identifier: `reset-password:${reset.token}`, value: reset.userId, expiresAt: reset.expiresAt });
}

/** Every password-reset link of the account: all die with the first one used. */
export async function deleteResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}

/**
 * Deletes up to `limit` sessions and `limit` verification rows (reset links) past their expiry
 * (#28 item 3): better-auth reads them only to refuse them. In short batches, so the hourly sweep
 * never holds a long lock; how many of each went.
 */
export async function purgeExpiredAuthRows(db: Database, now: Date, limit: number) {
  const expiredSessions = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, now)).limit(limit);
  const expiredLinks = db.select({ id: verifications.id }).from(verifications).where(lt(verifications.expiresAt, now)).limit(limit);
  const goneSessions = await db.delete(sessions).where(inArray(sessions.id, expiredSessions)).returning({ id: sessions.id });
  const goneLinks = await db.delete(verifications).where(inArray(verifications.id, expiredLinks)).returning({ id: verifications.id });
  return { sessions: goneSessions.length, verifications: goneLinks.length };
}
