import { and, eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { userRoles, users } from "../../database/schema";

export const ADMIN_ROLE = "admin";

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .limit(1);
  return Boolean(row);
}

/** Where new-profile notices go. */
export async function adminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, ADMIN_ROLE));
  return rows.map((row) => row.email);
}

export async function grantRole(db: Database, userId: string, role = ADMIN_ROLE) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Database, userId: string, role = ADMIN_ROLE) {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}
