import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../database/client";
import { ENQUIRY_SUCCESS, REVIEW_PROFILE_FULL, REVIEW_SUCCESS } from "../../app/routes/profile/provider.server";
import { startSmtpServer, type ReceivedMail } from "../smtp-server";
import { storageFor, type EngineStorage } from "./postgres-cluster";
import { startServer, type ServerProcess } from "./server-process";
import { formCookie, profileSlugs, signedForm } from "./site-client";
import { HONEYPOT_FIELD } from "../../app/lib/spam-fields";

// Written out rather than imported: the tests hold the site to the numbers the issue was fixed with.
const CONFIRMATIONS_PER_INBOX_PER_HOUR = 3;
const REVIEWS_PER_LISTING_PER_DAY = 10;

let counter = 0;
/** A distinct client address per call, in a range of this file's own (searched for in the counters at the end). */
const nextAddress = () => `10.23.${(++counter >> 8) & 255}.${counter & 255}`;

/**
 * Issue #23, defects 4 and 5, against the production server as a visitor's browser meets it:
 * enquiry confirmations aimed at one outside inbox from many client addresses, and a listing's
 * reviews shut for the day by reviews nobody confirms. A real SMTP server receives the mail.
 */
describe.each(["pglite", "postgres"] as const)("visitor caps (#23) against the production server on %s", (engine) => {
  let storage: EngineStorage;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: ServerProcess;
  let slugs: string[];

  beforeAll(async () => {
    storage = await storageFor(engine);
    smtp = await startSmtpServer();
    server = await startServer({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      env: { SEED_DEMO: "true", TRUST_PROXY: "1", SMTP_URL: smtp.url },
    });
    slugs = await profileSlugs(server.url);
    expect(slugs.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    await storage?.remove();
  });

  /** A visitor's form on a listing, posted as the page's script does (single fetch), from `address`. */
  async function postToListing(slug: string, intent: "enquiry" | "review", fields: Record<string, string>, address: string) {
    const response = await fetch(`${server.url}/provider/${slug}.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": address, Cookie: formCookie() },
      body: signedForm(intent, fields),
    });
    return { status: response.status, text: await response.text() };
  }

  /** Waits until `count` messages match, then a moment more for any that should not have come. */
  async function mailMatching(match: (mail: ReceivedMail) => boolean, count: number) {
    const deadline = Date.now() + 20_000;
    while (smtp.messages.filter(match).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return smtp.messages.filter(match);
  }

  const confirmTokenIn = (mail: ReceivedMail) => /\/reviews\/confirm\/([0-9a-f-]{36}\.[\w-]+)/.exec(mail.text)![1]!;
  /** The confirmation page's button, pressed in a browser without JavaScript: a plain form post. */
  const pressConfirm = (token: string) =>
    fetch(`${server.url}/reviews/confirm/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": nextAddress() },
      body: "",
    });

  it(`defect 4: sends one outside inbox at most ${CONFIRMATIONS_PER_INBOX_PER_HOUR} enquiry confirmations from 15 client addresses, while every enquiry reaches its specialist with the same answer`, async () => {
    // The same inbox as the form lets anyone write it: other letter cases and +tags.
    const inbox = (i: number) => [`victim@inbox.example`, `Victim@Inbox.example`, `victim+${i}@inbox.example`][i % 3]!;
    const answers = [];
    for (let i = 0; i < 15; i++) {
      const slug = slugs[i % 3]!;
      answers.push(await postToListing(slug, "enquiry", { name: "Aimed Enquiry", email: inbox(i), message: `Could you quote for a respray? Number ${i}.` }, nextAddress()));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(200));
    expect(answers[0]!.text).toContain(ENQUIRY_SUCCESS);
    // Word for word the same answer whether or not the confirmation went: nothing tells the inbox's state.
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);

    const toVictim = (mail: ReceivedMail) => mail.to.some((to) => /^victim(\+\d+)?@inbox\.example$/i.test(to));
    // Each enquiry reached its specialist, with the enquirer as Reply-To...
    const forwarded = await mailMatching((mail) => !toVictim(mail) && /^victim(\+\d+)?@inbox\.example$/i.test(mail.replyTo ?? ""), 15);
    expect(forwarded).toHaveLength(15);
    // ...and the inbox had its 3 confirmations, no more.
    const confirmations = await mailMatching(toVictim, CONFIRMATIONS_PER_INBOX_PER_HOUR);
    expect(confirmations).toHaveLength(CONFIRMATIONS_PER_INBOX_PER_HOUR);
    expect(confirmations.every((mail) => mail.subject.startsWith("Your message was sent to "))).toBe(true);

    // Another inbox is not held up by it.
    const other = await postToListing(slugs[0]!, "enquiry", { name: "Someone Else", email: "someone@else.example", message: "Could you quote for chrome?" }, nextAddress());
    expect(other.status).toBe(200);
    expect(await mailMatching((mail) => mail.to.includes("someone@else.example"), 1)).toHaveLength(1);
  });

  it("defect 5: 10 throw-away reviews from 4 addresses leave a listing open to a genuine reviewer, whose link then confirms", async () => {
    const slug = slugs[1]!;
    const attackers = [nextAddress(), nextAddress(), nextAddress(), nextAddress()];
    for (let i = 0; i < 10; i++) {
      const junk = await postToListing(slug, "review", { name: "Throw Away", email: `junk${i}@throwaway.example`, comment: "Rubbish.", rating: "1" }, attackers[Math.floor(i / 3)]!);
      expect(junk.status).toBe(200);
    }
    const genuine = await postToListing(slug, "review", { name: "Genuine Owner", email: "genuine.owner@example.com", comment: "Superb work on my MGB.", rating: "5" }, nextAddress());
    expect(genuine.status).toBe(200);
    expect(genuine.text).toContain(REVIEW_SUCCESS);

    const [mail] = await mailMatching((m) => m.to.includes("genuine.owner@example.com"), 1);
    const token = confirmTokenIn(mail!);
    const page = await fetch(`${server.url}/reviews/confirm/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm my review");
    const pressed = await pressConfirm(token);
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("Thank you: your review is confirmed");
  });

  it(`defect 5: of 15 confirmations pressed at once, exactly ${REVIEWS_PER_LISTING_PER_DAY} reach moderation; the rest are told to press again tomorrow, their reviews kept`, async () => {
    const slug = slugs[2]!;
    const emails = Array.from({ length: 15 }, (_, i) => `confirmer${i}@example.com`);
    for (const email of emails) {
      const posted = await postToListing(slug, "review", { name: "Confirming Owner", email, comment: "Careful, honest work.", rating: "5" }, nextAddress());
      expect(posted.status).toBe(200);
    }
    const mails = await mailMatching((m) => emails.some((email) => m.to.includes(email)), emails.length);
    expect(mails).toHaveLength(emails.length);
    const answers = await Promise.all(mails.map(async (m) => {
      const response = await pressConfirm(confirmTokenIn(m));
      return { status: response.status, text: await response.text() };
    }));
    expect(answers.filter((answer) => answer.status === 200 && answer.text.includes("Thank you: your review is confirmed"))).toHaveLength(REVIEWS_PER_LISTING_PER_DAY);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(emails.length - REVIEWS_PER_LISTING_PER_DAY);
    for (const answer of refused) {
      expect(answer.text).toContain(REVIEW_PROFILE_FULL);
      expect(answer.text).toContain("Open the link in your email again tomorrow");
    }
    // A new review of the full listing is refused at once with the form's words.
    const late = await postToListing(slug, "review", { name: "Late Owner", email: "late.owner@example.com", comment: "Good work.", rating: "4" }, nextAddress());
    expect(late.status).toBe(429);
    expect(late.text).toContain(REVIEW_PROFILE_FULL);
  });

  /** A quote request (#27), as the request page's script posts it, from `address`. */
  async function postQuoteRequest(to: string, email: string, address: string, model: string) {
    const body = new URLSearchParams({ to, make: "mg", model, year: "1972", services: "Mechanical Repairs", description: "A full service and a look at the gearbox, please.", carLocation: "York", timing: "flexible", name: "Parallel Owner", email, [HONEYPOT_FIELD]: "" });
    const response = await fetch(`${server.url}/quotes/new.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": address, Cookie: formCookie() },
      body,
    });
    return { status: response.status, text: await response.text() };
  }
  const profileIdOf = async (slug: string) => /name="profileId" value="([0-9a-f-]{36})"/.exec(await (await fetch(`${server.url}/provider/${slug}`)).text())![1]!;

  it(`quote requests (#27): of 12 aimed at one inbox at once from 12 addresses, exactly ${CONFIRMATIONS_PER_INBOX_PER_HOUR} are stored and mailed; of 8 from one address at once, exactly 3 wait unconfirmed`, async () => {
    const to = await profileIdOf(slugs[0]!);
    const aimed = await Promise.all(Array.from({ length: 12 }, (_, i) => postQuoteRequest(to, "quote.victim@inbox.example", nextAddress(), `Aimed ${i}`)));
    expect(aimed.filter((answer) => answer.status === 200)).toHaveLength(CONFIRMATIONS_PER_INBOX_PER_HOUR);
    expect(aimed.filter((answer) => answer.status === 429)).toHaveLength(12 - CONFIRMATIONS_PER_INBOX_PER_HOUR);
    expect(await mailMatching((mail) => mail.to.includes("quote.victim@inbox.example"), CONFIRMATIONS_PER_INBOX_PER_HOUR)).toHaveLength(CONFIRMATIONS_PER_INBOX_PER_HOUR);

    const address = nextAddress();
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => postQuoteRequest(to, `burst${i}@owners.example`, address, `Burst ${i}`)));
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(5);
    // Nothing reached the specialist: no request was confirmed.
    expect(smtp.messages.filter((mail) => mail.subject.startsWith("Quote request for"))).toHaveLength(0);
  });

  it("keeps no email address and no client address in the rate-limit counters", async () => {
    if (engine === "pglite") await server.stop();
    const handle = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
    try {
      const keys = (await queryRows<{ key: string }>(handle.db, sql`select key from rate_limits`)).map((row) => row.key);
      expect(keys.some((key) => key.startsWith("enquiry-mail:"))).toBe(true);
      expect(keys.filter((key) => /@|inbox\.example|10\.23\./i.test(key))).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
