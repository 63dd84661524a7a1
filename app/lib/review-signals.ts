/**
 * The warning signs on a pending review's moderation card (issue #14 item 5), as pure functions:
 * near-duplicate text and an email domain that is the listing's own. Flags only: the admin decides.
 * The counts that need the database are models/review-signals.server.ts's.
 */

/** Two comments this alike (Jaccard similarity of their word trigrams) are near-duplicates. */
export const NEAR_DUPLICATE_THRESHOLD = 0.6;
/** How far back the comparison looks: the reviews of the last 90 days. */
export const NEAR_DUPLICATE_DAYS = 90;
/** Reviews from one address or one email within this many days of each other are counted. */
export const SAME_SENDER_DAYS = 30;
/** More than this many reviews of one listing in one day is a burst. */
export const BURST_LIMIT = 3;

/**
 * Addresses anyone can have: a reviewer at gmail.com says nothing about the business at gmail.com,
 * so these never count as the listing's own domain.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "live.co.uk",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "aol.co.uk",
  "btinternet.com",
  "btopenworld.com",
  "sky.com",
  "talktalk.net",
  "virginmedia.com",
  "ntlworld.com",
  "protonmail.com",
  "proton.me",
  "gmx.com",
  "gmx.co.uk",
  "mail.com",
]);

/** Lower case, accents and punctuation gone, one space between words: "Brilliant—WORK!" and "brilliant work" compare equal. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The word trigrams of a text ("a b c d" → "a b c", "b c d"). A text of fewer than three words is
 * one shingle of all its words, so two identical short comments still match each other.
 */
export function shingles(text: string, size = 3): Set<string> {
  const words = normaliseText(text).split(" ").filter(Boolean);
  if (words.length === 0) return new Set();
  if (words.length < size) return new Set([words.join(" ")]);
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

/** |A ∩ B| / |A ∪ B|; two empty sets are not alike (0). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface NearDuplicate {
  id: string;
  /** 0.6–1, rounded to two places. */
  similarity: number;
}

/**
 * For each target text, the other texts at least `threshold` alike, most alike first. An index
 * from shingle to text means only texts sharing a shingle are compared, not every pair.
 */
export function findNearDuplicates(
  targets: readonly { id: string; text: string }[],
  pool: readonly { id: string; text: string }[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
): Map<string, NearDuplicate[]> {
  const poolShingles = new Map<string, Set<string>>();
  const index = new Map<string, string[]>();
  for (const { id, text } of pool) {
    const set = shingles(text);
    poolShingles.set(id, set);
    for (const shingle of set) {
      const ids = index.get(shingle);
      if (ids) ids.push(id);
      else index.set(shingle, [id]);
    }
  }
  const found = new Map<string, NearDuplicate[]>();
  for (const target of targets) {
    const own = shingles(target.text);
    const shared = new Map<string, number>();
    for (const shingle of own) {
      for (const id of index.get(shingle) ?? []) if (id !== target.id) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const matches: NearDuplicate[] = [];
    for (const [id, count] of shared) {
      const similarity = count / (own.size + poolShingles.get(id)!.size - count);
      if (similarity >= threshold) matches.push({ id, similarity: Math.round(similarity * 100) / 100 });
    }
    found.set(target.id, matches.sort((a, b) => b.similarity - a.similarity));
  }
  return found;
}

/** The domain of an email address, lower case ("Sam@Hartley.co.uk" → "hartley.co.uk"); null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf("@") ?? -1;
  if (!email || at < 0) return null;
  return email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "") || null;
}

/** The host of a website as typed on a listing ("https://www.hartley.co.uk/about" → "hartley.co.uk"); null when it is not one. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`);
    return url.hostname.toLowerCase().replace(/^www\./, "").replace(/\.$/, "") || null;
  } catch {
    return null;
  }
}

/** The same domain, or one inside the other (mail.hartley.co.uk and hartley.co.uk). */
export const sameOrSubDomain = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

export interface DomainMatch {
  domain: string;
  /** Which of the listing's addresses it matches. */
  matches: "website" | "email";
}

/**
 * Whether the reviewer writes from the listing's own domain (its website's, or its email's): a
 * review from the business itself, or someone close to it. Free-mail domains never match.
 */
export function listingDomainMatch(
  reviewerEmail: string,
  listing: { website: string | null; email: string | null },
): DomainMatch | null {
  const domain = emailDomain(reviewerEmail);
  if (!domain || FREE_MAIL_DOMAINS.has(domain)) return null;
  const site = websiteDomain(listing.website);
  if (site && !FREE_MAIL_DOMAINS.has(site) && sameOrSubDomain(domain, site)) return { domain, matches: "website" };
  const mail = emailDomain(listing.email);
  if (mail && !FREE_MAIL_DOMAINS.has(mail) && sameOrSubDomain(domain, mail)) return { domain, matches: "email" };
  return null;
}

/** Everything the moderation card shows about one pending review. */
export interface ReviewFlags {
  /** Other reviews from the same hashed address within SAME_SENDER_DAYS of this one. */
  sameAddress: number;
  /** Other reviews from the same email (any case) within SAME_SENDER_DAYS of this one. */
  sameEmail: number;
  domainMatch: DomainMatch | null;
  /** Reviews of this listing on this review's day (London time), itself included; a burst when over BURST_LIMIT. */
  sameDayForListing: number;
  nearDuplicates: (NearDuplicate & { reviewerName: string; businessName: string; status: string })[];
  /**
   * A "Verified enquiry" review's time from its enquiry to its writing, in ms (null for other
   * reviews); flagged when under 7 days (lib/enquiry-review.ts: only possible when the specialist
   * marked the enquiry contacted early, #24).
   */
  sinceEnquiryMs: number | null;
}
