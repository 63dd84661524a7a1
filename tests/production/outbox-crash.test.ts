import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";
import { openDatabase, queryRows, type Engine } from "../../database/client";
import { storageFor } from "./postgres-cluster";
import { startServer, type ServerProcess } from "./server-process";
import { nextClientAddress, profileSlugs, sendEnquiry } from "./site-client";

const ENQUIRIES = 6;

/**
 * An SMTP server that, while `holding`, takes a message in full and never answers it: the
 * sender is then mid-delivery (the message is on the wire, not yet acknowledged) for as
 * long as the test likes. Every message it receives is counted, answered or not.
 */
async function stallingSmtpServer() {
  const received: string[] = [];
  let holding = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        received.push((await PostalMime.parse(Buffer.concat(chunks))).text ?? "");
        if (!holding) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    release: () => (holding = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * kill -9 of the process that is sending an email: the SMTP server has the message but the
 * sender never hears back and never marks it. The next process must deliver every queued
 * message (the interrupted one at least once more) and mark each sent exactly once.
 */
describe.each(["pglite", "postgres"] as const)("kill -9 of the mail sender on %s", (engine: Engine) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("delivers every message at least once and marks each sent once", async () => {
    const { dataDir, databaseUrl, remove } = await storageFor(engine);
    cleanups.push(remove);
    const smtp = await stallingSmtpServer();
    cleanups.push(() => smtp.close());
    // A short lease so the restarted process may take the dead one's message within the test.
    const env = { SEED_DEMO: "true", TRUST_PROXY: "1", SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: "2", MAIL_RETRY_SECONDS: "0.2" };
    const options = { dataDir, databaseUrl, env };

    let server: ServerProcess = await startServer(options);
    cleanups.push(() => server.kill());
    const slugs = await profileSlugs(server.url);
    const markers: string[] = [];
    for (let i = 0; i < ENQUIRIES; i++) {
      const marker = `outbox-${engine}-${i}`;
      const result = await sendEnquiry(server.url, slugs[i % slugs.length]!, marker, nextClientAddress());
      expect(result.acknowledged).toBe(true);
      markers.push(marker);
    }
    await until("a message on the wire", () => smtp.received.length > 0);
    await server.kill();
    const interrupted = smtp.received.length;

    smtp.release();
    server = await startServer(options);
    // Counted from what the new process sends: the messages held on the wire at the kill were never
    // acknowledged, so they count only once sent again (after the dead process's lease runs out).
    const deliveredMarkers = () =>
      new Set(smtp.received.slice(interrupted).flatMap((text) => markers.filter((marker) => text.includes(marker))));
    await until("every enquiry email delivered", () => deliveredMarkers().size === ENQUIRIES);
    expect(await server.stop()).toBe(0);

    expect(interrupted).toBeGreaterThan(0);
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await queryRows<{ status: string; sent_at: Date | null; text: string; attempts: number }>(
        handle.db,
        sql`select status, sent_at, message->>'text' as text, attempts from outbox where message->>'subject' like 'New enquiry for %'`,
      );
      // One row per enquiry (each delivered above by its marker), each marked sent, its body gone once sent.
      expect(rows).toHaveLength(ENQUIRIES);
      expect(rows.filter((row) => row.status !== "sent" || !row.sent_at || row.text !== "")).toEqual([]);
      // The message on the wire at the kill was tried again by the new process.
      expect(rows.some((row) => row.attempts >= 2)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
