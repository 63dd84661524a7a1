/**
 * Site facts and static copy: header/footer facts, About, home "How it works",
 * Privacy Policy and Terms of Service (SPEC.md §1, §2 "About, Contact, Privacy, Terms", §9).
 * Plain data, no React. The people, address and phone number are fictional placeholders.
 */

export const SITE = {
  name: "The Restoration Register",
  tagline: "Find the right hands for your classic",
  infoEmail: "info@restorationregister.co.uk",
  supportEmail: "support@restorationregister.co.uk",
  /** Placeholder from Ofcom's drama range: never a real line. */
  phone: "020 7946 0018",
  replyTime: "1-2 business days",
  foundedYear: 2019,
  /** Fictional placeholder address. */
  address: "Unit 4, Old Forge Yard, Banbury OX16 5AA",
  /** Marketing claims (SPEC.md §1, §9). Use only as claims, never as computed figures. */
  claims: { specialists: "500+", carsRestored: "50,000+", satisfaction: "98%" },
} as const;

export const ABOUT: {
  hero: { title: string; subtitle: string };
  story: string[];
  founders: { name: string; role: string; bio: string; initials: string }[];
  timeline: { year: "2019" | "2021" | "2023" | "2025"; title: string; description: string }[];
  whatWeDo: { title: string; description: string }[];
  workshopImages: { caption: string; alt: string }[];
  values: { title: string; description: string }[];
} = {
  hero: {
    title: "Built by people who love old cars",
    subtitle:
      "Since 2019 The Restoration Register has helped classic-car owners find specialists they can trust with the car they have waited years for.",
  },
  story: [
    "The Restoration Register began in 2019 in a draughty lock-up, with a half-finished MGB and a simple question: how do you find the right person to work on it? Word of mouth, club forums and dog-eared magazine adverts only go so far, and choosing the wrong workshop can cost an owner far more than money.",
    "Our founders had each seen the problem up close. Graham had spent his working life in body shops, putting right cars that had come back badly from elsewhere. Priya had spent a winter ringing round for a trimmer and an engine builder with little more to go on than a phone number. Hugh, as a club secretary, heard the same question from members every month. Together they set out to build the directory they had both wanted: organised by the work you need doing and the make you own, with honest reviews from owners who have been there.",
    "Today the Register lists more than 500 verified specialists, from one-person trim shops to full-restoration workshops, and listing is still free. Every new profile is reviewed by our team before it appears, because owners who trust us with their search deserve to find businesses that are real, reachable and serious about the work.",
  ],
  founders: [
    {
      name: "Graham Pettifer",
      role: "Co-founder, Specialist Relations",
      bio: "Graham served his apprenticeship as a panel beater in Coventry and went on to spend decades shaping wings, letting in repair sections and lead-loading seams on everything from Austin-Healeys to Series Land Rovers. He knows what good metalwork looks like, and he still reads new specialist profiles with a craftsman's eye.",
      initials: "GP",
    },
    {
      name: "Priya Raghavan",
      role: "Co-founder, Technology",
      bio: "A software engineer by trade, Priya bought a tired 1974 MGB roadster and learned the hard way how difficult it is to find the right specialist for each stage of a restoration. She designed the Register's search so no owner would have to start from a blank page, and still drives the MGB to work when the weather allows.",
      initials: "PR",
    },
    {
      name: "Hugh Mallinder",
      role: "Co-founder, Community",
      bio: "Hugh spent years as secretary of a regional Jaguar owners' club, organising runs, rallies and more than a few roadside rescues. He looks after the owners and clubs who use the Register, and makes sure reviews stay genuine, fair and useful.",
      initials: "HM",
    },
  ],
  timeline: [
    {
      year: "2019",
      title: "The Register is founded",
      description:
        "Graham, Priya and Hugh launch the directory from a lock-up in Oxfordshire, with free listings for specialists from day one.",
    },
    {
      year: "2021",
      title: "Owner reviews arrive",
      description:
        "Owners can rate and review the specialists they have used, with every review checked by our team before it is published.",
    },
    {
      year: "2023",
      title: "The Specialist Portal",
      description:
        "Specialists gain their own portal to keep their profile up to date, handle enquiries from owners and see their reviews in one place.",
    },
    {
      year: "2025",
      title: "Closer to home",
      description:
        "Owners can search by postcode or town to find specialists near them, with guides to every service and make to help them ask the right questions.",
    },
  ],
  whatWeDo: [
    {
      title: "Specialists organised by the work",
      description:
        "Search by service, from paint and bodywork to engine rebuilds and trim, and by the make you own, so you only see workshops that do the job you need.",
    },
    {
      title: "Every profile checked",
      description:
        "Our team reviews each new listing within 24-48 hours before it appears in search, to keep the directory to genuine restoration businesses.",
    },
    {
      title: "Honest owner reviews",
      description:
        "Owners rate and review the specialists they have used. We moderate reviews to keep them genuine and useful, whether they are glowing or critical.",
    },
    {
      title: "Free and direct",
      description:
        "Specialists list their business free, with no listing fees. We never sit between you and the workshop: enquiries go straight to the specialist, and any agreement is yours to make.",
    },
  ],
  workshopImages: [
    {
      caption: "Metalwork: new sections let in, shaped and welded by hand",
      alt: "Illustration of a classic car body shell on a rotisserie, with a welder at work on the sills",
    },
    {
      caption: "Paint: hours of preparation for a finish that lasts",
      alt: "Illustration of a classic saloon in a spray booth, masked up and primed ready for paint",
    },
    {
      caption: "Mechanical: engines rebuilt to run as well as they look",
      alt: "Illustration of a straight-six engine on a stand beside a workbench laid out with tools",
    },
  ],
  values: [
    {
      title: "Trust",
      description:
        "We check every new profile before it goes live and moderate every review, so owners can rely on what they read here.",
    },
    {
      title: "Craftsmanship",
      description:
        "Restoration is skilled work. We champion the panel beaters, painters, trimmers and engine builders who keep old cars on the road.",
    },
    {
      title: "Transparency",
      description:
        "Specialists describe their own work, owners share their own experience, and we are clear about what our checks cover and what they do not.",
    },
    {
      title: "Community",
      description:
        "From club stalwarts to first-time owners, the Register is for everyone who wants classic cars kept running for the next generation.",
    },
  ],
};

export const HOW_IT_WORKS: { title: string; description: string }[] = [
  {
    title: "Search by service and make",
    description:
      "Tell us the work you need, from bodywork to an engine rebuild, and the make of your car. Add your postcode or town to see who is nearby.",
  },
  {
    title: "Compare profiles and reviews",
    description:
      "Read each specialist's profile, specialties and experience, and see what other owners say about them in their reviews.",
  },
  {
    title: "Contact the specialist",
    description:
      "Send an enquiry from their profile or reveal their phone number and email, then agree the work directly with them.",
  },
];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const PRIVACY_POLICY: { updated: string; intro: string; sections: LegalSection[] } = {
  updated: "21 November 2026",
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
        "Our legal basis is our legitimate interest in delivering the messages you ask us to send.",
      ],
    },
    {
      heading: "Reviews",
      paragraphs: [
        "When you write a review, we store your name, email address, star rating and comment. Reviews are moderated before they are published. Your name, rating and comment then appear on the specialist's profile; your email address is kept private and is never published.",
        "We use your email address only if we need to contact you about your review. Our legal basis is our legitimate interest in publishing genuine, useful reviews.",
      ],
    },
    {
      heading: "Usage statistics and spam protection",
      paragraphs: [
        "To understand how the directory is used, we record anonymous usage events such as page views, searches, profile views and clicks to reveal a specialist's email address or phone number. Each reveal is counted so specialists can see the interest in their listing; the count does not identify you.",
        "These events are linked to a random session identifier kept in a cookie, not to your name or email address. We do not use Google Analytics or any other third-party analytics, advertising trackers or social media pixels.",
        "To protect our forms from spam and abuse, we use a one-way hash (a scrambled form that cannot be turned back into the original) of your IP address to limit how many submissions can come from one connection in a given period.",
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
        "You can block or delete cookies in your browser settings. The public directory works without them; specialists need the sign-in cookie to use the portal.",
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
        "We keep personal data only for as long as we need it for the purposes above. Specialist accounts and listings are kept while the account is open; when a specialist asks us to close their account, we delete the account and profile, except anything we must keep by law.",
        "Enquiries are kept so the specialist can refer to them in their portal, and are deleted with the specialist's account or sooner on request. Published reviews stay on the specialist's profile while it is listed, unless removed on request or by moderation.",
        "Rate-limit records based on the hashed IP address are needed only for the short period the limit covers. Anonymous usage events are kept to show trends over time and cannot be used to identify you.",
      ],
    },
    {
      heading: "Your rights and complaints",
      paragraphs: [
        "You have the right to ask for a copy of the personal data we hold about you, to have it corrected, to have it erased and to object to our using it. In some cases you can also ask us to restrict its use or to give it to you in a portable form. Specialists can correct most of their listing themselves in the portal.",
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
