import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { formStartedAgo, insertProfile, testContext, TEST_SECRET, startTestOutbox, until } from "./fixtures";
import { BOUNCE_DOMAIN, startSmtpServer } from "./smtp-server";
import { openDatabase, queryRows, type DatabaseHandle } from "../database/client";
import { contactRequests, outbox, reviews, siteMessages, users } from "../database/schema";
import * as pendingTab from "../app/routes/admin/admin.pending";
import { submitEnquiry, submitReview, ENQUIRY_SUCCESS, REVIEW_SUBMITTED } from "../app/routes/profile/provider.server";
import type { ProfileFormResult as FormResult } from "../app/lib/form-results";
import { sendSiteMessage } from "../app/routes/site/contact.server";
import { runAdminCommand } from "../scripts/admin";
import { enqueueMail, retryFailedMail, startOutboxWorker, type OutboxWorker } from "~/services/outbox.server";
import { failedMail } from "~/models/outbox.server";
import { createMailer } from "~/services/mail.server";

const PASSWORD = "Admin#Strong-2026";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function cookieFor(context: RequestContext, email: string, password: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

function adminPost(cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://localhost:3000/admin/pending", { method: "POST", body, headers: { cookie } });
}

describe.each(TEST_ENGINES)("the mail outbox on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let adminCookie: string;
  const workers: OutboxWorker[] = [];
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "chief@example.com", "--password", PASSWORD], {
      db: handle.db,
      secret: TEST_SECRET,
      appUrl: "http://localhost:3000",
    });
    adminCookie = await cookieFor(context, "chief@example.com", PASSWORD);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("delivers an enquiry, an approval and a reset queued while SMTP was down, each once, when it comes back", async () => {
    const port = await freePort();
    workers.push(startTestOutbox(handle.db, `smtp://127.0.0.1:${port}`, { maxAttempts: 30 }));

    const profile = await insertProfile(handle.db, { businessName: "Outage Motors", email: "outage-owner@example.com" });
    const pending = await insertProfile(handle.db, { businessName: "Awaiting Approval", email: "awaiting@example.com", profileStatus: "pending" });
    const [reset] = await context.auth.api.signUpEmail({ body: { name: "Resetter", email: "resetter@example.com", password: PASSWORD } }).then((r) => [r.user]);
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, reset!.id));
    await handle.db.delete(outbox);

    const enquiry = (await submitEnquiry(profile.id, form({ name: "Jo", email: "jo@example.com", message: "Quote for a respray, please." }), context)) as {
      data: FormResult;
    };
    expect(enquiry.data).toMatchObject({ status: "success", message: ENQUIRY_SUCCESS });
    const approval = (await runRoute(pendingTab, "action", {
      request: adminPost(adminCookie, { intent: "decide", profileId: pending.id, decision: "approved" }),
      context,
      params: {},
    })) as { data: FormResult };
    expect(approval.data.status).toBe("success");
    await context.auth.requestPasswordReset("resetter@example.com");

    // The enquiry is two emails (the specialist's, and the enquirer's confirmation). Every one tried and refused at least twice: with today's code these emails were simply lost.
    await until("three failed attempts each", async () => {
      const rows = await handle.db.select().from(outbox);
      return rows.length === 4 && rows.every((row) => row.status === "pending" && row.attempts >= 2 && row.lastError);
    });

    const smtp = await startSmtpServer(port);
    closers.push(() => smtp.close());
    const recipients = ["outage-owner@example.com", "jo@example.com", "awaiting@example.com", "resetter@example.com"];
    await until("all three delivered and marked sent", async () => {
      const rows = await handle.db.select().from(outbox);
      return rows.every((row) => row.status === "sent" && row.sentAt) && recipients.every((to) => smtp.messages.some((m) => m.to.includes(to)));
    });
    // A few more polls: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 800));
    for (const to of recipients) expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(smtp.messages).toHaveLength(4);
    expect(smtp.messages.find((m) => m.to.includes("resetter@example.com"))!.text).toMatch(/reset-password/);
  });

  it("two senders sharing the database never send the same message twice", async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    // On PostgreSQL the second sender is a process of its own in all but name: its own pool of connections.
    let second = handle;
    if (engine === "postgres") {
      const url = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
      second = await openDatabase({ databaseUrl: url, dataDir: "", maxConnections: 4 });
      closers.push(() => second.close());
    }
    await handle.db.delete(outbox);
    const mailer = createMailer({ smtpUrl: smtp.url, from: "test@example.com", dataDir: "/tmp/rr-test-mail" });
    // Queued before either sender starts, so both find the whole backlog at once and compete for it.
    const count = 40;
    for (let i = 0; i < count; i++) await enqueueMail(handle.db, { to: `crowd${i}@example.com`, subject: `Message ${i}`, text: "Hello" });
    const a = startOutboxWorker({ db: handle.db, mailer, secret: TEST_SECRET, batchSize: 3, pollMs: 100 });
    const b = startOutboxWorker({ db: second.db, mailer, secret: TEST_SECRET, batchSize: 3, pollMs: 100 });
    workers.push(a, b);

    await until("the backlog sent", async () => {
      const [row] = await queryRows<{ left: number }>(handle.db, sql`select count(*)::int as left from outbox where status <> 'sent'`);
      return row!.left === 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(count);
    expect(new Set(smtp.messages.map((m) => m.subject)).size).toBe(count);
    const senders = await queryRows<{ claimed_by: string; n: number }>(handle.db, sql`select claimed_by, count(*)::int as n from outbox group by claimed_by`);
    // Both took part: the test would prove nothing if one sender had done all the work.
    expect(senders.map((s) => s.claimed_by).sort()).toEqual([a.id, b.id].sort());
  });

  it("marks a message failed after its last attempt, shows it to admins, and sends it when an admin retries", async () => {
    const port = await freePort();
    await handle.db.delete(outbox);
    const worker = startTestOutbox(handle.db, `smtp://127.0.0.1:${port}`, { retryBaseMs: 20, maxAttempts: 3 });
    workers.push(worker);
    await enqueueMail(handle.db, { to: "bounced@example.com", subject: "Never arrives", text: "Hello" });
    const [failed] = await until("the message failed for good", async () => {
      const rows = await failedMail(handle.db);
      return rows.length > 0 && rows;
    });
    expect(failed).toMatchObject({ attempts: 3, to: "bounced@example.com", subject: "Never arrives" });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtpServer(port);
    closers.push(() => smtp.close());
    expect(await retryFailedMail(handle.db, failed!.id)).toBe(true);
    await smtp.waitFor((m) => m.to.includes("bounced@example.com"));
    expect(await failedMail(handle.db)).toHaveLength(0);
  });

  it("fails at once, without retries, a message the server refuses for good (550)", async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    await handle.db.delete(outbox);
    workers.push(startTestOutbox(handle.db, smtp.url));
    await enqueueMail(handle.db, { to: `nobody@${BOUNCE_DOMAIN}`, subject: "Refused", text: "Hello" });
    const [failed] = await until("the refusal recorded", async () => {
      const rows = await failedMail(handle.db);
      return rows.length > 0 && rows;
    });
    expect(failed).toMatchObject({ attempts: 1, subject: "Refused" });
    expect(failed!.lastError).toMatch(/550/);
  });

  it("keeps no body once a message is sent: a reset link lives in the outbox only until it is delivered", async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    await handle.db.delete(outbox);
    workers.push(startTestOutbox(handle.db, smtp.url));
    await enqueueMail(handle.db, { to: "kept@example.com", subject: "Link", text: "https://example.com/reset-password/secret-token" });
    await smtp.waitFor((m) => m.to.includes("kept@example.com"));
    const [row] = await until("marked sent", async () => {
      const rows = await handle.db.select().from(outbox);
      return rows[0]?.status === "sent" && rows;
    });
    expect(row!.message).toEqual({ to: "kept@example.com", subject: "Link", text: "" });
  });

  it("stores one enquiry, one review and one contact message when the same form is posted twice, and sends one email each", async () => {
    const smtp = await startSmtpServer();
    closers.push(() => smtp.close());
    workers.push(startTestOutbox(handle.db, smtp.url));
    const profile = await insertProfile(handle.db, { businessName: "Twice Posted", email: "twice@example.com" });
    let address = 0;
    // A request from a new address each time, with the visitor's form-start cookie (the form key's nonce).
    const from = (formToken: string) => testContext(handle.db, { clientAddress: `198.51.100.${++address}`, formToken });

    // An inbox of its own: one inbox gets at most 3 enquiry confirmations an hour, and an earlier test wrote to jo@.
    const enquiry = form({ name: "Jo", email: "jo-twice@example.com", message: "Posted twice after a timeout." });
    const joToken = formStartedAgo(10_000);
    for (let i = 0; i < 2; i++) {
      const sent = (await submitEnquiry(profile.id, enquiry, from(joToken))) as { data: FormResult };
      expect(sent.data).toMatchObject({ status: "success", message: ENQUIRY_SUCCESS });
    }
    expect(await handle.db.select().from(contactRequests).where(eq(contactRequests.profileId, profile.id))).toHaveLength(1);
    // A new form start (its own cookie) is a new enquiry.
    await submitEnquiry(profile.id, form({ name: "Jo", email: "jo-twice@example.com", message: "Posted twice after a timeout." }), from(formStartedAgo(10_000)));
    expect(await handle.db.select().from(contactRequests).where(eq(contactRequests.profileId, profile.id))).toHaveLength(2);
    // So is a different message sent with the same cookie (the fill time counts from the first view).
    const followUp = new FormData();
    for (const [name, value] of enquiry) followUp.set(name, name === "message" ? "And could you ring me about the gearbox?" : value);
    await submitEnquiry(profile.id, followUp, from(joToken));
    expect(await handle.db.select().from(contactRequests).where(eq(contactRequests.profileId, profile.id))).toHaveLength(3);

    const review = form({ name: "Sam", email: "sam@example.com", comment: "Superb work", rating: "5" });
    const samToken = formStartedAgo(10_000);
    for (let i = 0; i < 2; i++) {
      const sent = (await submitReview(profile.id, review, from(samToken))) as { data: FormResult };
      expect(sent.data).toMatchObject({ status: "success", message: REVIEW_SUBMITTED });
    }
    expect(await handle.db.select().from(reviews).where(eq(reviews.profileId, profile.id))).toHaveLength(1);

    const contactToken = formStartedAgo(10_000);
    for (let i = 0; i < 2; i++) {
      const request = new Request("http://localhost:3000/contact", {
        method: "POST",
        body: form({ name: "Pat", email: "pat@example.com", message: "Sent twice by a double click." }),
      });
      const sent = (await sendSiteMessage(request, from(contactToken))) as { data: { status: string } };
      expect(sent.data.status).toBe("success");
    }
    expect(await handle.db.select().from(siteMessages).where(eq(siteMessages.message, "Sent twice by a double click."))).toHaveLength(1);

    await until("the emails sent", async () => {
      const [row] = await queryRows<{ left: number }>(handle.db, sql`select count(*)::int as left from outbox where status <> 'sent'`);
      return row!.left === 0 && smtp.messages.length >= 8;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.to.includes("twice@example.com"))).toHaveLength(3);
    // Each enquiry's confirmation to the enquirer, and the review's one confirmation link.
    expect(smtp.messages.filter((m) => m.to.includes("jo-twice@example.com"))).toHaveLength(3);
    expect(smtp.messages.filter((m) => m.to.includes("sam@example.com") && m.text.includes("/reviews/confirm/"))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.replyTo === "pat@example.com")).toHaveLength(1);
  });
});
