import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, TEST_ENGINES } from "../../tests/test-database";
import { formStartedAgo, testContext } from "../../tests/fixtures";
import type { DatabaseHandle } from "../../database/client";
import { rateLimits, siteMessages } from "../../database/schema";
import { createSiteMessage } from "~/models/site-messages.server";
import { HONEYPOT_FIELD } from "~/lib/spam-fields";
import { SPAM_MESSAGES } from "./spam.server";
import { submitVisitorForm, type VisitorForm } from "./visitor-submission.server";

const schema = z.object({
  name: z.string().trim().min(1, "Please enter your name"),
  email: z.email("Please enter a valid email"),
  message: z.string().trim().min(5, "Please write a little more"),
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
const good = { name: "Pat", email: "pat@example.com", message: "Hello from the test" };
type Answer = { data: Record<string, unknown>; init: { status?: number } | null };
const statusOf = (answer: unknown) => (answer as Answer).init?.status ?? 200;
const bodyOf = (answer: unknown) => (answer as Answer).data;

describe.each(TEST_ENGINES)("one path for visitor forms on %s", (engine) => {
  let handle: DatabaseHandle;
  let steps: string[];
  let failNotify: boolean;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(siteMessages);
    await handle.db.delete(rateLimits);
    steps = [];
    failNotify = false;
  });

  const spec: VisitorForm<typeof schema, { inbox: string }> = {
    purpose: "contact",
    route: "/contact",
    schema,
    minFillMs: 3_000,
    invalidMessage: () => "Please check the highlighted fields.",
    perClient: { max: 2, windowMs: 60_000, message: "Slow down" },
    findTarget: async () => {
      steps.push("target");
      return { inbox: "inbox@example.com" };
    },
    targetKey: (target) => target.inbox,
    notFoundMessage: "Gone",
    targetLimits: (target) => [{ key: `contact-inbox:${target.inbox}`, max: 3, windowMs: 60_000, message: "The inbox is full" }],
    store: async (tx, { data, formKey }) => {
      steps.push("store");
      return Boolean(await createSiteMessage(tx, { ...data, formKey }));
    },
    notify: async () => {
      steps.push("notify");
      if (failNotify) throw new Error("mail queue refused");
    },
    successMessage: "Sent",
    failureMessage: "Not sent",
  };
  /** A visitor at `clientAddress` who opened the form `ageMs` ago (their form-start cookie). */
  const visitor = (clientAddress = "203.0.113.90", ageMs = 10_000) => testContext(handle.db, { clientAddress, formToken: formStartedAgo(ageMs) });
  const submitAs = (context: ReturnType<typeof visitor>, fields: Record<string, string>) =>
    submitVisitorForm(spec, form(fields), context, { which: "contact" });
  const submit = (fields: Record<string, string>, clientAddress?: string, ageMs?: number) => submitAs(visitor(clientAddress, ageMs), fields);

  it("answers a good form with the success message, stores it once and notifies once, in that order", async () => {
    const answer = await submit(good);
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toMatchObject({ status: "success", message: "Sent", which: "contact" });
    expect(steps).toEqual(["target", "store", "notify"]);
    expect(await handle.db.select().from(siteMessages)).toHaveLength(1);
  });

  it("refuses spam before anything else, and keeps what was typed with a form-start cookie to send it again", async () => {
    const trapped = visitor();
    const answer = await submitAs(trapped, { ...good, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ status: "error", message: SPAM_MESSAGES["Honeypot field filled"], values: { name: "Pat" }, which: "contact" });
    // Its cookie is still good to send the form again with: no new one.
    expect(trapped.pageNotes.formPage).toBe(false);
    const quick = visitor(undefined, 500);
    const tooQuick = await submitAs(quick, good);
    expect(bodyOf(tooQuick).message).toBe(SPAM_MESSAGES["Form submitted too quickly"]);
    expect(quick.pageNotes.formPage).toBe(false);
    // An expired (or missing) one is renewed with the answer: the server sends a new cookie.
    const expired = visitor(undefined, 31 * 60 * 1000);
    const stale = await submitAs(expired, good);
    expect(bodyOf(stale)).toMatchObject({ status: "error", message: SPAM_MESSAGES["Form session expired"], values: { name: "Pat" } });
    expect(expired.pageNotes.formPage).toBe(true);
    expect(steps).toEqual([]);
    expect(await handle.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("answers bad fields next to each field without using up the visitor's allowance", async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await submit({ ...good, email: "not-an-email" });
      expect(statusOf(answer)).toBe(400);
      expect(bodyOf(answer)).toMatchObject({ fieldErrors: { email: "Please enter a valid email" } });
    }
    expect(statusOf(await submit(good))).toBe(200);
    expect(statusOf(await submit({ ...good, message: "A second message" }))).toBe(200);
    expect(bodyOf(await submit({ ...good, message: "A third message" }))).toMatchObject({ status: "error", message: "Slow down" });
  });

  it("applies the target's own limit across visitors", async () => {
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) expect(statusOf(await submit(good, address))).toBe(200);
    const answer = await submit({ ...good, message: "One more from elsewhere" }, "198.51.100.4");
    expect(statusOf(answer)).toBe(429);
    expect(bodyOf(answer).message).toBe("The inbox is full");
  });

  it("stores nothing when the notification cannot be queued: both or neither", async () => {
    failNotify = true;
    const answer = await submit(good);
    expect(statusOf(answer)).toBe(500);
    expect(bodyOf(answer)).toMatchObject({ status: "error", message: "Not sent", values: { message: "Hello from the test" } });
    expect(await handle.db.select().from(siteMessages)).toHaveLength(0);
  });

  it("stores and notifies once when the same form is posted twice", async () => {
    const posted = form(good);
    const context = testContext(handle.db, { clientAddress: "203.0.113.91" });
    expect(statusOf(await submitVisitorForm(spec, posted, context, {}))).toBe(200);
    expect(statusOf(await submitVisitorForm(spec, posted, context, {}))).toBe(200);
    expect(steps.filter((step) => step === "notify")).toHaveLength(1);
    expect(await handle.db.select().from(siteMessages)).toHaveLength(1);
  });

  it("answers a form posted again as the first time, before any limit counts it (#28 item 5)", async () => {
    const context = testContext(handle.db, { clientAddress: "203.0.113.92" });
    const posted = form(good);
    // The allowance is 2 an hour: five posts of one form are one submission.
    for (let i = 0; i < 5; i++) expect(bodyOf(await submitVisitorForm(spec, posted, context, {}))).toMatchObject({ status: "success", message: "Sent" });
    expect(steps.filter((step) => step === "store")).toHaveLength(1);
    expect(await handle.db.select().from(siteMessages)).toHaveLength(1);
    // A new message from the same visitor is a new submission, counted as before.
    expect(statusOf(await submitVisitorForm(spec, form({ ...good, message: "A second, different message" }), context, {}))).toBe(200);
    expect(statusOf(await submitVisitorForm(spec, form({ ...good, message: "A third, different message" }), context, {}))).toBe(429);
    // A refused form is no repeat of anything: it was never stored.
    expect(statusOf(await submitVisitorForm(spec, form({ ...good, message: "A third, different message" }), context, {}))).toBe(429);
  });
});
