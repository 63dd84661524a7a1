import type { Database } from "../../database/client";
import { purgeExpiredAuthRows } from "~/models/accounts.server";

const BATCH = 500;

/** Expired sessions and reset links, deleted batch by batch in the hourly sweep (server/main.ts, #28 item 3). */
export async function purgeExpiredAuth(db: Database, now = new Date()) {
  const total = { sessions: 0, verifications: 0 };
  for (;;) {
    const batch = await purgeExpiredAuthRows(db, now, BATCH);
    total.sessions += batch.sessions;
    total.verifications += batch.verifications;
    if (batch.sessions < BATCH && batch.verifications < BATCH) return total;
  }
}
