/**
 * The published review policy (/review-policy, issue #14 item 6), written for owners. Each
 * section has an id so that other pages (a review's marks, a badge) can link straight to it.
 * It says what the site does: change it with any change to how reviews are checked or shown.
 */
import { SITE } from "~/content/site";

export interface PolicySection {
  /** The anchor other pages link to: /review-policy#{id}. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs. */
  points?: string[];
  /** Marks or badges and what each means, after the paragraphs. */
  terms?: { term: string; meaning: string }[];
  /** Paragraphs after the list or the terms. */
  closing?: string[];
  links?: { label: string; href: string }[];
}

export const REVIEW_POLICY: { updated: string; intro: string; sections: PolicySection[] } = {
  updated: "28 November 2026",
  intro:
    "Reviews only help if you can believe them. This page explains how we check the reviews on The Restoration Register before and after they are published, what the marks on a review mean, and what you can do if you think a review is not genuine.",
  sections: [
    {
      id: "what-we-check",
      heading: "What we check",
      paragraphs: [
        "Anyone who has dealt with a specialist listed here can review them. Before a review reaches our moderators, the person who wrote it must confirm their email address by clicking a link we email to them. A review whose link is not clicked within 7 days is deleted.",
        "Every review is then read by one of our moderators before it is published. Nothing is published automatically.",
        "Moderators look for signs that a review may be fake or misleading, such as:",
      ],
      points: [
        "several reviews sent from the same internet connection or the same email address;",
        "a reviewer's email address on the business's own domain (for example a review of a workshop written from an address at that workshop's website);",
        "a burst of reviews for one listing in a short time;",
        "a review whose text is nearly identical to other reviews.",
      ],
      closing: [
        "These signs are only prompts: a moderator looks at each review and decides by hand. We do not publish a review that appears to be fake, is not based on the writer's own experience of the business, or is abusive. Our forms also turn away obvious automated spam.",
      ],
    },
    {
      id: "marks",
      heading: "What the marks on a review mean",
      paragraphs: ["A published review may carry one of these marks, strongest first (the cars and dates here are examples):"],
      terms: [
        {
          term: "Verified job — Paint & Bodywork on a 1965 Jaguar E-type, completed November 2026",
          meaning:
            "The reviewer asked for quotes through our site, accepted this specialist's quote, and marked the job completed; the review came through their own request's page, which only they can open. The work and the car named are the ones in their request, and the date is when they marked it completed.",
        },
        {
          term: "Email confirmed",
          meaning:
            "The reviewer confirmed their email address by clicking the link we sent them. It shows the address is real and theirs; on its own it does not show that they used the business.",
        },
        {
          term: "Verified enquiry — contacted this specialist through The Restoration Register in March 2026",
          meaning:
            "The reviewer sent this specialist an enquiry through our site in the month shown, and wrote the review through a personal link we emailed to them afterwards (see when that link opens, below).",
        },
      ],
      closing: [
        "Specialists cannot send review links of their own, so they cannot pick who reviews them. Owners reach the review form only from the specialist's public page or through the personal link for their own enquiry.",
        "Reviews published before we began confirming email addresses carry no mark.",
        "A project in a specialist's gallery marked \"Confirmed by the car's owner\" was made from a job done through a quote request on our site, and the car's owner confirmed, from their own request's page, that it shows their car. Like every project, it was also checked by our moderators before it was published.",
      ],
    },
    {
      id: "enquiry-reviews",
      heading: "When you can review a specialist you contacted",
      paragraphs: [
        "When you send a specialist an enquiry through our site, we email you a personal link to review them. The link opens when the specialist marks your enquiry as contacted in their portal, or 7 days after your enquiry, whichever comes first. The email gives you that date. If you open the link before then, the page tells you when it opens, and nothing you send is kept.",
        "We wait because a \"Verified enquiry\" review should be about how the specialist dealt with you, and that takes more than a few seconds. Without the wait, anyone could send an enquiry and review straight away, and earn the mark without the specialist ever replying.",
        "Our moderators see how long after the enquiry each review was written, and look more closely at any review written within 7 days of its enquiry. Marking an enquiry as contacted only opens the link sooner: every link opens after 7 days, so a specialist cannot stop anyone from reviewing them.",
      ],
    },
    {
      id: "incentivised",
      heading: "Reviews written in return for something",
      paragraphs: [
        "If you received anything in return for your review — a discount, a gift, a payment or anything else — you must tick \"I received something in return for this review\" on the review form. Your review is then published with the label \"Received something in return\", so that other owners can take that into account.",
        "Hiding that a review was given in return for something is against the law. A business must never make a reward depend on a review being positive. If we have good reason to think a review was rewarded but not labelled, we do not publish it, or we remove it.",
      ],
    },
    {
      id: "negative-reviews",
      heading: "We do not remove reviews because they are negative",
      paragraphs: [
        "We publish honest reviews whether they are good or bad. We do not remove, hide or hold back a review because it is critical, because its rating is low or because the business reviewed asks us to. Listing here is free, and no business can pay to have a review removed.",
        "We do reject or remove reviews that break this policy: for example a review that appears to be fake, is not about the writer's own experience, is abusive or offensive, or contains someone's personal details such as a phone number.",
      ],
    },
    {
      id: "replies",
      heading: "Replies from businesses",
      paragraphs: [
        "The business reviewed can post one public reply to each published review, and edit or delete it later. Replies are read by a moderator before they are published, just like reviews. A published reply appears under the review with the business name and the date, and we email the reviewer to tell them.",
      ],
    },
    {
      id: "reporting",
      heading: "How to report a review",
      paragraphs: [
        "Every published review has a \"Report this review\" link under it. Choose the reason that fits best and tell us more if you can:",
      ],
      points: [
        "it looks fake;",
        "the writer was not a customer;",
        "it is offensive;",
        "it contains personal data;",
        "something else.",
      ],
      closing: [
        "Once your report is sent you will see a confirmation on the page. One of our team looks at every report and either keeps the review, recording why, or removes it. We do not pass your details to the reviewer or the business.",
        "A business can also report reviews of its own listing from its portal; those reports are decided in the same way.",
      ],
    },
    {
      id: "moderation-time",
      heading: "How long moderation takes",
      paragraphs: [
        "We aim to moderate within 2 working days: new reviews, business replies and reports alike. It can take longer at busy times, or when we need to look into a review more closely.",
      ],
    },
    {
      id: "removed-reviews",
      heading: "What happens to removed reviews",
      paragraphs: [
        "A removed review is taken off the listing and out of its average rating straight away. We tell the reviewer and the business why it was removed. We keep a record of the review, the report and our decision, so that we can answer questions about it later.",
      ],
    },
    {
      id: "ratings",
      heading: "How ratings are shown",
      paragraphs: [
        "A listing's average rating is always shown with the number of reviews it is based on, never as a bare number. Each listing's page also shows how many reviews gave each rating, from 5 stars down to 1, so that you can see the whole picture rather than an average alone.",
        "Reviews are shown newest first; you can choose to order them by rating instead. Only published reviews count towards a rating: reviews waiting for moderation, rejected reviews and removed reviews do not.",
      ],
    },
    {
      id: "certifications",
      heading: "Certification badges",
      paragraphs: [
        "Many specialists state certifications on their listing, such as an IMI accreditation or a trade membership. A listing that states any says so in one of two ways (the date here is an example). Only the second is a badge, because only the second is something we have checked:",
      ],
      terms: [
        {
          term: "Lists certifications",
          meaning:
            "Shown as plain words, not a badge: the business states certifications that we have not checked. It means only that the business says it holds them.",
        },
        {
          term: "Certifications checked by The Restoration Register on 20 November 2026",
          meaning:
            "One of our team has seen evidence, such as a certificate or a membership record, of every certification the listing states; the date shown is when the latest was checked. If the business later adds or rewords a certification, the change is checked before it shows, and the badge goes back to \"Lists certifications\" until we have checked the new certification too.",
        },
      ],
      closing: [
        "Separately, \"Verified Provider\" means the business has confirmed its email address and our team has reviewed its listing.",
        "A check shows that a certification was held when we saw the evidence. It is not an inspection of the workshop or a guarantee of its work, so please ask the specialist about their qualifications and insurance before work begins.",
      ],
    },
    {
      id: "listing-changes",
      heading: "Changes to a listing",
      paragraphs: [
        "Our team checks every listing before it appears in the directory, and we check changes too. When a specialist changes what their live listing says about their business (its name, its description, the services and makes it offers, its certifications, its years of experience or where the workshop is), the listing keeps showing the version we approved until one of our team has looked at the change. We aim to do this within 2 working days. If we do not approve a change, we tell the specialist why, and the listing stays as it was.",
        "How to contact the business (its phone number, email address, website and social media links) changes at once, so that you can always reach the specialist.",
      ],
    },
    {
      id: "the-law",
      heading: "The law",
      paragraphs: [
        "Since 6 April 2025 the Digital Markets, Competition and Consumers Act 2024 has banned fake consumer reviews and reviews that hide that they were given in return for something. It also requires anyone who publishes consumer reviews to take reasonable and proportionate steps to prevent and remove such reviews, and not to present review information in a misleading way.",
        "The Competition and Markets Authority (CMA) enforces these rules and has published guidance on fake reviews that explains what it expects of sites that publish reviews, including a clear, published policy. This page is ours, and it describes the steps we take.",
        `If you think a review here breaks these rules, please report it, or email us at ${SITE.supportEmail}.`,
      ],
      links: [
        { label: "Digital Markets, Competition and Consumers Act 2024 (legislation.gov.uk)", href: "https://www.legislation.gov.uk/ukpga/2024/13/contents" },
        { label: "The CMA's work on online consumer reviews, with its fake reviews guidance (GOV.UK)", href: "https://www.gov.uk/cma-cases/online-consumer-reviews" },
      ],
    },
  ],
};
