import type { RequestContext } from "../app/context";
import type { Database } from "../database/client";
import { outbox, profiles, reviews } from "../database/schema";
import { openMessage, setOutboxSecret } from "../app/services/outbox-seal.server";
import { loadEnv } from "../app/services/env.server";
import { createMailer } from "../app/services/mail.server";
import { createAuth } from "../app/services/auth.server";
import { startOutboxWorker, type OutboxWorker } from "../app/services/outbox.server";
import { refreshProfileRating } from "../app/models/profile-writer.server";
import { locatePostcode } from "../app/services/geo.server";
import { slugify } from "../app/lib/slug";
import { DatabaseAvailability } from "../app/services/database-availability.server";
import { newPageNotes } from "../app/services/page-notes.server";
import { issueFormToken } from "../app/services/spam.server";

let counter = 0;

export type ProfileOverrides = Partial<typeof profiles.$inferInsert> & {
  reviews?: { rating: number; status?: "pending" | "approved" | "rejected" }[];
};

/** Inserts a profile (approved by default) with sensible values and optional reviews. */
export async function insertProfile(db: Database, overrides: ProfileOverrides = {}) {
  counter++;
  const { reviews: reviewSpecs = [], ...values } = overrides;
  const name = values.businessName ?? `Test Workshop ${counter} ${Math.random().toString(36).slice(2, 7)}`;
  const postcode = values.postcode ?? "LS1 4AP";
  const point = locatePostcode(postcode);
  const [row] = await db
    .insert(profiles)
    .values({
      slug: slugify(name),
      businessName: name,
      contactPerson: "Alex Example",
      email: `workshop${counter}@example.com`,
      phone: "0113 496 0000",
      address: "1 Test Street",
      city: "Leeds",
      county: "West Yorkshire",
      postcode,
      yearsInBusiness: 8,
      businessDescription: "A test workshop with a description long enough to pass the fifty character rule.",
      specialties: ["Engine Rebuilds"],
      vehicleMakes: ["MG"],
      profileStatus: "approved",
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      ...values,
    })
    .returning();
  if (reviewSpecs.length > 0) {
    await db.insert(reviews).values(
      reviewSpecs.map((r, i) => ({
        profileId: row!.id,
        reviewerName: `Reviewer ${i}`,
        reviewerEmail: `reviewer${i}@example.com`,
        rating: r.rating,
        comment: "A genuine review comment.",
        status: r.status ?? "approved",
      })),
    );
    await refreshProfileRating(db, row!.id);
  }
  return row!;
}

export const TEST_SECRET = "test-secret-test-secret-test-secret-000";
// Tests queue mail outside an app too: the outbox seals bodies under the test secret.
setOutboxSecret(TEST_SECRET);

/** The outbox's rows with their bodies opened, as the sender reads them (the table holds them sealed). */
export async function outboxMail(db: Database) {
  return (await db.select().from(outbox)).map((row) => ({ ...row, message: openMessage(row.message) }));
}

/** A form-start cookie's value (services/spam.server.ts) as if the visitor opened the form `ageMs` ago. */
export const formStartedAgo = (ageMs: number) => issueFormToken(TEST_SECRET, Date.now() - ageMs);

/**
 * The load context the Express entry would build, around a test database. Its emails wait in the
 * outbox. Its visitor opened a form 10 s ago unless `formToken` says otherwise (undefined: no cookie).
 */
export function testContext(db: Database, options: { clientAddress?: string; formToken?: string } = {}): RequestContext {
  const env = loadEnv({ APP_URL: "http://localhost:3000" });
  return {
    db,
    env,
    secret: TEST_SECRET,
    auth: createAuth({ db, secret: TEST_SECRET, appUrl: env.APP_URL }),
    cspNonce: "test",
    clientAddress: options.clientAddress ?? "203.0.113.7",
    formToken: "formToken" in options ? options.formToken : formStartedAgo(10_000),
    sessionId: "00000000-0000-4000-8000-000000000000",
    databaseAvailability: new DatabaseAvailability(async () => {}),
    pageNotes: newPageNotes(),
  };
}

/**
 * The outbox sender an app process runs, delivering to a test SMTP server (tests/smtp-server.ts).
 * Start it in beforeAll and stop it in afterAll, before the database closes.
 */
export function startTestOutbox(db: Database, smtpUrl: string, options: { retryBaseMs?: number; maxAttempts?: number } = {}): OutboxWorker {
  const mailer = createMailer({ smtpUrl, from: loadEnv({}).MAIL_FROM, dataDir: "/tmp/rr-test-mail" });
  return startOutboxWorker({ db, mailer, secret: TEST_SECRET, pollMs: 200, retryBaseMs: options.retryBaseMs ?? 100, maxAttempts: options.maxAttempts });
}

/** Polls `check` until it answers something truthy (which it resolves with), or fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
