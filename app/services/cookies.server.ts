import { parse } from "cookie";
import { SESSION_COOKIES } from "~/lib/cookie-names";

// One request reads its Cookie header in several places (the analytics id, the page cache's check,
// the form start, the session, the toast): the last header's parse is kept, so it is parsed once.
let last: { header: string; cookies: Readonly<Record<string, string | undefined>> } | undefined;

/** A Cookie header as name → value (the `cookie` package: quoting, encoding and repeats handled). Read-only: it may be shared. */
export function readCookies(header: string | null | undefined): Readonly<Record<string, string | undefined>> {
  if (!header) return {};
  if (last?.header !== header) last = { header, cookies: Object.freeze(parse(header)) };
  return last.cookies;
}

/** Only ask the database when the browser actually sent a session cookie. */
export function hasSessionCookie(header: string | null | undefined): boolean {
  const cookies = readCookies(header);
  return SESSION_COOKIES.some((name) => cookies[name] !== undefined);
}
