import { z } from "zod";
import type { Database } from "../../../database/client";
import { profilesWithStatus } from "~/models/admin.server";
import { certificationChecksOf, recordCertificationCheck, withdrawCertificationCheck } from "~/models/certification-checks.server";
import { CERTIFICATION_EVIDENCE_MAX } from "~/lib/certifications";
import { NO_NUL } from "~/lib/schemas";
import { logger } from "~/services/logger.server";
import { done, refuseCardField, refused, type AdminArgs, type AdminHandler } from "./admin.server";
import { intent } from "~/services/form-intents.server";

/**
 * "Check certifications" on the Pending and Approved tabs' profile cards (issue #14 item 9): an
 * admin records what evidence they saw of one stated certification, or withdraws that record.
 * Only the admin tabs' actions offer these handlers, after the admin middleware.
 */

export const EVIDENCE_REQUIRED = "Please say what was seen (for example a certificate number and the date)";

const certification = z.string().trim().min(1).max(1_000).regex(NO_NUL);

const CheckCertification = z.object({
  intent: z.literal("check-certification"),
  profileId: z.uuid(),
  certification,
  evidence: z
    .string({ error: EVIDENCE_REQUIRED })
    .trim()
    .min(1, EVIDENCE_REQUIRED)
    .max(CERTIFICATION_EVIDENCE_MAX, `Please keep this under ${CERTIFICATION_EVIDENCE_MAX} characters`)
    .regex(NO_NUL, EVIDENCE_REQUIRED),
});

const WithdrawCheck = z.object({
  intent: z.literal("withdraw-certification"),
  profileId: z.uuid(),
  certification,
});

/** Marks one stated certification as checked, with what was seen; the note is required and its error goes back to that form. */
export const checkCertification: AdminHandler = intent(CheckCertification, (input, args: AdminArgs) => recordCheck(input, args), {
  refused: refuseCardField("evidence", { asProfileId: true }),
});

async function recordCheck({ profileId, certification: wording, evidence }: z.output<typeof CheckCertification>, { context, session }: AdminArgs) {
  const check = await recordCertificationCheck(context.db, {
    profileId,
    certification: wording,
    evidence,
    admin: { id: session.user.id, email: session.user.email },
  });
  if (!check) return refused(context, { message: "This listing no longer states that certification" }, 409);
  logger.info({ adminEmail: session.user.email, profileId }, "certification checked");
  return done(context, { intent: "check-certification", profileId, message: `Certification checked: ${wording}` });
}

/** Withdraws a check: the profile's badge says "Lists certifications" again. */
export const withdrawCertification: AdminHandler = intent(WithdrawCheck, async ({ profileId, certification: wording }, { context, session }: AdminArgs) => {
  if (!(await withdrawCertificationCheck(context.db, profileId, wording))) {
    return refused(context, { message: "That check had already been withdrawn" }, 409);
  }
  logger.info({ adminEmail: session.user.email, profileId }, "certification check withdrawn");
  return done(context, { intent: "withdraw-certification", profileId, message: `Check withdrawn: ${wording}` });
});

/** The handlers of both tabs whose cards show "Check certifications". */
export const CERTIFICATION_HANDLERS = {
  "check-certification": checkCertification,
  "withdraw-certification": withdrawCertification,
};

/** A tab's profiles with the checks of their certifications, for the cards' "Check certifications". */
export async function profilesWithChecks(db: Database, status: "pending" | "approved") {
  const profiles = await profilesWithStatus(db, status);
  return { profiles, certificationChecks: await certificationChecksOf(db, profiles.map((profile) => profile.id)) };
}
