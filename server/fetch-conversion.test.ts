import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createFetchRequest, requestUrl, sendFetchResponse } from "./fetch-conversion";

/** An Express app (trusting one proxy hop, as TRUST_PROXY=1 does) whose one handler is `handle`, listening on a free port. */
async function serve(handle: express.RequestHandler) {
  const app = express();
  app.set("trust proxy", 1);
  app.use(handle);
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status((error as NodeJS.ErrnoException).code === "ERR_INVALID_URL" ? 400 : 500).send(String(error));
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Echoes what the converted Fetch Request says: method, URL, headers and body. */
const echo: express.RequestHandler = async (req, res, next) => {
  try {
    const request = createFetchRequest(req, res, requestUrl(req));
    const body = request.body ? await request.text() : null;
    res.json({ method: request.method, url: request.url, accept: request.headers.get("accept"), forwarded: request.headers.get("x-test"), body });
  } catch (error) {
    next(error);
  }
};

describe("the Express ↔ Fetch conversion of our React Router adapter", () => {
  it("keeps the method, path, query, headers and a streamed body", async () => {
    const base = await serve(echo);
    const answer = await fetch(`${base}/provider/x?sort=rating`, {
      method: "POST",
      headers: { Accept: "text/html", "X-Test": "kept", "Content-Type": "text/plain" },
      body: "intent=review",
    });
    expect(await answer.json()).toEqual({
      method: "POST",
      url: `${base}/provider/x?sort=rating`,
      accept: "text/html",
      forwarded: "kept",
      body: "intent=review",
    });
  });

  it("takes the host and port a trusted proxy forwarded, and refuses a malformed Host with a 400", async () => {
    const base = await serve(echo);
    const forwarded = await fetch(`${base}/results`, { headers: { "X-Forwarded-Host": "www.example.co.uk:8443", "X-Forwarded-Proto": "https" } });
    expect((await forwarded.json()).url).toBe("https://www.example.co.uk:8443/results");
    const port = new URL(base).port;
    const raw = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: "/", headers: { Host: "bad host:x" } }, (response) => resolve(response.statusCode!));
      request.on("error", reject);
      request.end();
    });
    expect(raw).toBe(400);
  });

  it("aborts the Fetch Request when the client goes away before the answer", async () => {
    let aborted: Promise<boolean> = Promise.resolve(false);
    const base = await serve((req, res) => {
      const request = createFetchRequest(req, res, requestUrl(req));
      aborted = new Promise((resolve) => request.signal.addEventListener("abort", () => resolve(true)));
      // Never answers: the client gives up.
    });
    const controller = new AbortController();
    const gone = fetch(`${base}/slow`, { signal: controller.signal }).catch(() => "aborted");
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    expect(await gone).toBe("aborted");
    expect(await aborted).toBe(true);
  });

  it("sends the status, every Set-Cookie and a streamed body of a Fetch Response", async () => {
    const base = await serve(async (_req, res) => {
      const headers = new Headers({ "Content-Type": "text/plain" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("first part, "));
          controller.enqueue(new TextEncoder().encode("second part"));
          controller.close();
        },
      });
      await sendFetchResponse(res, new Response(body, { status: 201, statusText: "Created", headers }));
    });
    const answer = await fetch(`${base}/`);
    expect(answer.status).toBe(201);
    expect(answer.statusText).toBe("Created");
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await answer.text()).toBe("first part, second part");
  });
});
