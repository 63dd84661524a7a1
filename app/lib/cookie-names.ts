/** Every cookie the site sets, by name: the one place to look for what a browser may hold. */

/** Anonymous id tying one visit's analytics events together (server/app.ts). */
export const ANALYTICS_COOKIE = "rr_sid";
/** A one-shot message left by a redirect for the next page (services/toast.server.ts). */
export const TOAST_COOKIE = "rr_toast";
/**
 * When the visitor first opened a page with a form (signed, 30 minutes): the anti-spam fill time
 * and the form's retry key (services/spam.server.ts). A cookie, not a hidden field, so a page
 * shared through the page cache holds nothing of one visitor's.
 */
export const FORM_COOKIE = "rr_form";
/**
 * The owner's shortlist of specialists (signed, 180 days; services/shortlist.server.ts): personal, so a
 * page for someone with a shortlist is rendered for them (it says which listings they saved).
 */
export const SHORTLIST_COOKIE = "rr_shortlist";
/** The dashboard sidebar open or closed, kept 7 days (docs/spec.md §9). */
export const SIDEBAR_COOKIE = "sidebar_state";
/** better-auth names its cookies with this prefix (services/auth.server.ts): the session and the two-factor challenge. */
export const AUTH_COOKIE_PREFIX = "rr";
/** The signed-in session, plain and with the prefix browsers insist on over https. */
export const SESSION_COOKIES = [`${AUTH_COOKIE_PREFIX}.session_token`, `__Secure-${AUTH_COOKIE_PREFIX}.session_token`] as const;

/**
 * Cookies that never change what a public page shows: a request carrying only these may be
 * answered from the page cache shared by anonymous visitors (server/react-router-handler.ts).
 * Every other cookie (a session, a toast waiting to be shown, any cookie added later) means the
 * page is rendered for that visitor alone. An allow-list on purpose: a new cookie is treated as
 * personal until someone decides here that it is not.
 */
export const CACHE_NEUTRAL_COOKIES: ReadonlySet<string> = new Set([ANALYTICS_COOKIE, FORM_COOKIE, SIDEBAR_COOKIE]);
