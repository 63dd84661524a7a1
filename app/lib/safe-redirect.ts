/**
 * Only same-site paths are followed after sign-in, so ?redirectTo can't send anyone elsewhere.
 * Only printable ASCII is accepted: browsers drop tabs and newlines from a URL, so "/\t/evil.example"
 * would become "//evil.example"; CR/LF cannot go in a header; and a non-Latin-1 character
 * ("/%E3%80%82" decoded) cannot go in a Location header at all, which failed a correct sign-in.
 * Our own links always carry percent-encoded paths, so nothing legitimate is lost.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (
    typeof target !== "string" ||
    !/^\/[\x21-\x7e]*$/.test(target) ||
    target.startsWith("//") ||
    target.includes("\\")
  ) {
    return fallback;
  }
  // Whatever the string, it must resolve to this site (no scheme or host sneaking in).
  const base = "http://site.invalid";
  try {
    if (new URL(target, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return target;
}
