import path from "node:path";
import http from "node:http";
import type express from "express";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { loadEnv, EnvError } from "../app/services/env.server.ts";
import { logger } from "../app/services/logger.server.ts";
import { createMailer } from "../app/services/mail.server.ts";
import { startOutboxWorker } from "../app/services/outbox.server.ts";
import { setOutboxSecret } from "../app/services/outbox-seal.server.ts";
import { resolveSecret } from "../app/services/secret.server.ts";
import { createAuth } from "../app/services/auth.server.ts";
import { describeFirstAdmin, ensureAdmin } from "../app/services/first-admin.server.ts";
import { PROJECT_ROOT } from "../app/services/project-root.server.ts";
import { seedDemoIfWanted } from "./demo-directory.ts";
import { purgeExpiredRateLimits, RATE_LIMIT_PURGE_MS } from "../app/models/rate-limits.server.ts";
import { createApp } from "./app.ts";
import { PageCache } from "./page-cache.ts";
import { localPageCacheSync, postgresPageCacheSync } from "./page-cache-sync.ts";
import { flushEvents } from "../app/services/analytics.server.ts";
import { REVIEW_SWEEP_MS, runReviewSweeps } from "../app/services/review-sweeps.server.ts";
import { expireQuoteRequests } from "../app/services/quote-retention.server.ts";
import { purgeExpiredAuth } from "../app/services/auth-purge.server.ts";
import { EVENT_DETAIL_DAYS, rollUpOldEvents } from "../app/models/events.server.ts";
import { registry } from "../app/services/metrics.server.ts";

const SHUTDOWN_GRACE_MS = 10_000;
// README.md "a request must arrive within 30 s": headers within 15 s, the whole request within 30 s.
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;
// An idle keep-alive connection is closed after this. Node's 5 s meets clients mid-reuse: a request
// sent as the server closes the socket fails with ECONNRESET (browsers retry; HTTP libraries and a
// proxy in front may not). Longer than the usual proxy's 60 s, so the client side closes first.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface ServerEntry {
  /** The production build (server/index.ts), or dev's loader for Vite's current one (server/dev.ts). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Dev only: Vite's middleware in front of everything; also turns the page cache off. */
  devMiddleware?: express.RequestHandler;
}

/**
 * Opens the database, migrates, seeds the demo directory when wanted, starts the mail outbox
 * and listens. Both entries come here with the build they have, so the server and the routes
 * are one module graph: built into build/server/index.js for production, Vite's SSR graph in dev.
 */
export function startServer(entry: ServerEntry): void {
  main(entry).catch((error: unknown) => {
    if (error instanceof EnvError || (error instanceof Error && error.name === "DataDirLockedError")) {
      console.error(error.message);
    } else {
      logger.fatal({ err: error }, "failed to start");
    }
    process.exit(1);
  });
}

async function main({ build, devMiddleware }: ServerEntry) {
  const dev = devMiddleware !== undefined;
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const secret = resolveSecret(env.AUTH_SECRET, dataDir);
  // Before anything can queue mail (the demo seed, the first admin): bodies are sealed under it.
  setOutboxSecret(secret);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir, logLinks: env.NODE_ENV !== "production" });
  const open = () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const opened = await open();
  await migrateDatabase(opened);
  const database = await seedDemoIfWanted(opened, env.SEED_DEMO, { reopen: open, inProcess: dev });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { outcome } = await ensureAdmin(
      { db: database.db, secret, appUrl: env.APP_URL },
      { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    );
    const message = `ADMIN_EMAIL: ${describeFirstAdmin(env.ADMIN_EMAIL, outcome)}`;
    // A reclaimed account is worth a look: someone else had signed it up before the operator.
    if (outcome === "reclaimed") logger.warn({ email: env.ADMIN_EMAIL }, message);
    else logger.info({ email: env.ADMIN_EMAIL }, message);
  }
  const auth = createAuth({ db: database.db, secret, appUrl: env.APP_URL });
  // Every process sends: whichever claims a message first delivers it.
  const outbox = startOutboxWorker({
    db: database.db,
    mailer,
    secret,
    databaseUrl: env.DATABASE_URL,
    leaseMs: env.MAIL_LEASE_SECONDS * 1000,
    retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
  });

  // Development renders every request afresh, so edits show at once.
  const pageCache = !dev && env.PAGE_CACHE_SECONDS > 0 ? new PageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000 }) : undefined;
  const pageCacheSync = env.DATABASE_URL
    ? postgresPageCacheSync(env.DATABASE_URL, database.db, pageCache)
    : localPageCacheSync(pageCache);

  const app = createApp({
    database,
    env,
    secret,
    auth,
    build,
    clientDir: path.join(PROJECT_ROOT, "build/client"),
    devMiddleware,
    pageCache,
    pageCacheSync,
  });
  // A client that trickles its request (slowloris) may not hold a connection for minutes. Node
  // checks these limits only every connectionsCheckingInterval (30 s by default, which let a slow
  // body run to nearly 60 s): checked each second, a request is cut within a second of its limit.
  const server = http.createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.listen(env.PORT, env.HOST, () => {
    logger.info({ url: env.APP_URL, port: env.PORT, database: database.engine }, "listening");
  });
  // A port of its own for the scraper, on a private interface by default: no token needed there.
  const metricsServer = env.METRICS_PORT
    ? http.createServer((req, res) => {
        if (req.method === "GET" && req.url?.split("?")[0] === "/metrics") {
          registry.metrics().then(
            (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
            (error: unknown) => {
              logger.warn({ err: error }, "metrics not read");
              res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics unavailable");
            },
          );
        } else {
          res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
        }
      })
    : undefined;
  metricsServer?.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
    logger.info({ port: env.METRICS_PORT, host: env.METRICS_HOST }, "metrics listening");
  });

  const purge = setInterval(() => {
    purgeExpiredRateLimits(database.db).catch((error: unknown) => logger.warn({ err: error }, "rate-limit purge failed"));
  }, RATE_LIMIT_PURGE_MS);
  purge.unref();
  // Expired unconfirmed reviews and the 30-day review invitations (docs/decisions/0018), and quote
  // requests past their retention (decision 0028).
  const sweepReviews = () => {
    runReviewSweeps({ db: database.db, secret, appUrl: env.APP_URL })
      .then(({ expired, invited }) => {
        if (expired || invited) logger.info({ expired, invited }, "review sweep");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "review sweep failed"));
    expireQuoteRequests(database.db)
      .then((deleted) => {
        if (deleted) logger.info({ deleted }, "quote request sweep");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "quote request sweep failed"));
    // Usage events past their retention become daily counts (#28 item 3, the privacy page's 30 days).
    rollUpOldEvents(database.db, new Date(Date.now() - EVENT_DETAIL_DAYS * 24 * 60 * 60 * 1000))
      .then((rolled) => {
        if (rolled) logger.info({ rolled }, "old usage events rolled up into daily counts");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "usage events not rolled up"));
    // Sessions and reset links past their expiry (#28 item 3).
    purgeExpiredAuth(database.db)
      .then(({ sessions, verifications }) => {
        if (sessions || verifications) logger.info({ sessions, verifications }, "expired sign-in rows purged");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "expired sign-in rows not purged"));
  };
  sweepReviews();
  const reviewSweep = setInterval(sweepReviews, REVIEW_SWEEP_MS);
  reviewSweep.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purge);
    clearInterval(reviewSweep);
    metricsServer?.close();
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await pageCacheSync.close();
      // What the last requests queued goes out now rather than waiting for the next process.
      await outbox.stop({ flush: true });
      await flushEvents(database.db);
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
