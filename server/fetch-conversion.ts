import type express from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";

/**
 * Express request → Fetch Request, and Fetch Response → Express response, for React Router
 * (decision 0008: our adapter, because the page cache sits between the two).
 */

// ---- From @react-router/express 7.18 (MIT), which does not export these. ----

export function createFetchHeaders(requestHeaders: express.Request["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

export function requestUrl(req: express.Request): URL {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? "", 10);
  const direct = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  // Throws ERR_INVALID_URL for a malformed Host: server/app.ts answers that with a 400.
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

export function createFetchRequest(req: express.Request, res: express.Response, url: URL): Request {
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: createFetchHeaders(req.headers),
    signal: controller.signal,
  };
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

export async function sendFetchResponse(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
