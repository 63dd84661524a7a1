import { data } from "react-router";
import type { RequestContext } from "~/context";
import { SITE } from "~/content/site";
import { enquirySchema } from "~/lib/schemas";
import { constraints, echoValues, formFailure, formSuccess, parseForm, type FieldErrors, type FormResult } from "~/lib/form";
import { createSiteMessage } from "~/models/admin.server";
import { spamRefusal, formKeyOf, DEFAULT_MIN_FILL_MS, nextFormToken, SPAM_MESSAGES } from "~/services/spam.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { siteMessageEmail } from "~/services/emails.server";
import { logger } from "~/services/logger.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";

// DESIGN.md §3: the same protection as reviews (3 per hour per client).
const MESSAGES_PER_HOUR = 3;

/** After a refusal: what the visitor typed, and the form token to send it again with. */
export type ContactResult = FormResult;

/** The form's `required`/`minLength`/`maxLength`, sent as loader data: the page downloads no validator for them. */
export const CONTACT_FIELDS = constraints(enquirySchema);

export async function sendSiteMessage(request: Request, context: RequestContext) {
  const form = await readFormData(request);
  // Without JavaScript the refusal is a new page: it shows the form again as the visitor filled it.
  const refuse = (status: number, message: string, errors?: FieldErrors) =>
    data<ContactResult>(formFailure(echoValues(form, enquirySchema), errors, { message, token: nextFormToken(context.secret, "contact", form) }), { status });
  const spam = spamRefusal(context, "/contact", "contact", form, DEFAULT_MIN_FILL_MS);
  if (spam) return refuse(400, SPAM_MESSAGES[spam]);
  const parsed = parseForm(enquirySchema, form);
  if (parsed.status === "error") return refuse(400, "Please check the highlighted fields.", parsed.fieldErrors);
  const limit = await hitRateLimit(context.db, `contact:${clientKey(context.secret, context.clientAddress)}`, MESSAGES_PER_HOUR, 60 * 60 * 1000, { route: "/contact" });
  if (!limit.allowed) return refuse(429, "Please wait before sending another message.");
  try {
    await context.db.transaction(async (tx) => {
      const stored = await createSiteMessage(tx, { ...parsed.data, formKey: formKeyOf(context.secret, "contact", form, parsed.data) });
      // The same form posted again (a retry after a timeout): the first post stored it and queued its email.
      if (stored) await enqueueMail(tx, siteMessageEmail({ to: SITE.infoEmail, ...parsed.data }));
    });
  } catch (error) {
    // Unreachable or out of time: the outage answer (503), not a failure of this form.
    if (context.databaseAvailability.report(error)) throw error;
    logger.error({ err: error }, "contact message not stored");
    return refuse(500, "Failed to send message. Please try again.");
  }
  return data<ContactResult>(formSuccess(`Thank you — your message has been sent. We reply within ${SITE.replyTime}.`));
}
