import { parse } from "cookie";
import { SESSION_COOKIES } from "~/lib/cookie-names";

/** A Cookie header as name → value (the `cookie` package: quoting, encoding and repeats handled). */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parse(header) : {};
}

/** Only ask the database when the browser actually sent a session cookie. */
export function hasSessionCookie(header: string | null | undefined): boolean {
  const cookies = readCookies(header);
  return SESSION_COOKIES.some((name) => cookies[name] !== undefined);
}
