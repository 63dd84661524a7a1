import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { cookieFor, request, run } from "./admin-requests";
import { insertProfile, testContext, TEST_SECRET, startTestOutbox } from "./fixtures";
import type { OutboxWorker } from "~/services/outbox.server";
import { startSmtpServer } from "./smtp-server";
import type { DatabaseHandle } from "../database/client";
import { adminDecisions, outbox, profileChanges, profiles, projects, reviewReplies, reviewReports, reviews, sessions, siteMessages, userRoles, users, verifications } from "../database/schema";
import * as adminLayout from "../app/routes/admin/admin";
import * as adminIndex from "../app/routes/admin/admin._index";
import * as pendingTab from "../app/routes/admin/admin.pending";
import * as approvedTab from "../app/routes/admin/admin.approved";
import * as rejectedTab from "../app/routes/admin/admin.rejected";
import * as changesTab from "../app/routes/admin/admin.changes";
import * as reviewsTab from "../app/routes/admin/admin.reviews";
import * as reportsTab from "../app/routes/admin/admin.reports";
import * as messagesTab from "../app/routes/admin/admin.messages";
import * as mailTab from "../app/routes/admin/admin.mail";
import * as insightsTab from "../app/routes/admin/admin.insights";
import { adminCounts } from "../app/models/admin.server";
import { runAdminCommand, CliError } from "../scripts/admin";
import { findPublicProfile } from "../app/models/public-profile.server";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const PASSWORD = "Admin#Strong-2026";

type Loader = (args: never) => unknown;
type Action = (args: never) => unknown;
const TABS: [string, { loader: Loader; action?: Action }][] = [
  ["pending", pendingTab],
  ["approved", approvedTab],
  ["rejected", rejectedTab],
  ["changes", changesTab],
  ["reviews", reviewsTab],
  ["reports", reportsTab],
  ["messages", messagesTab],
  ["mail", mailTab],
  ["insights", insightsTab],
];

describe.each(TEST_ENGINES)("admin on %s", (engine) => {
  let handle: DatabaseHandle;
  let sender: OutboxWorker;
  let smtp: Smtp;
  let context: RequestContext;
  let adminCookie: string;
  let specialistCookie: string;
  let pendingId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
    sender = startTestOutbox(handle.db, smtp.url);
    context = testContext(handle.db);
    const deps = { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" };
    await runAdminCommand(["create", "--email", "chief@example.com", "--password", PASSWORD], deps);
    adminCookie = await cookieFor(context, "chief@example.com", PASSWORD);
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Spec", email: "spec@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await insertProfile(handle.db, { businessName: "Spec Own Garage", userId: user.id });
    specialistCookie = await cookieFor(context, "spec@example.com", PASSWORD);
    pendingId = (await insertProfile(handle.db, { businessName: "Waiting Workshop", email: "waiting@example.com", profileStatus: "pending" })).id;
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await handle.close();
  });

  it("the CLI creates a verified admin, is idempotent, promotes, grants and revokes, and refuses bad input", async () => {
    const deps = { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" };
    expect(await runAdminCommand(["create", "--email", "chief@example.com", "--password", PASSWORD], deps)).toMatch(/already existed, verified by its owner/);
    const [chief] = await handle.db.select().from(users).where(eq(users.email, "chief@example.com"));
    expect(chief!.emailVerified).toBe(true);
    expect(await handle.db.select().from(userRoles).where(eq(userRoles.userId, chief!.id))).toHaveLength(1);

    await expect(runAdminCommand(["create", "--email", "not-an-email", "--password", PASSWORD], deps)).rejects.toThrow(/Invalid email/);
    await expect(runAdminCommand(["create", "--email", "weak@example.com", "--password", "password"], deps)).rejects.toThrow(/Weak password/);
    await expect(runAdminCommand(["explode", "--email", "x@example.com"], deps)).rejects.toThrow(CliError);
    await expect(runAdminCommand(["grant", "--email", "ghost@example.com"], deps)).rejects.toThrow(/No account/);
    expect(await handle.db.select().from(users).where(eq(users.email, "weak@example.com"))).toHaveLength(0);

    expect(await runAdminCommand(["grant", "--email", "spec@example.com"], deps)).toMatch(/now an admin/);
    expect(await runAdminCommand(["revoke", "--email", "spec@example.com"], deps)).toMatch(/no longer an admin/);
  });

  it("the CLI reclaims an account nobody verified (issue #23): the operator's password replaces the stranger's, its sessions and reset links end", async () => {
    const deps = { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" };
    const email = "future-admin@example.com";
    const outsider = "Outsider#Password-2026";
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Outsider", email, password: outsider } });
    // What a stranger could hold of it: a session and a reset link (neither reachable without the inbox, but kept anyway).
    await handle.db.insert(sessions).values({ id: "outsider-session", token: "outsider-token", userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
    await handle.db.insert(verifications).values({ id: "outsider-reset", identifier: "reset-password:outsider", value: user.id, expiresAt: new Date(Date.now() + 3_600_000) });

    expect(await runAdminCommand(["create", "--email", email, "--password", PASSWORD], deps)).toMatch(/never verified.*password was replaced/);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await handle.db.select().from(verifications).where(eq(verifications.value, user.id))).toHaveLength(0);
    expect(await handle.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toHaveLength(1);
    await expect(cookieFor(context, email, outsider)).rejects.toThrow();
    expect(await cookieFor(context, email, PASSWORD)).toContain("session_token");

    // Now verified by the operator: running it again promotes and keeps the password.
    expect(await runAdminCommand(["create", "--email", email, "--password", "Another#Strong-2026"], deps)).toMatch(/password unchanged/);
    expect(await cookieFor(context, email, PASSWORD)).toContain("session_token");
  });

  const load = (module: { loader: Loader }, path: string, cookie: string | null) =>
    run(() => runRoute(module, "loader", { request: request(path, cookie), context }));
  const post = (module: { action?: Action }, path: string, cookie: string | null, form: Record<string, string>) =>
    run(() => runRoute(module, "action", { request: request(path, cookie, form), context }));

  it("anonymous visitors go to sign-in and specialists go home, on the layout, /admin and every tab's loader and action", async () => {
    for (const [name, module] of [["layout", adminLayout], ["index", adminIndex], ...TABS] as const) {
      const path = name === "layout" || name === "index" ? "/admin" : `/admin/${name}`;
      expect((await load(module, path, null)).location, name).toBe("/auth?redirectTo=%2Fadmin");
      expect((await load(module, path, specialistCookie)).location, name).toBe("/");
    }
    for (const [name, module] of TABS.filter(([, m]) => m.action)) {
      const form = { intent: "decide", profileId: pendingId, decision: "approved" };
      expect((await post(module, `/admin/${name}`, null, form)).location, name).toBe("/auth?redirectTo=%2Fadmin");
      expect((await post(module, `/admin/${name}`, specialistCookie, form)).location, name).toBe("/");
    }
    const [stillPending] = await handle.db.select().from(profiles).where(eq(profiles.id, pendingId));
    expect(stillPending!.profileStatus).toBe("pending");
  });

  it("/admin opens the Pending tab, and links from before the tabs were routes (/admin?tab=…) open theirs", async () => {
    expect((await load(adminIndex, "/admin", adminCookie)).location).toBe("/admin/pending");
    expect((await load(adminIndex, "/admin?tab=mail", adminCookie)).location).toBe("/admin/mail");
    expect((await load(adminIndex, "/admin?tab=insights", adminCookie)).location).toBe("/admin/insights");
    expect((await load(adminIndex, "/admin?tab=constructor", adminCookie)).location).toBe("/admin/pending");
  });

  it("each tab's loader loads only what that tab shows", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Queue Motors" });
    await handle.db.insert(reviews).values({ profileId: profile.id, reviewerName: "Queued Reviewer", reviewerEmail: "q@example.com", rating: 4, comment: "Waiting" });
    await insertProfile(handle.db, { businessName: "Turned Away Garage", profileStatus: "rejected" });
    await handle.db.insert(siteMessages).values({ name: "Curious Visitor", email: "curious@example.com", message: "Do you list upholsterers?" });
    await handle.db.insert(outbox).values({
      status: "failed",
      attempts: 1,
      lastError: "550 no such mailbox",
      message: { to: ["first@example.com", "second@example.com"], subject: "Reset your password", text: "https://example.com/reset-password/secret-token" },
    });

    const bodyOf = async (name: string, module: { loader: Loader }) => {
      const result = await load(module, `/admin/${name}`, adminCookie);
      expect(result.status, name).toBe(200);
      return result.body as Record<string, unknown>;
    };
    const layout = await bodyOf("", adminLayout);
    expect(Object.keys(layout).sort()).toEqual(["counts", "email"]);
    expect(layout.email).toBe("chief@example.com");

    for (const status of ["pending", "approved", "rejected"] as const) {
      const body = await bodyOf(status, TABS.find(([name]) => name === status)![1]);
      // Pending and Approved cards offer Check certifications (#14), so those tabs load the checks of their profiles too.
      expect(Object.keys(body), status).toEqual(status === "rejected" ? ["profiles"] : ["profiles", "certificationChecks"]);
      const listed = body.profiles as { id: string; businessName: string }[];
      expect(listed.length, status).toBeGreaterThan(0);
      const statuses = await handle.db.select({ id: profiles.id, status: profiles.profileStatus }).from(profiles);
      for (const row of listed) expect(statuses.find((s) => s.id === row.id)?.status, row.businessName).toBe(status);
    }
    const pending = await bodyOf("pending", pendingTab);
    expect((pending.profiles as { businessName: string }[]).map((p) => p.businessName)).toContain("Waiting Workshop");
    expect(JSON.stringify(pending)).not.toContain("Queued Reviewer");

    const queue = await bodyOf("reviews", reviewsTab);
    expect(Object.keys(queue)).toEqual(["reviews", "replies"]);
    expect(queue.reviews).toEqual([expect.objectContaining({ reviewerName: "Queued Reviewer", businessName: "Queue Motors" })]);

    const messages = await bodyOf("messages", messagesTab);
    expect(Object.keys(messages)).toEqual(["messages"]);
    expect(messages.messages).toEqual([expect.objectContaining({ name: "Curious Visitor" })]);

    const mail = await bodyOf("mail", mailTab);
    expect(Object.keys(mail)).toEqual(["failedMail"]);
    expect(mail.failedMail).toEqual([
      { id: expect.any(String), to: "first@example.com, second@example.com", subject: "Reset your password", attempts: 1, lastError: "550 no such mailbox", createdAt: expect.any(Date) },
    ]);
    // The body (here a reset link) never leaves the database.
    expect(JSON.stringify(mail)).not.toContain("secret-token");

    // Listing changes (#24): the waiting changes alone.
    const changes = await bodyOf("changes", changesTab);
    expect(Object.keys(changes)).toEqual(["changes"]);

    const insights = await bodyOf("insights", insightsTab);
    expect(Object.keys(insights).sort()).toEqual(["insights", "security"]);
    expect(insights.insights).toMatchObject({ profileViews: expect.any(Array), searchesByService: expect.any(Array) });
    expect(insights.security).toMatchObject({ counts: expect.any(Array), latest: expect.any(Array) });
  });

  it("counts every tab's rows in one statement, and the counts are right", async () => {
    await insertProfile(handle.db, { profileStatus: "pending" });
    const reported = await insertProfile(handle.db, { profileStatus: "rejected", reviews: [{ rating: 3, status: "pending" }, { rating: 5 }] });
    const [published] = await handle.db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.profileId, reported.id), eq(reviews.status, "approved")));
    await handle.db.insert(reviewReplies).values({ reviewId: published!.id, profileId: reported.id, body: "Thank you!" });
    // Two open reports of one review and a decided one: the tab counts reviews with open reports.
    await handle.db.insert(reviewReports).values([
      { reviewId: published!.id, source: "visitor", reason: "fake" },
      { reviewId: published!.id, source: "specialist", reason: "offensive" },
      { reviewId: published!.id, source: "visitor", reason: "other", details: "Old", status: "kept" },
    ]);
    await handle.db.insert(outbox).values([
      { status: "failed", message: { to: "gone@example.com", subject: "Failed", text: "" } },
      { status: "pending", message: { to: "later@example.com", subject: "Pending", text: "" } },
      { status: "sent", message: { to: "done@example.com", subject: "Sent", text: "" } },
    ]);
    // Gallery projects (#15): a pending one is counted, an approved one is not.
    await handle.db.insert(projects).values([
      { profileId: reported.id, title: "Waiting", vehicleMake: "mg", status: "pending" },
      { profileId: reported.id, title: "Shown", vehicleMake: "mg", status: "approved" },
    ]);
    // Live listings' waiting changes (#24): counted; a decided one, or one of a listing no longer live, is not.
    const live = await insertProfile(handle.db, { businessName: "Changing Motors" });
    const decided = await insertProfile(handle.db, { businessName: "Decided Motors" });
    await handle.db.insert(profileChanges).values([
      { profileId: live.id, proposed: { businessName: "Changed Motors" } },
      { profileId: decided.id, proposed: { businessName: "Turned Down Motors" }, status: "rejected", rejectionReason: "No" },
      { profileId: reported.id, proposed: { businessName: "Suspended Meanwhile" } },
    ]);
    const allProfiles = await handle.db.select({ status: profiles.profileStatus }).from(profiles);
    const allReviews = await handle.db.select({ status: reviews.status }).from(reviews);
    const allMail = await handle.db.select({ status: outbox.status }).from(outbox);
    const expected = {
      total: allProfiles.length,
      pending: allProfiles.filter((p) => p.status === "pending").length,
      approved: allProfiles.filter((p) => p.status === "approved").length,
      rejected: allProfiles.filter((p) => p.status === "rejected").length,
      pendingReviews: allReviews.filter((r) => r.status === "pending").length,
      pendingReplies: (await handle.db.select().from(reviewReplies).where(eq(reviewReplies.status, "pending"))).length,
      failedMail: allMail.filter((m) => m.status === "failed").length,
      reportedReviews: 1,
      pendingProjects: 1,
      pendingChanges: 1,
    };
    expect(Object.values(expected).every((n) => n > 0)).toBe(true);

    // Both drivers send each statement through their client's query(); the outbox worker
    // polls on the side, so only the statements that count are looked at.
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, "query");
    try {
      expect(await adminCounts(handle.db)).toEqual(expected);
      const counting = spy.mock.calls.map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text)).filter((text) => /count\(/.test(text));
      expect(counting).toHaveLength(1);
      expect(counting[0]).toMatch(/from "reviews"[\s\S]*from review_replies[\s\S]*from "projects"[\s\S]*from "profile_changes"[\s\S]*from "outbox"[\s\S]*from "review_reports"[\s\S]*from "profiles"/);
    } finally {
      spy.mockRestore();
    }

    const layout = await load(adminLayout, "/admin/pending", adminCookie);
    expect((layout.body as { counts: unknown }).counts).toEqual(expected);
  });

  it("approval publishes the listing at once, is recorded, and emails the provider", async () => {
    const decide = (decision: string) => post(pendingTab, "/admin/pending", adminCookie, { intent: "decide", profileId: pendingId, decision });
    const result = await decide("approved");
    expect(result.body).toEqual({ status: "success", message: "Profile approved successfully" });
    expect((await findPublicProfile(handle.db, "waiting-workshop"))?.id).toBe(pendingId);
    const [decision] = await handle.db.select().from(adminDecisions).where(eq(adminDecisions.profileId, pendingId));
    expect(decision).toMatchObject({ decision: "approved", adminEmail: "chief@example.com" });
    await smtp.waitFor((m) => m.to.includes("waiting@example.com") && /is now live/.test(m.subject));

    // A second decision on a profile no longer pending changes nothing.
    expect((await decide("rejected")).body).toMatchObject({ status: "error", message: "Failed to update profile status" });
  });

  it("each tab accepts only its own forms", async () => {
    // Suspending is the Approved tab's; the Pending tab's schema has no such decision, and no tab takes another's intent.
    const refusals = [
      post(pendingTab, "/admin/pending", adminCookie, { intent: "decide", profileId: pendingId, decision: "suspended" }),
      post(pendingTab, "/admin/pending", adminCookie, { intent: "suspend", profileId: pendingId }),
      post(approvedTab, "/admin/approved", adminCookie, { intent: "decide", profileId: pendingId, decision: "rejected" }),
      post(rejectedTab, "/admin/rejected", adminCookie, { intent: "suspend", profileId: pendingId }),
      post(reviewsTab, "/admin/reviews", adminCookie, { intent: "suspend", profileId: pendingId }),
      post(mailTab, "/admin/mail", adminCookie, { intent: "delete-account", profileId: pendingId, reason: "Asked by email" }),
      post(pendingTab, "/admin/pending", adminCookie, { intent: "constructor" }),
      post(changesTab, "/admin/changes", adminCookie, { intent: "decide", profileId: pendingId, decision: "approved" }),
      post(pendingTab, "/admin/pending", adminCookie, { intent: "change", profileId: pendingId, revision: "1", decision: "approved" }),
    ];
    for (const refused of await Promise.all(refusals)) expect(refused).toMatchObject({ status: 400, body: { status: "error", message: "Invalid request" } });
    const [unchanged] = await handle.db.select().from(profiles).where(eq(profiles.id, pendingId));
    expect(unchanged!.profileStatus).toBe("approved");
  });

  it("suspending with a reason hides the listing and emails the reason", async () => {
    const result = await post(approvedTab, "/admin/approved", adminCookie, { intent: "suspend", profileId: pendingId, reason: "Insurance lapsed" });
    expect(result.body).toEqual({ status: "success", message: "Profile suspended successfully" });
    expect(await findPublicProfile(handle.db, "waiting-workshop")).toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes("waiting@example.com") && /needs changes/.test(m.subject));
    expect(mail.text).toContain("Reason: Insurance lapsed");
  });

  it("publishing a review counts it in the rating at once", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Rated Motors", email: "rated@example.com", reviews: [{ rating: 5 }] });
    const [pending] = await handle.db
      .insert(reviews)
      .values({ profileId: profile.id, reviewerName: "New", reviewerEmail: "n@example.com", rating: 2, comment: "Slow" })
      .returning();
    const result = await post(reviewsTab, "/admin/reviews", adminCookie, { intent: "review", reviewId: pending!.id, status: "approved" });
    expect(result.body).toEqual({ status: "success", message: "Review approved successfully" });
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.approvedReviewCount).toBe(2);
    expect(row!.ratingAverage).toBeCloseTo(3.5, 5);
    await smtp.waitFor((m) => m.to.includes("rated@example.com") && /2-star review/.test(m.subject));
  });

  it("sends a failed email again from the Failed emails tab", async () => {
    const [row] = await handle.db.insert(outbox).values({ status: "failed", attempts: 8, message: { to: "retry@example.com", subject: "Try again", text: "Hello" } }).returning();
    const result = await post(mailTab, "/admin/mail", adminCookie, { intent: "retry-mail", mailId: row!.id });
    expect(result.body).toEqual({ status: "success", message: "Email queued to send again" });
    await smtp.waitFor((m) => m.to.includes("retry@example.com"));
    const again = await post(mailTab, "/admin/mail", adminCookie, { intent: "retry-mail", mailId: row!.id });
    expect(again).toMatchObject({ status: 409, body: { status: "error", message: "That email is no longer waiting" } });
  });

  it("refuses malformed admin requests", async () => {
    const result = await post(pendingTab, "/admin/pending", adminCookie, { intent: "decide", profileId: "'; drop table profiles;--", decision: "approved" });
    expect(result.status).toBe(400);
  });
});
