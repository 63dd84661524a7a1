import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { cookieFor, request, run } from "./admin-requests";
import { insertProfile, testContext, TEST_SECRET } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { certificationChecks, profiles, users } from "../database/schema";
import * as pendingTab from "../app/routes/admin/admin.pending";
import * as approvedTab from "../app/routes/admin/admin.approved";
import * as publicProfilePage from "../app/routes/profile/provider";
import { runAdminCommand } from "../scripts/admin";
import { certificationStatus, statedCertifications } from "../app/lib/certifications";
import { formatLongDate } from "../app/lib/format";
import { featuredProfiles } from "../app/models/profile-search.server";
import { searchProfiles } from "../app/models/profile-search.server";
import { EVIDENCE_REQUIRED } from "../app/routes/admin/admin.certifications.server";

const PASSWORD = "Admin#Strong-2026";

describe("the certifications a profile states", () => {
  it("are its field split by commas, semicolons and new lines, trimmed, without empty or repeated ones", () => {
    expect(statedCertifications("IMI accredited technicians; FBHVC trade supporter")).toEqual(["IMI accredited technicians", "FBHVC trade supporter"]);
    expect(statedCertifications(" IMI Level 3 ,\n\nFBHVC trade supporter;;\r\nISO 9001 , IMI Level 3 ")).toEqual([
      "IMI Level 3",
      "FBHVC trade supporter",
      "ISO 9001",
    ]);
    expect(statedCertifications(" ,; \n ")).toEqual([]);
    expect(statedCertifications(null)).toEqual([]);
    expect(statedCertifications(undefined)).toEqual([]);
  });

  it("earn 'checked' only when every stated one has a check, dated by the latest; a check of another wording counts for nothing", () => {
    const early = { certification: "IMI Level 3", checkedAt: "2026-11-01T10:00:00.000Z" };
    const late = { certification: "FBHVC trade supporter", checkedAt: new Date("2026-11-20T09:30:00.000Z") };
    expect(certificationStatus(null, [early])).toEqual({ state: "none" });
    expect(certificationStatus("IMI Level 3; FBHVC trade supporter", [])).toEqual({ state: "listed" });
    expect(certificationStatus("IMI Level 3; FBHVC trade supporter", [early])).toEqual({ state: "listed" });
    expect(certificationStatus("IMI Level 3; FBHVC trade supporter", [early, late])).toEqual({ state: "checked", checkedAt: "2026-11-20T09:30:00.000Z" });
    expect(certificationStatus("IMI Level 3", [early, late])).toEqual({ state: "checked", checkedAt: "2026-11-01T10:00:00.000Z" });
    expect(certificationStatus("IMI Level 4; FBHVC trade supporter", [early, late])).toEqual({ state: "listed" });
  });
});

describe.each(TEST_ENGINES)("admin-checked certifications on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let adminCookie: string;
  let specialistCookie: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    await runAdminCommand(["create", "--email", "checker@example.com", "--password", PASSWORD], { db: handle.db, secret: TEST_SECRET, appUrl: "http://localhost:3000" });
    adminCookie = await cookieFor(context, "checker@example.com", PASSWORD);
    const { user } = await context.auth.api.signUpEmail({ body: { name: "Spec", email: "cert-spec@example.com", password: PASSWORD } });
    await handle.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await insertProfile(handle.db, { businessName: "Spec Own Garage", userId: user.id, certifications: "IMI Level 3" });
    specialistCookie = await cookieFor(context, "cert-spec@example.com", PASSWORD);
  });
  afterAll(() => handle.close());

  const check = (tab: typeof pendingTab | typeof approvedTab, cookie: string | null, fields: Record<string, string>) =>
    run(() => runRoute(tab, "action", { request: request(`/admin/${tab === pendingTab ? "pending" : "approved"}`, cookie, { intent: "check-certification", ...fields }), context }));
  const withdraw = (cookie: string | null, fields: Record<string, string>) =>
    run(() => runRoute(approvedTab, "action", { request: request("/admin/approved", cookie, { intent: "withdraw-certification", ...fields }), context }));
  /** The badge the public profile page shows, from its loader, and the check's date in the words it shows. */
  const publicCertification = async (slug: string) =>
    ((await run(() => runRoute(publicProfilePage, "loader", { request: request(`/provider/${slug}`, null), context, params: { slugOrId: slug } }))).body as {
      certification: { status: unknown; checkedOn: string | null };
    }).certification;
  const publicBadge = async (slug: string) => (await publicCertification(slug)).status;
  /** The badge the results card of the same profile shows. */
  const cardBadge = async (id: string) => {
    const found = await searchProfiles(handle.db, { specialty: null, vehicleMake: null, origin: null, sort: "rating", page: 1, pageSize: 100 });
    return found.profiles.find((p) => p.id === id)?.certification;
  };
  const checksOf = (profileId: string) => handle.db.select().from(certificationChecks).where(eq(certificationChecks.profileId, profileId));

  it("shows 'Certifications checked' on the page and the cards only once an admin has checked every stated one", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Checked Coachworks", certifications: "IMI accredited technicians; FBHVC trade supporter" });
    expect(await publicBadge(profile.slug)).toEqual({ state: "listed" });
    expect(await cardBadge(profile.id)).toEqual({ state: "listed" });

    const first = await check(approvedTab, adminCookie, { profileId: profile.id, certification: "IMI accredited technicians", evidence: "IMI certificate no. 12345 seen 2026-11-20" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "success", message: "Certification checked: IMI accredited technicians" });
    expect(await publicBadge(profile.slug)).toEqual({ state: "listed" });

    await check(approvedTab, adminCookie, { profileId: profile.id, certification: "FBHVC trade supporter", evidence: "FBHVC membership letter seen" });
    const [stored] = (await checksOf(profile.id)).filter((c) => c.certification === "FBHVC trade supporter");
    expect(stored).toMatchObject({ evidence: "FBHVC membership letter seen", adminEmail: "checker@example.com" });
    const badge = { state: "checked", checkedAt: (await checksOf(profile.id)).map((c) => c.checkedAt).sort((a, b) => b.getTime() - a.getTime())[0]!.toISOString() };
    expect(await publicBadge(profile.slug)).toEqual(badge);
    expect(await cardBadge(profile.id)).toEqual(badge);
    // Written by the loader, so the visitor's browser formats no date while hydrating.
    expect((await publicCertification(profile.slug)).checkedOn).toBe(formatLongDate(badge.checkedAt));

    // The admin's card shows the checks with what was seen; the public page's data never does.
    const tab = await run(() => runRoute(approvedTab, "loader", { request: request("/admin/approved", adminCookie), context }));
    const checks = (tab.body as { certificationChecks: unknown }).certificationChecks as { profileId: string; evidence: string }[];
    expect(checks.filter((c) => c.profileId === profile.id).map((c) => c.evidence).sort()).toEqual(["FBHVC membership letter seen", "IMI certificate no. 12345 seen 2026-11-20"]);
    const page = await run(() => runRoute(publicProfilePage, "loader", { request: request(`/provider/${profile.slug}`, null), context, params: { slugOrId: profile.slug } }));
    expect(JSON.stringify(page.body)).not.toContain("12345");
    expect(JSON.stringify(page.body)).not.toContain("checker@example.com");
  });

  it("goes back to 'Lists certifications' when the specialist adds or rewords one, and forward again once that is checked", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Edited Engines", certifications: "IMI Level 3" });
    await check(approvedTab, adminCookie, { profileId: profile.id, certification: "IMI Level 3", evidence: "Certificate seen" });
    expect(await publicBadge(profile.slug)).toMatchObject({ state: "checked" });

    await handle.db.update(profiles).set({ certifications: "IMI Level 3, ISO 9001" }).where(eq(profiles.id, profile.id));
    expect(await publicBadge(profile.slug)).toEqual({ state: "listed" });
    expect(await cardBadge(profile.id)).toEqual({ state: "listed" });

    await handle.db.update(profiles).set({ certifications: "IMI Level 4" }).where(eq(profiles.id, profile.id));
    expect(await publicBadge(profile.slug)).toEqual({ state: "listed" });

    // A wording the profile does not state cannot be checked.
    const stale = await check(approvedTab, adminCookie, { profileId: profile.id, certification: "IMI Level 3", evidence: "Certificate seen again" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: "error", message: "This listing no longer states that certification" });

    await check(approvedTab, adminCookie, { profileId: profile.id, certification: "IMI Level 4", evidence: "Level 4 certificate seen" });
    expect(await publicBadge(profile.slug)).toMatchObject({ state: "checked" });
    const featured = await featuredProfiles(handle.db, 100);
    expect(featured.find((p) => p.id === profile.id)?.certification).toMatchObject({ state: "checked" });
  });

  it("goes back to 'Lists certifications' when an admin withdraws a check", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Withdrawn Works", certifications: "FBHVC trade supporter" });
    await check(approvedTab, adminCookie, { profileId: profile.id, certification: "FBHVC trade supporter", evidence: "Membership card seen" });
    expect(await publicBadge(profile.slug)).toMatchObject({ state: "checked" });

    const withdrawn = await withdraw(adminCookie, { profileId: profile.id, certification: "FBHVC trade supporter" });
    expect(withdrawn.body).toMatchObject({ status: "success", message: "Check withdrawn: FBHVC trade supporter" });
    expect(await checksOf(profile.id)).toEqual([]);
    expect(await publicBadge(profile.slug)).toEqual({ state: "listed" });
    expect((await withdraw(adminCookie, { profileId: profile.id, certification: "FBHVC trade supporter" })).status).toBe(409);
  });

  it("needs what was seen, and answers a missing note beside that certification's field", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Waiting Restorations", profileStatus: "pending", certifications: "IMI Level 3" });
    for (const evidence of ["", "   "]) {
      const refused = await check(pendingTab, adminCookie, { profileId: profile.id, certification: "IMI Level 3", evidence });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        status: "error",
        intent: "check-certification",
        profileId: profile.id,
        fieldErrors: { evidence: EVIDENCE_REQUIRED },
        values: { certification: "IMI Level 3", evidence },
      });
    }
    expect((await check(pendingTab, adminCookie, { profileId: "not-a-uuid", certification: "IMI Level 3", evidence: "Seen" })).status).toBe(400);
    expect(await checksOf(profile.id)).toEqual([]);
    // A pending profile's certifications can be checked before it is approved.
    expect((await check(pendingTab, adminCookie, { profileId: profile.id, certification: "IMI Level 3", evidence: "Seen at the workshop" })).status).toBe(200);
    expect(await checksOf(profile.id)).toHaveLength(1);
  });

  it("lets no anonymous visitor or specialist post or withdraw a check", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Guarded Garage", certifications: "IMI Level 3; FBHVC trade supporter" });
    await check(approvedTab, adminCookie, { profileId: profile.id, certification: "FBHVC trade supporter", evidence: "Membership card seen" });
    const own = (await handle.db.select().from(profiles).where(eq(profiles.businessName, "Spec Own Garage")))[0]!;
    for (const tab of [pendingTab, approvedTab]) {
      for (const target of [profile, own]) {
        const fields = { profileId: target.id, certification: "IMI Level 3", evidence: "Trust me" };
        expect((await check(tab, null, fields)).location).toBe("/auth?redirectTo=%2Fadmin");
        expect((await check(tab, specialistCookie, fields)).location).toBe("/");
      }
    }
    const fields = { profileId: profile.id, certification: "FBHVC trade supporter" };
    expect((await withdraw(null, fields)).location).toBe("/auth?redirectTo=%2Fadmin");
    expect((await withdraw(specialistCookie, fields)).location).toBe("/");
    expect((await checksOf(profile.id)).map((c) => c.certification)).toEqual(["FBHVC trade supporter"]);
    expect(await checksOf(own.id)).toEqual([]);
  });
});
