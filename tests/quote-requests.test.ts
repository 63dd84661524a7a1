import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { RequestContext } from "../app/context";
import { runRoute } from "./route-runner";
import { TEST_ENGINES } from "./test-database";
import { useMailingDatabase } from "./mailing-database";
import { insertProfile, testContext, TEST_SECRET } from "./fixtures";
import type { Database } from "../database/client";
import { quoteLeads, quoteRequests, reviews, users } from "../database/schema";
import { moderateReview } from "../app/models/reviews.server";
import { moderateProject } from "../app/models/projects.server";
import * as quoteNew from "../app/routes/quotes/quote-new";
import * as quotePage from "../app/routes/quotes/quote-request";
import * as quoteResend from "../app/routes/quotes/quote-resend";
import * as inbox from "../app/routes/portal/dashboard.quotes";
import * as leadPage from "../app/routes/portal/dashboard.quote";
import * as dashboard from "../app/routes/portal/dashboard";
import { QUOTE_REQUEST_SENT, UNCONFIRMED_QUOTE_REQUESTS_PER_CLIENT } from "../app/routes/quotes/quote-new.server";
import { QUOTE_ACCEPTED, QUOTE_CONFIRMED, QUOTE_LINK_INVALID } from "../app/routes/quotes/quote-request.server";
import { LINKS_RESENT } from "../app/routes/quotes/quote-resend.server";
import { expireQuoteRequests } from "../app/services/quote-retention.server";
import { createContactRequest } from "../app/models/contact-requests.server";
import * as providerPage from "../app/routes/profile/provider";
import * as quotePhoto from "../app/routes/quotes/quote-photo";
import sharp from "sharp";
import { plainPhoto, sidewaysJpegWithGps } from "./photo-fixtures";
import * as shortlistPage from "../app/routes/search/shortlist";
import { shortlistHeader } from "../app/services/shortlist.server";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Sup3r$ecretPassword";

interface Specialist {
  name: string;
  email: string;
  cookie: string;
  profileId: string;
}

/** A signed-in specialist with an approved listing. */
async function specialist(context: RequestContext, db: Database, name: string): Promise<Specialist> {
  const email = `${name.toLowerCase().replace(/\W+/g, "")}@example.com`;
  const { user } = await context.auth.api.signUpEmail({ body: { name, email, password: PASSWORD } });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const profile = await insertProfile(db, { businessName: name, userId: user.id, email, profileStatus: "approved" });
  const { headers } = await context.auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { name, email, cookie, profileId: profile.id };
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body;
};

const post = (path: string, fields: Record<string, string | string[]>, cookie = "") =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: form(fields),
  });

type Answer = { data: { status: string; message?: string; fieldErrors?: Record<string, string> }; init?: ResponseInit };
const answerOf = (result: unknown) => result as Answer;
const statusOf = (result: unknown) => (result instanceof Response ? result.status : (answerOf(result).init?.status ?? 200));

/** Runs a loader or action; a thrown answer (a redirect, a 404) comes back as itself. */
async function caught<T>(run: () => Promise<T>): Promise<T | Response | { data: unknown; init?: ResponseInit }> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown) return thrown as { data: unknown; init?: ResponseInit };
    throw thrown;
  }
}

const REQUEST = {
  make: "jaguar",
  model: "E-type Series 1",
  year: "1965",
  services: ["Paint & Bodywork", "Fabrication & Welding"],
  description: "Bare-metal respray and sill replacement; the floors were done in 2010.",
  carLocation: "Harrogate",
  timing: "3-months",
  budget: "15k-40k",
  name: "Margaret Owner",
  email: "margaret@example.com",
  phone: "01423 555 0101",
};

const tokenIn = (text: string) => /\/quotes\/([0-9a-f-]{36}\.[\w-]+)/.exec(text)?.[1] ?? null;

describe.each(TEST_ENGINES)("quote requests (issue #27 items 2–4) on %s", (engine) => {
  const mail = useMailingDatabase(engine);

  const setUp = async (prefix: string) => {
    const context = testContext(mail.handle.db, { clientAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
    const [a, b, c] = [
      await specialist(context, mail.handle.db, `${prefix} Coachworks`),
      await specialist(context, mail.handle.db, `${prefix} Engines`),
      await specialist(context, mail.handle.db, `${prefix} Trim`),
    ];
    return { context, a: a!, b: b!, c: c! };
  };

  const sendRequest = async (context: RequestContext, to: string[], overrides: Record<string, string | string[]> = {}) =>
    runRoute(quoteNew, "action", { request: post("/quotes/new", { ...REQUEST, to, ...overrides }), context });

  const ownerPage = (context: RequestContext, token: string) =>
    caught(() => runRoute(quotePage, "loader", { request: new Request(`${ORIGIN}/quotes/${token}`), context, params: { token } }));
  const ownerPost = (context: RequestContext, token: string, fields: Record<string, string>) =>
    caught(() => runRoute(quotePage, "action", { request: post(`/quotes/${token}`, fields), context, params: { token } }));
  const inboxOf = async (context: RequestContext, who: Specialist, query = "") => {
    const view = await runRoute(inbox, "loader", { request: new Request(`${ORIGIN}/dashboard/quotes${query}`, { headers: { cookie: who.cookie } }), context });
    return { ...view, leads: view.items.flatMap((item) => (item.kind === "quote" ? [item] : [])) };
  };
  const leadOf = (context: RequestContext, who: Specialist, leadId: string) =>
    caught(() => runRoute(leadPage, "loader", { request: new Request(`${ORIGIN}/dashboard/quotes/${leadId}`, { headers: { cookie: who.cookie } }), context, params: { leadId } }));
  const leadPost = (context: RequestContext, who: Specialist, leadId: string, fields: Record<string, string>) =>
    caught(() => runRoute(leadPage, "action", { request: post(`/dashboard/quotes/${leadId}`, fields, who.cookie), context, params: { leadId } }));

  it("sends nothing to a specialist until the owner confirms by the emailed link; then each gets only their own lead", async () => {
    const { context, a, b, c } = await setUp("Flow");
    const sent = answerOf(await sendRequest(context, [a.profileId, b.profileId, c.profileId]));
    expect(sent.data).toMatchObject({ status: "success", message: QUOTE_REQUEST_SENT });
    const confirmMail = await mail.smtp.waitFor((m) => m.to.includes(REQUEST.email) && m.subject === "Confirm your quote request");
    expect(confirmMail.text).toContain("1965 Jaguar E-type Series 1");
    for (const who of [a, b, c]) expect(confirmMail.text).toContain(who.name);
    const token = tokenIn(confirmMail.text)!;
    expect(token).toBeTruthy();

    // Before the confirmation: no lead in any inbox, no email to a specialist.
    expect((await inboxOf(context, a)).leads).toHaveLength(0);
    expect(mail.smtp.messages.some((m) => m.to.includes(a.email))).toBe(false);

    const before = answerOf(await ownerPage(context, token));
    expect(before.data).toMatchObject({ state: "request", request: { status: "unconfirmed", can: { confirm: true } } });
    expect(new Headers(before.init?.headers).get("Cache-Control")).toBe("private, no-store");

    expect(answerOf(await ownerPost(context, token, { intent: "confirm" })).data).toMatchObject({ status: "success", message: QUOTE_CONFIRMED });
    // A second press sends nothing twice.
    await ownerPost(context, token, { intent: "confirm" });
    for (const who of [a, b, c]) {
      const leadMail = await mail.smtp.waitFor((m) => m.to.includes(who.email) && m.subject.startsWith("Quote request for"));
      expect(leadMail.text).toContain("Bare-metal respray");
      // No specialist learns who else was asked.
      for (const other of [a, b, c].filter((o) => o !== who)) expect(leadMail.text).not.toContain(other.name);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.smtp.messages.filter((m) => m.to.includes(a.email) && m.subject.startsWith("Quote request for"))).toHaveLength(1);

    const [aInbox, bInbox, cInbox] = [await inboxOf(context, a), await inboxOf(context, b), await inboxOf(context, c)];
    expect(aInbox.leads).toHaveLength(1);
    expect(aInbox.leads[0]).toMatchObject({ car: "1965 Jaguar E-type Series 1", unread: true, status: "new" });
    expect(aInbox.tabs[0]).toMatchObject({ label: "All", total: 1, unread: 1 });
    const [aLead, bLead, cLead] = [aInbox.leads[0]!.id, bInbox.leads[0]!.id, cInbox.leads[0]!.id];
    // The inbox's data names no other specialist.
    expect(JSON.stringify(aInbox)).not.toContain(b.name);

    // Isolation: a specialist cannot open or answer another's lead.
    expect(statusOf(await leadOf(context, a, bLead))).toBe(404);
    expect(statusOf(await leadPost(context, a, bLead, { intent: "message", lead: bLead, body: "Hello from the wrong workshop" }))).toBe(409);

    // The lead page shows the owner's details to the specialist they chose, and clears the unread mark.
    const opened = (await leadOf(context, a, aLead)) as Awaited<ReturnType<NonNullable<typeof leadPage.loader>>>;
    expect(opened.owner).toEqual({ name: REQUEST.name, email: REQUEST.email, phone: REQUEST.phone });
    expect(JSON.stringify(opened)).not.toContain(b.name);
    expect((await inboxOf(context, a)).leads[0]!.unread).toBe(false);

    // Answers: A quotes, B declines, C messages; the owner is emailed each.
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quoted = answerOf(await leadPost(context, a, aLead, { intent: "quote", lead: aLead, priceFrom: "18000", priceTo: "22000", body: "Strip, weld sills, two-pack respray.", leadTime: "Start in March, 12 weeks", validUntil }));
    expect(quoted.data.status).toBe("success");
    expect(answerOf(await leadPost(context, b, bLead, { intent: "decline", lead: bLead, body: "Fully booked until next year, sorry." })).data.status).toBe("success");
    expect(answerOf(await leadPost(context, c, cLead, { intent: "message", lead: cLead, body: "Could you send photos of the sills?" })).data.status).toBe("success");
    await mail.smtp.waitFor((m) => m.to.includes(REQUEST.email) && m.subject === `${a.name} sent you a quote for your 1965 Jaguar E-type Series 1`);
    await mail.smtp.waitFor((m) => m.to.includes(REQUEST.email) && m.subject.startsWith(`${b.name} cannot take on`));

    // A quote refused field by field: the price range must not run backwards.
    const backwards = answerOf(await leadPost(context, c, cLead, { intent: "quote", lead: cLead, priceFrom: "9000", priceTo: "5000", body: "x", leadTime: "soon", validUntil }));
    expect(statusOf(backwards)).toBe(400);
    expect(backwards.data.fieldErrors?.priceTo).toBeTruthy();

    const page = answerOf(await ownerPage(context, token)).data as unknown as { request: { leads: { businessName: string; status: string; canAccept: boolean; unread: boolean; messages: { price: string | null }[] }[] } };
    const byName = (name: string) => page.request.leads.find((lead) => lead.businessName === name)!;
    expect(byName(a.name)).toMatchObject({ status: "quoted", canAccept: true, unread: true });
    expect(byName(a.name).messages[0]!.price).toBe("£18,000 – £22,000");
    expect(byName(b.name)).toMatchObject({ status: "declined", canAccept: false });
    expect(byName(c.name)).toMatchObject({ status: "replied", canAccept: false });
    // The owner's page holds no specialist's address.
    const pageText = JSON.stringify(page);
    for (const who of [a, b, c]) expect(pageText).not.toContain(who.email);

    // The owner answers C, then accepts A's quote: C (still in play) is thanked, B (declined) is not written to again.
    expect(answerOf(await ownerPost(context, token, { intent: "message", lead: cLead, body: "Photos are on their way." })).data.status).toBe("success");
    await mail.smtp.waitFor((m) => m.to.includes(c.email) && m.text.includes("Photos are on their way."));
    expect(answerOf(await ownerPost(context, token, { intent: "accept", lead: aLead })).data).toMatchObject({ status: "success", message: QUOTE_ACCEPTED });
    await mail.smtp.waitFor((m) => m.to.includes(a.email) && m.subject.includes("was accepted"));
    await mail.smtp.waitFor((m) => m.to.includes(c.email) && m.subject.includes("the owner has chosen"));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mail.smtp.messages.some((m) => m.to.includes(b.email) && m.subject.includes("the owner has chosen"))).toBe(false);
    expect((await inboxOf(context, a, "?status=won")).leads).toHaveLength(1);
    expect((await inboxOf(context, c, "?status=lost")).leads).toHaveLength(1);
    // Accepting twice, or a lead that did not quote, is refused.
    expect(statusOf(await ownerPost(context, token, { intent: "accept", lead: cLead }))).toBe(409);

    // The won specialist and the owner keep talking; the lost one cannot write any more.
    expect(answerOf(await leadPost(context, a, aLead, { intent: "message", lead: aLead, body: "Delighted. When can you bring it in?" })).data.status).toBe("success");
    expect(statusOf(await leadPost(context, c, cLead, { intent: "message", lead: cLead, body: "Still interested?" }))).toBe(409);

    expect(answerOf(await ownerPost(context, token, { intent: "complete" })).data.status).toBe("success");
    expect(answerOf(await ownerPage(context, token)).data).toMatchObject({ request: { status: "completed" } });

    // Verified jobs (#27 item 6): the owner is asked for a review on their own page, the specialist told.
    const reviewMail = await mail.smtp.waitFor((m) => m.to.includes(REQUEST.email) && m.subject === `How did ${a.name} do with your 1965 Jaguar E-type Series 1?`);
    expect(reviewMail.text).toContain(`/quotes/${token}#review`);
    await mail.smtp.waitFor((m) => m.to.includes(a.email) && m.subject === "The 1965 Jaguar E-type Series 1 job is marked completed");
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date());
    const mark = `Verified job — Paint & Bodywork and Fabrication & Welding on a 1965 Jaguar E-type Series 1, completed ${month}`;
    expect(answerOf(await ownerPage(context, token)).data).toMatchObject({ request: { job: { businessName: a.name, canReview: true, mark, project: null } } });
    // Only the won specialist's job, from this owner's page: a review through another request's page is not about A.
    const review = { intent: "review", name: "Margaret O.", rating: "5", comment: "Superb sills and paint, on time and on budget.", website_url: "" };
    expect(answerOf(await ownerPost(context, token, review)).data.status).toBe("success");
    const [stored] = await mail.handle.db.select().from(reviews).where(eq(reviews.profileId, a.profileId));
    expect(stored).toMatchObject({ status: "pending", verification: "job", reviewerEmail: REQUEST.email, verifiedJob: mark.replace("Verified job — ", "") });
    // One review per job.
    expect(statusOf(await ownerPost(context, token, { ...review, comment: "A second review of the same job." }))).toBe(409);
    await moderateReview(mail.handle.db, stored!.id, "approved");
    const profilePage = (await runRoute(providerPage, "loader", { request: new Request(`${ORIGIN}/provider/${a.profileId}`), context, params: { slugOrId: a.profileId } })) as {
      reviews: { verification: string; verifiedJob: string | null }[];
      projects: { id: string; ownerConfirmed: boolean }[];
    };
    expect(profilePage.reviews[0]).toMatchObject({ verification: "job", verifiedJob: mark.replace("Verified job — ", "") });

    // The won specialist publishes a project of the job; the owner is asked, and confirms it is their car.
    expect(statusOf(await leadPost(context, c, cLead, { intent: "project" }))).toBe(409);
    const made = await leadPost(context, a, aLead, { intent: "project" });
    expect(made).toBeInstanceOf(Response);
    const projectId = (made as Response).headers.get("Location")!.split("/").pop()!;
    // A second press makes no second project.
    expect(((await leadPost(context, a, aLead, { intent: "project" })) as Response).headers.get("Location")).toBe(`/dashboard/projects/${projectId}`);
    await mail.smtp.waitFor((m) => m.to.includes(REQUEST.email) && m.subject.startsWith("Is this your 1965 Jaguar E-type Series 1?"));
    expect(answerOf(await ownerPage(context, token)).data).toMatchObject({ request: { job: { project: { id: projectId, confirmed: false } } } });
    expect(answerOf(await ownerPost(context, token, { intent: "confirm-project", project: projectId })).data.status).toBe("success");
    await moderateProject(mail.handle.db, projectId, "approved", null);
    const withProject = (await runRoute(providerPage, "loader", { request: new Request(`${ORIGIN}/provider/${a.profileId}`), context, params: { slugOrId: a.profileId } })) as typeof profilePage;
    expect(withProject.projects.find((project) => project.id === projectId)).toMatchObject({ ownerConfirmed: true });
  });

  it("opens no request with a forged, altered or other owner's link, and acts on no lead of another request", async () => {
    const { context, a, b } = await setUp("Links");
    await sendRequest(context, [a.profileId], { email: "first@example.com" });
    await sendRequest(context, [b.profileId], { email: "second@example.com", description: "A second request for a different car entirely." });
    const first = tokenIn((await mail.smtp.waitFor((m) => m.to.includes("first@example.com"))).text)!;
    const second = tokenIn((await mail.smtp.waitFor((m) => m.to.includes("second@example.com"))).text)!;
    await ownerPost(context, first, { intent: "confirm" });
    await ownerPost(context, second, { intent: "confirm" });
    const secondLead = (await inboxOf(context, b)).leads[0]!.id;

    const [id] = first.split(".");
    for (const bad of [`${id}.${"A".repeat(43)}`, `${id}`, "not-a-token", `${second.split(".")[0]}.${first.split(".")[1]}`]) {
      const answer = answerOf(await ownerPage(context, bad));
      expect(statusOf(answer)).toBe(404);
      expect(answer.data).toMatchObject({ state: "invalid", message: QUOTE_LINK_INVALID });
    }
    // A review link's token for the same id is another kind: it opens nothing here.
    const { reviewConfirmToken } = await import("../app/services/review-links.server");
    expect(statusOf(await ownerPage(context, reviewConfirmToken(TEST_SECRET, id!)))).toBe(404);

    // The first owner's link cannot message, accept or see the second request's lead.
    expect(statusOf(await ownerPost(context, first, { intent: "message", lead: secondLead, body: "Hijack" }))).toBe(404);
    expect(statusOf(await ownerPost(context, first, { intent: "accept", lead: secondLead }))).toBe(409);
    expect(JSON.stringify(answerOf(await ownerPage(context, first)).data)).not.toContain(secondLead);

    // Lost links come again to the same address, and the old link still works (re-sending invalidates nothing).
    const resent = answerOf(await runRoute(quoteResend, "action", { request: post("/quotes/resend", { email: "first@example.com" }), context }));
    expect(resent.data).toMatchObject({ status: "success", message: LINKS_RESENT });
    const linksMail = await mail.smtp.waitFor((m) => m.to.includes("first@example.com") && m.subject === "Your quote requests on The Restoration Register");
    expect(tokenIn(linksMail.text)).toBe(first);
    expect(linksMail.text).not.toContain(second);
    // An address with no request gets the same answer, and no email.
    const unknown = answerOf(await runRoute(quoteResend, "action", { request: post("/quotes/resend", { email: "nobody@example.com" }), context }));
    expect(unknown.data).toMatchObject({ status: "success", message: LINKS_RESENT });
    expect(answerOf(await ownerPage(context, first)).data).toMatchObject({ state: "request" });

    // Deleting removes the request, its leads and threads at once, and closes the link.
    const deleted = await ownerPost(context, second, { intent: "delete" });
    expect(deleted).toBeInstanceOf(Response);
    expect((deleted as Response).headers.get("Location")).toBe("/");
    expect((deleted as Response).headers.get("Set-Cookie")).toBeTruthy();
    expect(statusOf(await ownerPage(context, second))).toBe(404);
    expect((await inboxOf(context, b)).leads).toHaveLength(0);
    await mail.smtp.waitFor((m) => m.to.includes(b.email) && m.subject.startsWith("Quote request withdrawn"));
  });

  it("refuses bad input field by field, more than 5 specialists, and a fourth unconfirmed request from one address", async () => {
    const { a, b } = await setUp("Limits");
    const context = testContext(mail.handle.db, { clientAddress: "192.0.2.44" });
    const bad = answerOf(await sendRequest(context, [a.profileId], { year: "1066", services: [], description: "short", email: "not-an-email", make: "trabant" }));
    expect(statusOf(bad)).toBe(400);
    expect(Object.keys(bad.data.fieldErrors ?? {}).sort()).toEqual(["description", "email", "make", "services", "year"]);
    const six = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expect(statusOf(await sendRequest(context, six))).toBe(400);
    // A specialist no longer listed: nobody to send it to.
    expect(statusOf(await sendRequest(context, ["00000000-0000-4000-8000-000000000009"]))).toBe(404);

    for (let i = 0; i < UNCONFIRMED_QUOTE_REQUESTS_PER_CLIENT; i++) {
      expect(statusOf(await sendRequest(context, [b.profileId], { email: `limit${i}@example.com`, model: `Model ${i}` }))).toBe(200);
    }
    expect(statusOf(await sendRequest(context, [b.profileId], { email: "limit9@example.com", model: "One more" }))).toBe(429);
  });

  it("counts unread leads for the dashboard menu, and deletes requests after 12 months without activity and unconfirmed ones after 7 days", async () => {
    const { context, a } = await setUp("Retention");
    await sendRequest(context, [a.profileId], { email: "old@example.com" });
    const token = tokenIn((await mail.smtp.waitFor((m) => m.to.includes("old@example.com"))).text)!;
    await ownerPost(context, token, { intent: "confirm" });
    const layout = await runRoute(dashboard, "loader", { request: new Request(`${ORIGIN}/dashboard/quotes`, { headers: { cookie: a.cookie } }), context });
    expect((layout as { profile: { unreadQuotes: number } }).profile.unreadQuotes).toBe(1);

    // One inbox: an enquiry from the profile's contact form is listed under All beside the quote request, newest first.
    await createContactRequest(mail.handle.db, { profileId: a.profileId, requesterName: "Enquiring Ellen", requesterEmail: "ellen@example.com", message: "Do you rebuild SU carburettors?" });
    const all = await runRoute(inbox, "loader", { request: new Request(`${ORIGIN}/dashboard/quotes`, { headers: { cookie: a.cookie } }), context });
    expect(all.items.map((item) => item.kind)).toEqual(["enquiry", "quote"]);
    expect(all.items[0]).toMatchObject({ name: "Enquiring Ellen", statusLabel: "New enquiry", unread: true });
    expect(all.tabs[0]).toMatchObject({ label: "All", total: 2, unread: 2 });
    const onlyNew = await runRoute(inbox, "loader", { request: new Request(`${ORIGIN}/dashboard/quotes?status=new`, { headers: { cookie: a.cookie } }), context });
    expect(onlyNew.items.map((item) => item.kind)).toEqual(["quote"]);

    const requestId = token.split(".")[0]!;
    const db = mail.handle.db;
    await db.update(quoteRequests).set({ lastActivityAt: sql`now() - interval '366 days'` }).where(eq(quoteRequests.id, requestId));
    // An unconfirmed one 8 days old goes too; one 6 days old stays.
    await sendRequest(context, [a.profileId], { email: "never@example.com" });
    await sendRequest(context, [a.profileId], { email: "recent@example.com" });
    await db.update(quoteRequests).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(quoteRequests.ownerEmail, "never@example.com"));
    await db.update(quoteRequests).set({ createdAt: sql`now() - interval '6 days'` }).where(eq(quoteRequests.ownerEmail, "recent@example.com"));
    expect(await expireQuoteRequests(db)).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.ownerEmail, "never@example.com"))).toHaveLength(0);
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.ownerEmail, "recent@example.com"))).toHaveLength(1);
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId))).toHaveLength(0);
    expect(await db.select().from(quoteLeads).where(eq(quoteLeads.requestId, requestId))).toHaveLength(0);
    expect(statusOf(await ownerPage(context, token))).toBe(404);
  });

  it("shows reply times from real requests of the last 90 days, and nothing below 3 requests", async () => {
    const db = mail.handle.db;
    const profile = await insertProfile(db, { businessName: "Reply Times Motors", profileStatus: "approved" });
    // One request per lead, as each owner's request reaches a specialist once.
    const lead = async (sentDaysAgo: number, repliedAfterHours: number | null) => {
      const [request] = await db
        .insert(quoteRequests)
        .values({ ownerName: "O", ownerEmail: "o@example.com", makeSlug: "mg", model: "B", year: 1970, services: ["Mechanical Repairs"], description: "x".repeat(30), carLocation: "York", timing: "flexible", status: "open" })
        .returning({ id: quoteRequests.id });
      await db.insert(quoteLeads).values({
        requestId: request!.id,
        profileId: profile.id,
        sentAt: sql`now() - make_interval(days => ${sentDaysAgo})`,
        firstReplyAt: repliedAfterHours === null ? null : sql`now() - make_interval(days => ${sentDaysAgo}) + make_interval(hours => ${repliedAfterHours})`,
      });
    };
    const context = testContext(db);
    const repliesOnProfile = async () =>
      ((await runRoute(providerPage, "loader", { request: new Request(`${ORIGIN}/provider/${profile.slug}`), context, params: { slugOrId: profile.slug } })) as { replies: string | null }).replies;

    // Two requests, and one from 100 days ago: too few to say anything.
    await lead(100, 1);
    await lead(10, 2);
    await lead(5, null);
    expect(await repliesOnProfile()).toBeNull();
    // A third within the window: the median counts the unanswered one as slowest (2 h, 5 h, never → 5 h).
    await lead(3, 5);
    expect(await repliesOnProfile()).toBe("Usually replies within 5 hours · Replied to 2 of 3 requests");
    // The compare page shows the same line.
    const cookie = (await shortlistHeader(context, [profile.id])).split(";")[0]!;
    const compared = await runRoute(shortlistPage, "loader", { request: new Request(`${ORIGIN}/shortlist`, { headers: { cookie } }), context });
    expect(compared.compared[0]!.replies).toBe("Usually replies within 5 hours · Replied to 2 of 3 requests");
    // More unanswered than answered: no "usually", only the count.
    await lead(2, null);
    await lead(1, null);
    expect(await repliesOnProfile()).toBe("Replied to 2 of 5 requests");
  });

  it("takes up to 6 photos of the car through the gallery's pipeline, shown by signed addresses to the owner and the chosen specialists only", async () => {
    const { context, a, b } = await setUp("Photos");
    const multipart = (photos: { name: string; bytes: Uint8Array; type: string }[], email: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...REQUEST, email, to: [a.profileId] })) for (const one of [value].flat()) body.append(name, one);
      for (const photo of photos) body.append("photos", new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
      return new Request(`${ORIGIN}/quotes/new`, { method: "POST", body, headers: { origin: ORIGIN } });
    };
    const sharpOne = await sidewaysJpegWithGps(1200, 800);
    const png = await plainPhoto("#245f45", 900, 600);

    // A file that is not a photo refuses the whole request by the photos field: nothing stored, nothing sent.
    const before = (await mail.handle.db.select().from(quoteRequests)).length;
    const refused = answerOf(await runRoute(quoteNew, "action", { request: multipart([{ name: "car.jpg", bytes: png, type: "image/jpeg" }, { name: "notes.txt", bytes: new TextEncoder().encode("not a photo at all"), type: "image/jpeg" }], "photos-refused@example.com"), context }));
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.fieldErrors?.photos).toContain("notes.txt: This file is not a JPEG, PNG, WebP or AVIF photo.");
    expect((await mail.handle.db.select().from(quoteRequests)).length).toBe(before);

    const sent = answerOf(await runRoute(quoteNew, "action", { request: multipart([{ name: "side.jpg", bytes: sharpOne, type: "image/jpeg" }, { name: "front.png", bytes: png, type: "image/png" }], "photos@example.com"), context }));
    expect(sent.data.status).toBe("success");
    const token = tokenIn((await mail.smtp.waitFor((m) => m.to.includes("photos@example.com"))).text)!;
    await ownerPost(context, token, { intent: "confirm" });
    const page = answerOf(await ownerPage(context, token)).data as unknown as { request: { photos: { id: string; thumbnail: string; full: string; width: number; height: number }[] } };
    expect(page.request.photos).toHaveLength(2);
    // Upright (the sideways photo turned by its EXIF orientation) and re-encoded without its GPS position.
    expect(page.request.photos[0]).toMatchObject({ width: 800, height: 1200 });
    const fetchPhoto = async (address: string) => {
      const url = new URL(address, ORIGIN);
      const [, , photoId, file] = url.pathname.split("/");
      return (await runRoute(quotePhoto, "loader", { request: new Request(url), context, params: { photoId: photoId!, file: file! } })) as Response;
    };
    const file = await fetchPhoto(page.request.photos[0]!.full);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/webp");
    expect(file.headers.get("Cache-Control")).toBe("private, max-age=3600");
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    // A forged or altered address opens nothing.
    for (const forged of [
      page.request.photos[0]!.full.replace(/signature=[\w-]+/, `signature=${"A".repeat(43)}`),
      page.request.photos[0]!.full.replace(/expires=\d+/, "expires=9999999999"),
      page.request.photos[0]!.full.replace(page.request.photos[0]!.id, page.request.photos[1]!.id),
    ]) {
      expect((await fetchPhoto(forged)).status, forged).toBe(404);
    }
    // The chosen specialist's lead page shows them; another specialist's inbox has no lead to show them by.
    const lead = (await inboxOf(context, a)).leads[0]!;
    const leadView = (await leadOf(context, a, lead.id)) as { photos: unknown[] };
    expect(leadView.photos).toHaveLength(2);
    expect((await inboxOf(context, b)).leads).toHaveLength(0);
    // Deleting the request deletes its photos: their addresses open nothing.
    await ownerPost(context, token, { intent: "delete" });
    expect((await fetchPhoto(page.request.photos[1]!.thumbnail)).status).toBe(404);
  });
});
