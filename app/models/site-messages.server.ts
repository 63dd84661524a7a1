import { desc } from "drizzle-orm";
import type { Database } from "../../database/client";
import { siteMessages } from "../../database/schema";

// Messages to us from the contact page: stored for the admins' Messages tab.

/** Undefined when the form with this key was posted before (spam.server.ts formKeyOf). */
export async function createSiteMessage(db: Database, message: { name: string; email: string; message: string; formKey?: string | null }) {
  const [row] = await db
    .insert(siteMessages)
    .values(message)
    .onConflictDoNothing({ target: siteMessages.formKey })
    .returning({ id: siteMessages.id });
  return row;
}

/** The latest messages, newest first. */
export async function recentSiteMessages(db: Database, limit = 100) {
  return db.select().from(siteMessages).orderBy(desc(siteMessages.createdAt)).limit(limit);
}
