import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../database/client";
import { contactRequests, type CONTACT_REQUEST_STATUSES } from "../../database/schema";

export type ContactStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export interface NewContactRequest {
  profileId: string;
  requesterName: string;
  requesterEmail: string;
  message: string;
  /** The posted form's key (spam.server.ts formKeyOf). */
  formKey?: string | null;
}

/** An enquiry from a visitor to a profile, stored as pending; undefined when its form was posted before. */
export async function createContactRequest(db: Database, request: NewContactRequest) {
  const [row] = await db
    .insert(contactRequests)
    .values(request)
    .onConflictDoNothing({ target: contactRequests.formKey })
    .returning({ id: contactRequests.id });
  return row;
}

/** A profile's enquiries, newest first. Only ever called with the signed-in specialist's own profile id. */
export async function listContactRequests(db: Database, profileId: string) {
  return db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.profileId, profileId))
    .orderBy(desc(contactRequests.createdAt));
}

/**
 * SPEC.md §4: Mark Contacted (only from pending) and Archive (from any status).
 * Ownership is part of the where clause, so another profile's id changes nothing.
 */
export async function setContactStatus(db: Database, profileId: string, id: string, status: "contacted" | "archived") {
  const conditions = [eq(contactRequests.id, id), eq(contactRequests.profileId, profileId)];
  if (status === "contacted") conditions.push(eq(contactRequests.status, "pending"));
  const rows = await db
    .update(contactRequests)
    .set({ status })
    .where(and(...conditions))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}
