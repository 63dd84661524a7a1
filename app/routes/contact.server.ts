import { data, type AppLoadContext } from "react-router";
import { SITE } from "~/content/site";
import { enquirySchema, fieldErrors, formFields } from "~/lib/schemas";
import { createSiteMessage } from "~/models/admin.server";
import { spamRefusal, formKeyOf, DEFAULT_MIN_FILL_MS } from "~/services/spam.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { siteMessageEmail } from "~/services/emails.server";
import { logger } from "~/services/logger.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";
import type { Database } from "../../database/client";

// DESIGN.md §3: the same protection as reviews (3 per hour per client).
const MESSAGES_PER_HOUR = 3;

export interface ContactResult {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
}

export async function sendSiteMessage(request: Request, context: AppLoadContext) {
  const form = await readFormData(request);
  const spam = spamRefusal(context, "/contact", "contact", form, DEFAULT_MIN_FILL_MS);
  if (spam) return data<ContactResult>({ ok: false, message: `Submission blocked: ${spam}` }, { status: 400 });
  const parsed = enquirySchema.safeParse(formFields(form, ["name", "email", "message"]));
  if (!parsed.success) {
    return data<ContactResult>({ ok: false, message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const limit = await hitRateLimit(context.db, `contact:${clientKey(context.secret, context.clientAddress)}`, MESSAGES_PER_HOUR, 60 * 60 * 1000, { route: "/contact" });
  if (!limit.allowed) {
    return data<ContactResult>({ ok: false, message: "Please wait before sending another message." }, { status: 429 });
  }
  try {
    await context.db.transaction(async (tx) => {
      const stored = await createSiteMessage(tx as unknown as Database, { ...parsed.data, formKey: formKeyOf(context.secret, "contact", form) });
      // The same form posted again (a retry after a timeout): the first post stored it and queued its email.
      if (stored) await enqueueMail(tx as unknown as Database, siteMessageEmail({ to: SITE.infoEmail, ...parsed.data }));
    });
  } catch (error) {
    // Unreachable or out of time: the outage answer (503), not a failure of this form.
    if (context.databaseAvailability.report(error)) throw error;
    logger.error({ err: error }, "contact message not stored");
    return data<ContactResult>({ ok: false, message: "Failed to send message. Please try again." }, { status: 500 });
  }
  return data<ContactResult>({ ok: true, message: `Thank you — your message has been sent. We reply within ${SITE.replyTime}.` });
}
