/** UK postcode rules shared by forms (browser) and the server. */

// Outward code: area letters, district digit(s), optional letter; inward: digit and two letters.
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
const OUTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]?$/i;

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(value.trim());
}

/** "sw1a1aa" or " SW1A  1AA " → "SW1A 1AA"; anything else → null. */
export function formatPostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  if (!UK_POSTCODE_PATTERN.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The outward code of a full postcode, or the input itself when it is an outcode. */
export function outcodeOf(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  if (UK_POSTCODE_PATTERN.test(compact)) return compact.slice(0, -3);
  if (OUTCODE_PATTERN.test(compact)) return compact;
  return null;
}
