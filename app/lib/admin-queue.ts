import { emailDomain, sameOrSubDomain, websiteDomain } from "./review-signals";

/**
 * What the Pending tab says of each listing beside its details (issue #24 item 8): how long it has
 * waited, against the 24–48 hours the site promises, and whether the account's email comes from the
 * business's own website. Written on the server (the loader), so the words do not change on hydration.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** docs/spec.md: "The team reviews each new profile within 24-48 hours". */
export const REVIEW_PROMISE_HOURS = 48;

export interface Waiting {
  /** "Waiting 3 hours", "Waiting 78 days". */
  text: string;
  /** Past the 48 hours the site promises: said in words on the card. */
  overdue: boolean;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** How long a listing has waited, in hours up to the promise's 48 and in days after. */
export function waitingFor(since: Date | string, now: Date = new Date()): Waiting {
  const waited = Math.max(0, now.getTime() - new Date(since).getTime());
  const text =
    waited < HOUR
      ? "Waiting less than an hour"
      : waited < REVIEW_PROMISE_HOURS * HOUR
        ? `Waiting ${plural(Math.floor(waited / HOUR), "hour")}`
        : `Waiting ${plural(Math.floor(waited / DAY), "day")}`;
  return { text, overdue: waited > REVIEW_PROMISE_HOURS * HOUR };
}

export const NO_WEBSITE = "No website";
export const DOMAIN_MATCHES = "Email domain matches website";

/**
 * "Email domain matches website", "Email domain differs from website (gmail.com vs example.co.uk)" or
 * "No website". One inside the other counts as matching (mail.hartley.co.uk and hartley.co.uk).
 */
export function emailWebsiteCheck(email: string, website: string | null | undefined): string {
  const site = websiteDomain(website);
  if (!site) return NO_WEBSITE;
  const mail = emailDomain(email);
  if (mail && sameOrSubDomain(mail, site)) return DOMAIN_MATCHES;
  return `Email domain differs from website (${mail ?? "no domain"} vs ${site})`;
}
