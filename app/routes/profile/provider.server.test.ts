import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TEST_ENGINES } from "../../../tests/test-database";
import { formStartedAgo, insertProfile, outboxMail, testContext, TEST_SECRET } from "../../../tests/fixtures";
import { analyticsEvents, contactRequests, rateLimits, reviews } from "../../../database/schema";
import { formCookieFor, SPAM_MESSAGES } from "~/services/spam.server";
import { clientKey } from "~/services/rate-limit.server";
import { HONEYPOT_FIELD } from "~/lib/spam-fields";
import { FORM_COOKIE } from "~/lib/cookie-names";
import { ENQUIRY_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR, ENQUIRY_SUCCESS, REVIEW_CONFIRM_BY_EMAIL, REVIEW_EMAIL_TOO_MANY, REVIEW_PROFILE_FULL, REVIEW_SUBMITTED, REVIEW_SUCCESS, REVIEW_TOO_MANY, REVIEWS_PER_EMAIL_PER_DAY, REVIEWS_PER_PROFILE_PER_DAY, submitEnquiry, UNCONFIRMED_REVIEWS_PER_CLIENT, UNCONFIRMED_REVIEWS_PER_PROFILE, submitReveal, submitReview } from "./provider.server";
import type { ProfileFormResult as FormResult } from "~/lib/form-results";
import { CALL_PHONE_MESSAGE, CALL_TIME_MESSAGE, REVIEW_EMAIL_MESSAGE, REVIEW_REQUIRED_MESSAGE } from "~/lib/schemas";
import { useMailingDatabase } from "../../../tests/mailing-database";


/** A form as the page would post it (the fill time is the context's form-start cookie). */
function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function result(response: Awaited<ReturnType<typeof submitReview>>) {
  return { status: response.init?.status ?? 200, body: response.data as FormResult };
}

describe.each(TEST_ENGINES)("reviews and enquiries on %s", (engine) => {
  const mailing = useMailingDatabase(engine);
  let profileId: string;
  let pendingId: string;
  let address = 0;
  // Each test posts from its own client address, so rate limits only bite where a test means them to;
  // its visitor opened the page 10 s ago unless `formToken` (their form-start cookie) says otherwise (undefined: none).
  const context = (cookie: { formToken?: string } = {}) => testContext(mailing.handle.db, { clientAddress: `198.51.100.${++address}`, ...cookie });

  beforeAll(async () => {
    profileId = (await insertProfile(mailing.handle.db, { businessName: "Mail Test Motors", email: "owner@mailtest.example" })).id;
    pendingId = (await insertProfile(mailing.handle.db, { businessName: "Hidden Motors", profileStatus: "pending" })).id;
  });

  const reviewsOf = (id: string) => mailing.handle.db.select().from(reviews).where(eq(reviews.profileId, id));
  const enquiriesOf = (id: string) => mailing.handle.db.select().from(contactRequests).where(eq(contactRequests.profileId, id));

  it("stores a valid review as unconfirmed, trimmed, with the SPEC success message then the email line, and emails its link", async () => {
    const before = (await reviewsOf(profileId)).length;
    const visitor = context();
    const { status, body } = await result(
      await submitReview(
        profileId,
        form({ name: "  Pat Owner ", email: "pat@example.com", comment: " Great work on my MGB. ", rating: "4" }),
        visitor,
      ),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ intent: "review", status: "success", message: REVIEW_SUBMITTED });
    expect(body.message!.split("\n")).toEqual([REVIEW_SUCCESS, REVIEW_CONFIRM_BY_EMAIL]);
    const stored = await reviewsOf(profileId);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      status: "unconfirmed",
      verification: "email",
      confirmedAt: null,
      clientHash: clientKey(TEST_SECRET, visitor.clientAddress),
      reviewerName: "Pat Owner",
      comment: "Great work on my MGB.",
      rating: 4,
      userId: null,
    });
    const mail = await mailing.smtp.waitFor((m) => m.to.includes("pat@example.com"));
    expect(mail.subject).toBe("Please confirm your review of Mail Test Motors");
    expect(mail.text).toContain(`http://localhost:3000/reviews/confirm/${stored.at(-1)!.id}.`);
    // Nothing the reviewer typed but the address reaches the email.
    expect(mail.text).not.toContain("Pat Owner");
  });

  it(`sends one email address at most ${REVIEWS_PER_EMAIL_PER_DAY} review confirmations a day, whatever the client address, then refuses plainly`, async () => {
    const id = (await insertProfile(mailing.handle.db, { businessName: "One Inbox Motors" })).id;
    const fields = { name: "Ivy", email: "Ivy.Inbox@example.com", comment: "Good work", rating: "5" };
    const answers = [];
    for (let i = 0; i <= REVIEWS_PER_EMAIL_PER_DAY; i++) {
      // The same address in other letter cases is the same inbox.
      const email = i % 2 ? fields.email.toLowerCase() : fields.email;
      answers.push(await result(await submitReview(id, form({ ...fields, email }), context())));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(REVIEWS_PER_EMAIL_PER_DAY).fill(200), 429]);
    expect(answers.at(-1)!.body.message).toBe(REVIEW_EMAIL_TOO_MANY);
    expect(await reviewsOf(id)).toHaveLength(REVIEWS_PER_EMAIL_PER_DAY);
    expect((await result(await submitReview(id, form({ ...fields, email: "other.inbox@example.com" }), context()))).status).toBe(200);
  });

  it("refuses missing fields, a bad email and a bad rating with SPEC's messages, storing nothing", async () => {
    const before = (await reviewsOf(profileId)).length;
    const cases: [Record<string, string>, string][] = [
      [{ name: "  ", email: "a@example.com", comment: "ok", rating: "5" }, REVIEW_REQUIRED_MESSAGE],
      [{ name: "A", email: "a@example.com", comment: "   ", rating: "5" }, REVIEW_REQUIRED_MESSAGE],
      [{ name: "A", email: "not-an-email", comment: "Fine", rating: "5" }, REVIEW_EMAIL_MESSAGE],
      [{ name: "A", email: "a@example.com", comment: "Fine", rating: "6" }, "Please choose a rating from 1 to 5 stars"],
      [{ name: "A", email: "a@example.com", comment: "Fine", rating: "2.5" }, "Please choose a rating from 1 to 5 stars"],
      [{ name: "A".repeat(101), email: "a@example.com", comment: "Fine", rating: "5" }, "Please keep your name under 100 characters"],
      [{ name: "A", email: "a@example.com", comment: "x".repeat(1_000_000), rating: "5" }, "Please keep your review under 5,000 characters"],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await result(await submitReview(profileId, form(fields), context()));
      expect(status).toBe(400);
      expect(body.status).toBe("error");
      expect(body.message).toBe(message);
    }
    expect(await reviewsOf(profileId)).toHaveLength(before);
  });

  it("refuses the honeypot, a too-quick form and an expired one in plain words, keeping what was typed", async () => {
    const before = (await reviewsOf(profileId)).length;
    const valid = { name: "Bot", email: "bot@example.com", comment: "Spam", rating: "5" };
    const cases: [FormData, { formToken?: string }, string][] = [
      [form({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" }), {}, SPAM_MESSAGES["Honeypot field filled"]],
      [form(valid), { formToken: formStartedAgo(500) }, "Please wait a moment before submitting."],
      [form(valid), { formToken: formStartedAgo(31 * 60 * 1000) }, "This form has expired. Please check your details and send it again."],
      [form(valid), { formToken: undefined }, "This form has expired. Please check your details and send it again."],
    ];
    for (const [data, cookie, message] of cases) {
      const { status, body } = await result(await submitReview(profileId, data, context(cookie)));
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(body.status === "error" && body.values).toEqual(valid);
    }
    // Too quick: the same cookie kept (the fill time counts from the first view); expired: a new one.
    const enquiry = form({ name: "A", email: "a@example.com", message: "Hello there, a question" });
    const quick = context({ formToken: formStartedAgo(500) });
    const quickBody = (await result(await submitEnquiry(profileId, enquiry, quick))).body;
    expect(quickBody.status === "error" && quickBody.message).toBe("Please wait a moment before submitting.");
    expect(quick.pageNotes.formPage).toBe(false);
    expect(formCookieFor(TEST_SECRET, quick.formToken, false)).toBeNull();
    const stale = context({ formToken: formStartedAgo(31 * 60 * 1000) });
    const staleBody = (await result(await submitEnquiry(profileId, enquiry, stale))).body;
    expect(staleBody.status === "error" && staleBody.message).toBe("This form has expired. Please check your details and send it again.");
    expect(stale.pageNotes.formPage).toBe(true);
    const renewed = formCookieFor(TEST_SECRET, stale.formToken, false);
    expect(renewed).toMatch(new RegExp(`^${FORM_COOKIE}=`));
    const renewedToken = renewed!.split(";")[0]!.slice(FORM_COOKIE.length + 1);
    expect(renewedToken).not.toBe(stale.formToken);
    expect(Date.now() - Number(renewedToken.split(".")[0])).toBeLessThan(60_000);
    expect(await reviewsOf(profileId)).toHaveLength(before);
  });

  it("allows 3 reviews per hour from one client address, then refuses with SPEC's message", async () => {
    // One address, each review from a page opened afresh (its own form-start cookie).
    const same = () => testContext(mailing.handle.db, { clientAddress: "192.0.2.200" });
    const fields = { name: "Sam", email: "sam@example.com", comment: "Lovely job", rating: "5" };
    for (let i = 0; i < 3; i++) {
      expect((await result(await submitReview(profileId, form(fields), same()))).body.status).toBe("success");
    }
    const fourth = await result(await submitReview(profileId, form(fields), same()));
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(REVIEW_TOO_MANY);
    // Another address is unaffected (with another email: one inbox has its own daily limit).
    expect((await result(await submitReview(profileId, form({ ...fields, email: "sam.again@example.com" }), context()))).body.status).toBe("success");
  });

  it("keys an IPv6 client by its /64: other addresses in the block share its 3 reviews an hour", async () => {
    const fields = { name: "Vic", email: "vic@example.com", comment: "Good", rating: "4" };
    const from = (address: string) => testContext(mailing.handle.db, { clientAddress: address });
    const id = (await insertProfile(mailing.handle.db, { businessName: "Six Motors" })).id;
    const answers = [];
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2:aaaa::2", "2001:0db8:0001:0002:ffff:1:2:3", "2001:db8:1:2::4"]) {
      answers.push((await result(await submitReview(id, form(fields), from(address)))).status);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    // The next /64 is another subscriber (another inbox too: one address has its own daily limit).
    expect((await result(await submitReview(id, form({ ...fields, email: "vic.next@example.com" }), from("2001:db8:1:3::1")))).status).toBe(200);
  });

  it("does not let reviews nobody confirms shut a listing's reviews: 10 throw-away reviews from 4 addresses, then a genuine one is taken (#23)", async () => {
    const id = (await insertProfile(mailing.handle.db, { businessName: "Targeted Motors" })).id;
    // The attack of issue #23: 3 + 3 + 3 + 1 reviews from 4 client addresses, each to an inbox of its own, never confirmed.
    const attackers = ["192.0.2.31", "192.0.2.32", "192.0.2.33", "192.0.2.34"];
    for (let i = 0; i < REVIEWS_PER_PROFILE_PER_DAY; i++) {
      const from = testContext(mailing.handle.db, { clientAddress: attackers[Math.floor(i / 3)]! });
      const junk = form({ name: "Junk", email: `junk${i}@throwaway.example`, comment: "Rubbish", rating: "1" });
      expect((await result(await submitReview(id, junk, from))).status).toBe(200);
    }
    const genuine = await result(await submitReview(id, form({ name: "Real Owner", email: "real.owner@example.com", comment: "Superb sills.", rating: "5" }), context()));
    expect(genuine).toEqual({ status: 200, body: { intent: "review", status: "success", message: REVIEW_SUBMITTED } });
    expect((await reviewsOf(id)).filter((row) => row.status === "unconfirmed")).toHaveLength(REVIEWS_PER_PROFILE_PER_DAY + 1);
  });

  it(`keeps at most ${UNCONFIRMED_REVIEWS_PER_PROFILE} reviews waiting for their link per listing from the last day, however many addresses post at once`, async () => {
    const id = (await insertProfile(mailing.handle.db, { businessName: "Popular Motors" })).id;
    // Each from its own address and inbox: only the listing's limit is in play.
    const fields = (i: number) => ({ name: "Many", email: `many${i}@example.com`, comment: "Review", rating: "5" });
    const answers = await Promise.all(
      Array.from({ length: UNCONFIRMED_REVIEWS_PER_PROFILE + 5 }, (_, i) => submitReview(id, form(fields(i)), context()).then(result)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(UNCONFIRMED_REVIEWS_PER_PROFILE);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.message)).toEqual(Array(5).fill(REVIEW_PROFILE_FULL));
    expect(await reviewsOf(id)).toHaveLength(UNCONFIRMED_REVIEWS_PER_PROFILE);
    // Another profile is unaffected.
    expect((await result(await submitReview(profileId, form(fields(99)), context()))).status).toBe(200);
    // Reviews from more than a day ago no longer count: the listing takes reviews again.
    await mailing.handle.db.update(reviews).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(reviews.profileId, id));
    expect((await result(await submitReview(id, form(fields(100)), context()))).status).toBe(200);
  });

  it(`keeps at most ${UNCONFIRMED_REVIEWS_PER_CLIENT} reviews waiting for their link from one client address in a day, to any listing; a confirmed one frees its place`, async () => {
    const address = "192.0.2.77";
    const listings = await Promise.all(["North", "South", "East", "West"].map((name) => insertProfile(mailing.handle.db, { businessName: `${name} Garage` })));
    const post = (i: number) =>
      submitReview(listings[i]!.id, form({ name: "Roamer", email: `roamer${i}@example.com`, comment: "Good", rating: "4" }), testContext(mailing.handle.db, { clientAddress: address })).then(result);
    for (let i = 0; i < UNCONFIRMED_REVIEWS_PER_CLIENT; i++) expect((await post(i)).status).toBe(200);
    // An hour later SPEC's hourly limit has passed, but the three still wait for their links.
    await mailing.handle.db.delete(rateLimits).where(eq(rateLimits.key, `review:${clientKey(TEST_SECRET, address)}`));
    const refused = await post(UNCONFIRMED_REVIEWS_PER_CLIENT);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(REVIEW_TOO_MANY);
    expect(await reviewsOf(listings[UNCONFIRMED_REVIEWS_PER_CLIENT]!.id)).toHaveLength(0);
    // The reviewer confirms one: its place is free at once.
    await mailing.handle.db.update(reviews).set({ status: "pending", confirmedAt: new Date() }).where(eq(reviews.profileId, listings[0]!.id));
    expect((await post(UNCONFIRMED_REVIEWS_PER_CLIENT)).status).toBe(200);
  });

  it(`refuses an open-form review once the listing has taken ${REVIEWS_PER_PROFILE_PER_DAY} reviews today, saying so at once`, async () => {
    const id = (await insertProfile(mailing.handle.db, { businessName: "Full Motors" })).id;
    // Ten confirmations (or enquirers' reviews) today have used the listing's count.
    await mailing.handle.db.insert(rateLimits).values({ key: `review-listing:${id}`, count: REVIEWS_PER_PROFILE_PER_DAY, windowEndsAt: new Date(Date.now() + 60 * 60 * 1000) });
    const answer = await result(await submitReview(id, form({ name: "Late", email: "late@example.com", comment: "Fine", rating: "5" }), context()));
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(REVIEW_PROFILE_FULL);
    expect(await reviewsOf(id)).toHaveLength(0);
  });

  it("stores an enquiry and emails the provider with the requester as Reply-To", async () => {
    const { status, body } = await result(
      await submitEnquiry(
        profileId,
        form({ name: "Jo Driver", email: "jo@example.org", message: "Could you quote for a respray of my Spitfire?" }),
        context(),
      ),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ intent: "enquiry", status: "success", message: ENQUIRY_SUCCESS });
    const [stored] = await enquiriesOf(profileId);
    expect(stored).toMatchObject({ status: "pending", requesterName: "Jo Driver", requesterEmail: "jo@example.org" });
    const mail = await mailing.smtp.waitFor((m) => m.to.includes("owner@mailtest.example"), 30_000);
    expect(mail.replyTo).toBe("jo@example.org");
    expect(mail.subject).toContain("Mail Test Motors");
    expect(mail.text).toContain("Could you quote for a respray of my Spitfire?");
    // The enquirer is told it went, with a copy of their message (quoted, #24) and their own link to
    // review that specialist later; nothing else they typed (not their name).
    const confirmation = await mailing.smtp.waitFor((m) => m.to.includes("jo@example.org"), 30_000);
    expect(confirmation.subject).toBe("Your message was sent to Mail Test Motors");
    expect(confirmation.text).toContain(`http://localhost:3000/reviews/enquiry/${stored!.id}.`);
    expect(confirmation.text).toContain("Your message:\n\n> Could you quote for a respray of my Spitfire?\n");
    expect(confirmation.text).not.toContain("Jo Driver");
  });

  it("Request Phone Call asks for a number and a good time, refuses without them at the fields, and passes them on (#24 item 7)", async () => {
    const listing = await insertProfile(mailing.handle.db, { businessName: "Ring Back Restorations", email: "owner@ring-back.example" });
    const call = (fields: Record<string, string>) => submitEnquiry(listing.id, form({ kind: "call", name: "Val Caller", email: "val@example.org", ...fields }), context());

    // Without a number or a time: refused at those fields, nothing stored, what was typed kept.
    const refused = await result(await call({ phone: "12345", message: "About my Stag" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: "error",
      fieldErrors: { phone: CALL_PHONE_MESSAGE, callTime: CALL_TIME_MESSAGE },
      values: { phone: "12345", message: "About my Stag" },
    });
    expect(await enquiriesOf(listing.id)).toHaveLength(0);
    expect((await result(await call({ phone: "0113 496 0000", callTime: "At midnight" }))).body).toMatchObject({ fieldErrors: { callTime: CALL_TIME_MESSAGE } });

    // A number and a time are enough: the message is optional for a call.
    const sent = await result(await call({ phone: "+44 (0)113 496 0000", callTime: "Weekday evenings", message: "" }));
    expect(sent).toEqual({ status: 200, body: { intent: "enquiry", status: "success", message: ENQUIRY_SUCCESS } });
    const [stored] = await enquiriesOf(listing.id);
    expect(stored).toMatchObject({ phone: "+44 (0)113 496 0000", callTime: "Weekday evenings", message: "", status: "pending" });
    const mail = await mailing.smtp.waitFor((m) => m.to.includes("owner@ring-back.example"), 30_000);
    expect(mail.subject).toBe("Phone call request for Ring Back Restorations from Val Caller");
    expect(mail.text).toContain("Phone: +44 (0)113 496 0000\nGood time to call: Weekday evenings");

    // A message post carries no phone, even if one is sent along.
    await submitEnquiry(listing.id, form({ name: "Mo Writer", email: "mo@example.org", message: "A plain question.", phone: "0113 496 0001", callTime: "Any time" }), context());
    const plain = (await enquiriesOf(listing.id)).find((row) => row.requesterName === "Mo Writer");
    expect(plain).toMatchObject({ phone: null, callTime: null });
  });

  it(`sends one inbox at most ${ENQUIRY_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR} enquiry confirmations an hour from any number of addresses, yet stores and forwards every enquiry with the same answer (#23)`, async () => {
    const listing = await insertProfile(mailing.handle.db, { businessName: "Inbox Aim Motors", email: "owner@inbox-aim.example" });
    // One outside inbox, written as the form allows: other letter cases and a +tag reach the same one.
    const spellings = ["target@victim.example", "Target@Victim.example", "target+1@victim.example", "TARGET+x@victim.example", "target@victim.example", "target+2@VICTIM.example"];
    const answers = [];
    for (const [i, email] of spellings.entries()) {
      answers.push(await result(await submitEnquiry(listing.id, form({ name: "Aimer", email, message: `Please quote, number ${i}.` }), context())));
    }
    // Every visitor is told the same, whether or not the confirmation went.
    expect(answers).toEqual(Array(spellings.length).fill({ status: 200, body: { intent: "enquiry", status: "success", message: ENQUIRY_SUCCESS } }));
    expect(await enquiriesOf(listing.id)).toHaveLength(spellings.length);
    const mail = (await outboxMail(mailing.handle.db)).map((row) => row.message);
    expect(mail.filter((m) => m.to === "owner@inbox-aim.example")).toHaveLength(spellings.length);
    const confirmations = mail.filter((m) => m.subject === "Your message was sent to Inbox Aim Motors");
    expect(confirmations.map((m) => m.to).sort()).toEqual(spellings.slice(0, ENQUIRY_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR).sort());
    // Another inbox is unaffected.
    expect((await result(await submitEnquiry(listing.id, form({ name: "Other", email: "someone@else.example", message: "Please quote for me." }), context()))).status).toBe(200);
    expect((await outboxMail(mailing.handle.db)).some((row) => row.message.to === "someone@else.example")).toBe(true);
    // The counter is keyed by a hash: no address is in the rate_limits table.
    const keys = (await mailing.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).join("\n");
    expect(keys).not.toMatch(/victim\.example|@/i);
  });

  it("sends the same enquiry to two listings as two enquiries: one visitor's form start keys each listing's own", async () => {
    const second = await insertProfile(mailing.handle.db, { businessName: "Second Opinion Motors", email: "owner@second.example" });
    const visitor = { formToken: formStartedAgo(20_000) };
    const same = { name: "Sam Shopper", email: "sam@example.org", message: "Could you quote for a full restoration of my Healey?" };
    for (const id of [profileId, second.id]) expect((await result(await submitEnquiry(id, form(same), context(visitor)))).status).toBe(200);
    // Sent again from the same page (a retry): still one each.
    expect((await result(await submitEnquiry(second.id, form(same), context(visitor)))).status).toBe(200);
    const to = async (id: string) => (await enquiriesOf(id)).filter((row) => row.requesterEmail === "sam@example.org");
    expect([(await to(profileId)).length, (await to(second.id)).length]).toEqual([1, 1]);
    await mailing.smtp.waitFor((m) => m.to.includes("owner@second.example") && m.text.includes("Healey"));
  });

  it("keeps Reply-To one address when the enquirer's name has a colon, semicolon, comma or angle brackets", async () => {
    const name = 'Smith: Jones; "Classic", <boss@evil.example> Ltd';
    const { status } = await result(
      await submitEnquiry(
        profileId,
        form({ name, email: "colon@example.org", message: "Could you quote for a respray of my Spitfire?" }),
        context(),
      ),
    );
    expect(status).toBe(200);
    const mail = await mailing.smtp.waitFor((m) => m.replyTo?.includes("colon@example.org") === true || m.text.includes(name));
    expect(mail.replyToAddresses).toEqual([{ name, address: "colon@example.org" }]);
  });

  it("refuses malformed enquiries field by field and stores nothing", async () => {
    const before = (await enquiriesOf(profileId)).length;
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "", email: "a@example.com", message: "Hello there, a question" }, "name", "Please enter your name"],
      [{ name: "A", email: "nope", message: "Hello there, a question" }, "email", "Please enter a valid email address"],
      [{ name: "A", email: "a@example.com", message: "Too short" }, "message", "Please write at least 10 characters"],
      [{ name: "A", email: "a@example.com", message: "m".repeat(5_001) }, "message", "Please keep your message under 5,000 characters"],
      [{ name: "A", email: `${"e".repeat(250)}@example.com`, message: "Hello there, a question" }, "email", "Please enter a valid email address"],
    ];
    for (const [fields, field, message] of cases) {
      const { status, body } = await result(await submitEnquiry(profileId, form(fields), context()));
      expect(status).toBe(400);
      expect(body.status === "success" || body.fieldErrors[field]).toBe(message);
      // Sent back to fill the form again, cut to what its fields hold.
      expect(body.status === "success" || body.values).toEqual({ ...fields, message: fields.message!.slice(0, 5_000) });
    }
    expect(await enquiriesOf(profileId)).toHaveLength(before);
  });

  it("never accepts reviews or enquiries for a profile that is not public", async () => {
    const review = await result(
      await submitReview(pendingId, form({ name: "A", email: "a@example.com", comment: "Hi", rating: "5" }), context()),
    );
    expect(review.status).toBe(404);
    const enquiry = await result(
      await submitEnquiry(pendingId, form({ name: "A", email: "a@example.com", message: "Hello there!" }), context()),
    );
    expect(enquiry.status).toBe(404);
    expect(await reviewsOf(pendingId)).toHaveLength(0);
    expect(await enquiriesOf(pendingId)).toHaveLength(0);
  });

  it("reveals through the profile's own action (the page without JavaScript): counted, and never to be cached", async () => {
    const reveal = (type: string, id = profileId) => {
      const data = new FormData();
      data.set("intent", "reveal");
      data.set("providerId", id);
      data.set("type", type);
      const request = new Request("http://localhost:3000/provider/mail-test-motors", {
        method: "POST",
        headers: { referer: "http://localhost:3000/results" },
      });
      return submitReveal(request, data, context());
    };
    const email = await reveal("email");
    expect(email.data).toEqual({ status: "success", intent: "reveal", providerId: profileId, type: "email", value: "owner@mailtest.example" });
    expect(new Headers(email.init?.headers).get("Cache-Control")).toBe("no-store");
    const events = await mailing.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.profileId, profileId));
    expect(events.filter((e) => e.name === "contact_revealed").map((e) => [e.route, e.metadata])).toEqual([
      ["/results", { contact_type: "email" }],
    ]);
    const hidden = await reveal("phone", pendingId);
    expect(hidden.data.value).toBeNull();
    const bad = await reveal("password");
    expect([bad.init?.status, bad.data.status, bad.data.type, bad.data.value]).toEqual([400, "error", null, null]);
  });
});
