/** Privacy Policy and Terms of Service copy (docs/spec.md §2 "About, Contact, Privacy, Terms"). */
import { SITE } from "~/content/site";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const PRIVACY_POLICY: { updated: string; intro: string; sections: LegalSection[] } = {
  updated: "28 November 2026",
  intro:
    "This policy explains what personal information The Restoration Register collects, why, and what you can do about it. We have kept it short and described what the site actually does. We are the controller of the personal data described here under UK data protection law (the UK GDPR and the Data Protection Act 2018).",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `The Restoration Register is an online directory that connects classic-car owners with restoration specialists in the UK. Our postal address is ${SITE.address}.`,
        `For any privacy question or request, email ${SITE.supportEmail}.`,
      ],
    },
    {
      heading: "Specialists' accounts and listings",
      paragraphs: [
        "When a business registers, we store its account details (email address, and a password that is kept only in hashed form) and the listing details it gives us: business name, contact name, phone number, address, city, county, postcode, description, specialties, vehicle makes, years in business, logo and any website, social media links, certifications and insurance details it chooses to add.",
        "We use this to run the account, review the profile before it is published and show the listing in the directory. Once a profile is approved its business details appear on the site, and its email address and phone number are shown to visitors who choose to reveal them. We also send account emails, such as email verification, password resets, the outcome of the profile review and notice of new enquiries and reviews.",
        "Our legal basis is the agreement with the specialist to provide their listing.",
      ],
    },
    {
      heading: "Enquiries and messages",
      paragraphs: [
        "When you send an enquiry to a specialist, we store your name, email address and message, pass them to that specialist by email and show them in the specialist's portal so they can reply to you directly. From then on the specialist holds your details as their own business contact and is responsible for how they use them.",
        "Messages sent through our Contact page (name, email address and message) are stored and forwarded to our own inbox so that we can answer them.",
        "When you ask several specialists for quotes, we store what you wrote about your car and the work, any photos of the car you add (re-encoded without their location or other metadata), and your name, email address and phone number if you give one. Nothing is sent to anyone until you confirm your email address with the link we send you. Your details then go only to the specialists you chose, by email and in their portal; none of them is told who else you asked, or sees their answers. Your messages with each specialist are kept on your request's private page and in their portal, and each new message is emailed to the other side.",
        "Our legal basis is our legitimate interest in delivering the messages you ask us to send.",
      ],
    },
    {
      heading: "Reviews",
      paragraphs: [
        "When you write a review, we store your name, email address, star rating and comment, and a keyed one-way hash of your connection's address (as described under spam protection below) so that our moderators can spot many reviews sent from one place. Reviews are moderated before they are published. Your name, rating and comment then appear on the specialist's profile, with a note of how the review was checked (\"Email confirmed\" or \"Verified enquiry\"); your email address is kept private and is never published.",
        "We use your email address to confirm your review: we email you a link, and your review goes to our moderators only once you open it and confirm. A review that is not confirmed within 7 days is deleted within the following hour. We also use your address if we need to contact you about your review.",
        "When you send an enquiry through the site, we email you a confirmation with a copy of your message and a personal link to review that specialist, which opens once the specialist has marked your enquiry as contacted or 7 days after it, whichever is first; 30 days after the enquiry we may send you one reminder asking how it went, with the same link. We send no other reminders, and a review through that link is marked \"Verified enquiry\" with the month of your enquiry.",
        "Each report of a review keeps the same keyed hash of your connection's address. If a review is reported and we remove it, we email its writer to say why.",
        "When you report a review, we store the reason, what you wrote and, if you give it, your email address, which we use only to tell you what we decided. The specialist and the review's writer are not told who reported it.",
        "Our legal basis is our legitimate interest in publishing genuine, useful reviews and in preventing fake ones.",
      ],
    },
    {
      heading: "Usage statistics and spam protection",
      paragraphs: [
        "To understand how the directory is used, we record anonymous usage events such as page views, searches, profile views and clicks to reveal a specialist's email address or phone number. Each reveal is counted so specialists can see the interest in their listing; the count does not identify you.",
        "These events are linked to a random session identifier kept in a cookie, not to your name or email address. We do not use Google Analytics or any other third-party analytics, advertising trackers or social media pixels.",
        "To protect our forms and accounts from spam, abuse and password guessing, we count how many requests come from one connection in a given period. We never store your IP address: we store only a count and a keyed one-way hash (a scrambled form that cannot be turned back into the original) of the address, or, for an IPv6 address, of the network block (the first half, the /64) it belongs to. Sign-in attempts, password-reset emails and changes of email address are also counted against a hash of the email address or account concerned.",
        "When you sign in we keep a record of your session (when it started and when it expires, and the description your browser gives of itself) so that you stay signed in; we do not keep your IP address with it. Our server logs record which page was requested and how it was answered, never your IP address or the secret part of a password-reset or verification link.",
        "Our legal basis is our legitimate interest in improving the directory and keeping it safe.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use a small number of our own cookies, and none for advertising.",
        "Sign-in session: set when a specialist signs in to the portal so they stay signed in. It is essential for the portal and ends when they sign out or the session expires.",
        "Sidebar preference: remembers whether the portal's sidebar is open or closed, for 7 days.",
        "Analytics session: a random identifier that lets us count page views and searches anonymously, as described above. It contains nothing about who you are.",
        "Shortlist: set when you press Save on a specialist, so that your shortlist works without an account. It holds only which specialists you saved (at most 12), signed by us, and lasts 180 days; Clear my shortlist deletes it.",
        "Form timer: set when you open a page with a form (a review, an enquiry, a message to us or a sign-up). It holds only the time it was set, signed by us, so that we can turn away forms sent by spam programs faster than a person could fill them in. It lasts 30 minutes.",
        "You can block or delete cookies in your browser settings. The public directory works without them, but sending a form needs the form timer, and specialists need the sign-in cookie to use the portal.",
      ],
    },
    {
      heading: "Who we share data with",
      paragraphs: [
        "We do not sell personal data or share it with advertisers. Enquiries go only to the specialist you contact, and reviews are published as described above.",
        "We use service providers to host the site and to deliver its email; they process data only on our instructions. We may also disclose information where the law requires us to.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal data only for as long as we need it for the purposes above. Specialist accounts and listings are kept while the account is open. A specialist can delete their account at any time from Account Settings in the portal (after entering their password), or ask us to do it by email. The deletion happens at once and is permanent: the listing leaves the directory immediately, and we delete the account (email address, hashed password, two-factor settings and sign-in sessions, so it is signed out everywhere), the profile and logo, every enquiry the specialist received, every review of their listing (with the reviewers' names and email addresses) and the usage counts of the listing. We keep only a record that an account was deleted, when, and, if we deleted it on request, which of our team did so and why; it contains nothing about the specialist. Reviews the specialist wrote of other businesses stay, no longer linked to the account.",
        "Enquiries are kept so the specialist can refer to them in their portal, and are deleted with the specialist's account. Published reviews stay on the specialist's profile while it is listed, unless removed on request or by moderation, and are deleted with the account. Emails we have already delivered (for example an enquiry forwarded to a specialist) are in their recipients' mailboxes, which we cannot reach. Until an email is delivered it waits in our database; once delivered we keep only its recipient and subject, for 30 days.",
        "A quote request, with its messages and your details, is deleted 12 months after its last activity (the last message, quote or change of status), and one you never confirmed after 7 days, each within the following hour. You can delete a request at any time from its page, and it is deleted at once, for you and for the specialists you chose.",
        "Rate-limit records (a hash and a count) are needed only for the period the limit covers, at most one day, and are deleted within an hour after that period ends. A session ends when you sign out, or 30 days after you last used it, and an ended one is deleted within the following hour; so is a password-reset link once it has expired, and an account's links go with the account. Anonymous usage events are kept whole for 30 days; after that only daily totals are kept (for example how many times a listing was viewed on a day, how many searches were made for a service, how many requests of each kind were refused), and the events themselves are deleted within the following hour. Neither can be used to identify you.",
      ],
    },
    {
      heading: "Your rights and complaints",
      paragraphs: [
        "You have the right to ask for a copy of the personal data we hold about you, to have it corrected, to have it erased and to object to our using it. In some cases you can also ask us to restrict its use or to give it to you in a portable form. Specialists can correct most of their listing themselves in the portal, download a copy of their data (their account, profile and logo, their projects and photos, the enquiries they received, the reviews of their listing and their replies, and the emails we sent them, as a JSON file whose links download the photos for 24 hours) from Account Settings, and delete their account there.",
        `To make a request, email ${SITE.supportEmail}. We may need to confirm your identity first, and we will respond within one month.`,
        "If you are unhappy with how we have handled your data, please tell us so we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk or on 0303 123 1113.",
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: { updated: string; intro: string; sections: LegalSection[] } = {
  updated: "21 November 2026",
  intro:
    "These terms apply to everyone who uses The Restoration Register, whether you are an owner looking for a specialist or a specialist listing your business. By using the site you agree to them, so please read them alongside our Privacy Policy.",
  sections: [
    {
      heading: "About the Register",
      paragraphs: [
        "The Restoration Register is a directory that introduces classic-car owners to restoration specialists in the UK. We are an introduction service: we help you find and contact specialists, but we do not carry out, quote for or take payment for restoration work, and we do not act as agent for owners or specialists.",
      ],
    },
    {
      heading: "Agreements between owners and specialists",
      paragraphs: [
        "Any agreement to carry out work is made directly between the owner and the specialist. We are not a party to it, and price, timescales, quality, warranty and payment are for the two of you to agree.",
        "Before leaving your car with anyone, we suggest you agree the scope of work, costs and timings in writing, check the specialist's insurance and ask how you will be kept updated on progress.",
      ],
    },
    {
      heading: "Listing your business",
      paragraphs: [
        "Listing on the Register is free: there are no listing fees. To list, you must be a genuine business offering restoration or related services for classic vehicles, and the person registering must be authorised to act for it.",
        "Our team reviews each new profile, normally within 24-48 hours, before it appears in search results. We may reject a profile, or later suspend or remove one, if it does not meet these terms, appears inaccurate or misleading, or draws complaints we cannot resolve. Where we can, we will tell you why.",
        "Our review checks that a listing appears to be a genuine restoration business and follows these terms. It is not an inspection of workmanship, and it is not a guarantee of any specialist's qualifications, insurance or work.",
      ],
    },
    {
      heading: "Accuracy of listings",
      paragraphs: [
        "Specialists are responsible for the information in their profile, including services, vehicle makes, experience, certifications and insurance details, and for keeping it accurate and up to date. You must have the right to use any logo or text you upload.",
        "We do not check every detail and cannot promise that listings are complete or correct, so please make your own checks before committing to any work.",
      ],
    },
    {
      heading: "Reviews",
      paragraphs: [
        "Reviews must be honest and based on your own genuine experience of the specialist. Do not review your own business or a competitor, offer or accept payment or other incentives for reviews, or write a review on someone else's behalf.",
        "We moderate reviews before they are published and may decline or remove any that appear fake, abusive, defamatory or off-topic, or that include someone's personal information. Publishing a review does not mean we agree with it.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Please use the Register only for its intended purpose. You must not scrape, harvest or copy listings or contact details in bulk; use specialists' contact details for spam or unsolicited marketing; submit false, unlawful, defamatory, abusive or infringing content; impersonate anyone; or try to disrupt, overload or get around the security of the site.",
        "We may block access or remove content where we reasonably believe these terms have been broken.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        "The site's design, text and guides belong to us or our licensors. You are welcome to view and share pages for your own non-commercial use, but not to copy or republish them wholesale.",
      ],
    },
    {
      heading: "Our liability",
      paragraphs: [
        "We provide the Register free of charge and with reasonable care and skill, but we cannot promise it will always be available or free of errors.",
        "We are not responsible for the work, advice, prices or conduct of any specialist, or for what owners write in enquiries or reviews. Any claim about restoration work should be made against the business that carried it out.",
        "As far as the law allows, we are not liable for losses arising from your use of the site or from dealings between owners and specialists. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time; the date at the top shows when they last changed. We may also change or withdraw features of the site. If you keep using the Register after a change, the updated terms apply.",
      ],
    },
    {
      heading: "Governing law and contact",
      paragraphs: [
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.",
        `Questions about these terms? Email ${SITE.supportEmail}.`,
      ],
    },
  ],
};
