import type { RequestContext } from "~/context";
import { SITE } from "~/content/site";
import { enquirySchema } from "~/lib/schemas";
import { constraints, type FormResult } from "~/lib/form";
import { createSiteMessage } from "~/models/site-messages.server";
import { DEFAULT_MIN_FILL_MS } from "~/services/spam.server";
import { submitVisitorForm, type VisitorForm } from "~/services/visitor-submission.server";
import { siteMessageEmail } from "~/services/emails.server";
import { readFormData } from "~/services/form-data.server";
import { enqueueMail } from "~/services/outbox.server";

// docs/design.md §3: the same protection as reviews (3 per hour per client).
const MESSAGES_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** After a refusal: what the visitor typed, to send it again. */
export type ContactResult = FormResult;

/** The form's `required`/`minLength`/`maxLength`, sent as loader data: the page downloads no validator for them. */
export const CONTACT_FIELDS = constraints(enquirySchema);

/** A message to us from /contact: stored for the admins' Messages tab and emailed to our inbox. */
const contactForm: VisitorForm<typeof enquirySchema, { to: string }> = {
  purpose: "contact",
  route: "/contact",
  schema: enquirySchema,
  minFillMs: DEFAULT_MIN_FILL_MS,
  invalidMessage: () => "Please check the highlighted fields.",
  perClient: { max: MESSAGES_PER_HOUR, windowMs: HOUR_MS, message: "Please wait before sending another message." },
  findTarget: async () => ({ to: SITE.infoEmail }),
  targetKey: (target) => target.to,
  notFoundMessage: "Failed to send message. Please try again.",
  store: async (tx, { data: message, formKey }) => Boolean(await createSiteMessage(tx, { ...message, formKey })),
  notify: (tx, { data: message, target }) => enqueueMail(tx, siteMessageEmail({ to: target.to, ...message })).then(() => undefined),
  successMessage: `Thank you — your message has been sent. We reply within ${SITE.replyTime}.`,
  failureMessage: "Failed to send message. Please try again.",
};

export async function sendSiteMessage(request: Request, context: RequestContext) {
  return submitVisitorForm(contactForm, await readFormData(request), context, {});
}
