import crypto from "node:crypto";
import os from "node:os";
import type { Client } from "pg";
import type { Database } from "../../database/client";
import type { OutboxMessage } from "../../database/schema";
import {
  claimDueMail,
  failInterruptedMail,
  insertMail,
  markMailNotSent,
  markMailSent,
  OUTBOX_CHANNEL,
  purgeSentMail,
  requeueFailedMail,
  sealUnsealedMail,
  type ClaimedMail,
} from "../models/outbox.server";
import { logger } from "./logger.server";
import { openMessage, sealMessage, UnreadableMailError, setOutboxSecret } from "./outbox-seal.server";
import type { Mailer } from "./mail.server";

// The workers of this process, woken when a message is queued here (PGlite has no NOTIFY).
const wakers = new Set<() => void>();

/**
 * Queues an email. Pass the transaction that writes the data it is about, so the two are
 * stored together or not at all; the worker delivers it once that commits. `delayMs` holds it
 * back a moment, so its sending does not follow hard on the answer of the request that queued it
 * (where the answer's timing must not tell one case from another: sign-up, password reset).
 */
export async function enqueueMail(db: Database, message: OutboxMessage, options: { delayMs?: number } = {}): Promise<void> {
  const delayMs = options.delayMs ?? 0;
  // The row, and on PostgreSQL a notification to every process's workers, delivered on commit.
  await insertMail(db, sealMessage(message), delayMs > 0 ? new Date(Date.now() + delayMs) : undefined);
  // PGlite has one connection: a worker woken now queues behind the open transaction and sees its commit.
  // A delayed message wakes this process's workers when it falls due (the others find it at their next poll).
  const wake = () => wakers.forEach((wakeWorker) => wakeWorker());
  if (delayMs > 0) setTimeout(wake, delayMs + 50).unref();
  else setImmediate(wake);
}

/**
 * An admin's "Send again" (the query is the outbox model's); the workers in this process
 * are woken at once rather than at their next poll.
 */
export async function retryFailedMail(db: Database, id: string): Promise<boolean> {
  const queued = await requeueFailedMail(db, id);
  if (queued) wakers.forEach((wake) => wake());
  return queued;
}

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  /** The site secret: bodies are sealed under a key derived from it (outbox-seal.server.ts). */
  secret: string;
  /** postgres://… to LISTEN for new messages from every process; PGlite is woken in-process only. */
  databaseUrl?: string | undefined;
  /** How long a claimed message is this worker's; past it, another may send it (a crash mid-delivery). */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs?: number;
  /** Attempts before a message is marked failed for good (and shown to admins). */
  maxAttempts?: number;
  /** Checks for due retries this often even when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Who this worker is in claimed_by. */
  readonly id: string;
  /** Delivers what is due now; resolves with how many messages it tried. */
  runOnce(): Promise<number>;
  wake(): void;
  /** Stops polling and listening; with `flush`, first delivers what is due (bounded by `flushTimeoutMs`). */
  stop(options?: { flush?: boolean; flushTimeoutMs?: number }): Promise<void>;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * The sender every app process runs. It claims due messages with FOR UPDATE SKIP LOCKED
 * and a lease, so processes sharing a PostgreSQL database never take the same message;
 * a message is marked sent only by the worker still holding it, so a process killed
 * between sending and marking costs at most one duplicate delivery, never a lost one.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer } = options;
  const leaseMs = options.leaseMs ?? 120_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
  setOutboxSecret(options.secret);
  let legacySealed = false;

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let warned = false;

  const deliver = async (row: ClaimedMail) => {
    try {
      await mailer.send(openMessage(row.message));
    } catch (error) {
      // 5xx is the server's final word (no such mailbox, refused): retrying cannot change it; nor
      // can it open a body sealed under a secret the site no longer has.
      const permanent = Number((error as { responseCode?: unknown }).responseCode) >= 500 || error instanceof UnreadableMailError;
      const failed = permanent || row.attempts >= maxAttempts;
      const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
      const reason = error instanceof Error ? error.message : String(error);
      await markMailNotSent(db, { id: row.id, workerId: id }, { failed, lastError: reason, nextAttemptAt: new Date(Date.now() + delay) });
      const log = { err: error, outboxId: row.id, attempts: row.attempts, subject: row.message.subject };
      if (failed) logger.error(log, "email failed for good after its last attempt");
      else logger.warn({ ...log, retryInMs: delay }, "email not sent; will retry");
      return;
    }
    await markMailSent(db, { id: row.id, workerId: id });
  };

  const runOnce = async (): Promise<number> => {
    await failInterruptedMail(db, maxAttempts);
    await purgeSentMail(db);
    if (!legacySealed) {
      const sealed = await sealUnsealedMail(db, sealMessage);
      if (sealed) logger.info({ sealed }, "outbox: bodies queued before sealing are now sealed");
      legacySealed = true;
    }
    let tried = 0;
    for (;;) {
      const rows = await claimDueMail(db, { workerId: id, leaseMs, batchSize });
      for (const row of rows) await deliver(row);
      tried += rows.length;
      if (rows.length < batchSize) return tried;
    }
  };

  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
          warned = false;
        } catch (error) {
          // Usually the database is down; the next poll tries again.
          if (!warned) logger.warn({ err: error }, "outbox worker could not reach the database; retrying");
          warned = true;
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const wake = () => {
    if (!stopped) void run();
  };
  wakers.add(wake);
  const timer = setInterval(wake, pollMs);
  timer.unref();
  const listener = options.databaseUrl ? listen(options.databaseUrl, wake) : undefined;
  wake();

  return {
    id,
    runOnce,
    wake,
    async stop({ flush = false, flushTimeoutMs = 5_000 } = {}) {
      stopped = true;
      wakers.delete(wake);
      clearInterval(timer);
      await listener?.close();
      await running;
      if (!flush) return;
      await Promise.race([
        runOnce().catch((error: unknown) => logger.warn({ err: error }, "outbox not flushed at shutdown")),
        new Promise((resolve) => setTimeout(resolve, flushTimeoutMs).unref()),
      ]);
    },
  };
}

/** LISTEN on a connection of its own; while it is down the worker's polling still finds every message. */
function listen(databaseUrl: string, wake: () => void) {
  let client: Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const { default: pg } = await import("pg");
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (closed) return;
      timer = setTimeout(() => void connect(), 5_000);
      timer.unref();
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", wake);
    try {
      await next.connect();
      await next.query(`listen ${OUTBOX_CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    // Anything written while the listener was away.
    wake();
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
