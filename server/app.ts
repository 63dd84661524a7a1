import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { DatabaseHandle } from "../database/client.ts";
import type { Env } from "../app/services/env.server.ts";
import type { Auth } from "../app/services/auth.server.ts";
import { logger, redactPath } from "../app/services/logger.server.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { createReactRouterHandler } from "./react-router-handler.ts";
import type { PageCache } from "./page-cache.ts";
import type { PageCacheSync } from "./page-cache-sync.ts";
import { newPageNotes } from "../app/services/page-notes.server.ts";
import { readCookies } from "../app/services/cookies.server.ts";
import { FORM_COOKIE } from "../app/lib/cookie-names.ts";
import { analyticsSession } from "./analytics-session.ts";
import { cachedPageShortcut } from "./cached-page-shortcut.ts";
import { recordSecurityEvent } from "../app/services/analytics.server.ts";
import { pageCachePolicy } from "./page-cache-policy.ts";
import { routeLookup, type RouteFacts } from "./route-table.ts";
import { setOutboxSecret } from "../app/services/outbox-seal.server.ts";
import { measureOnScrape, measureRequests, metricsEndpoint } from "./request-metrics.ts";
import {
  DatabaseAvailability,
  OUTAGE_RETRY_AFTER_S,
  outagePage,
} from "../app/services/database-availability.server.ts";

const ONE_YEAR_S = 365 * 24 * 60 * 60;
// The largest honest request: a 2 MB logo plus the profile form around it.
const MAX_BODY_BYTES = 3 * 1024 * 1024;
// A project's photo uploads alone (#15): 12 photos of 15 MB from the plain form, and the form around them.
// The parser still refuses each file over its limit; the route checks the owner before storing anything.
const MAX_UPLOAD_BODY_BYTES = 12 * 15 * 1024 * 1024 + 4 * 1024 * 1024;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const READINESS_TIMEOUT_MS = 2_000;

export interface AppOptions {
  database: DatabaseHandle;
  env: Env;
  secret: string;
  auth: Auth;
  /** The production build, or a loader for it (dev: Vite's SSR module graph). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  /** Dev only: Vite's connect middleware in front of everything. */
  devMiddleware?: express.RequestHandler;
  /** Rendered public pages for anonymous visitors; none when PAGE_CACHE_SECONDS is 0. */
  pageCache?: PageCache;
  pageCacheSync: PageCacheSync;
}

export function createApp(options: AppOptions) {
  const { database, env, secret, auth, build, clientDir, devMiddleware, pageCache, pageCacheSync } = options;
  // Every email the pages queue is sealed under the site secret (app/services/outbox-seal.server.ts).
  setOutboxSecret(secret);
  const app = express();
  const https = env.APP_URL.startsWith("https://");
  const cachePolicy = pageCachePolicy({ secret, https });
  const routeFor = routeLookup(build);
  const databaseAvailability = new DatabaseAvailability(() => withTimeout(database.ping(), READINESS_TIMEOUT_MS));
  // The one place an outage is noticed: every failed statement passes here, whoever catches it next.
  database.onFailure((error) => databaseAvailability.report(error));
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog);
  app.use(measureRequests(routeFor));
  measureOnScrape(database, pageCache);
  // Before the page cache and every page: a scraper's request is neither.
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));
  if (pageCache && !devMiddleware) {
    app.use(
      cachedPageShortcut({ pageCache, db: database.db, cachePolicy, https, databaseDown: () => databaseAvailability.down }),
    );
  }
  app.use((_req, res, next) => {
    res.locals.cspNonce = nextNonce();
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req: IncomingMessage, res: ServerResponse) =>
              `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
          ],
          // React renders `style` props (bar widths, the carousel offset) as inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: devMiddleware ? ["'self'", "ws:"] : ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: ONE_YEAR_S, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Cross-Origin-Opener-Policy stays helmet's same-origin, though it costs Lighthouse a cold renderer
      // (decision 0032; the bench measures that on an empty page, bench/lighthouse-floor.ts).
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  // Pages and data are compressed per response: brotli's quality 3 is within 5% of the default 4's
  // size for a third of its CPU, and a 256 KB window (our largest page is about half that) spares
  // each response the default 4 MB one.
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), READINESS_TIMEOUT_MS);
      res.json({ status: "ok", database: database.engine });
    } catch (error) {
      databaseAvailability.report(error);
      logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable", database: database.engine });
    }
  });

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Fingerprinted by Vite: safe to cache for a year, and to compress once.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: ONE_YEAR_S * 1000, index: false }),
    );
    // Only addresses of files in the build's root (favicon.svg…): looking every page address up on
    // disk first would cost each page request a failed stat.
    const rootFiles = new Set(fs.readdirSync(clientDir).map((name) => `/${name}`));
    const serveRootFile = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));
  }

  // "//evil.example/.." is no address of ours (a browser reads "//" as another host), but React Router
  // would collapse the slashes and render the home page there: refuse it rather than serve (and cache) it.
  app.use((req, res, next) => {
    if (!req.path.startsWith("//")) return next();
    res.status(404).type("text/plain").send("Not Found");
  });

  // During a database outage nothing below can work: say so at once instead of timing out.
  app.use((_req, res, next) => {
    if (!databaseAvailability.down) return next();
    // Whatever changed while the database was away was never announced: start afresh when it is back.
    pageCache?.clear();
    res.status(503).set({ "Retry-After": String(OUTAGE_RETRY_AFTER_S), "Cache-Control": "no-store" });
    res.type("html").send(outagePage());
  });
  app.use(sameOriginWrites(new URL(env.APP_URL).origin, database.db, routeFor));
  app.use(analyticsSession(https));
  // better-auth reads the client address from this header; set it here (through TRUST_PROXY),
  // overwriting whatever the client sent, so nobody can pick their own rate-limit bucket.
  app.use((req, _res, next) => {
    req.headers["x-client-address"] = req.ip ?? "unknown";
    next();
  });
  app.all(
    "/{*splat}",
    createReactRouterHandler({
      build,
      mode: devMiddleware ? "development" : "production",
      pageCache,
      cachePolicy,
      routeFor,
      invalidatePages: () =>
        pageCacheSync.invalidate().catch((error: unknown) => {
          // This process's copy is gone already; the others' expire within PAGE_CACHE_SECONDS.
          logger.warn({ err: error }, "other processes' page caches not notified");
        }),
      requestContextFor: (req, res) => ({
        db: database.db,
        env,
        secret,
        auth,
        cspNonce: res.locals.cspNonce as string,
        clientAddress: req.ip ?? "unknown",
        formToken: readCookies(req.headers.cookie)[FORM_COOKIE],
        sessionId: res.locals.sessionId as string,
        databaseAvailability,
        pageNotes: newPageNotes(),
      }),
    }),
  );
  // A Host (or forwarded host) that is not a valid URL authority fails inside React Router's
  // adapter before any route runs: the client's mistake, so a 400 rather than a 500.
  app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if ((error as NodeJS.ErrnoException)?.code !== "ERR_INVALID_URL" || res.headersSent) return next(error);
    res.status(400).type("text/plain").send("Bad Request: invalid Host header.");
  });
  return app;
}

// 128 random bits per response. Taken from a pool filled 4 KB at a time, as Node's randomUUID
// does, rather than one system call for 16 bytes on every request (cached pages included).
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;
function nextNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(256 * NONCE_BYTES);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Refuses cross-site writes (a form on another site posting here) and bodies larger
 * than any form of ours, before any of it is read. Node's parser stops a body at its
 * declared length, so together with the 411 for undeclared lengths every body is bounded.
 */
function sameOriginWrites(
  appOrigin: string,
  db: DatabaseHandle["db"],
  routeFor: (pathname: string) => Promise<RouteFacts>,
): express.RequestHandler {
  return async (req, res, next) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    // A body without a declared length could stream on for ever; no form or fetch of ours sends one.
    if (req.headers["transfer-encoding"] && req.headers["content-length"] === undefined) {
      res.status(411).type("text/plain").send("A Content-Length header is required.");
      return;
    }
    const length = Number(req.headers["content-length"] ?? 0);
    // The photo-upload routes say so in their `handle` (server/route-table.ts).
    const limit = length > MAX_BODY_BYTES && (await routeFor(req.path)).photoUploads ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
    if (length > limit) {
      res.status(413).type("text/plain").send("Request too large.");
      return;
    }
    const origin = req.headers.origin;
    const own = `${req.protocol}://${req.get("host")}`;
    if (origin && origin !== appOrigin && origin !== own) {
      recordSecurityEvent(db, req.path, { kind: "cross_site_refused" });
      res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
      return;
    }
    next();
  };
}

/** One structured line per request, written when the response finishes. */
function requestLog(req: express.Request, res: express.Response, next: express.NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      // The path only (never the query string), with any token in it redacted.
      { method: req.method, path: redactPath(req.path), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  });
  next();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
