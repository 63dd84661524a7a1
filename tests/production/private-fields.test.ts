import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../database/client";
import { startSmtpServer, type ReceivedMail } from "../smtp-server";
import { storageFor, type EngineStorage } from "./postgres-cluster";
import { startServer, type ServerProcess } from "./server-process";
import { formCookie, nextClientAddress, signedForm } from "./site-client";

/**
 * Issue #24 item 1: a page sends only what it shows. Every public page type of the demo directory is
 * fetched as a browser meets it (the HTML with its hydration data, and the `.data` a client-side
 * navigation loads), then each private value the database holds about a listing, its account, its
 * enquirers and its reviewers is looked for in all of it: full postcodes, positions finer than a
 * postcode district (more than 2 decimals), street addresses, contact emails and phones, contact
 * names, insurance details, account emails and ids, reviewer and enquirer emails.
 */
describe.each(["pglite", "postgres"] as const)("public pages send no private column on %s", (engine) => {
  let storage: EngineStorage;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: ServerProcess;
  /** Every fetched public address and what it answered. */
  const bodies = new Map<string, string>();

  const fetchText = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    const text = await response.text();
    bodies.set(path, text);
    return { status: response.status, text };
  };

  /** A visitor's form on a listing, as the page's script posts it. */
  const post = (slug: string, intent: "enquiry" | "review", fields: Record<string, string>) =>
    fetch(`${server.url}/provider/${slug}.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": nextClientAddress(), Cookie: formCookie() },
      body: signedForm(intent, fields),
    });

  async function mailTo(address: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.messages.find((m) => m.to.some((to) => to.toLowerCase() === address));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    storage = await storageFor(engine);
    smtp = await startSmtpServer();
    server = await startServer({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      env: { SEED_DEMO: "true", TRUST_PROXY: "1", SMTP_URL: smtp.url },
    });

    // Every public page the sitemap names: home, services, makes, every listing.
    const sitemap = await fetchText("/sitemap.xml");
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.filter((p) => p.startsWith("/provider/")).length).toBeGreaterThanOrEqual(10);
    expect(paths.some((p) => p.startsWith("/services/"))).toBe(true);
    expect(paths.some((p) => p.startsWith("/vehicles/"))).toBe(true);
    expect(paths).toContain("/areas/west-yorkshire/paint-and-bodywork");
    const slug = paths.find((p) => p.startsWith("/provider/"))!.slice("/provider/".length);

    const pages = [
      ...new Set([
        ...paths,
        "/",
        "/results",
        "/results?page=2",
        "/results?location=Leeds",
        "/results?location=LS1%204AP&sort=nearest",
        "/results?q=jaguar&location=Bristol",
        "/results?service=engine-rebuilds",
        "/review-policy",
        "/about",
        "/privacy",
        "/terms",
        "/contact",
      ]),
    ];
    for (const path of pages) {
      const { status } = await fetchText(path);
      expect(status, path).toBe(200);
      if (path === "/sitemap.xml") continue;
      // What a client-side navigation loads instead of the HTML.
      const url = new URL(path, server.url);
      await fetchText(`${url.pathname === "/" ? "/_root" : url.pathname}.data${url.search}`);
    }
    // The place pages' maps too (issue #25): pins of their listings.
    for (const path of [...pages.filter((p) => p.startsWith("/provider/")).slice(0, 3), ...pages.filter((p) => p.startsWith("/areas/")).slice(0, 3)]) {
      for (const map of bodies.get(path)!.matchAll(/src="(\/map[^"]+)"/g)) await fetchText(map[1]!.replaceAll("&amp;", "&"));
    }

    // The review pages a visitor reaches from their email: the open form's confirmation, and an enquirer's own link.
    const reviewer = `private-fields-reviewer-${engine}@example.com`;
    const enquirer = `private-fields-enquirer-${engine}@example.com`;
    expect((await post(slug, "review", { name: "Pat Reviewer", email: reviewer, comment: "Careful, tidy work on my MGB.", rating: "4" })).status).toBe(200);
    expect((await post(slug, "enquiry", { name: "Sam Enquirer", email: enquirer, message: "Could you look at my Jaguar E-type's sills?" })).status).toBe(200);
    const confirmPath = /\/reviews\/confirm\/[^\s"<>]+/.exec((await mailTo(reviewer)).text)![0];
    const enquiryPath = /\/reviews\/enquiry\/[^\s"<>]+/.exec((await mailTo(enquirer)).text)![0];
    for (const path of [confirmPath, enquiryPath]) expect((await fetchText(path)).status, path).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    await storage?.remove();
  });

  /** What the database holds that no public page may carry, read once the server has stopped (PGlite allows one process). */
  async function privateValues() {
    await server.stop();
    const handle = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      const profiles = await queryRows<Record<string, string | number | null>>(
        handle.db,
        sql`select id, user_id, business_name, postcode, address, email, phone, contact_person, insurance_details, latitude, longitude from profiles`,
      );
      const users = await queryRows<{ id: string; email: string }>(handle.db, sql`select id, email from users`);
      const reviews = await queryRows<{ reviewer_email: string | null; client_hash: string | null; enquired_at: string | Date | null }>(
        handle.db,
        sql`select reviewer_email, client_hash, enquired_at from reviews`,
      );
      const enquiries = await queryRows<{ requester_email: string; message: string }>(handle.db, sql`select requester_email, message from contact_requests`);
      return { profiles, users, reviews, enquiries };
    } finally {
      await handle.close();
    }
  }

  it("no listing's full postcode, exact position, address, email, phone, contact name or insurance, no account email or id, no reviewer or enquirer email, no enquiry", async () => {
    const { profiles, users, reviews, enquiries } = await privateValues();
    expect(profiles.length).toBeGreaterThanOrEqual(10);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.some((r) => r.enquired_at !== null), "the demo directory has verified-enquiry reviews").toBe(true);
    expect(enquiries.length).toBeGreaterThanOrEqual(1);

    /** [what it is, the text looked for] */
    const secrets: [string, string][] = [];
    const add = (what: string, value: unknown) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (text.length >= 4) secrets.push([what, text]);
    };
    for (const p of profiles) {
      const name = String(p.business_name);
      add(`${name}: postcode`, p.postcode);
      add(`${name}: postcode without its space`, String(p.postcode ?? "").replace(/\s+/g, ""));
      add(`${name}: address`, p.address);
      add(`${name}: email`, p.email);
      add(`${name}: phone`, p.phone);
      add(`${name}: phone digits`, String(p.phone ?? "").replace(/\D/g, ""));
      add(`${name}: contact person`, p.contact_person);
      add(`${name}: insurance`, p.insurance_details);
      add(`${name}: account id`, p.user_id);
      for (const axis of ["latitude", "longitude"] as const) {
        const value = p[axis];
        if (typeof value !== "number" || Math.round(value * 100) === value * 100) continue;
        // More than 2 decimals, written either way a page might: truncated or rounded to 3.
        add(`${name}: exact ${axis}`, (Math.trunc(value * 1000) / 1000).toFixed(3));
        add(`${name}: exact ${axis}`, value.toFixed(3));
      }
    }
    for (const u of users) {
      add("account email", u.email);
      add("account id", u.id);
    }
    for (const r of reviews) {
      add("reviewer email", r.reviewer_email);
      add("reviewer's address hash", r.client_hash);
      // A verified review shows the month of its enquiry, never the enquiry's time (as an ISO date or as the milliseconds hydration data carries).
      if (r.enquired_at !== null && new Date(r.enquired_at).getUTCDate() !== 1) {
        const at = new Date(r.enquired_at);
        // To the millisecond: another listing's dates, seeded the same number of days ago, share every coarser prefix.
        add("enquiry time", at.toISOString());
        add("enquiry time", String(at.getTime()));
      }
    }
    for (const e of enquiries) {
      add("enquirer email", e.requester_email);
      add("enquiry message", e.message);
    }
    expect(secrets.length).toBeGreaterThan(profiles.length * 6);

    const found: string[] = [];
    for (const [path, body] of bodies) {
      const lower = body.toLowerCase();
      for (const [what, text] of secrets) if (lower.includes(text.toLowerCase())) found.push(`${path}: ${what} (${text})`);
    }
    expect(found).toEqual([]);
    // The crawl itself covered every page type.
    const fetched = [...bodies.keys()];
    for (const prefix of ["/_root.data", "/results", "/provider/", "/services/", "/vehicles/", "/areas/", "/reviews/confirm/", "/reviews/enquiry/", "/sitemap.xml", "/map"]) {
      expect(fetched.some((p) => p.startsWith(prefix)), prefix).toBe(true);
    }
  });
});
