/** Shapes of the static catalogue (docs/spec.md §3). Copy lives in the sibling modules. */

export interface ProcessStep {
  step: string;
  description: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ServiceEntry {
  /** Display name exactly as docs/spec.md §3 lists it, e.g. "Chrome & Polishing". Also the stored specialty value. */
  name: string;
  slug: string;
  /** Page heading, e.g. "Classic Car Chrome & Polishing". */
  title: string;
  /** One sentence: used on the home category cards and as the meta description (≤ 160 characters). */
  description: string;
  /** Two or three paragraphs for the About section. */
  introduction: string[];
  whatItIncludes: string[];
  process: ProcessStep[];
  benefits: string[];
  commonIssues: string[];
  faq: FaqEntry[];
  /** Slugs of other services. */
  relatedServices: string[];
  averageTimeline: string;
  averageCost: string;
  keyTerms: string[];
}

export interface VehicleMakeEntry {
  /** Display name exactly as docs/spec.md §3 lists it, e.g. "Citroën". Also the stored vehicle make value. */
  name: string;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  introduction: string[];
  heroContent: { title: string; subtitle: string; description: string };
  whatItIncludes: string[];
  process: ProcessStep[];
  benefits: string[];
  commonIssues: string[];
  /** Slugs of other makes. */
  relatedVehicles: string[];
  keyTerms: string[];
  faq: FaqEntry[];
  seo: { metaTitle: string; metaDescription: string; keywords: string[] };
}
