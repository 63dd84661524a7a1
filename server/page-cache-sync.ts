import crypto from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { Database } from "../database/client.ts";
import { logger } from "../app/services/logger.server.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * Emptying the page cache of every app process at once. On PostgreSQL any number of
 * processes share the data, so a change made through one must not leave the others
 * serving the old page: each listens on a channel and the changer notifies it. PGlite
 * has one process by construction (its data-dir lock), so clearing locally is enough.
 */
export interface PageCacheSync {
  /** Empties this process's cache and, on PostgreSQL, every other's, before resolving. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
}

const PAGE_CACHE_CHANNEL = "rr_page_cache";
const RECONNECT_MS = 1_000;

export function localPageCacheSync(cache: PageCache | undefined): PageCacheSync {
  return {
    invalidate: async () => cache?.clear(),
    close: async () => {},
  };
}

/**
 * NOTIFYs through the app's pool and LISTENs on a connection of its own. While that one is down notifications are lost,
 * so the cache is emptied when it drops and again when it is back; until then pages are
 * still served for at most the cache's lifetime, as with no listener at all.
 */
export function postgresPageCacheSync(databaseUrl: string, db: Database, cache: PageCache | undefined): PageCacheSync {
  // Each notification names its sender: this process empties its own cache before notifying, and
  // emptying it again when its own notification comes back would throw away the pages rendered
  // in between (a visitor right after a write would pay for a second rendering).
  const sender = crypto.randomUUID();
  // Sent even by a process without a cache of its own: the others may have one.
  const notify = async () => {
    await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${sender})`);
  };
  if (!cache) return { invalidate: notify, close: async () => {} };
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let warned = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      cache.clear();
      if (client === next) client = undefined;
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (closed) return;
      // Just the message: the outage itself is reported by the database availability check.
      if (!warned) logger.warn({ reason: error?.message ?? "connection ended" }, "page cache listener lost its connection; retrying");
      warned = true;
      timer = setTimeout(() => void connect(), RECONNECT_MS);
      timer.unref();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.payload !== sender) cache.clear();
    });
    try {
      await next.connect();
      await next.query(`listen ${PAGE_CACHE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    cache.clear();
    if (warned) logger.info("page cache listener reconnected");
    warned = false;
  };
  void connect();

  return {
    invalidate: async () => {
      cache.clear();
      await notify();
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => {});
    },
  };
}
