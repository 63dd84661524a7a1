import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { outbox, type OutboxMessage, type StoredOutboxMessage } from "../../database/schema";

// The mail outbox (decision 0003): each email a row, pending until a worker has sent it. The
// worker's loop and the mail server are services/outbox.server.ts's; every statement is here.

/** On PostgreSQL, delivered on commit to every app process's worker (they LISTEN on it). */
export const OUTBOX_CHANNEL = "rr_outbox";

// Who was mailed what, and when, is kept this long for support questions; then the row goes.
const SENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** A message a worker has claimed: its lease is running and this attempt is already counted. */
export interface ClaimedMail {
  id: string;
  message: StoredOutboxMessage | OutboxMessage;
  attempts: number;
}

/**
 * Stores an email as pending in `db` (the caller's transaction), due at once or at `dueAt`, and notifies the workers of
 * every process: inside a transaction PostgreSQL holds the notification until COMMIT, when
 * the row is visible.
 */
export async function insertMail(db: Database, message: StoredOutboxMessage, dueAt?: Date): Promise<void> {
  await db.insert(outbox).values(dueAt ? { message, nextAttemptAt: dueAt } : { message });
  // One due later is found by the workers' next poll (or its own process's timer): nothing to wake them for now.
  if (!dueAt) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Claims up to `batchSize` due messages for `workerId` with FOR UPDATE SKIP LOCKED and a
 * lease of `leaseMs`, so processes sharing a PostgreSQL database never take the same one.
 * The attempt is counted here, at claim time.
 */
export async function claimDueMail(db: Database, claim: { workerId: string; leaseMs: number; batchSize: number }): Promise<ClaimedMail[]> {
  const result = (await db.execute(sql`
    update outbox
       set locked_until = now() + make_interval(secs => ${claim.leaseMs / 1000}),
           claimed_by = ${claim.workerId},
           attempts = attempts + 1
     where id in (
       select id from outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
        order by next_attempt_at
        limit ${claim.batchSize}
        for update skip locked)
    returning id, message, attempts`)) as unknown as { rows: ClaimedMail[] };
  return result.rows;
}

// Only the worker still holding a message may mark it: one whose lease ran out may have been claimed again.
const stillClaimedBy = (id: string, workerId: string) => and(eq(outbox.id, id), eq(outbox.claimedBy, workerId), eq(outbox.status, "pending"));

/** A delivery that did not go through: due again at `nextAttemptAt`, or failed for good. */
export async function markMailNotSent(
  db: Database,
  claimed: { id: string; workerId: string },
  outcome: { failed: boolean; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: outcome.failed ? "failed" : "pending",
      lastError: outcome.lastError.slice(0, 1000),
      nextAttemptAt: outcome.nextAttemptAt,
      lockedUntil: null,
    })
    .where(stillClaimedBy(claimed.id, claimed.workerId));
}

/** Sent: the body goes, as it may hold a reset or verification link (enquiries are kept where they belong). */
export async function markMailSent(db: Database, claimed: { id: string; workerId: string }): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: new Date(),
      lockedUntil: null,
      lastError: null,
      message: sql`jsonb_build_object('to', ${outbox.message}->'to', 'subject', ${outbox.message}->'subject', 'text', '')`,
    })
    .where(stillClaimedBy(claimed.id, claimed.workerId));
}

/** A message whose every attempt ended with its sender's death: counted at claim time, never marked. */
export async function failInterruptedMail(db: Database, maxAttempts: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "failed", lastError: "delivery interrupted on every attempt", lockedUntil: null })
    .where(sql`${outbox.status} = 'pending' and ${outbox.attempts} >= ${maxAttempts} and ${outbox.lockedUntil} <= now()`);
}

/**
 * Rows queued before bodies were sealed, still waiting or failed, sealed in place (`seal` is the
 * service's): after an upgrade no readable link stays in the table. Resolves with how many.
 */
export async function sealUnsealedMail(db: Database, seal: (message: OutboxMessage) => StoredOutboxMessage, batchSize = 100): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = (await db.execute(sql`
      select id, message from outbox
       where status <> 'sent' and not (message ? 'sealed')
       limit ${batchSize}`)) as unknown as { rows: { id: string; message: OutboxMessage }[] };
    for (const row of rows.rows) {
      await db
        .update(outbox)
        .set({ message: seal(row.message) })
        .where(and(eq(outbox.id, row.id), sql`not (${outbox.message} ? 'sealed')`));
    }
    sealed += rows.rows.length;
    if (rows.rows.length < batchSize) return sealed;
  }
}

/** Sent messages older than their keeping time go. */
export async function purgeSentMail(db: Database): Promise<void> {
  await db.delete(outbox).where(sql`${outbox.status} = 'sent' and ${outbox.sentAt} < ${new Date(Date.now() - SENT_KEPT_MS)}`);
}

/** The outbox at a glance, for /metrics: waiting, the oldest waiting one's age, failed for good. */
export async function outboxFigures(db: Database): Promise<{ waiting: number; oldestWaitingSeconds: number; failed: number }> {
  const result = (await db.execute(sql`
    select count(*) filter (where status = 'pending')::int as waiting,
           coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8 as oldest,
           count(*) filter (where status = 'failed')::int as failed
      from outbox where status <> 'sent'`)) as unknown as { rows: { waiting: number; oldest: number; failed: number }[] };
  const row = result.rows[0];
  return { waiting: Number(row?.waiting ?? 0), oldestWaitingSeconds: Number(row?.oldest ?? 0), failed: Number(row?.failed ?? 0) };
}

/**
 * Emails that will not be retried any more, newest first, for the Failed emails tab.
 * Recipients, subject and error only: a body may hold someone's reset or verification
 * link, so it is never read out of the table.
 */
export async function failedMail(db: Database, limit = 100) {
  const message = outbox.message;
  return db
    .select({
      id: outbox.id,
      // `to` is an address or a list of them (OutboxMessage).
      to: sql<string>`case jsonb_typeof(${message}->'to') when 'array' then (select string_agg(value, ', ') from jsonb_array_elements_text(${message}->'to')) else ${message}->>'to' end`,
      subject: sql<string>`${message}->>'subject'`,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, "failed"))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** An admin's "Send again": back to pending, due now, with a fresh count of attempts. False when it is no longer failed. */
export async function requeueFailedMail(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, claimedBy: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
