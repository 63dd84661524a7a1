import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { startTestOutbox, TEST_SECRET, until } from "./fixtures";
import { startSmtpServer } from "./smtp-server";
import type { DatabaseHandle } from "../database/client";
import { outbox } from "../database/schema";
import { enqueueMail, retryFailedMail, type OutboxWorker } from "~/services/outbox.server";
import { openMessage, sealMessage, setOutboxSecret, UnreadableMailError } from "~/services/outbox-seal.server";
import { failedMail } from "~/models/outbox.server";

const RESET_LINK = "https://example.com/reset-password/Zq9tokenTOKENtoken12345";

describe("sealing an email body", () => {
  it("keeps who and what about readable, and nothing of the body", () => {
    const stored = sealMessage({ to: "a@example.com", subject: "Reset", text: RESET_LINK, html: `<a href="${RESET_LINK}">Reset</a>`, replyTo: { name: "Jo", address: "jo@example.com" } });
    expect(Object.keys(stored).sort()).toEqual(["sealed", "subject", "to"]);
    expect(JSON.stringify(stored)).not.toContain("reset-password");
    expect(JSON.stringify(stored)).not.toContain("jo@example.com");
    expect(openMessage(stored)).toEqual({ to: "a@example.com", subject: "Reset", text: RESET_LINK, html: `<a href="${RESET_LINK}">Reset</a>`, replyTo: { name: "Jo", address: "jo@example.com" } });
  });

  it("seals the same message differently each time (a fresh nonce)", () => {
    const message = { to: "a@example.com", subject: "Reset", text: RESET_LINK };
    expect(sealMessage(message).sealed).not.toBe(sealMessage(message).sealed);
  });

  it("will not open a body moved under another address, altered, or sealed under another secret", () => {
    const stored = sealMessage({ to: "a@example.com", subject: "Reset", text: RESET_LINK });
    expect(() => openMessage({ ...stored, to: "attacker@example.com" })).toThrowError(UnreadableMailError);
    const [version, iv, body, tag] = stored.sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0]! ^= 1;
    expect(() => openMessage({ ...stored, sealed: [version, iv, flipped.toString("base64url"), tag].join(".") })).toThrowError(UnreadableMailError);
    setOutboxSecret("another-secret-another-secret-another-secret");
    try {
      expect(() => openMessage(stored)).toThrowError(UnreadableMailError);
    } finally {
      setOutboxSecret(TEST_SECRET);
    }
  });
});

describe.each(TEST_ENGINES)("the outbox keeps bodies sealed on %s", (engine) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await handle.db.delete(outbox);
  });
  afterAll(async () => {
    await smtp.close();
    await handle.close();
  });

  it("stores a queued reset link sealed, and the sender delivers it whole", async () => {
    await enqueueMail(handle.db, { to: "sealed@example.com", subject: "Reset your password", text: `Open ${RESET_LINK}` });
    const [row] = await handle.db.select().from(outbox);
    expect(row!.message).toMatchObject({ to: "sealed@example.com", subject: "Reset your password" });
    expect(JSON.stringify(row!.message)).not.toContain("reset-password");
    workers.push(startTestOutbox(handle.db, smtp.url));
    const mail = await smtp.waitFor((m) => m.to.includes("sealed@example.com"));
    expect(mail.text).toContain(RESET_LINK);
  });

  it("keeps a failed email sealed, lists it by address and subject, and its Send again delivers it", async () => {
    await enqueueMail(handle.db, { to: "later@example.com", subject: "Confirm your email", text: `Open ${RESET_LINK}` });
    await handle.db.update(outbox).set({ status: "failed", attempts: 8, lastError: "refused" });
    const [row] = await handle.db.select().from(outbox);
    expect(JSON.stringify(row!.message)).not.toContain("reset-password");
    expect((await failedMail(handle.db)).map(({ to, subject }) => ({ to, subject }))).toEqual([{ to: "later@example.com", subject: "Confirm your email" }]);
    workers.push(startTestOutbox(handle.db, smtp.url));
    expect(await retryFailedMail(handle.db, row!.id)).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes("later@example.com"));
    expect(mail.text).toContain(RESET_LINK);
  });

  it("seals what an earlier version queued in the clear as soon as a sender starts, then delivers it", async () => {
    const [waiting] = await handle.db
      .insert(outbox)
      .values({ message: { to: "earlier@example.com", subject: "Old", text: `Open ${RESET_LINK}` }, nextAttemptAt: new Date(Date.now() + 60 * 60_000) })
      .returning();
    const [failed] = await handle.db
      .insert(outbox)
      .values({ status: "failed", attempts: 8, message: { to: "earlier-failed@example.com", subject: "Old", text: `Open ${RESET_LINK}` } })
      .returning();
    workers.push(startTestOutbox(handle.db, smtp.url));
    for (const id of [waiting!.id, failed!.id]) {
      const row = await until("sealed", async () => {
        const [found] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
        return found && "sealed" in found.message && found;
      });
      expect(JSON.stringify(row.message)).not.toContain("reset-password");
      expect(openMessage(row.message).text).toBe(`Open ${RESET_LINK}`);
    }
    await handle.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, waiting!.id));
    workers[0]!.wake();
    expect((await smtp.waitFor((m) => m.to.includes("earlier@example.com"))).text).toContain(RESET_LINK);
  });

  it("fails at once, without retrying, an email sealed under a secret the site no longer has", async () => {
    setOutboxSecret("the-secret-before-rotation-the-secret-before");
    await enqueueMail(handle.db, { to: "rotated@example.com", subject: "Before the rotation", text: "Hello" });
    setOutboxSecret(TEST_SECRET);
    workers.push(startTestOutbox(handle.db, smtp.url));
    const row = await until("failed", async () => {
      const [found] = await handle.db.select().from(outbox);
      return found?.status === "failed" && found;
    });
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/another AUTH_SECRET/);
    expect(smtp.messages.some((m) => m.to.includes("rotated@example.com"))).toBe(false);
  });
});
