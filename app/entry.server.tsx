import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { requestContext } from "./context";
import { AFTER_PAINT, AFTER_PAINT_BOOT } from "./lib/after-paint";
import { NonceContext } from "./lib/nonce";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { isDatabaseUnreachable, isStatementTimeout, OUTAGE_RETRY_AFTER_S, outagePage } from "./services/database-availability.server";
import { logger, redactUrl } from "./services/logger.server";
import { recordDocumentView, type PageCacheHandle } from "./services/page-notes.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  routerLoadContext: RouterContextProvider,
) {
  const loadContext = routerLoadContext.get(requestContext);
  const nonce = loadContext.cspNonce;

  // A loader found the database unreachable, or one of its statements ran out of time (handleError
  // below marked it): the friendly page with 503, not a generic error page with 500.
  if (loadContext.databaseAvailability.down || loadContext.pageNotes.slowStatement) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Cache-Control", "no-store");
    responseHeaders.set("Retry-After", String(OUTAGE_RETRY_AFTER_S));
    return new Response(outagePage(), { status: 503, headers: responseHeaders });
  }

  // Whether the page may be kept is the page cache policy's (server/page-cache-policy.ts); the visit is counted here.
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const handle = leaf ? (routerContext.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined;
  if (responseStatusCode === 200 && leaf) {
    recordDocumentView(loadContext, request, handle, routerContext.staticHandlerContext.loaderData[leaf.route.id]);
  }

  // Our pages have no deferred data, so streaming the shell early gains nothing: wait for the
  // whole document and send it in one piece (one compression pass, one write, a Content-Length).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Suspense boundaries (the home page's lower half hydrates from its own file) are
        // written in place. By default React moves any boundary after the first 12.8 KB into
        // a hidden segment that an inline script reveals: pointless when the document is sent
        // whole, and without JavaScript that content would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(
            documentSink((body) => {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
              resolve(new Response(withScriptsAfterFirstPaint(body, nonce), { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are reported by onShellError; afterwards they are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Where React writes the finished document: its chunks, gathered. A bare Writable rather
 * than a PassThrough: nothing reads the document as a stream, so the readable half's
 * buffering and "data" events would only add work to each of its 60-odd chunks.
 */
function documentSink(done: (body: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const MODULE_TYPE = Buffer.from(' type="module"');
const SCRIPT_END = Buffer.from("</script>");
const INERT_PRELOAD = Buffer.from(`<link rel="${AFTER_PAINT}" fetchPriority="low"`);
const INERT_TYPE = Buffer.from(` type="${AFTER_PAINT}"`);

/**
 * The page is whole in its HTML and every form works without JavaScript, so the scripts that hydrate it
 * wait until it has painted: React Router's module preloads and its inline module script go out inert,
 * and a small script makes them real after the first frame (AFTER_PAINT_BOOT). Fetched at once, as they
 * were (at low priority since #13), the scripts arrived before the first frame on a fast connection and
 * their evaluation held the first paint back (the framework's 100–300 ms of main thread here), and on a
 * slow one they shared the bandwidth with the stylesheet and the font. Lighthouse's simulation counts every
 * request started before the largest paint as in its way: 130 KB of scripts made a 1 s paint 2.2–2.6 s.
 * Hydration starts a frame and a fetch later; a click or a post before it is a plain link or form.
 */
export function withScriptsAfterFirstPaint(body: Buffer<ArrayBuffer>, nonce: string): Buffer<ArrayBuffer> {
  // On the bytes: decoding the whole page to a string and encoding it again took 3% of a render's CPU.
  const parts: Buffer[] = [];
  let copied = 0;
  for (let at = body.indexOf(MODULE_PRELOAD); at !== -1; at = body.indexOf(MODULE_PRELOAD, copied)) {
    parts.push(body.subarray(copied, at), INERT_PRELOAD);
    copied = at + MODULE_PRELOAD.length;
  }
  // React Router's one module script (its nonce, when it has one, comes before the type).
  const type = body.indexOf(MODULE_TYPE, copied);
  const scriptEnd = type === -1 ? -1 : body.indexOf(SCRIPT_END, type);
  // A page without React Router's scripts (none today) is left as it is.
  if (scriptEnd === -1) return parts.length === 0 ? body : Buffer.concat([...parts, body.subarray(copied)]);
  const closed = scriptEnd + SCRIPT_END.length;
  parts.push(
    body.subarray(copied, type),
    INERT_TYPE,
    body.subarray(type + MODULE_TYPE.length, closed),
    Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ""}>${AFTER_PAINT_BOOT}</script>`),
    body.subarray(closed),
  );
  return Buffer.concat(parts);
}

/** Every loader and action error passes here to be logged; an outage was reported by the database client (server/app.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Reported by the database client already (server/app.ts): the page is the outage page, no error to log.
  if (isDatabaseUnreachable(error)) return;
  // One statement out of time (#28 item 5): logged as slow by the client's report; this request alone is a 503.
  if (isStatementTimeout(error)) {
    context.get(requestContext).pageNotes.slowStatement = true;
    return;
  }
  // React Router's own cross-site check refused an action and answers 400 (for a `.data` request
  // it reports a plain "Bad Request"): a client's doing, not a bug.
  if (error instanceof Error && (error.message.endsWith("Aborting the action.") || error.message === "Bad Request")) {
    logger.warn({ url: redactUrl(request.url), reason: error.message }, "action refused");
    return;
  }
  // A POST to a page without an action: React Router answers 405 (with Allow, server/react-router-handler.ts).
  if (isRouteErrorResponse(error) && error.status === 405) {
    logger.warn({ url: redactUrl(request.url), method: request.method }, "method not allowed");
    return;
  }
  logger.error({ err: error, url: redactUrl(request.url) }, "unhandled error in a loader or action");
};
