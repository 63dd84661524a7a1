/** "25+ years" (docs/spec.md: years of experience shown as N+ years). */
export function experienceLabel(years: number | null | undefined): string | null {
  return years == null ? null : `${years}+ years`;
}

/** One decimal, as every rating in the product is shown. */
export function ratingLabel(average: number | null | undefined): string | null {
  return average == null ? null : (Math.round(average * 10) / 10).toFixed(1);
}

/**
 * "1,234": a whole number with en-GB's digit grouping, without Intl. A page's first Intl call in the
 * browser initialises ICU, 30–45 ms of main thread in Chromium on this machine, and the catalogue and
 * place pages made it while hydrating (one task, all of it counted as blocking by Lighthouse). Anything but
 * a safe integer is left to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-GB");
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${grouped}` : grouped;
}

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

export function distanceLabel(miles: number): string {
  if (miles < 1) return "Less than 1 mile away";
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} miles away`;
}

/** "21/11/2026" — docs/spec.md: dates in en-GB format. */
export function formatDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-GB", { timeZone: "Europe/London" });
}

/** "21/11/2026, 14:05" where the time of day matters (the admin's security log). */
export function formatDateTime(value: Date | string): string {
  return new Date(value).toLocaleString("en-GB", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/London" });
}

/** "21 November 2026" for longer-form places (reviews). */
export function formatLongDate(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
}

/** A website as a link target: a scheme is prepended when missing (docs/spec.md). */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Only http(s) links are ever rendered as links; anything else (javascript:, data:) is dropped. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(websiteHref(value));
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** "March 2026": the month of an enquiry behind a "Verified enquiry" review (#14). */
export function formatMonthYear(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" });
}
