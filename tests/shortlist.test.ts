import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { insertProfile, testContext, TEST_SECRET } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { reviews } from "../database/schema";
import { SHORTLIST_COOKIE } from "../app/lib/cookie-names";
import { SHORTLIST_MAX } from "../app/lib/shortlist";
import { readShortlist, shortlistHeader } from "../app/services/shortlist.server";
import { SHORTLIST_FULL } from "../app/routes/search/shortlist.server";
import * as shortlistPage from "../app/routes/search/shortlist";
import * as root from "../app/root";

const ORIGIN = "http://localhost:3000";
type Profile = Awaited<ReturnType<typeof insertProfile>>;

/** The cookie pair a Set-Cookie header gives back to the next request. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe.each(TEST_ENGINES)("the owner's shortlist (issue #27 item 1) on %s", (engine) => {
  let handle: DatabaseHandle;
  let context: RequestContext;
  let listed: Profile[];
  let pending: Profile;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    context = testContext(handle.db);
    listed = [
      await insertProfile(handle.db, { businessName: "Leeds Coachworks", postcode: "LS1 4AP", yearsInBusiness: 30, specialties: ["Paint & Bodywork"], vehicleMakes: ["Jaguar"], reviews: [{ rating: 5 }, { rating: 4 }] }),
      await insertProfile(handle.db, { businessName: "Cardiff Engines", postcode: "CF10 1EP", vehicleMakes: ["MG", "Triumph"] }),
      await insertProfile(handle.db, { businessName: "York Trim", postcode: "YO1 7HH" }),
      await insertProfile(handle.db, { businessName: "Bristol Chrome", postcode: "BS1 4DJ" }),
      await insertProfile(handle.db, { businessName: "Norwich Electrics", postcode: "NR2 1NR" }),
    ];
    pending = await insertProfile(handle.db, { businessName: "Pending Panels", profileStatus: "pending" });
    // One of Leeds Coachworks' two reviews came through an enquiry: "confirmed or verified".
    await handle.db.update(reviews).set({ verification: "enquiry" }).where(eq(reviews.reviewerName, "Reviewer 0"));
  });
  afterAll(async () => {
    await handle.close();
  });

  const post = (fields: Record<string, string>, cookie = "") =>
    runRoute(shortlistPage, "action", {
      request: new Request(`${ORIGIN}/shortlist`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: ORIGIN },
        body: new URLSearchParams(fields),
      }),
      context,
    });
  const setCookieOf = (answer: unknown) => {
    const init = (answer as { init?: ResponseInit }).init;
    const headers = answer instanceof Response ? answer.headers : new Headers(init?.headers);
    return headers.getSetCookie().find((c) => c.startsWith(`${SHORTLIST_COOKIE}=`)) ?? null;
  };
  const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200));
  const page = async (cookie: string, query = "") =>
    runRoute(shortlistPage, "loader", { request: new Request(`${ORIGIN}/shortlist${query}`, { headers: { cookie } }), context });
  const saving = async (...profiles: Profile[]) => {
    let cookie = "";
    for (const profile of profiles) cookie = cookieOf(setCookieOf(await post({ intent: "save", profileId: profile.id }, cookie))!);
    return cookie;
  };

  it("saves a listed specialist in a signed cookie, newest first, and compares them with what tells them apart, never a row", async () => {
    const cookie = await saving(listed[0]!, listed[1]!);
    const view = await page(cookie, "?near=LS1");
    expect(view.saved.map((s) => s.businessName)).toEqual(["Cardiff Engines", "Leeds Coachworks"]);
    const leeds = view.compared.find((card) => card.businessName === "Leeds Coachworks")!;
    expect(leeds).toMatchObject({ reviewCount: 2, confirmedReviewCount: 1, ratingAverage: 4.5, experience: "30+ years", services: ["Paint & Bodywork"], makes: ["Jaguar"], approvedProjectCount: 0 });
    expect(leeds.distanceMiles).toBeLessThan(2);
    expect(view.compared.find((card) => card.businessName === "Cardiff Engines")!.distanceMiles).toBeGreaterThan(150);
    expect(view.near?.label).toBeTruthy();
    // The page's data holds nothing a profile keeps private.
    const sent = JSON.stringify(view);
    for (const profile of [listed[0]!, listed[1]!]) {
      expect(sent).not.toContain(profile.email);
      expect(sent).not.toContain(profile.phone);
      expect(sent).not.toContain(String(profile.latitude));
    }
    // Every page knows what is saved (the root loader), to say "Saved".
    const rootData = await runRoute(root, "loader", { request: new Request(`${ORIGIN}/`, { headers: { cookie } }), context });
    expect((rootData as unknown as { data: { shortlist: string[] } }).data.shortlist).toEqual([listed[1]!.id, listed[0]!.id]);
  });

  it("compares at most four, those ticked first; removes one; clears all", async () => {
    const cookie = await saving(...listed);
    expect((await page(cookie)).compared).toHaveLength(4);
    const ticked = await page(cookie, `?compare=${listed[4]!.id}&compare=${listed[0]!.id}`);
    expect(ticked.compared.map((card) => card.businessName).sort()).toEqual(["Leeds Coachworks", "Norwich Electrics"]);
    const removed = cookieOf(setCookieOf(await post({ intent: "remove", profileId: listed[4]!.id }, cookie))!);
    expect((await page(removed)).saved).toHaveLength(4);
    const cleared = setCookieOf(await post({ intent: "clear" }, removed))!;
    expect(cleared).toMatch(/Max-Age=0/);
    expect((await page(cookieOf(cleared))).saved).toEqual([]);
  });

  it("without JavaScript goes back to the page it came from, with a toast; with it, answers the list", async () => {
    const plain = await post({ intent: "save", profileId: listed[2]!.id, redirectTo: `/provider/${listed[2]!.slug}` });
    expect(plain).toBeInstanceOf(Response);
    expect((plain as Response).status).toBe(302);
    expect((plain as Response).headers.get("location")).toBe(`/provider/${listed[2]!.slug}`);
    expect((plain as Response).headers.getSetCookie().some((c) => c.startsWith("rr_toast="))).toBe(true);
    const away = (await post({ intent: "save", profileId: listed[2]!.id, redirectTo: "https://evil.example/" })) as unknown as { data: { saved: string[] } };
    expect(away.data.saved).toEqual([listed[2]!.id]);
  });

  it("refuses what is not listed, a full list, and anything else, changing nothing", async () => {
    expect(statusOf(await post({ intent: "save", profileId: pending.id }))).toBe(404);
    expect(statusOf(await post({ intent: "save", profileId: "00000000-0000-4000-8000-000000000000" }))).toBe(404);
    for (const fields of [{ intent: "save", profileId: "'; drop table profiles; --" }, { intent: "save" }, { intent: "__proto__" }, {}] as Record<string, string>[]) {
      const answer = await post(fields);
      expect(statusOf(answer)).toBe(400);
      expect(setCookieOf(answer)).toBeNull();
    }
    const ids = Array.from({ length: SHORTLIST_MAX }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const full = cookieOf(await shortlistHeader(context, ids));
    const refused = await post({ intent: "save", profileId: listed[0]!.id }, full);
    expect(statusOf(refused)).toBe(409);
    expect(JSON.stringify(refused)).toContain(SHORTLIST_FULL);
    // Ids no longer listed are counted, not shown.
    expect(await page(full)).toMatchObject({ saved: [], unlisted: SHORTLIST_MAX });
  });

  it("ignores a cookie it did not sign", async () => {
    const forged = `${SHORTLIST_COOKIE}=${encodeURIComponent(btoa(JSON.stringify([listed[0]!.id])))}`;
    expect(await readShortlist(new Request(ORIGIN, { headers: { cookie: forged } }), TEST_SECRET)).toEqual([]);
    const other = cookieOf(await shortlistHeader({ ...context, secret: "another-secret-another-secret-0000000" }, [listed[0]!.id]));
    expect(await readShortlist(new Request(ORIGIN, { headers: { cookie: other } }), TEST_SECRET)).toEqual([]);
  });
});
