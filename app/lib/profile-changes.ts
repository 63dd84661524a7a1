/**
 * Edits to a live listing that wait for review (issue #24 item 4, decision 0022). An approved
 * listing's public claims (its name, what it says of itself, what it offers, its certifications,
 * its experience and where it is) change only when an admin approves the change; everything else
 * it holds (how to reach it, its links, its private details) changes at once. Shared by the
 * dashboard (which fields wait), the save (what to hold back) and the admin's queue (labels, diff).
 * No zod here: the dashboard's page uses this in the browser.
 */

/** The fields that wait, as profile columns, in the order the admin's card and the notices list them. */
export const REVIEWED_COLUMNS = [
  "businessName",
  "businessDescription",
  "specialties",
  "vehicleMakes",
  "certifications",
  "yearsInBusiness",
  "city",
  "county",
  "postcode",
] as const;
export type ReviewedColumn = (typeof REVIEWED_COLUMNS)[number];

/** A listing's values of the fields that wait (the live row's, or a save's). */
export interface ReviewedValues {
  businessName: string;
  businessDescription: string | null;
  specialties: string[];
  vehicleMakes: string[];
  certifications: string | null;
  yearsInBusiness: number | null;
  city: string;
  county: string | null;
  postcode: string;
}

/** What a waiting change proposes: only the fields it changes. */
export type ProposedValues = Partial<ReviewedValues>;

/** How each waiting field is named to the specialist and the admin (the dashboard form's own labels). */
export const REVIEWED_LABELS: Record<ReviewedColumn, string> = {
  businessName: "Business name",
  businessDescription: "Business description",
  specialties: "Services you offer",
  vehicleMakes: "Makes you work on",
  certifications: "Certifications",
  yearsInBusiness: "Years of experience",
  city: "City",
  county: "County",
  postcode: "Postcode",
};

/** How the admin's card compares a field: long text word by word, lists by item, the rest as a whole. */
export const REVIEWED_KIND: Record<ReviewedColumn, "text" | "long-text" | "list" | "years"> = {
  businessName: "text",
  businessDescription: "long-text",
  specialties: "list",
  vehicleMakes: "list",
  certifications: "long-text",
  yearsInBusiness: "years",
  city: "text",
  county: "text",
  postcode: "text",
};

const isReviewed = (key: string): key is ReviewedColumn => (REVIEWED_COLUMNS as readonly string[]).includes(key);

/** Whether two values of a field say the same: lists whatever their order, an empty text as none. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    const left = [...new Set(a as string[])].sort();
    const right = [...new Set(b as string[])].sort();
    return left.length === right.length && left.every((item, i) => item === right[i]);
  }
  const none = (value: unknown) => value === null || value === undefined || value === "";
  if (none(a) || none(b)) return none(a) && none(b);
  return a === b;
}

/**
 * The fields of a save that differ from the live listing: what waits. A field saved back to its
 * live value is not in it, so saving the live value withdraws that field's change.
 */
export function proposalOf(saved: ReviewedValues, live: ReviewedValues): ProposedValues {
  const proposal: Record<string, unknown> = {};
  for (const column of REVIEWED_COLUMNS) if (!sameValue(saved[column], live[column])) proposal[column] = saved[column];
  return proposal as ProposedValues;
}

/** A save's values split in two: the fields that wait for review, and the rest (which apply at once). */
export function splitReviewed<T extends ReviewedValues>(values: T): { reviewed: ReviewedValues; immediate: Omit<T, ReviewedColumn> } {
  const reviewed: Record<string, unknown> = {};
  const immediate: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) (isReviewed(key) ? reviewed : immediate)[key] = value;
  return { reviewed: reviewed as unknown as ReviewedValues, immediate: immediate as Omit<T, ReviewedColumn> };
}

/** The columns a proposal changes, in the listed order. */
export const proposedColumns = (proposed: ProposedValues): ReviewedColumn[] => REVIEWED_COLUMNS.filter((column) => Object.hasOwn(proposed, column));

/** "Business name and Business description", "A, B and C": the fields for a sentence. */
export function fieldList(columns: readonly ReviewedColumn[]): string {
  const labels = columns.map((column) => REVIEWED_LABELS[column]);
  return labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** The save's toast and the profile page's one sentence on what waits for review. */
export function changesWaitSentence(waiting: readonly ReviewedColumn[]): string {
  return `Your changes to ${fieldList(waiting)} will show on your listing once our team has checked them.`;
}
