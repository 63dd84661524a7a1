import { z } from "zod";
import { decideProfileChange, type ProposalCheck } from "~/models/profile-changes.server";
import { NO_NUL } from "~/lib/schemas";
import { formatPostcode } from "~/lib/postcode";
import { fieldList, REVIEWED_LABELS, type ProposedValues, type ReviewedColumn } from "~/lib/profile-changes";
import { serverProposedValuesSchema } from "~/services/profile-schemas.server";
import { locatePostcode } from "~/services/geo.server";
import { profileChangesApprovedEmail, profileChangesRejectedEmail } from "~/services/emails.server";
import { enqueueMail } from "~/services/outbox.server";
import { logger } from "~/services/logger.server";
import { done, refuseCardField, refused, type AdminArgs, type AdminHandler } from "./admin.server";
import { intent } from "~/services/form-intents.server";

// The Listing changes tab's one decision (issue #24 item 4, decision 0022): approve a live listing's
// waiting change (applied at once) or reject it with a reason; the specialist is emailed either way,
// in the decision's transaction.

export const CHANGE_REASON_REQUIRED = "Please give the specialist a reason for the rejection";
export const CHANGE_REASON_TOO_LONG = "Please keep the reason under 1,000 characters";
export const CHANGE_GONE = "Those changes are no longer waiting for review";
export const CHANGE_EDITED = "The specialist has changed these changes since this page was opened: please look at them again";

const DecideChange = z
  .object({
    intent: z.literal("change"),
    profileId: z.uuid(),
    // The revision the admin saw: a change edited since is not decided unseen.
    revision: z
      .string()
      .regex(/^[1-9]\d{0,8}$/)
      .transform(Number),
    decision: z.enum(["approved", "rejected"]),
    reason: z
      .string()
      .trim()
      .max(1_000, CHANGE_REASON_TOO_LONG)
      .regex(NO_NUL, CHANGE_REASON_REQUIRED)
      .optional()
      .transform((value) => value || null),
  })
  .refine((v) => v.decision === "approved" || Boolean(v.reason), { path: ["reason"], message: CHANGE_REASON_REQUIRED });

/** The stored values checked again by the profile form's rules, the postcode placed on the map. */
const checkProposal: ProposalCheck = (proposed) => {
  const parsed = serverProposedValuesSchema.safeParse(proposed);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const label = REVIEWED_LABELS[issue.path[0] as ReviewedColumn] ?? "A field";
    return { ok: false, message: `${label}: ${issue.message}` };
  }
  const values: ProposedValues = { ...parsed.data };
  if (values.postcode) values.postcode = formatPostcode(values.postcode) ?? values.postcode.toUpperCase();
  return { ok: true, values, point: values.postcode ? locatePostcode(values.postcode) : null };
};

// A missing or unfit reason goes back to its card's field (the echoed profileId says which card).
export const decideChange: AdminHandler = intent(DecideChange, (input, args: AdminArgs) => decideChangeOf(input, args), { refused: refuseCardField("reason") });

async function decideChangeOf({ profileId, revision, decision, reason }: z.output<typeof DecideChange>, { context, session }: AdminArgs) {
  try {
    const outcome = await context.db.transaction(async (tx) => {
      const decided = await decideProfileChange(tx, { profileId, revision, decision, reason, adminEmail: session.user.email }, checkProposal);
      if (decided.outcome !== "decided") return decided;
      const mail = { to: decided.email, businessName: decided.businessName, fields: fieldList(decided.fields), appUrl: context.env.APP_URL };
      await enqueueMail(tx, decision === "approved" ? profileChangesApprovedEmail({ ...mail, slug: decided.slug }) : profileChangesRejectedEmail({ ...mail, reason: reason! }));
      return decided;
    });
    switch (outcome.outcome) {
      case "decided":
        logger.info({ adminEmail: session.user.email, profileId, decision, fields: outcome.fields }, "listing changes decided");
        return done(context, {
          message:
            decision === "approved"
              ? `Changes to ${outcome.businessName} approved: they are live`
              : `Changes to ${outcome.businessName} rejected: the specialist has been emailed the reason`,
        });
      case "gone":
        return refused(context, { message: CHANGE_GONE }, 409);
      case "edited":
        return refused(context, { message: CHANGE_EDITED }, 409);
      case "not-live":
        return refused(
          context,
          { message: `${outcome.businessName} is no longer approved (it was suspended or rejected), so nothing was applied: its owner's next save applies their changes directly` },
          409,
        );
      case "invalid":
        return refused(context, { message: `These changes no longer pass the profile's checks (${outcome.message}), so nothing was applied: reject them with that reason` }, 422);
    }
  } catch (error) {
    logger.error({ err: error }, "listing changes decision failed");
    return refused(context, { message: "Failed to decide on the changes" }, 500);
  }
}
