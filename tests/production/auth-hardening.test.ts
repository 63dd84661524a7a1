import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle } from "../../database/client";
import { startSmtpServer } from "../smtp-server";
import { storageFor, type EngineStorage } from "./postgres-cluster";
import { startServer, type ServerProcess } from "./server-process";
import { cookiesOf, createAccountWithCli, totp } from "./site-client";

const PASSWORD = "Hardening#Test-2026";
const OWNER = "owner@hardening.example";
const VICTIM = "victim@hardening.example";
const OTHER = "other@hardening.example";
// The addresses the tests sign in from: none may be found in any table afterwards.
const MARKED_V4 = "198.51.100.77";
const MARKED_V6 = "2001:db8:77:1::77";

let counter = 0;
/** A distinct address per call, in a range none of the marked addresses is in. */
const nextAddress = () => `10.77.${(++counter >> 8) & 255}.${counter & 255}`;

describe.each(["pglite", "postgres"] as const)("accounts that cannot be brute-forced or probed, on %s", (engine) => {
  let storage: EngineStorage;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  // PostgreSQL: two processes on one database, requests alternating between them.
  let servers: ServerProcess[] = [];
  const serverFor = (i: number) => servers[i % servers.length]!;

  const post = (i: number, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${serverFor(i).url}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: serverFor(i).url, ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const signIn = (i: number, email: string, password: string, address: string) =>
    post(i, "/auth", { email, password, redirectTo: "/dashboard" }, { "X-Forwarded-For": address });
  const tokenOf = (text: string) => /\/api\/auth\/reset-password\/([^?\s]+)/.exec(text)?.[1];

  beforeAll(async () => {
    storage = await storageFor(engine);
    for (const email of [OWNER, VICTIM, OTHER]) createAccountWithCli(storage, { email, password: PASSWORD });
    smtp = await startSmtpServer();
    const start = () =>
      startServer({
        dataDir: storage.dataDir,
        databaseUrl: storage.databaseUrl,
        // info: the request log is part of what must never show a token.
        env: { TRUST_PROXY: "1", SMTP_URL: smtp.url, LOG_LEVEL: "info" },
      });
    servers = engine === "postgres" ? await Promise.all([start(), start()]) : [await start()];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await smtp?.close();
    await storage?.remove();
  });

  it("evaluates exactly 8 of 100 concurrent wrong passwords for one account, from 100 addresses", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(i, VICTIM, `wrong-password-${i}`, nextAddress()).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 400)).toHaveLength(8);
    expect(answers.filter((status) => status === 429)).toHaveLength(92);
  });

  it("evaluates exactly 20 of 60 concurrent sign-ins from one address, for 60 accounts", async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(i, `nobody-${i}@hardening.example`, "wrong-password", address).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 400)).toHaveLength(20);
    expect(answers.filter((status) => status === 429)).toHaveLength(40);
  });

  it("keys an IPv6 client by its /64: another address of the block is refused once the block used its 20", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) {
      const address = `2001:db8:99:1::${(i + 1).toString(16)}`;
      answers.push((await signIn(i, `v6-${i}@hardening.example`, "wrong-password", address)).status);
    }
    expect(answers.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(answers[20]).toBe(429);
    expect((await signIn(0, "v6-other@hardening.example", "wrong-password", "2001:db8:99:2::1")).status).toBe(400);
  });

  it("lets people who sign in successfully keep signing in (a success gives its attempt back)", async () => {
    for (let i = 0; i < 12; i++) {
      const answer = await signIn(i, OTHER, PASSWORD, i % 2 ? MARKED_V4 : MARKED_V6);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).not.toContain("/auth");
    }
  });

  it("evaluates exactly 10 of 80 concurrent wrong two-factor codes for one account", async () => {
    const signedIn = await signIn(0, OWNER, PASSWORD, MARKED_V4);
    expect(signedIn.status).toBe(302);
    const session = cookiesOf(signedIn);
    // Turned on through Settings, as the page's script posts it (the library's own endpoints are closed).
    const settings = (fields: Record<string, string>) => post(0, "/dashboard/settings.data", fields, { Cookie: session, "X-Forwarded-For": MARKED_V4 });
    const enabled = await (await settings({ intent: "enable-2fa", password: PASSWORD })).text();
    const secret = /secret=([A-Z2-7]+)/.exec(enabled)![1]!;
    expect((await settings({ intent: "verify-2fa", code: totp(secret) })).status).toBe(202);

    const halfway = await signIn(1, OWNER, PASSWORD, MARKED_V6);
    expect(halfway.headers.get("location")).toContain("/auth/two-factor");
    const pending = cookiesOf(halfway);
    const right = totp(secret);
    const wrong = right === "123456" ? "654321" : "123456";
    // Each from its own address, through the page (the library's endpoint answers 404: tests/production/account-ways-in.test.ts).
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        post(i, "/auth/two-factor", { code: wrong, method: "totp" }, { Cookie: pending, "X-Forwarded-For": nextAddress() }).then((r) => r.status),
      ),
    );
    expect(answers.filter((status) => status !== 429)).toHaveLength(10);
    // The lock is the account's, and holds for the right code too: it is never checked. (The burst's
    // challenge itself may already be spent by better-auth's own 5-try limit, so ask for a new one.)
    const again = await signIn(0, OWNER, PASSWORD, MARKED_V6);
    expect(again.headers.get("location")).toContain("/auth/two-factor");
    expect((await post(0, "/auth/two-factor", { code: totp(secret), method: "totp" }, { Cookie: cookiesOf(again) })).status).toBe(429);
  });

  it("answers a change of email alike for a registered and an unregistered address, and limits it per account", async () => {
    const session = cookiesOf(await signIn(0, OTHER, PASSWORD, MARKED_V4));
    // As the page's script posts it (single fetch): the action's own answer, whatever the layout's loader does next.
    const change = (i: number, newEmail: string) =>
      post(i, "/dashboard/settings.data", { intent: "change-email", newEmail }, { Cookie: session });
    const before = smtp.messages.filter((m) => m.to.includes(OTHER)).length;

    const taken = await change(0, VICTIM);
    const free = await change(1, "brand-new@hardening.example");
    const [takenHtml, freeHtml] = [await taken.text(), await free.text()];
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(takenHtml).toBe(freeHtml);
    expect(takenHtml).toContain("Check your current inbox");
    // Both send the current inbox the same confirmation.
    const deadline = Date.now() + 10_000;
    while (smtp.messages.filter((m) => m.to.includes(OTHER)).length < before + 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const mails = smtp.messages.filter((m) => m.to.includes(OTHER)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your new email address", "Confirm your new email address"]);

    // Following the link for a taken address sends its owner nothing.
    const victimMailsBefore = smtp.messages.filter((m) => m.to.includes(VICTIM)).length;
    const link = /https?:\/\/\S+verify-email\S+/.exec(mails.find((m) => m.text.includes(VICTIM))!.text)![0];
    await fetch(link, { redirect: "manual" });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to.includes(VICTIM))).toHaveLength(victimMailsBefore);

    // 3 an hour per account: the next two are refused, under the field.
    const third = await change(0, "third@hardening.example");
    expect(third.status).toBe(200);
    const fourth = await change(1, "fourth@hardening.example");
    expect(fourth.status).toBe(429);
    expect(await fourth.text()).toContain("Too many requests to change your address");
  });

  it("kills every older reset link once one is used, and sends one inbox at most 3 reset mails an hour", async () => {
    const before = smtp.messages.filter((m) => m.to.includes(VICTIM) && m.subject.startsWith("Reset")).length;
    const requestReset = (i: number) => post(i, "/forgot-password", { email: VICTIM }, { "X-Forwarded-For": nextAddress() });
    for (let i = 0; i < 7; i++) expect((await requestReset(i)).status).toBe(200);
    const resetMails = () => smtp.messages.filter((m) => m.to.includes(VICTIM) && m.subject.startsWith("Reset")).slice(before);
    // Queued due a moment after each answer (auth.server.ts): wait for three, then a while for a fourth that must not come.
    const deadline = Date.now() + 15_000;
    while (resetMails().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 2_000));
    const resets = resetMails();
    expect(resets).toHaveLength(3);
    const tokens = resets.map((m) => tokenOf(m.text)!);

    // The link as the mail gives it (its path is logged), then the form it leads to.
    const opened = await fetch(`${serverFor(0).url}/api/auth/reset-password/${tokens[2]}?callbackURL=/reset-password`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const reset = (i: number, token: string) =>
      post(i, "/reset-password", { token, password: "Brand#New-Pass-2026", confirmPassword: "Brand#New-Pass-2026" });
    expect((await reset(0, tokens[2]!)).status).toBe(302);
    const older = await reset(1, tokens[0]!);
    expect(older.status).toBe(400);
    expect(await older.text()).toContain("This reset link is invalid or has expired");

    // No token in any log line of any process.
    const log = servers.map((server) => server.output()).join("\n");
    expect(log).toContain('"path":"/api/auth/reset-password/:token"');
    for (const token of tokens) expect(log).not.toContain(token);
    tokensToFind.push(...tokens);
  });

  const tokensToFind: string[] = [];

  it("keeps no raw client address and no reset token in any table (verifications may hold the tokens)", async () => {
    if (engine === "pglite") await servers[0]!.stop();
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir });
    try {
      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      expect(tables.length).toBeGreaterThan(10);
      const found: string[] = [];
      for (const { table_name } of tables) {
        const rows = await queryRows<Record<string, unknown>>(handle.db, sql.raw(`select * from "${table_name}"`));
        const text = JSON.stringify(rows);
        for (const needle of [MARKED_V4, MARKED_V6, "2001:db8:77:1", "2001:db8:99", "10.77."]) {
          if (text.includes(needle)) found.push(`${table_name}: ${needle}`);
        }
        if (table_name !== "verifications") for (const token of tokensToFind) if (text.includes(token)) found.push(`${table_name}: token`);
      }
      expect(found).toEqual([]);
      // Sessions were written, and have no column an address could be in (migration 0015 dropped it).
      const sessions = await queryRows<{ session: Record<string, unknown> }>(handle.db, sql`select to_jsonb(s) as session from sessions s`);
      expect(sessions.length).toBeGreaterThan(0);
      for (const { session } of sessions) expect(Object.keys(session)).not.toContain("ip_address");
    } finally {
      await handle.close();
    }
  });
});
