import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, getTableColumns, getTableName, inArray, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import type { RequestContext } from "../app/context";
import type { DatabaseHandle } from "../database/client";
import * as schema from "../database/schema";
import {
  accounts,
  adminDecisions,
  analyticsEvents,
  certificationChecks,
  contactRequests,
  outbox,
  photoVariants,
  profileChanges,
  profileLogos,
  profiles,
  projectPhotos,
  projects,
  quoteLeads,
  quoteMessages,
  quoteRequests,
  reviewReplies,
  reviewReports,
  reviews,
  sessions,
  twoFactors,
  userRoles,
  users,
  verifications,
} from "../database/schema";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, outboxMail, TEST_SECRET, testContext } from "./fixtures";
import { insertProject } from "./project-fixtures";
import { runRoute } from "./route-runner";
import { EXPORT_SECTIONS, NOT_EXPORTED, type AccountExport, type ExportSection } from "../app/models/account-export.server";
import { insertResetToken } from "../app/models/accounts.server";
import { saveLogo } from "../app/models/logos.server";
import { exportFileUrl } from "../app/services/data-export-links.server";
import * as exportRoute from "../app/routes/portal/dashboard.settings.export";
import * as fileRoute from "../app/routes/account/data-export";

const PASSWORD = "Export#Everything-2026";
const ORIGIN = "http://localhost:3000";
type Row = Record<string, unknown>;

const allTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
const nameOf = (table: PgTable) => getTableName(table);

describe("the export's coverage of the schema", () => {
  it("places every table of database/schema.ts in the export or among the tables left out, with a reason", () => {
    const exported = new Set(EXPORT_SECTIONS.map((section) => nameOf(section.table)));
    const leftOut = new Set(NOT_EXPORTED.map(({ table }) => nameOf(table)));
    for (const { why } of NOT_EXPORTED) expect(why.length).toBeGreaterThan(20);
    for (const name of exported) expect(leftOut.has(name), `${name} is both exported and left out`).toBe(false);
    // A table that refers to an account or a listing, directly or through another table, is named first in the message.
    const owned = new Set(["users", "profiles"]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const table of allTables) {
        const refersToOwned = getTableConfig(table).foreignKeys.some((fk) => owned.has(nameOf(fk.reference().foreignTable as PgTable)));
        if (refersToOwned && !owned.has(nameOf(table))) {
          owned.add(nameOf(table));
          grew = true;
        }
      }
    }
    for (const table of allTables) {
      const name = nameOf(table);
      const hint = owned.has(name)
        ? `${name} refers to an account or a listing: add it to EXPORT_SECTIONS (app/models/account-export.server.ts) or to NOT_EXPORTED with the reason`
        : `${name}: add it to EXPORT_SECTIONS or to NOT_EXPORTED with the reason`;
      expect(exported.has(name) || leftOut.has(name), hint).toBe(true);
    }
    expect(allTables.length).toBeGreaterThan(20);
  });

  it("names only real columns as withheld or renamed, and gives each withheld column a reason", () => {
    for (const section of EXPORT_SECTIONS) {
      const columns = Object.keys(getTableColumns(section.table));
      for (const [column, why] of Object.entries(section.withheld ?? {})) {
        expect(columns, `${section.path}.${column}`).toContain(column);
        expect(why.length, `${section.path}.${column}`).toBeGreaterThan(20);
      }
      for (const column of Object.keys(section.renamed ?? {})) expect(columns, `${section.path}.${column}`).toContain(column);
    }
    expect(new Set(EXPORT_SECTIONS.map((section) => section.path)).size).toBe(EXPORT_SECTIONS.length);
  });
});

/** A row as the file has it: withheld columns out, renamed ones renamed, dates as JSON writes them (worked-out fields are checked on their own). */
function asInFile(section: ExportSection, row: Row): Row {
  const shaped: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (section.withheld?.[key] || key in (section.computed ?? {})) continue;
    shaped[section.renamed?.[key] ?? key] = value;
  }
  return JSON.parse(JSON.stringify(shaped)) as Row;
}

/** A file's row without what the export adds (worked-out fields, download links, the sections inside it), to compare with the table's. */
function tableFieldsOf(section: ExportSection, row: Row): Row {
  const copy = { ...row };
  for (const key of Object.keys(section.computed ?? {})) delete copy[key];
  for (const inner of EXPORT_SECTIONS) if (inner.path.startsWith(`${section.path}.`)) delete copy[inner.path.slice(section.path.length + 1)];
  delete copy.download;
  return copy;
}

const sorted = (rows: Row[]) => rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))).sort();

describe.each(TEST_ENGINES)("Download my data on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
  });
  afterAll(() => handle.close());

  /** A verified specialist with one of everything an account can have, and the secrets the file must not carry. */
  async function specialistWithEverything(email: string, otherProfileId: string) {
    const db = handle.db;
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Everything Evans", email, password: PASSWORD } });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    const cookie = headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    await db.insert(userRoles).values({ userId: user.id, role: "tester" });
    await db.insert(twoFactors).values({ id: `tf-${user.id}`, userId: user.id, secret: `TOTPSECRET${user.id}`, backupCodes: `BACKUPCODES${user.id}` });
    const resetToken = `resettoken${user.id.replace(/\W/g, "")}`;
    await insertResetToken(db, { token: resetToken, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });

    const profile = await insertProfile(db, {
      userId: user.id,
      businessName: `Everything Motors ${email}`,
      email: `Workshop.${email}`,
      website: "https://everything.example",
      certifications: "ISO 9001",
      reviews: [{ rating: 5 }, { rating: 3, status: "pending" }],
    });
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#245f45" } }).webp().toBuffer();
    const logoUrl = await saveLogo(db, profile.id, logo);
    await db.update(profiles).set({ logoUrl }).where(eq(profiles.id, profile.id));

    const [enquiry] = await db
      .insert(contactRequests)
      .values({ profileId: profile.id, requesterName: "Olive Owner", requesterEmail: "olive@example.org", message: "A quote for an E-Type respray, please." })
      .returning();
    const [published] = await db.select().from(reviews).where(eq(reviews.profileId, profile.id)).orderBy(reviews.rating).limit(2);
    const approved = (await db.select().from(reviews).where(eq(reviews.profileId, profile.id))).find((review) => review.status === "approved")!;
    expect(published).toBeDefined();
    await db.insert(reviewReplies).values({ reviewId: approved.id, profileId: profile.id, body: "Thank you, it was a pleasure.", status: "approved" });
    // A review still waiting for its writer's confirmation, and a visitor's report: the writer's and the visitor's, not the account's.
    await db.insert(reviews).values({
      profileId: profile.id,
      reviewerName: "Unconfirmed Una",
      reviewerEmail: "una@example.org",
      comment: "Not yet confirmed.",
      status: "unconfirmed",
      clientHash: `reviewerhash${user.id}`,
    });
    await db.insert(reviewReports).values([
      { reviewId: approved.id, source: "specialist", reason: "fake", details: "Never our customer.", decidedByEmail: "moderator@staff.example" },
      { reviewId: approved.id, source: "visitor", reason: "offensive", reporterEmail: "visitor@example.org" },
    ]);
    await db.insert(certificationChecks).values({ profileId: profile.id, certification: "ISO 9001", evidence: "Certificate 1234 seen", adminEmail: "checker@staff.example" });
    await db.insert(adminDecisions).values({ profileId: profile.id, adminEmail: "decider@staff.example", decision: "approved" });
    // A change to the live listing, waiting for review (#24 item 4).
    await db.insert(profileChanges).values({ profileId: profile.id, proposed: { businessName: `Renamed ${email}` }, decidedByEmail: "changes@staff.example" });
    const project = await insertProject(db, profile.id, {
      title: "1965 Jaguar E-Type",
      vehicleMake: "jaguar",
      status: "pending",
      photos: [
        { alt: "Before", phase: "before", width: 500, height: 333, hue: 10 },
        { alt: "After", phase: "after", width: 500, height: 333, hue: 120 },
      ],
    });
    // A review this account wrote of another listing.
    await db.insert(reviews).values({ profileId: otherProfileId, userId: user.id, reviewerName: "Evans", reviewerEmail: email, comment: "Good neighbours.", status: "approved" });
    await db.insert(outbox).values([
      { message: { to: email, subject: "Confirm your email", text: `https://example.test/verify?token=mailsecret${user.id}` } },
      { message: { to: [`WORKSHOP.${email}`.toUpperCase(), "someone@example.org"], subject: "New enquiry", text: "Olive asks for a quote." } },
    ]);
    await db.insert(analyticsEvents).values({ name: "profile_view", profileId: profile.id, sessionId: "visitor-session", userAgent: "Visitor Browser" });
    // A quote request sent to this listing, with its thread (#27 item 7); and one never confirmed, never sent.
    const quote = { ownerName: "Quentin Owner", makeSlug: "jaguar", model: "XK120", year: 1952, services: ["Paint & Bodywork"], description: "A full respray, please, after new sills.", carLocation: "Bath", timing: "flexible" };
    const [sentRequest, unsentRequest] = await db
      .insert(quoteRequests)
      .values([
        { ...quote, ownerEmail: "quentin@example.org", status: "open" as const, clientHash: `reviewerhash${user.id}` },
        { ...quote, ownerEmail: "unconfirmed-owner@example.org" },
      ])
      .returning();
    const [lead] = await db.insert(quoteLeads).values({ requestId: sentRequest!.id, profileId: profile.id, sentAt: new Date(), status: "replied" }).returning();
    await db.insert(quoteLeads).values({ requestId: unsentRequest!.id, profileId: profile.id });
    await db.insert(quoteMessages).values([
      { leadId: lead!.id, author: "owner", body: "Any news?" },
      { leadId: lead!.id, author: "specialist", body: "Photos first, please." },
    ]);
    return { user, cookie, profile, logo, enquiry: enquiry!, project, resetToken, quoteRequest: sentRequest! };
  }

  /** Every row of the account, table by table, found from the rows' own links to it (not through the export's queries). */
  async function rowsOfAccount(userId: string, email: string) {
    const db = handle.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    const profileId = profile!.id;
    const listingReviews = await db.select().from(reviews).where(eq(reviews.profileId, profileId));
    const photos = await db.select().from(projectPhotos).where(eq(projectPhotos.profileId, profileId));
    const reports = await db.select().from(reviewReports).where(inArray(reviewReports.reviewId, listingReviews.map((r) => r.id)));
    const mail = (await outboxMail(db)).filter((row) =>
      [row.message.to].flat().some((to) => [email, profile!.email].map((a) => a.toLowerCase()).includes(to.toLowerCase())),
    );
    const rows: Record<string, Row[]> = {
      account: await db.select().from(users).where(eq(users.id, userId)),
      "account.roles": await db.select().from(userRoles).where(eq(userRoles.userId, userId)),
      "account.sessions": await db.select().from(sessions).where(eq(sessions.userId, userId)),
      "account.signInMethods": await db.select().from(accounts).where(eq(accounts.userId, userId)),
      "account.twoFactor": await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)),
      "account.pendingLinks": await db.select().from(verifications).where(eq(verifications.value, userId)),
      profile: [profile!],
      logo: await db.select().from(profileLogos).where(eq(profileLogos.profileId, profileId)),
      listingChange: await db.select().from(profileChanges).where(eq(profileChanges.profileId, profileId)),
      enquiriesReceived: await db.select().from(contactRequests).where(eq(contactRequests.profileId, profileId)),
      reviewsOfListing: listingReviews.filter((review) => review.status !== "unconfirmed"),
      repliesToReviews: await db.select().from(reviewReplies).where(eq(reviewReplies.profileId, profileId)),
      reportsMade: reports.filter((report) => report.source === "specialist"),
      reviewsWritten: await db.select().from(reviews).where(eq(reviews.userId, userId)),
      certificationChecks: await db.select().from(certificationChecks).where(eq(certificationChecks.profileId, profileId)),
      decisionsAboutListing: await db.select().from(adminDecisions).where(eq(adminDecisions.profileId, profileId)),
      projects: await db.select().from(projects).where(eq(projects.profileId, profileId)),
      projectPhotos: photos,
      photoVariants: await db.select().from(photoVariants).where(inArray(photoVariants.photoId, photos.map((p) => p.id))),
      emailsToYou: mail,
      quoteRequestsReceived: (await db.select().from(quoteRequests).innerJoin(quoteLeads, eq(quoteLeads.requestId, quoteRequests.id)).where(eq(quoteLeads.profileId, profileId)))
        .filter((row) => row.quote_leads.sentAt !== null)
        .map((row) => row.quote_requests),
      quoteLeads: (await db.select().from(quoteLeads).where(eq(quoteLeads.profileId, profileId))).filter((lead) => lead.sentAt !== null),
      quoteMessages: await db
        .select()
        .from(quoteMessages)
        .where(inArray(quoteMessages.leadId, (await db.select({ id: quoteLeads.id }).from(quoteLeads).where(eq(quoteLeads.profileId, profileId))).map((l) => l.id))),
    };
    return rows;
  }

  async function download(cookie: string, profileId?: string) {
    const form = new FormData();
    if (profileId) form.set("profileId", profileId);
    const request = new Request(`${ORIGIN}/dashboard/settings/export`, { method: "POST", body: form, headers: { cookie, origin: ORIGIN } });
    const response = await runRoute(exportRoute, "action", { request, context });
    expect(response.status).toBe(200);
    const text = await response.text();
    return { text, exported: JSON.parse(text) as AccountExport };
  }

  const getFile = (url: string) => {
    const parsed = new URL(url);
    return runRoute(fileRoute, "loader", { request: new Request(url), context, params: { file: parsed.pathname.split("/").pop()! } });
  };

  it("holds every row of every table that belongs to the account, no other account's, and no secret", async () => {
    // Both review a third listing: the review this account wrote names that listing, as it should.
    const neighbour = (await insertProfile(handle.db, { businessName: "Neighbour Garage" })).id;
    const other = await specialistWithEverything("other-export@example.com", neighbour);
    const me = await specialistWithEverything("everything@example.com", neighbour);
    const { text, exported } = await download(me.cookie);
    const file = exported as unknown as Record<string, unknown> & { account: Record<string, unknown> };

    const expected = await rowsOfAccount(me.user.id, "everything@example.com");
    expect(Object.keys(expected).sort()).toEqual(EXPORT_SECTIONS.map((section) => section.path).sort());
    for (const section of EXPORT_SECTIONS) {
      const [parent, child] = section.path.split(".") as [string, string | undefined];
      const value = child ? file.account[child] : file[parent];
      const inFile = (section.one ? (value === null ? [] : [value]) : value) as Row[];
      const fromTables = expected[section.path]!;
      // One of everything: every section has rows, so a comparison that passes says something.
      expect(fromTables.length, section.path).toBeGreaterThan(0);
      expect(sorted(inFile.map((row) => tableFieldsOf(section, row))), section.path).toEqual(sorted(fromTables.map((row) => asInFile(section, row))));
    }

    // What the export works out, and the file's own account of what it leaves out.
    expect(file.account).toMatchObject({ email: "everything@example.com", twoFactorEnabled: true, registrationDetails: null });
    expect(exported.reviewsOfListing.find((review) => review.yourReply !== null)).toMatchObject({ rating: 5, yourReply: "Thank you, it was a pleasure.", yourReplyStatus: "approved", reportedByYou: true });
    expect((file.emailsToYou as Row[]).map((mail) => mail.subject).sort()).toEqual(["Confirm your email", "New enquiry"]);
    expect(exported.about.notIncluded.map((entry) => entry.table).sort()).toEqual(NOT_EXPORTED.map(({ table }) => nameOf(table)).sort());
    expect(Object.keys(exported.about.withheld)).toEqual(expect.arrayContaining(["account.signInMethods.password", "account.sessions.token", "account.twoFactor.secret"]));

    // Nothing of the other account.
    expect(text).not.toContain("unconfirmed-owner@example.org");
    for (const foreign of [other.user.id, other.profile.id, other.enquiry.id, other.quoteRequest.id, other.project.id, ...other.project.photos.map((p) => p.id), "other-export@example.com"]) {
      expect(text, foreign).not.toContain(foreign);
    }
    // No secret, and nothing of the staff or of the visitors.
    const [credential] = await handle.db.select().from(accounts).where(eq(accounts.userId, me.user.id));
    const tokens = await handle.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, me.user.id));
    const secrets = [
      credential!.password!,
      ...tokens.map((t) => t.token),
      `TOTPSECRET${me.user.id}`,
      `BACKUPCODES${me.user.id}`,
      me.resetToken,
      `reviewerhash${me.user.id}`,
      `mailsecret${me.user.id}`,
      "moderator@staff.example",
      "checker@staff.example",
      "decider@staff.example",
      "changes@staff.example",
      "visitor@example.org",
      "una@example.org",
      "visitor-session",
    ];
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    // No such field anywhere (the enquiry's own "message" is the enquirer's words, and is in).
    expect(text).not.toMatch(/"(password|token|secret|backupCodes|content|identifier|clientHash|adminEmail|adminUserId|decidedByEmail)":/);
  });

  it("links each photo's largest file and the logo for a day, and only that account's", async () => {
    const neighbour = await specialistWithEverything("links-neighbour@example.com", (await insertProfile(handle.db, { businessName: "Link Neighbour" })).id);
    const me = await specialistWithEverything("links@example.com", neighbour.profile.id);
    const { exported } = await download(me.cookie);
    const file = exported as unknown as { projectPhotos: (Row & { id: string; download: string })[]; logo: Row & { download: string } };
    const expiry = new Date(exported.about.downloadLinksExpireAt).getTime();
    expect(expiry - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    expect(file.projectPhotos).toHaveLength(2);
    for (const photo of file.projectPhotos) {
      expect(photo.download).toMatch(new RegExp(`^http://localhost:3000/data-export/photo-${photo.id}\\?account=`));
      const answer = await getFile(photo.download);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/webp");
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="photo-${photo.id}.webp"`);
      const [largest] = await handle.db
        .select()
        .from(photoVariants)
        .where(eq(photoVariants.photoId, photo.id))
        .then((rows) => rows.filter((row) => row.format === "webp").sort((a, b) => b.width - a.width));
      expect(largest!.width).toBe(500);
      expect(Buffer.from(await answer.arrayBuffer()).equals(largest!.content)).toBe(true);
    }
    const logo = await getFile(file.logo.download);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(me.logo)).toBe(true);

    // Tampered, expired, or signed for this account but naming another's photo: nothing.
    const link = new URL(file.projectPhotos[0]!.download);
    const tampered = new URL(link);
    tampered.searchParams.set("account", neighbour.user.id);
    const later = new URL(link);
    later.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 86_400));
    const expired = exportFileUrl(ORIGIN, TEST_SECRET, me.user.id, { kind: "photo", photoId: file.projectPhotos[0]!.id }, new Date(Date.now() - 1_000));
    const notMine = exportFileUrl(ORIGIN, TEST_SECRET, me.user.id, { kind: "photo", photoId: neighbour.project.photos[0]!.id }, new Date(Date.now() + 3_600_000));
    const otherSecret = exportFileUrl(ORIGIN, "another-secret-another-secret-another-1", me.user.id, { kind: "logo" }, new Date(Date.now() + 3_600_000));
    for (const url of [tampered.toString(), later.toString(), expired, notMine, otherSecret, `${ORIGIN}/data-export/logo`, link.toString().replace(/signature=[^&]+/, "signature=x")]) {
      const answer = await getFile(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
    // A deleted photo's link dies with it.
    await handle.db.delete(projectPhotos).where(eq(projectPhotos.id, file.projectPhotos[1]!.id));
    expect((await getFile(file.projectPhotos[1]!.download)).status).toBe(404);
  });
});
