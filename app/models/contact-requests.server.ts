import type { Database } from "../../database/client";
import { contactRequests } from "../../database/schema";

export interface NewContactRequest {
  providerId: string;
  requesterName: string;
  requesterEmail: string;
  message: string;
}

/** An enquiry from a visitor to a provider, stored as pending. */
export async function createContactRequest(db: Database, request: NewContactRequest) {
  const [row] = await db.insert(contactRequests).values(request).returning({ id: contactRequests.id });
  return row!;
}
