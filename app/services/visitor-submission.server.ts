import { data } from "react-router";
import type { z } from "zod";
import type { Database } from "../../database/client";
import type { RequestContext } from "~/context";
import { echoValues, formFailure, formSuccess, parseForm, type FieldErrors, type FormResult } from "~/lib/form";
import { formKeyOf, spamRefusal, SPAM_MESSAGES } from "./spam.server";
import { clientKey, hitRateLimit, rateLimitReached } from "./rate-limit.server";
import { logger } from "./logger.server";
import { recordSecurityEvent } from "./analytics.server";
import { rethrowOutage } from "./page-parts.server";

/** How long a stored form is known as such: a repost after that is counted, and still stored once (its form key). */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

/** A limit on how often a visitor (or anyone, for one target) may submit; `message` is what they read when refused. */
export interface SubmissionLimit {
  /** Its first part names the action in security events ("review-listing:<id>" → review-listing). */
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Why `admit` turned a submission away: answered 429 with `message`, recorded as a rate_limited security event under `action`. */
export interface SubmissionRefusal {
  action: string;
  message: string;
}

type Schema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * One form a visitor fills in without an account: a review, an enquiry, a message to us. Every
 * such form goes the same way, each step written once in `submitVisitorForm`:
 * spam check → validation → rate limits → (in one transaction) admit → store → notify, answering
 * with app/lib/form.ts's shape.
 */
export interface VisitorForm<S extends Schema, Target, Stored = true> {
  /** Names the form in security events and form keys, and is the first part of the per-client rate-limit key. */
  purpose: "review" | "enquiry" | "contact" | "report" | "quote" | "quote-links";
  /** The page the form is on, for security events. */
  route: string;
  schema: S;
  minFillMs: number;
  /** The sentence above the fields when some are wrong. */
  invalidMessage: (errors: FieldErrors) => string;
  perClient: Omit<SubmissionLimit, "key">;
  /** What the submission is about (the profile); null when it cannot take one. */
  findTarget: (db: Database) => Promise<Target | null>;
  /**
   * Names the target in the form key: one visitor's form start lasts across pages, and the same
   * message sent to two profiles is two submissions, not a retry of one.
   */
  targetKey: (target: Target) => string;
  notFoundMessage: string;
  /** Why this target takes no (more) submissions, answered 409 (an enquiry already reviewed); null when it does. */
  targetRefusal?: (target: Target) => string | null;
  /** Further limits once the target is known (all reviews of one profile in a day, reviews from one email address). */
  targetLimits?: (target: Target, data: z.output<S>) => SubmissionLimit[];
  /**
   * Limits that count what is stored rather than a counter (a listing's reviews still waiting for
   * their email link), checked in the storing transaction before `store`, under locks the check
   * takes, so parallel posts cannot all pass: the refusal, or null to go on. `formKey` is this
   * form's, so a retry of a form already stored is not counted against itself.
   */
  admit?: (
    tx: Database,
    submission: { target: Target; clientHash: string; formKey: string | null },
  ) => Promise<SubmissionRefusal | null>;
  /**
   * Stores it in the transaction: what notify needs of the stored row (or true), and false or
   * undefined when this very form was stored before (a retry after a timeout, recognised by its
   * form key), so nothing is stored or sent twice. `clientHash` is the poster's hashed address,
   * the key of the per-client limit (rate-limit.server.ts clientKey).
   */
  store: (
    tx: Database,
    submission: { data: z.output<S>; formKey: string | null; target: Target; clientHash: string },
  ) => Promise<Stored | false | undefined>;
  /** Queues its email in the same transaction (app/services/outbox.server.ts), so both happen or neither. */
  notify?: (tx: Database, submission: { data: z.output<S>; target: Target; appUrl: string; stored: Stored }) => Promise<void>;
  successMessage: string;
  failureMessage: string;
}

/**
 * Handles one visitor form. A refusal keeps what they typed, to send it again (without JavaScript
 * it is a new page); `extra` goes into every answer (which form answered).
 */
export async function submitVisitorForm<S extends Schema, Target, Stored, Extra extends object>(
  spec: VisitorForm<S, Target, Stored>,
  form: FormData,
  context: RequestContext,
  extra: Extra,
) {
  const refuse = (status: number, message: string, errors?: FieldErrors) =>
    data<FormResult & Extra>(
      { ...formFailure(echoValues(form, spec.schema), errors, { message }), ...extra },
      { status },
    );

  const spam = spamRefusal(context, spec.route, spec.purpose, form, spec.minFillMs);
  if (spam) return refuse(400, SPAM_MESSAGES[spam]);

  const parsed = parseForm(spec.schema, form);
  if (parsed.status === "error") return refuse(400, spec.invalidMessage(parsed.fieldErrors), parsed.fieldErrors);

  // A form posted again (a reload of the answer, a second press) is answered as it was the first time,
  // before any limit counts it (#28 item 5): its mark is set when it is stored, under a key of the
  // visitor's form start and what they sent, so a new form from the same visitor is not a repeat.
  const repeatKey = formKeyOf(context.secret, `repeat:${spec.purpose}:${spec.route}`, context.formToken, parsed.data);
  const repeatMark = repeatKey && `form-stored:${repeatKey}`;
  if (repeatMark && (await rateLimitReached(context.db, repeatMark, 1))) {
    return data<FormResult & Extra>({ ...formSuccess(spec.successMessage), ...extra });
  }

  const refusal = { route: spec.route };
  const clientHash = clientKey(context.secret, context.clientAddress);
  const perClient = { ...spec.perClient, key: `${spec.purpose}:${clientHash}` };
  if (!(await hitRateLimit(context.db, perClient.key, perClient.max, perClient.windowMs, refusal)).allowed) {
    return refuse(429, perClient.message);
  }
  const target = await spec.findTarget(context.db);
  if (target === null) return refuse(404, spec.notFoundMessage);
  const closed = spec.targetRefusal?.(target);
  if (closed) return refuse(409, closed);
  for (const limit of spec.targetLimits?.(target, parsed.data) ?? []) {
    if (!(await hitRateLimit(context.db, limit.key, limit.max, limit.windowMs, refusal)).allowed) return refuse(429, limit.message);
  }

  let turnedAway: SubmissionRefusal | null;
  try {
    turnedAway = await context.db.transaction(async (tx) => {
      const formKey = formKeyOf(context.secret, `${spec.purpose}:${spec.targetKey(target)}`, context.formToken, parsed.data);
      const refused = (await spec.admit?.(tx, { target, clientHash, formKey })) ?? null;
      if (refused) return refused;
      const stored = await spec.store(tx, { data: parsed.data, formKey, target, clientHash });
      if (stored !== false && stored !== undefined) await spec.notify?.(tx, { data: parsed.data, target, appUrl: context.env.APP_URL, stored });
      if (repeatMark) await hitRateLimit(tx, repeatMark, 1, REPEAT_WINDOW_MS);
      return null;
    });
  } catch (error) {
    // Unreachable or out of time: the outage answer (503), not a failure of this form.
    rethrowOutage(error);
    logger.error({ err: error, form: spec.purpose }, "visitor submission not stored");
    return refuse(500, spec.failureMessage);
  }
  if (turnedAway) {
    recordSecurityEvent(context.db, spec.route, { kind: "rate_limited", action: turnedAway.action });
    return refuse(429, turnedAway.message);
  }
  return data<FormResult & Extra>({ ...formSuccess(spec.successMessage), ...extra });
}
