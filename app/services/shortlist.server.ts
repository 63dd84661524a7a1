import { createCookie } from "react-router";
import type { RequestContext } from "~/context";
import { SHORTLIST_COOKIE } from "~/lib/cookie-names";
import { SHORTLIST_MAX } from "~/lib/shortlist";
import { isUuid } from "~/lib/uuid";
import { readCookies } from "./cookies.server";

/**
 * The owner's shortlist (issue #27 item 1): the ids of the specialists they saved, newest first, in
 * a cookie signed with AUTH_SECRET. No account, and it works without JavaScript: the cookie is the
 * one store, so the pages, the compare page and the browser never disagree. Signed so that a page
 * never says "Saved" of what the visitor did not save (a cookie planted by a sibling subdomain).
 */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const shortlistCookie = (secret: string, https: boolean) =>
  createCookie(SHORTLIST_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: https, maxAge: MAX_AGE_SECONDS, secrets: [secret] });

/** The saved ids (lower-case UUIDs, at most SHORTLIST_MAX); none when the cookie is absent, unsigned or forged. */
export async function readShortlist(request: Request, secret: string): Promise<string[]> {
  const header = request.headers.get("cookie");
  if (readCookies(header)[SHORTLIST_COOKIE] === undefined) return [];
  const value: unknown = await shortlistCookie(secret, false).parse(header).catch(() => null);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id): id is string => typeof id === "string" && isUuid(id)).map((id) => id.toLowerCase()))].slice(0, SHORTLIST_MAX);
}

/** The Set-Cookie header that keeps `ids` (or clears the cookie when there are none). */
export async function shortlistHeader(app: Pick<RequestContext, "secret" | "env">, ids: string[]): Promise<string> {
  const cookie = shortlistCookie(app.secret, app.env.APP_URL.startsWith("https://"));
  return ids.length === 0 ? cookie.serialize("", { maxAge: 0 }) : cookie.serialize(ids.slice(0, SHORTLIST_MAX));
}

/** The list after saving `id`: newest first; past the limit the oldest is let go. */
export const withSaved = (ids: string[], id: string) => [id, ...ids.filter((other) => other !== id)].slice(0, SHORTLIST_MAX);
export const withoutSaved = (ids: string[], id: string) => ids.filter((other) => other !== id);
