/**
 * Certifications a profile states, and whether an admin has checked them (issue #14 item 9).
 * A profile's certifications are one free-text field; each stated certification is checked on
 * its own, by its wording, so a certification added or reworded later is unchecked until an
 * admin sees its evidence too. No zod here: the public cards use this in the browser.
 */
import { formatLongDate } from "./format";

/** The longest "What was seen" note an admin can record. */
export const CERTIFICATION_EVIDENCE_MAX = 500;

/** The certifications a profile states: the field split by commas, semicolons or new lines, trimmed, empty and repeated ones dropped. */
export function statedCertifications(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set(text.split(/[,;\r\n]/).map((part) => part.trim()).filter(Boolean))];
}

export interface CertificationCheckDate {
  certification: string;
  checkedAt: Date | string;
}

/**
 * none: nothing stated; listed: stated, not all checked ("Lists certifications"); checked: every
 * stated certification has an admin's check, the latest on `checkedAt` (an ISO date).
 */
export type CertificationStatus = { state: "none" } | { state: "listed" } | { state: "checked"; checkedAt: string };

/**
 * The one place that decides a profile's certification badge, for its page and its cards alike.
 * A check of a wording the profile no longer states counts for nothing.
 */
export function certificationStatus(text: string | null | undefined, checks: readonly CertificationCheckDate[]): CertificationStatus {
  const stated = statedCertifications(text);
  if (stated.length === 0) return { state: "none" };
  const checkedAt = new Map(checks.map((check) => [check.certification, new Date(check.checkedAt).getTime()]));
  if (!stated.every((certification) => checkedAt.has(certification))) return { state: "listed" };
  const latest = Math.max(...stated.map((certification) => checkedAt.get(certification)!));
  return { state: "checked", checkedAt: new Date(latest).toISOString() };
}

/**
 * The dated badge (the profile page's, and its preview on the admin's card): the status, and once every
 * stated certification is checked the latest check's date in words. The profile page's loader calls it,
 * so the visitor's browser formats no date while hydrating (docs/architecture.md "No Intl while hydrating").
 */
export function certificationView(text: string | null | undefined, checks: readonly CertificationCheckDate[]) {
  const status = certificationStatus(text, checks);
  return { status, checkedOn: status.state === "checked" ? formatLongDate(status.checkedAt) : null };
}
