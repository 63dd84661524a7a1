import { isbot } from "isbot";
import type { Database } from "../../database/client";
import { insertEvents, type EventName, type EventRow, type SecurityEvent } from "~/models/events.server";
import { logger } from "./logger.server";
import { countRefusal } from "./metrics.server";

// Recording analytics events (the rows are models/events.server.ts's): batched, crawlers left out,
// and never a reason for a request to fail.

export interface EventInput {
  name: EventName;
  route: string;
  metadata?: Record<string, unknown>;
  sessionId?: string | null;
  userAgent?: string | null;
  referrer?: string | null;
  profileId?: string | null;
}

const MAX_TEXT = 500;
const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_TEXT) : null);

// Busy pages record a view per request: writing them in batches turns hundreds of
// single-row inserts a second into a few multi-row ones. A crash loses at most the
// last BATCH_MS of analytics, never anything a visitor was told was saved.
const BATCH_MS = 50;
const BATCH_MAX = 250;

class EventWriter {
  #queue: { row: EventRow; done: () => void }[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  add(row: EventRow): Promise<void> {
    return new Promise((done) => {
      this.#queue.push({ row, done });
      if (this.#queue.length >= BATCH_MAX) void this.flush();
      else this.#timer ??= setTimeout(() => void this.flush(), BATCH_MS);
    });
  }

  #inFlight: Promise<void> = Promise.resolve();

  /**
   * Writes what is queued, after any batch already being written: a caller (shutdown, a test)
   * that flushes while the timer's batch is still in flight must not return before it lands.
   */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#queue.splice(0);
    this.#inFlight = this.#inFlight
      .then(() => this.#write(batch))
      .catch((error: unknown) => logger.warn({ err: error }, "analytics batch not recorded"));
    return this.#inFlight;
  }

  async #write(batch: { row: EventRow; done: () => void }[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await insertEvents(this.db, batch.map((item) => item.row));
    } catch {
      // One bad row (a profile deleted meanwhile) must not cost the others: insert them one by one.
      for (const { row } of batch) {
        await insertEvents(this.db, [row]).catch((error: unknown) => logger.warn({ err: error, event: row.name }, "analytics event not recorded"));
      }
    }
    for (const item of batch) item.done();
  }
}

// One batch writer per database: loaders, cached pages and shutdown all feed the same batches.
const writers = new WeakMap<Database, EventWriter>();

/**
 * Records an analytics event; resolves once it is written. Crawlers are not counted,
 * and a failure is logged and swallowed: analytics must never change what the visitor sees.
 */
export function recordEvent(db: Database, event: EventInput): Promise<void> {
  if (event.userAgent && isbot(event.userAgent)) return Promise.resolve();
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new EventWriter(db)));
  return writer.add({
    name: event.name,
    route: clip(event.route) ?? "/",
    metadata: event.metadata ?? {},
    sessionId: clip(event.sessionId),
    userAgent: clip(event.userAgent),
    referrer: clip(event.referrer),
    profileId: event.profileId ?? null,
  });
}

/**
 * Records a refused request for the admin's Insights. Only the kind and the page's path go
 * in: no email, no address (not even hashed), no session or user agent that could tie it to
 * a visitor, and no query string, which may carry any of these. Crawlers are recorded too:
 * they are most of what gets refused. Fire and forget: the refusal is answered at once.
 */
export function recordSecurityEvent(db: Database, route: string, event: SecurityEvent): void {
  // A single-fetch POST goes to "/page.data": the page is what the admin recognises.
  const path = route.split("?")[0]!.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "") || "/";
  countRefusal(event);
  void recordEvent(db, { name: "security_event", route: path, metadata: { ...event } });
}

/** Writes what is waiting (on shutdown, before the database closes). */
export function flushEvents(db: Database): Promise<void> {
  return writers.get(db)?.flush() ?? Promise.resolve();
}

/** The common fields of an event from the request that caused it. */
export function requestEventFields(request: Request, sessionId: string) {
  const url = new URL(request.url);
  return {
    route: url.pathname + url.search,
    sessionId,
    userAgent: request.headers.get("user-agent"),
    referrer: request.headers.get("referer"),
  };
}
