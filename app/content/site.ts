/**
 * Site facts used on every page (header, footer, contact details, marketing claims:
 * docs/spec.md §1, §9). Kept apart from the longer copy so the shell ships only these lines.
 * The address and phone number are fictional placeholders.
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
  /** Marketing claims (docs/spec.md §1, §9). Use only as claims, never as computed figures. */
  claims: { specialists: "500+", carsRestored: "50,000+", satisfaction: "98%" },
} as const;
