import type { RequestContext } from "~/context";
import { constraints } from "~/lib/form";
import { formatLongDate } from "~/lib/format";
import { resendLinksSchema } from "~/lib/quote-schemas";
import { requestsOfOwner } from "~/models/quote-requests.server";
import { quoteLinksEmail } from "~/services/emails.server";
import { carName } from "~/lib/quotes";
import { enqueueMail } from "~/services/outbox.server";
import { quoteRequestUrl } from "~/services/quote-links.server";
import { recipientKey, hitRateLimit } from "~/services/rate-limit.server";
import { DEFAULT_MIN_FILL_MS } from "~/services/spam.server";
import { submitVisitorForm, type VisitorForm } from "~/services/visitor-submission.server";
import { readFormData } from "~/services/form-data.server";

const HOUR_MS = 60 * 60 * 1000;
// As a password reset: a few an hour from one client, and one inbox is sent the list at most 3 times an hour.
const RESENDS_PER_HOUR = 5;
export const LINK_EMAILS_PER_RECIPIENT_PER_HOUR = 3;
/** The same answer whether or not the address has requests: it must not tell anyone who asked for quotes. */
export const LINKS_RESENT = "If that address has quote requests with us, we have emailed it their links.";

export const RESEND_FIELDS = constraints(resendLinksSchema);

/**
 * Lost links (#27 item 3): the links of every request made from an address, sent to that address
 * only. The links are the same as before: re-sending invalidates nothing.
 */
const resendForm = (context: RequestContext): VisitorForm<typeof resendLinksSchema, true> => ({
  purpose: "quote-links",
  route: "/quotes/resend",
  schema: resendLinksSchema,
  minFillMs: DEFAULT_MIN_FILL_MS,
  invalidMessage: () => "Please check the highlighted fields.",
  perClient: { max: RESENDS_PER_HOUR, windowMs: HOUR_MS, message: "Please wait before asking again." },
  findTarget: async () => true,
  targetKey: () => "links",
  notFoundMessage: LINKS_RESENT,
  store: async () => true,
  notify: async (tx, { data: { email }, appUrl }) => {
    const requests = await requestsOfOwner(tx, email);
    if (requests.length === 0) return;
    const cap = await hitRateLimit(tx, `quote-links:${recipientKey(context.secret, email)}`, LINK_EMAILS_PER_RECIPIENT_PER_HOUR, HOUR_MS);
    if (!cap.allowed) return;
    await enqueueMail(
      tx,
      quoteLinksEmail({
        to: email,
        links: requests.map((request) => ({ car: carName(request), sentOn: formatLongDate(request.createdAt), url: quoteRequestUrl(appUrl, context.secret, request.id) })),
      }),
    );
  },
  successMessage: LINKS_RESENT,
  failureMessage: "That did not work. Please try again.",
});

export async function resendQuoteLinks(request: Request, context: RequestContext) {
  return submitVisitorForm(resendForm(context), await readFormData(request), context, {});
}
