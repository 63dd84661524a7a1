/**
 * Only same-site paths are followed after sign-in, so ?redirectTo can't send anyone elsewhere.
 * Whitespace and control characters are refused too: browsers drop tabs and newlines from a
 * URL, so "/\t/evil.example" would become "//evil.example", and CR/LF cannot go in a header.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.includes("\\") ||
    // eslint-disable-next-line no-control-regex
    /[\x00-\x20\x7f]/.test(target)
  ) {
    return fallback;
  }
  return target;
}
