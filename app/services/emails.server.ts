import type { MailMessage } from "./mail.server";

/** The texts of every email the site sends, in one place. Plain text first; no user HTML ever. */

const SIGNATURE = "\n\n— The Restoration Register";

export function enquiryEmail({
  to,
  provider,
  enquiry,
  appUrl,
}: {
  to: string;
  provider: { businessName: string };
  enquiry: { name: string; email: string; message: string };
  appUrl: string;
}): MailMessage {
  return {
    to,
    replyTo: `${enquiry.name.replace(/["<>\r\n]/g, "")} <${enquiry.email}>`,
    subject: `New enquiry for ${provider.businessName} from ${enquiry.name.replace(/[\r\n]/g, " ")}`,
    text:
      `${enquiry.name} sent ${provider.businessName} an enquiry through The Restoration Register.\n\n` +
      `Name: ${enquiry.name}\nEmail: ${enquiry.email}\n\nMessage:\n${enquiry.message}\n\n` +
      `Reply to this email to answer ${enquiry.name} directly. You can also see and manage your enquiries at ${appUrl}/dashboard/contacts` +
      SIGNATURE,
  };
}
