import type { MailMessage } from "./mail.server";
import { formatLongDate } from "~/lib/format";

/** The texts of every email the site sends, in one place. Plain text first; no user HTML ever. */

const SIGNATURE = "\n\n— The Restoration Register";

/** A name for an address header: Nodemailer quotes specials, but a line break has no place in a header. */
const oneLine = (name: string) => name.replace(/[\r\n]+/g, " ");

export function enquiryEmail({
  to,
  profile,
  enquiry,
  appUrl,
}: {
  to: string;
  profile: { businessName: string };
  /** With a phone and a good time to call when it is a Request Phone Call. */
  enquiry: { name: string; email: string; message: string; phone?: string; callTime?: string };
  appUrl: string;
}): MailMessage {
  const call = enquiry.phone ? enquiry : null;
  const message = enquiry.message.trim();
  return {
    to,
    replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
    subject: call
      ? `Phone call request for ${profile.businessName} from ${oneLine(enquiry.name)}`
      : `New enquiry for ${profile.businessName} from ${enquiry.name.replace(/[\r\n]/g, " ")}`,
    text:
      (call
        ? `${enquiry.name} asked ${profile.businessName} to ring them, through The Restoration Register.\n\n` +
          `Name: ${enquiry.name}\nPhone: ${call.phone}\nGood time to call: ${call.callTime}\nEmail: ${enquiry.email}\n\n` +
          (message ? `Message:\n${message}\n\n` : "")
        : `${enquiry.name} sent ${profile.businessName} an enquiry through The Restoration Register.\n\n` +
          `Name: ${enquiry.name}\nEmail: ${enquiry.email}\n\nMessage:\n${enquiry.message}\n\n`) +
      `Reply to this email to answer ${enquiry.name} directly. You can also see and manage your enquiries at ${appUrl}/dashboard/contacts` +
      SIGNATURE,
  };
}

export function verificationEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return {
    to,
    subject: "Verify your email for The Restoration Register",
    text:
      `Hello ${name},\n\nThank you for listing your business on The Restoration Register. ` +
      `Please confirm your email address by opening this link:\n\n${url}\n\n` +
      `Once your email is verified you can sign in. Our team reviews every new profile within 24-48 hours; ` +
      `we will email you when your listing is live.\n\nIf you did not sign up, you can ignore this email.` +
      SIGNATURE,
  };
}

export function passwordResetEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return {
    to,
    subject: "Reset your password for The Restoration Register",
    text:
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your Specialist Portal account. ` +
      `Choose a new password here:\n\n${url}\n\nThe link works for one hour. If you did not ask for this, ` +
      `you can ignore this email: your password has not changed.` +
      SIGNATURE,
  };
}

export function changeEmailVerification({ to, newEmail, url }: { to: string; newEmail: string; url: string }): MailMessage {
  return {
    to,
    subject: "Confirm your new email address",
    text:
      `We received a request to change the email address of your Specialist Portal account to ${newEmail}.\n\n` +
      `To confirm, open this link:\n\n${url}\n\nIf you did not ask for this, you can ignore this email.` +
      SIGNATURE,
  };
}

export function newProfileAdminEmail({
  to,
  businessName,
  city,
  appUrl,
  resubmitted = false,
}: {
  to: string[];
  businessName: string;
  city: string;
  appUrl: string;
  resubmitted?: boolean;
}): MailMessage {
  return {
    to,
    subject: `${resubmitted ? "Resubmitted" : "New"} profile to review: ${businessName}`,
    text:
      `${businessName} (${city}) ${resubmitted ? "has updated its rejected profile and resubmitted it" : "has registered"} ` +
      `and is waiting for review.\n\nReview pending profiles at ${appUrl}/admin/pending` +
      SIGNATURE,
  };
}

export function profileDecisionEmail({
  to,
  businessName,
  decision,
  reason,
  appUrl,
  slug,
}: {
  to: string;
  businessName: string;
  decision: "approved" | "rejected" | "suspended";
  reason: string | null;
  appUrl: string;
  slug: string;
}): MailMessage {
  if (decision === "approved") {
    return {
      to,
      subject: `${businessName} is now live on The Restoration Register`,
      text:
        `Good news: your profile for ${businessName} has been approved and now appears in search results.\n\n` +
        `Your public page: ${appUrl}/provider/${slug}\nManage your listing: ${appUrl}/dashboard` +
        SIGNATURE,
    };
  }
  return {
    to,
    subject: `Your profile for ${businessName} needs changes`,
    text:
      `Your profile for ${businessName} has ${decision === "suspended" ? "been taken out of the directory" : "not been approved"}.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : "") +
      `Please review and update your information at ${appUrl}/dashboard/profile, then save it to resubmit it for approval.` +
      SIGNATURE,
  };
}

export function reviewPublishedEmail({
  to,
  businessName,
  reviewerName,
  rating,
  appUrl,
  slug,
}: {
  to: string;
  businessName: string;
  reviewerName: string;
  rating: number;
  appUrl: string;
  slug: string;
}): MailMessage {
  return {
    to,
    subject: `New ${rating}-star review for ${businessName}`,
    text:
      `${reviewerName} left a ${rating}-star review for ${businessName}, and it is now published on your profile:\n` +
      `${appUrl}/provider/${slug}\n\nSee all your reviews at ${appUrl}/dashboard/reviews` +
      SIGNATURE,
  };
}

export function siteMessageEmail({ to, name, email, message }: { to: string; name: string; email: string; message: string }): MailMessage {
  return {
    to,
    replyTo: { name: oneLine(name), address: email },
    subject: `Contact form: message from ${name.replace(/[\r\n]/g, " ")}`,
    text: `Name: ${name}\nEmail: ${email}\n\n${message}` + SIGNATURE,
  };
}

/** To the owner of an address someone tried to sign up with again: no account is made, and nothing on the page says so. */
export function existingAccountSignupEmail({ to, name, appUrl }: { to: string; name: string; appUrl: string }): MailMessage {
  return {
    to,
    subject: "Someone tried to list a business with your email address",
    text:
      `Hello ${name},\n\nSomeone just tried to list a business on The Restoration Register using this email address. ` +
      `It already belongs to your Specialist Portal account, so no new account was made and your listing is unchanged.\n\n` +
      `If it was you, sign in here:\n${appUrl}/auth\n\n` +
      `Forgotten your password? Choose a new one here:\n${appUrl}/forgot-password\n\n` +
      `If it was not you, you do not need to do anything: your account is safe and nobody can sign in without your password.` +
      SIGNATURE,
  };
}

/** To the reviewer, when the business's reply to their review is published (#14). */
export function replyPublishedEmail({
  to,
  reviewerName,
  businessName,
  reply,
  appUrl,
  slug,
}: {
  to: string;
  reviewerName: string;
  businessName: string;
  reply: string;
  appUrl: string;
  slug: string;
}): MailMessage {
  return {
    to,
    subject: `${oneLine(businessName)} has replied to your review on The Restoration Register`,
    text:
      `Hello ${reviewerName},\n\n${businessName} has replied to the review you left on The Restoration Register:\n\n` +
      `${reply}\n\nRead it under your review on their listing:\n${appUrl}/provider/${slug}` +
      SIGNATURE,
  };
}

/** To the specialist, when their reply to a review is not published, with the moderator's reason. */
export function replyRejectedEmail({
  to,
  businessName,
  reason,
  appUrl,
}: {
  to: string;
  businessName: string;
  reason: string | null;
  appUrl: string;
}): MailMessage {
  return {
    to,
    subject: `Your reply to a review of ${oneLine(businessName)} was not published`,
    text:
      `Our moderators did not publish your reply to a review of ${businessName}.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : "") +
      `You can edit the reply and send it again, or delete it, on your Reviews page: ${appUrl}/dashboard/reviews` +
      SIGNATURE,
  };
}

// Reported reviews (issue #14 item 4): the admins are told of a report; after their decision the
// reviewer and the specialist hear of a removal and why, and reporters who left an address hear the outcome.

export function reviewReportedAdminEmail({ to, businessName, reason, appUrl }: { to: string[]; businessName: string; reason: string; appUrl: string }): MailMessage {
  return {
    to,
    subject: `A review of ${oneLine(businessName)} was reported`,
    text: `A review of ${businessName} was reported (${reason}).\n\nSee the reported reviews at ${appUrl}/admin/reports` + SIGNATURE,
  };
}

export function reviewRemovedReviewerEmail({
  to,
  reviewerName,
  businessName,
  reason,
  appUrl,
}: {
  to: string;
  reviewerName: string;
  businessName: string;
  reason: string;
  appUrl: string;
}): MailMessage {
  return {
    to,
    subject: `Your review of ${oneLine(businessName)} has been removed`,
    text:
      `Hello ${reviewerName},\n\nYour review of ${businessName} was reported to us, and after looking at it our moderators ` +
      `have removed it from The Restoration Register. It no longer appears on the listing or counts in its rating.\n\n` +
      `Reason: ${reason}\n\nWe do not remove reviews because they are negative. If you think we got this wrong, ` +
      `write to us at ${appUrl}/contact and tell us why. How we handle reports and removed reviews: ${appUrl}/review-policy#removed-reviews` +
      SIGNATURE,
  };
}

export function reviewRemovedSpecialistEmail({
  to,
  businessName,
  reviewerName,
  rating,
  reason,
  appUrl,
}: {
  to: string;
  businessName: string;
  reviewerName: string;
  rating: number;
  reason: string;
  appUrl: string;
}): MailMessage {
  return {
    to,
    subject: `A review of ${oneLine(businessName)} has been removed`,
    text:
      `A ${rating}-star review of ${businessName} by ${reviewerName} was reported, and our moderators have removed it. ` +
      `It no longer appears on your listing, and your rating has been recalculated without it.\n\n` +
      `Reason: ${reason}\n\nSee your reviews at ${appUrl}/dashboard/reviews\nOur review policy: ${appUrl}/review-policy#removed-reviews` +
      SIGNATURE,
  };
}

export function reportOutcomeEmail({ to, businessName, outcome, reason }: { to: string; businessName: string; outcome: "kept" | "removed"; reason: string }): MailMessage {
  return {
    to,
    subject: `Your report of a review of ${oneLine(businessName)}`,
    text:
      `Thank you for reporting a review of ${businessName}. Our moderators have looked at it and ` +
      (outcome === "removed" ? "removed the review." : "decided to keep the review.") +
      `\n\nReason: ${reason}\n\nWe do not remove reviews because they are negative; we remove reviews that break our rules.` +
      SIGNATURE,
  };
}

/*
 * The review flows' emails (#14, docs/decisions/0018). They go to an address a visitor typed, so
 * they carry nothing else the visitor typed (no name): the form cannot be used to send someone
 * else a text of one's choosing under our name. One exception (#24): the enquirer's confirmation
 * quotes their own message back to them, marked as theirs, at most 3 an hour to one inbox.
 */

export function reviewConfirmationEmail({ to, businessName, url }: { to: string; businessName: string; url: string }): MailMessage {
  return {
    to,
    subject: `Please confirm your review of ${oneLine(businessName)}`,
    text:
      `Thank you for reviewing ${businessName} on The Restoration Register.\n\n` +
      `To send your review to our moderators, please confirm your email address by opening this link and pressing the button:\n\n${url}\n\n` +
      `The link works for 7 days. An unconfirmed review is then deleted. ` +
      `If you did not write a review, you can ignore this email and nothing will be published.` +
      SIGNATURE,
  };
}

/** Each line of a visitor's text quoted ("> "), so it reads as what they wrote and not as our words. */
const quoted = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

/**
 * To the enquirer: their message went, a copy of it (#24; plain text, quoted, and the only thing
 * they typed that it carries, never their name), and their personal review link with when it opens
 * (lib/enquiry-review.ts: when the specialist marks the enquiry contacted, or `opensBy`).
 */
export function enquiryConfirmationEmail({
  to,
  businessName,
  message,
  reviewUrl,
  opensBy,
}: {
  to: string;
  businessName: string;
  message: string;
  reviewUrl: string;
  opensBy: Date;
}): MailMessage {
  return {
    to,
    subject: `Your message was sent to ${oneLine(businessName)}`,
    text:
      `Your message was sent to ${businessName} through The Restoration Register. They will reply to you directly by email.\n\n` +
      // A call request's message is optional: no empty copy.
      (message.trim() ? `Your message:\n\n${quoted(message)}\n\n` : "") +
      `Once you have dealt with them, you can review ${businessName} here. This link is yours alone, and your review will be marked ` +
      `"Verified enquiry" because you contacted them through our site:\n\n${reviewUrl}\n\n` +
      `The link opens when ${businessName} marks your enquiry as contacted, or on ${formatLongDate(opensBy)}, whichever is first.\n\n` +
      `If you did not send this message, you can ignore this email.` +
      SIGNATURE,
  };
}

/** To the reviewer, when a moderator publishes their review (#24): through the outbox, in the approval's transaction. */
export function reviewPublishedReviewerEmail({
  to,
  reviewerName,
  businessName,
  appUrl,
  slug,
}: {
  to: string;
  reviewerName: string;
  businessName: string;
  appUrl: string;
  slug: string;
}): MailMessage {
  return {
    to,
    subject: `Your review of ${oneLine(businessName)} is published`,
    text:
      `Hello ${reviewerName},\n\nThank you for reviewing ${businessName}. Our moderators have read your review and it is now ` +
      `published on their listing, where other owners can read it:\n${appUrl}/provider/${slug}\n\n` +
      `If the business replies to your review, we will email you. How we check reviews: ${appUrl}/review-policy` +
      SIGNATURE,
  };
}

export function reviewInviteEmail({ to, businessName, reviewUrl }: { to: string; businessName: string; reviewUrl: string }): MailMessage {
  return {
    to,
    subject: `How did it go with ${oneLine(businessName)}?`,
    text:
      `A month ago you contacted ${businessName} through The Restoration Register. How did it go?\n\n` +
      `Other owners would value your experience, good or bad. You can review ${businessName} here; ` +
      `your review will be marked "Verified enquiry":\n\n${reviewUrl}\n\n` +
      `This is the only reminder we send about this enquiry.` +
      SIGNATURE,
  };
}

// Project galleries (#15): the specialist hears of the moderators' decision on each new or changed project.

export function projectApprovedEmail({ to, businessName, title, appUrl, slug }: { to: string; businessName: string; title: string; appUrl: string; slug: string }): MailMessage {
  return {
    to,
    subject: `Your project “${oneLine(title)}” is published`,
    text:
      `Good news: your project “${title}” has been approved and now shows in the gallery of ${businessName}:\n` +
      `${appUrl}/provider/${slug}\n\nYou can add more projects or change this one at ${appUrl}/dashboard/projects ` +
      `(a change is checked again before it shows).` +
      SIGNATURE,
  };
}

export function projectRejectedEmail({ to, title, reason, appUrl }: { to: string; title: string; reason: string | null; appUrl: string }): MailMessage {
  return {
    to,
    subject: `Your project “${oneLine(title)}” was not published`,
    text:
      `Our moderators did not publish your project “${title}”.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : "") +
      `You can change the project and save it to send it for review again, or delete it: ${appUrl}/dashboard/projects` +
      SIGNATURE,
  };
}

// Edits to a live listing (#24, decision 0022): the specialist hears of the decision on the changes that waited.

export function profileChangesApprovedEmail({ to, businessName, fields, appUrl, slug }: { to: string; businessName: string; fields: string; appUrl: string; slug: string }): MailMessage {
  return {
    to,
    subject: `Your changes to ${oneLine(businessName)} are live`,
    text:
      `Good news: your changes to ${fields} have been approved and now show on your listing:\n` +
      `${appUrl}/provider/${slug}\n\nManage your listing: ${appUrl}/dashboard/profile` +
      SIGNATURE,
  };
}

export function profileChangesRejectedEmail({ to, businessName, fields, reason, appUrl }: { to: string; businessName: string; fields: string; reason: string; appUrl: string }): MailMessage {
  return {
    to,
    subject: `Your changes to ${oneLine(businessName)} were not approved`,
    text:
      `Our team did not approve your changes to ${fields} on the listing of ${businessName}. ` +
      `Your listing still shows its approved version.\n\n` +
      `Reason: ${reason}\n\n` +
      `You can change these fields and save them again to send them for review: ${appUrl}/dashboard/profile` +
      SIGNATURE,
  };
}

/* Quote requests (#27, decision 0028). The conversation stays on the site: the emails say what happened
   and link to the thread; nobody's address is put in a Reply-To, and no specialist learns of another. */

export function quoteConfirmEmail({ to, name, car, businessNames, url }: { to: string; name: string; car: string; businessNames: string[]; url: string }): MailMessage {
  return {
    to,
    subject: "Confirm your quote request",
    text:
      `Hello ${name},\n\nYou asked for quotes for your ${car} from:\n${businessNames.map((business) => `- ${business}`).join("\n")}\n\n` +
      `Nothing has been sent yet. Open this link and press "Confirm and send" to send your request:\n\n${url}\n\n` +
      `Keep this email: the same link is your request's page, where their answers and quotes will appear. ` +
      `If you did not ask for quotes, ignore this email and nothing will be sent; the request is deleted after 7 days.` +
      SIGNATURE,
  };
}

export function quoteLeadEmail({
  to,
  businessName,
  request,
  url,
}: {
  to: string;
  businessName: string;
  request: { ownerName: string; car: string; services: string[]; description: string; carLocation: string; timing: string; budget: string | null };
  url: string;
}): MailMessage {
  return {
    to,
    subject: `Quote request for ${businessName}: ${request.car}`,
    text:
      `${request.ownerName.replace(/[\r\n]+/g, " ")} asks ${businessName} for a quote through The Restoration Register.\n\n` +
      `Car: ${request.car}\nWork wanted: ${request.services.join(", ")}\nWhere the car is: ${request.carLocation}\n` +
      `When: ${request.timing}\n` +
      (request.budget ? `Budget: ${request.budget}\n` : "") +
      `\n${request.description}\n\n` +
      `Answer with a message, a quote, or decline, from your dashboard (the owner's contact details are there too):\n${url}` +
      SIGNATURE,
  };
}

/** A new message, quote or decline in one thread, to the other side. */
export function quoteThreadEmail({ to, subject, from, body, url }: { to: string; subject: string; from: string; body: string; url: string }): MailMessage {
  return {
    to,
    subject,
    text: `${from.replace(/[\r\n]+/g, " ")} wrote:\n\n${body}\n\nRead and answer it here:\n${url}` + SIGNATURE,
  };
}

/** The owner chose: the won specialist is told to get in touch, the others are thanked. */
export function quoteDecisionEmail({ to, businessName, car, won, url }: { to: string; businessName: string; car: string; won: boolean; url: string }): MailMessage {
  return won
    ? {
        to,
        subject: `Your quote for the ${car} was accepted`,
        text:
          `Good news for ${businessName}: the owner of the ${car} accepted your quote.\n\n` +
          `Their contact details and your conversation are here:\n${url}` +
          SIGNATURE,
      }
    : {
        to,
        subject: `Quote request for the ${car}: the owner has chosen`,
        text:
          `Thank you for answering the quote request for the ${car}. The owner has chosen another specialist this time, ` +
          `and asked us to thank you for your time.\n\n${url}` +
          SIGNATURE,
      };
}

export function quoteWithdrawnEmail({ to, car, url }: { to: string; car: string; url: string }): MailMessage {
  return {
    to,
    subject: `Quote request withdrawn: ${car}`,
    text: `The owner of the ${car} has withdrawn their quote request. Nothing more is needed from you.\n\n${url}` + SIGNATURE,
  };
}

/** Lost links, re-sent to the address the requests were made from. */
export function quoteLinksEmail({ to, links }: { to: string; links: { car: string; sentOn: string; url: string }[] }): MailMessage {
  return {
    to,
    subject: "Your quote requests on The Restoration Register",
    text:
      `Here are the links to your quote requests:\n\n` +
      links.map((link) => `${link.car} (${link.sentOn}):\n${link.url}`).join("\n\n") +
      `\n\nIf you did not ask for these links, you can ignore this email.` +
      SIGNATURE,
  };
}

/** The owner marked the job done: their review link (the strongest mark), and a word to the specialist. */
export function jobCompletedEmails({
  owner,
  specialist,
  car,
  businessName,
  reviewUrl,
  dashboardUrl,
}: {
  owner: { name: string; email: string };
  specialist: { email: string };
  car: string;
  businessName: string;
  reviewUrl: string;
  dashboardUrl: string;
}): MailMessage[] {
  return [
    {
      to: owner.email,
      subject: `How did ${businessName} do with your ${car}?`,
      text:
        `Hello ${owner.name},\n\nThank you for marking the work on your ${car} completed. Other owners would value your review of ` +
        `${businessName}. Because the job came through The Restoration Register, it will carry our strongest mark, "Verified job":\n\n${reviewUrl}\n\n` +
        `If ${businessName} publishes photos of the job, we will ask you on the same page to confirm it is your car.` +
        SIGNATURE,
    },
    {
      to: specialist.email,
      subject: `The ${car} job is marked completed`,
      text:
        `The owner of the ${car} has marked the job completed. You can now publish it as a project in your gallery; ` +
        `once its owner confirms it, it shows "Confirmed by the car's owner":\n\n${dashboardUrl}` +
        SIGNATURE,
    },
  ];
}

export function jobProjectEmail({ to, businessName, car, url }: { to: string; businessName: string; car: string; url: string }): MailMessage {
  return {
    to,
    subject: `Is this your ${car}? ${businessName} published the job`,
    text:
      `${businessName} has made a gallery project of the work on your ${car}. If it is your car, please confirm it on your request's page, ` +
      `so that the project shows "Confirmed by the car's owner":\n\n${url}` +
      SIGNATURE,
  };
}
