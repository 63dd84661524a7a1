import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type RunnerTestCase } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle, type Engine } from "../../database/client";
import { ENQUIRY_SUCCESS, REVIEW_SUCCESS } from "../../app/routes/profile/provider.server";
import { MAKE_REQUIRED, SPECIALTY_REQUIRED } from "../../app/lib/account-schemas";
import { REPORT_RECEIVED } from "../../app/lib/review-reports";
import { REPLY_SENT } from "../../app/routes/portal/dashboard.reviews.server";
import { startServer, type ServerProcess } from "./server-process";
import { storageFor } from "./postgres-cluster";
import {
  client,
  dataRedirect,
  formCookie,
  formHeaders,
  IMG,
  MARK,
  multipart,
  residentMegabytes,
  SCRIPT,
  signed,
  solidPng,
  SQLI,
  waitForMail,
  withCookies,
  type Answer,
  type Send,
  type SendOptions,
} from "./hostile-http";

/**
 * The shared setup and checks of the hostile-input sweep (issue #6 part 6). The sweep was one file
 * against one server whose tests shared accounts, counters and stored payloads, so one failing test
 * made later ones fail too. Issue #13 item 12 split it into tests/production/hostile-input-http,
 * -visitor-forms, -accounts and -portal.test.ts: each builds `createHostileSweep(label)`, starts
 * its own server on its own storage with `sweep.start(options)` in its `beforeAll` (signing up only
 * the accounts it needs), counts its legitimate writes in the test that makes them, and ends with
 * `storedNothingRefused(sweep, task, minimum)` over its own writes. The four minimums add up to
 * more than the 250 refused requests the single file asked for.
 *
 * One server per file, on PostgreSQL when TEST_DATABASE_URL is set (the database is then checked
 * around every refused request), otherwise on PGlite (checked once the server has stopped).
 */
export const ENGINE: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN = { email: "admin@hostile.example", password: "Admin#Hostile-2026" };
export const PASSWORD = "Classic#Cars2026";
// PGlite runs the database inside the server process: it starts at about 530 MB on its own.
export const MEMORY_CEILING_MB = ENGINE === "pglite" ? 800 : 600;

/** The tables a form or action can write to (analytics, rate-limit counters and sessions aside). */
export const TABLES = [
  "users",
  "accounts",
  "profiles",
  "profile_logos",
  "contact_requests",
  "reviews",
  "site_messages",
  "admin_decisions",
  "user_roles",
  "two_factors",
  "verifications",
  // Issue #14: reports of reviews, the businesses' replies, the admins' certification checks.
  "review_reports",
  "review_replies",
  "certification_checks",
  // Issue #15: gallery projects and their photos.
  "projects",
  "project_photos",
  // Issue #24: a live listing's edits waiting for review.
  "profile_changes",
  // Issue #27: quote requests, their leads and threads.
  "quote_requests",
  "quote_leads",
  "quote_messages",
] as const;
export type Table = (typeof TABLES)[number];

export const SIGNUP_BASE = {
  businessName: "Hostile Sweep Motor Works",
  contactName: "Morgan Hadley",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  phone: "0113 496 0777",
  address: "Unit 9, Kirkstall Forge",
  city: "Leeds",
  county: "West Yorkshire",
  postcode: "ls5 3bt",
  yearsExperience: "11-20",
  description: "Engine and gearbox rebuilds for Triumph TRs and Spitfires, with dyno testing and itemised quotes.",
  terms: "on",
  specialties: "Engine Rebuilds",
  vehicleMakes: "Triumph",
};

/** What the specialist's profile holds after the legitimate save: payloads in every free-text field. */
export const PROFILE_XSS = {
  businessName: `Hostile Sweep Motor Works ${SCRIPT}`,
  contactName: `Morgan ${IMG}`,
  email: "workshop@hostile-sweep.example",
  phone: "0113 496 0777",
  address: `Unit 9 ${SQLI[1]}`,
  city: "Leeds",
  county: "West Yorkshire",
  postcode: "LS5 3BT",
  website: "javascript:alert(1)",
  instagram: `https://instagram.com/${IMG}`,
  facebook: "javascript:alert(document.cookie)",
  yearsExperience: "11-20",
  specialties: ["Engine Rebuilds", "Paint & Bodywork"],
  vehicleMakes: "Triumph",
  description: `We rebuild engines ${SCRIPT} and paint ${IMG} with a ${SQLI[0]} finish for every classic car we see.`,
  certifications: `Certified ${SCRIPT}`,
  insuranceInfo: `Insured ${IMG}`,
};

/** What the profile form (sign-up and the dashboard profile) answers when a field is 1 MB long. */
export const PROFILE_FIELD_MESSAGES: Record<string, string> = {
  businessName: "Please keep this under 120 characters",
  contactName: "Please keep this under 100 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  address: "Please keep this under 200 characters",
  city: "Please keep this under 100 characters",
  county: "Please select your county",
  postcode: "Please enter a valid UK postcode",
  website: "Please keep this under 300 characters",
  instagram: "Please keep this under 300 characters",
  facebook: "Please keep this under 300 characters",
  yearsExperience: "Please select your years of experience",
  description: "Please keep your description under 5,000 characters",
  certifications: "Please keep this under 1000 characters",
  insuranceInfo: "Please keep this under 1000 characters",
  specialties: SPECIALTY_REQUIRED,
  vehicleMakes: MAKE_REQUIRED,
};

/** The legitimate enquiries, reviews and contact messages: SQL and HTML are just text, stored as typed. */
const ENQUIRIES = [
  { name: SQLI[0], email: "o'brien@example.com", message: `${SQLI[1]} Quote for a respray please.` },
  { name: `Eve ${SCRIPT}`, email: "eve@example.com", message: `Hello ${IMG} ${SCRIPT} please call me back.` },
];
const REVIEWS = [
  { name: SQLI[1], email: "bobby@example.com", comment: `${SQLI[0]} Brilliant, honest work.`, rating: "4" },
  { name: `Mallory ${IMG}`, email: "mallory@example.com", comment: `${SCRIPT} Superb bodywork ${IMG}`, rating: "5" },
];
const SITE_MESSAGES = [
  { name: SQLI[0], email: "sql@example.com", message: `${SQLI[1]} -- is this stored as text?` },
  { name: `Trudy ${SCRIPT}`, email: "trudy@example.com", message: `Hello ${IMG} ${SCRIPT}` },
];

export interface Expected {
  status: number | number[];
  /** Text the answer must contain (the message the visitor sees). */
  message?: string | RegExp;
  /** Only these tables must be untouched (the rest may change, e.g. a profile saved without its refused logo). */
  tables?: readonly Table[];
}

export interface SweepOptions {
  /** Also sign up (but not verify) the payload-named second specialist. */
  xssSpecialist?: boolean;
  /** And verify and sign them in: "another specialist" for the portal's isolation cases (#15). */
  xssSpecialistSignedIn?: boolean;
}

export type HostileSweep = ReturnType<typeof createHostileSweep>;

/**
 * The sweep's state and shared checks. Its functions are bound once, so a file may take them
 * apart at `describe` level; the server, cookies and ids are filled in by `start()`.
 */
export function createHostileSweep(label: string) {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let send: Send | undefined;

  const sweep = {
    label,
    server: undefined as unknown as ServerProcess,
    dataDir: "",
    databaseUrl: undefined as string | undefined,
    /** PostgreSQL only: the test reads the database while the server runs. */
    live: undefined as DatabaseHandle | undefined,
    /** Everything created after this is ours: the legitimate writes listed in `legit`. */
    since: new Date(),
    /** Counted by the test that makes each write, as soon as it is made. */
    legit: {
      users: 0,
      accounts: 0,
      profiles: 0,
      contact_requests: 0,
      reviews: 0,
      site_messages: 0,
      admin_decisions: 0,
      review_reports: 0,
      review_replies: 0,
      certification_checks: 0,
      projects: 0,
      project_photos: 0,
      quote_requests: 0,
      quote_leads: 0,
      quote_messages: 0,
    },
    /** The enquiries, reports and replies stored, in order, and whether the specialist's profile was saved with PROFILE_XSS and a logo. */
    storedEnquiries: [] as { name: string; message: string }[],
    storedReports: [] as { reason: string; details: string }[],
    storedReplies: [] as string[],
    profileSaved: false,
    specialist: { email: "workshop@hostile-sweep.example", cookie: "", slug: "", profileId: "" },
    xssSpecialist: { email: "coachworks@hostile-sweep.example", name: "Hostile Sweep Coachworks", slug: "", profileId: "", cookie: "" },
    adminCookie: "",
    refusedCases: 0,
    rssPeakMb: 0,
    rssStartMb: 0,

    send: ((pathname: string, options?: SendOptions) => send!(pathname, options)) as Send,

    // -------------------------------------------------------------------------
    // Checks shared by every case

    /** PostgreSQL: a digest of every row of every writable table, so any insert, update or delete shows. */
    async fingerprint(tables: readonly Table[] = TABLES): Promise<Record<string, string> | null> {
      if (!sweep.live) return null;
      const columns = tables.map(
        (table) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t) as ${table}`,
      );
      const [row] = await queryRows<Record<string, string>>(sweep.live.db, sql.raw(`select ${columns.join(", ")}`));
      return row!;
    },

    /** Sends one hostile request; its answer must be the expected 4xx and, on PostgreSQL, nothing may change. */
    async refused(name: string, run: () => Promise<Answer>, expected: Expected): Promise<Answer> {
      const before = await sweep.fingerprint(expected.tables);
      const answer = await run();
      const statuses = Array.isArray(expected.status) ? expected.status : [expected.status];
      expect(statuses, `${name}: answered ${answer.status} ${answer.text.slice(0, 300)}`).toContain(answer.status);
      if (typeof expected.message === "string") expect(answer.text, name).toContain(expected.message);
      else if (expected.message) expect(answer.text, name).toMatch(expected.message);
      if (before) expect(await sweep.fingerprint(expected.tables), `${name} changed the database`).toEqual(before);
      sweep.refusedCases++;
      return answer;
    },

    form: (body: URLSearchParams | string, extra: { cookie?: string; headers?: Record<string, string> } = {}) => ({
      body,
      cookie: extra.cookie,
      headers: { ...formHeaders, ...extra.headers },
    }),
    /** `form` sent by a visitor who opened its page `ageMs` ago: with their form-start cookie. */
    filled: (body: URLSearchParams | string, ageMs = 10_000) => sweep.form(body, { cookie: formCookie(ageMs) }),

    async signIn(email: string, password: string): Promise<string> {
      const answer = await sweep.send("/auth", sweep.form(new URLSearchParams({ email, password })));
      expect(answer.status, answer.text.slice(0, 300)).toBe(302);
      return withCookies("", answer.headers);
    },

    async pendingId(tab: string, field: "profileId" | "reviewId" | "replyId", near: string): Promise<string> {
      const html = (await sweep.send(`/admin/${tab}`, { cookie: sweep.adminCookie })).text;
      const at = html.indexOf(near);
      expect(at, `"${near}" on /admin/${tab}`).toBeGreaterThan(-1);
      return new RegExp(`name="${field}" value="([0-9a-f-]{36})"`).exec(html.slice(at))![1]!;
    },

    /** Posts to the admin tab whose forms send these fields. */
    async decide(tab: string, fields: Record<string, string>) {
      const answer = await sweep.send(`/admin/${tab}.data`, sweep.form(new URLSearchParams(fields), { cookie: sweep.adminCookie }));
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      return answer;
    },

    async slugOf(cookie: string) {
      const html = (await sweep.send("/dashboard", { cookie })).text;
      return /href="\/provider\/([a-z0-9-]+)"/.exec(html)![1]!;
    },

    async slugOfPublic(name: string) {
      const sitemap = (await sweep.send("/sitemap.xml")).text;
      const slugs = [...sitemap.matchAll(/\/provider\/([a-z0-9-]+)</g)].map((m) => m[1]!);
      const wanted = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const slug = slugs.find((candidate) => candidate.startsWith(wanted));
      expect(slug, `${wanted} in the sitemap`).toBeDefined();
      return slug!;
    },

    // -------------------------------------------------------------------------
    // Legitimate writes, each counted in `legit` by the call that makes it

    /** One enquiry to the specialist, stored as typed. */
    async sendEnquiry(fields: { name: string; email: string; message: string }) {
      const answer = await sweep.send(`/provider/${sweep.specialist.slug}.data`, sweep.filled(signed({ intent: "enquiry", ...fields })));
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.text).toContain(ENQUIRY_SUCCESS);
      sweep.legit.contact_requests++;
      sweep.storedEnquiries.push({ name: fields.name, message: fields.message });
    },

    /** Two enquiries to the specialist holding SQL and HTML. (On PostgreSQL this also proves the database check sees a write when there is one.) */
    async sendEnquiries() {
      const beforeLegit = await sweep.fingerprint(["contact_requests"]);
      for (const fields of ENQUIRIES) await sweep.sendEnquiry(fields);
      if (beforeLegit) expect(await sweep.fingerprint(["contact_requests"])).not.toEqual(beforeLegit);
    },

    /** One more enquiry from `email`; the path of the personal review link its confirmation email carries (#14). */
    async enquiryReviewPath(email: string) {
      await sweep.sendEnquiry({ name: "Enquirer", email, message: "Could you look at the sills on my MGB?" });
      const mail = await waitForMail(sweep.dataDir, email, /your message was sent/i);
      const link = /\/reviews\/enquiry\/[\w.-]+/.exec(mail.body);
      expect(link, mail.body).not.toBeNull();
      return link![0];
    },

    /** The specialist's Mark Contacted on one of their enquiries (#24: it opens the enquirer's review link). */
    async markContacted(enquiryId: string) {
      const answer = await sweep.send(
        "/dashboard/contacts.data",
        sweep.form(new URLSearchParams({ id: enquiryId, status: "contacted" }), { cookie: sweep.specialist.cookie }),
      );
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    },

    /** Two reviews of the specialist holding SQL and HTML, confirmed from their emails (then pending until an admin approves them). */
    async sendReviews() {
      for (const fields of REVIEWS) {
        const answer = await sweep.send(`/provider/${sweep.specialist.slug}.data`, sweep.filled(signed({ intent: "review", ...fields })));
        expect(answer.status, answer.text.slice(0, 300)).toBe(200);
        expect(answer.text).toContain(REVIEW_SUCCESS);
        sweep.legit.reviews++;
        // Only a review confirmed from its emailed link reaches the moderators (#14).
        const mail = await waitForMail(sweep.dataDir, fields.email, /confirm your review/i);
        const confirmed = await sweep.send(mail.links[0]!.replace(sweep.server.url, ""), sweep.form(""));
        expect(confirmed.status, confirmed.text.slice(0, 300)).toBe(200);
        expect(confirmed.text).toContain("your review is confirmed");
      }
    },

    /** Publishes (as the admin) the specialist's pending review whose text includes `near`; its id. */
    async publishReview(near: string) {
      const reviewId = await sweep.pendingId("reviews", "reviewId", near);
      await sweep.decide("reviews", { intent: "review", reviewId, status: "approved" });
      return reviewId;
    },

    /** A published review of another listing (a demo one), from the "Report this review" link on its public page. */
    async othersPublishedReviewId() {
      const results = (await sweep.send("/results")).text;
      for (const [, slug] of results.matchAll(/href="\/provider\/([a-z0-9-]+)"/g)) {
        if (slug === sweep.specialist.slug) continue;
        const id = /\/reviews\/([0-9a-f-]{36})\/report/.exec((await sweep.send(`/provider/${slug}`)).text)?.[1];
        if (id) return id;
      }
      throw new Error("no published review of another listing on /results");
    },

    /** A visitor's report of a published review (#14), stored as typed. */
    async sendVisitorReport(reviewId: string, fields: { reason: string; details: string; email?: string }, clientAddress?: string) {
      const answer = await sweep.send(`/reviews/${reviewId}/report.data`, { ...sweep.filled(signed({ intent: "report", ...fields })), clientAddress });
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.text).toContain(REPORT_RECEIVED);
      sweep.legit.review_reports++;
      sweep.storedReports.push({ reason: fields.reason, details: fields.details });
    },

    /** The specialist's reply to a published review of their own listing (#14): its first, so a new row. */
    async sendReply(reviewId: string, body: string) {
      const answer = await sweep.send("/dashboard/reviews.data", sweep.form(new URLSearchParams({ intent: "reply", reviewId, body }), { cookie: sweep.specialist.cookie }));
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.text).toContain(REPLY_SENT);
      sweep.legit.review_replies++;
      sweep.storedReplies.push(body);
    },

    /** The specialist's report of a published review of their own listing (#14). */
    async reportOwnReview(reviewId: string, fields: { reason: string; details: string }) {
      const answer = await sweep.send(
        "/dashboard/reviews.data",
        sweep.form(new URLSearchParams({ intent: "report", reviewId, ...fields }), { cookie: sweep.specialist.cookie }),
      );
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.text).toContain(REPORT_RECEIVED);
      sweep.legit.review_reports++;
      sweep.storedReports.push(fields);
    },

    /** Two messages through the contact page holding SQL and HTML. */
    async sendSiteMessages() {
      for (const fields of SITE_MESSAGES) {
        const answer = await sweep.send("/contact.data", sweep.filled(signed(fields)));
        expect(answer.status, answer.text.slice(0, 300)).toBe(200);
        sweep.legit.site_messages++;
      }
    },

    /** The specialist's profile as the dashboard saves it (multipart, with optional files). */
    saveProfile: (fields: Record<string, string | string[]>, files: Record<string, Blob> = {}) => () =>
      sweep.send("/dashboard/profile.data", { body: multipart(fields, files), cookie: sweep.specialist.cookie }),

    /**
     * The legitimate save: payloads in every free-text field, and a real logo. The listing is live, so
     * its name, description and certifications wait for review (decision 0022): the admin approves them
     * on the Listing changes tab, so the public pages show what is stored.
     */
    async saveProfileXss() {
      const saved = await sweep.saveProfile(PROFILE_XSS, { logo: new File([new Uint8Array(await solidPng(64))], "logo.png", { type: "image/png" }) })();
      expect(saved.status, saved.text.slice(0, 300)).toBe(200);
      expect(saved.text).toContain("Profile updated");
      await sweep.approveChanges();
      sweep.profileSaved = true;
    },

    /** The revision of the specialist's waiting change, as the admin's Listing changes tab shows it. */
    async waitingRevision(): Promise<string> {
      const html = (await sweep.send("/admin/changes", { cookie: sweep.adminCookie })).text;
      const at = html.indexOf(`data-admin-change="${sweep.specialist.profileId}"`);
      expect(at, "the specialist's change on /admin/changes").toBeGreaterThan(-1);
      return /name="revision" value="(\d+)"/.exec(html.slice(at))![1]!;
    },

    /** The admin approves the specialist's waiting change (#24). */
    async approveChanges() {
      const revision = await sweep.waitingRevision();
      const answer = await sweep.decide("changes", { intent: "change", profileId: sweep.specialist.profileId, revision, decision: "approved" });
      expect(answer.text).toContain("approved: they are live");
    },

    // -------------------------------------------------------------------------
    // One server, an admin, and a verified, approved specialist

    async start(options: SweepOptions = {}) {
      const storage = await storageFor(ENGINE);
      cleanups.push(storage.remove);
      ({ dataDir: sweep.dataDir, databaseUrl: sweep.databaseUrl } = storage);
      const { dataDir, databaseUrl } = storage;
      // The admin CLI before the server starts: on PGlite only one process may open the directory.
      execFileSync(
        process.execPath,
        ["build/cli/admin.js", "create", "--email", ADMIN.email, "--password", ADMIN.password],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
          stdio: "pipe",
        },
      );
      const server = await startServer({ dataDir, databaseUrl, env: { SEED_DEMO: "true", TRUST_PROXY: "1" } });
      sweep.server = server;
      cleanups.push(() => server.kill());
      send = client(server.url);
      if (databaseUrl) {
        sweep.live = await openDatabase({ databaseUrl, dataDir: "", maxConnections: 2 });
        cleanups.push(() => sweep.live?.close());
      }
      sweep.since = new Date();
      sweep.rssStartMb = residentMegabytes(server.child.pid!);

      // The specialist signs up through the real form, follows the emailed link, signs in.
      const { specialist, xssSpecialist } = sweep;
      const accounts: [{ email: string }, string][] = [[specialist, SIGNUP_BASE.businessName]];
      if (options.xssSpecialist) accounts.push([xssSpecialist, `${xssSpecialist.name} ${SCRIPT}`]);
      for (const [account, businessName] of accounts) {
        const fields = {
          ...SIGNUP_BASE,
          email: account.email,
          businessName,
          description: account === specialist ? SIGNUP_BASE.description : `Coachwork and paint ${IMG} for classic cars of every age and make.`,
        };
        const answer = await sweep.send("/signup.data", sweep.filled(signed(fields)));
        expect(dataRedirect(answer.text), answer.text.slice(0, 300)).toBe("/signup-success");
        sweep.legit.users++;
        sweep.legit.accounts++;
        sweep.legit.profiles++;
      }
      const verification = await waitForMail(dataDir, specialist.email, /verify/i);
      const verified = await sweep.send(verification.links[0]!.replace(server.url, ""));
      expect(verified.headers.get("location")).toMatch(/\/auth\?verified=1$/);
      specialist.cookie = await sweep.signIn(specialist.email, PASSWORD);
      if (options.xssSpecialist && options.xssSpecialistSignedIn) {
        const link = (await waitForMail(dataDir, xssSpecialist.email, /verify/i)).links[0]!.replace(server.url, "");
        expect((await sweep.send(link)).headers.get("location")).toMatch(/\/auth\?verified=1$/);
        xssSpecialist.cookie = await sweep.signIn(xssSpecialist.email, PASSWORD);
      }
      specialist.slug = await sweep.slugOf(specialist.cookie);
      sweep.adminCookie = await sweep.signIn(ADMIN.email, ADMIN.password);

      // Approved, so the public page shows whatever is stored.
      specialist.profileId = await sweep.pendingId("pending", "profileId", "Hostile Sweep Motor Works");
      await sweep.decide("pending", { intent: "decide", profileId: specialist.profileId, decision: "approved" });
      sweep.legit.admin_decisions++;
    },

    /** Database handle for the final check: the live one on PostgreSQL; on PGlite, the server stops first. */
    async inspect(): Promise<DatabaseHandle> {
      if (sweep.live) return sweep.live;
      // PGlite: one process at a time may open the directory.
      expect(await sweep.server.stop()).toBe(0);
      const handle = await openDatabase({ dataDir: sweep.dataDir });
      cleanups.push(() => handle.close());
      return handle;
    },

    async close() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
  return sweep;
}

/**
 * The end of every file of the sweep: the server logged no error, no row holds a refused case's
 * marker, and exactly the legitimate writes counted in `sweep.legit` were created, nothing partial.
 * Each expectation follows from what the file's own tests recorded, so a test that failed earlier
 * does not make this one fail too: the count of refused requests is checked (over `minimumRefused`)
 * only when every other test of the file passed, as a failed one stopped before sending them all.
 */
export async function storedNothingRefused(sweep: HostileSweep, task: RunnerTestCase, minimumRefused: number) {
  const failed = (task.suite?.tasks ?? []).filter((other) => other !== task && other.result?.state === "fail");
  if (failed.length === 0) expect(sweep.refusedCases).toBeGreaterThan(minimumRefused);
  const memory = sweep.rssPeakMb ? `, ${sweep.rssPeakMb} MB at the peak of the logo uploads` : "";
  console.info(`hostile input (${sweep.label}) on ${ENGINE}: ${sweep.refusedCases} hostile requests refused or harmless; server RSS ${sweep.rssStartMb} MB at start${memory}`);
  // Nothing in the server's own log at error level or worse: no hidden failure behind a 4xx.
  const errors = sweep.server
    .output()
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
  expect(errors).toEqual([]);

  const handle = await sweep.inspect();
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table} t where t::text ilike '%${MARK}%'`));
    expect(row!.n, `${table} rows holding a refused case's marker`).toBe(0);
  }
  const since = sweep.since.toISOString();
  const created: Record<string, number> = {};
  for (const table of Object.keys(sweep.legit)) {
    const column = CREATED_AT[table] ?? "created_at";
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} >= ${since}`);
    created[table] = row!.n;
  }
  expect(created).toEqual(sweep.legit);
  const [extra] = await queryRows<{ roles: number; factors: number; logos: number; orphans: number }>(
    handle.db,
    sql`select (select count(*)::int from user_roles) as roles,
               (select count(*)::int from two_factors) as factors,
               (select count(*)::int from profile_logos) as logos,
               (select count(*)::int from users u where not exists (select 1 from profiles p where p.user_id = u.id)
                  and not exists (select 1 from user_roles r where r.user_id = u.id)) as orphans`,
  );
  expect(extra).toEqual({ roles: 1, factors: 0, logos: sweep.profileSaved ? 1 : 0, orphans: 0 });
  // SQL is stored as the text it was; the tables it names are all still there.
  const stored = await queryRows<{ requester_name: string; message: string }>(
    handle.db,
    sql`select requester_name, message from contact_requests where created_at >= ${since} order by created_at`,
  );
  expect(stored).toEqual(sweep.storedEnquiries.map(({ name, message }) => ({ requester_name: name, message })));
  if (sweep.storedEnquiries.length === ENQUIRIES.length) {
    expect(stored.map((row) => row.requester_name)).toEqual([SQLI[0], `Eve ${SCRIPT}`]);
    expect(stored[0]!.message).toBe(`${SQLI[1]} Quote for a respray please.`);
  }
  // Reports and replies (#14) likewise: every one stored, as typed, and no other.
  const reports = await queryRows<{ reason: string; details: string }>(
    handle.db,
    sql`select reason, details from review_reports where created_at >= ${since} order by created_at`,
  );
  expect(reports).toEqual(sweep.storedReports);
  const replies = await queryRows<{ body: string }>(handle.db, sql`select body from review_replies where created_at >= ${since} order by created_at`);
  expect(replies.map((row) => row.body)).toEqual(sweep.storedReplies);
  if (sweep.profileSaved) {
    const [profile] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select business_name, contact_person, address, business_description, website from profiles where email = ${PROFILE_XSS.email}`,
    );
    expect(profile).toEqual({
      business_name: PROFILE_XSS.businessName,
      contact_person: PROFILE_XSS.contactName,
      address: PROFILE_XSS.address,
      business_description: PROFILE_XSS.description,
      website: PROFILE_XSS.website,
    });
  }
}

/** When a table's row was made, where its column is not created_at. */
const CREATED_AT: Partial<Record<string, string>> = { certification_checks: "checked_at" };

/** A raw answer (status line and headers only) as an `Answer`. */
export function toAnswer(raw: { status: number | "closed"; head: string }): Answer {
  return { status: raw.status === "closed" ? 0 : raw.status, text: raw.head, headers: new Headers() };
}
