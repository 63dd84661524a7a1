import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cookiesOf, signIn } from "./site-client";
import { rawRequest } from "./hostile-http";

const ADMIN = { email: "robust-admin@example.com", password: "Robust#Admin-2026" };

/** Pino's numeric levels of every JSON line the server wrote. */
function logLevels(output: string): number[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { level: number }).level);
}

/**
 * Issue #12 items 10, 11, 13 and 16 against the production server (PGlite): unsupported methods,
 * a Unicode redirectTo, a data directory locked from another host, and the request time limit.
 */
describe("production robustness", () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = temporaryDataDir();
    server = await startServer({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers TRACE, OPTIONS, PROPFIND, PUT and a POST to a page without an action with 405 and an Allow header, logging no error", async () => {
    const before = server.output().length;
    for (const [method, address, allow] of [
      ["TRACE", "/", "GET, HEAD"],
      ["TRACE", "/auth", "GET, HEAD, POST"],
      ["OPTIONS", "/about", "GET, HEAD"],
      ["OPTIONS", "/contact", "GET, HEAD, POST"],
      ["PROPFIND", "/results", "GET, HEAD"],
      ["PUT", "/privacy", "GET, HEAD"],
      ["DELETE", "/dashboard/settings", "GET, HEAD, POST"],
      ["POST", "/about", "GET, HEAD"],
      ["POST", "/privacy", "GET, HEAD"],
    ] as const) {
      const answer = await rawRequest(
        server.port,
        `${method} ${address} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\n`,
        "a=b",
      );
      expect(answer.status, `${method} ${address}`).toBe(405);
      expect(answer.head, `${method} ${address}`).toMatch(new RegExp(`\\r\\nallow: ${allow}\\r\\n`, "i"));
    }
    // The server logs at "warn" in these tests: anything it wrote was at most a warning.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const written = server.output().slice(before);
    expect(logLevels(written).every((level) => level <= 40), written).toBe(true);
    expect(written).not.toMatch(/TypeError|\n\s+at /);
  });

  it("a no-JavaScript sign-in with a Unicode redirectTo succeeds and lands on the account's home", async () => {
    const page = await fetch(`${server.url}/auth?redirectTo=/%E3%80%82`);
    expect(page.status).toBe(200);
    // The form does not carry the unsafe target on.
    expect(await page.text()).not.toContain("\u3002");
    const answer = await signIn(server.url, ADMIN, "/\u3002");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin");
    const admin = await fetch(`${server.url}/admin/pending`, { headers: { Cookie: cookiesOf(answer) }, redirect: "manual" });
    expect(admin.status).toBe(200);
  });

  it("a second server refuses the data directory while a lock from another host is on it", async () => {
    const other = temporaryDataDir();
    // A process id that is free here: only the host says the holder may be alive.
    const pid = Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString());
    try {
      fs.writeFileSync(
        path.join(other, "pglite.lock"),
        JSON.stringify({ pid, host: "another-host", boot: "0d1e2f", pidNamespace: "pid:[4026531836]" }),
      );
      const error = await startServer({ dataDir: other, readyTimeoutMs: 30_000 }).then(
        (started) => started.stop().then(() => null),
        (failure: Error) => failure,
      );
      expect(error?.message).toMatch(/exited with 1/);
      expect(error?.message).toMatch(new RegExp(`in use by process ${pid} on host another-host`));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it("cuts a request whose body is still arriving at the README's 30 s", async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n`,
      );
      // A byte a second: never idle, never done.
      const drip = setInterval(() => socket.write("a"), 1_000);
      const done = () => {
        clearInterval(drip);
        socket.destroy();
        resolve(Date.now() - started);
      };
      socket.on("data", done);
      socket.on("close", done);
      socket.on("error", done);
    });
    expect(closedAfter).toBeGreaterThanOrEqual(29_000);
    expect(closedAfter).toBeLessThan(33_000);
  }, 70_000);
});
