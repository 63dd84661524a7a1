/**
 * The better-auth endpoints anyone may reach over HTTP (/api/auth/*): only the two links our
 * emails carry. Everything else the site does with accounts (sign-up, sign-in, two-factor,
 * resets, Settings) goes through its own routes, which call the library on the server
 * (auth.api.*) behind our limits and with our answers; a library endpoint left open is a way
 * around both (issue #23: change-email told free addresses from taken ones, verify-password
 * checked passwords without our per-account counter). An allowlist, so an endpoint a library
 * upgrade adds is closed until we decide otherwise. Decision 0002 lists why each is open.
 */
const OPEN_ENDPOINTS: ReadonlyArray<{ methods: ReadonlySet<string>; path: RegExp }> = [
  // The verification link of a sign-up or of a change of address.
  { methods: new Set(["GET", "HEAD"]), path: /^\/api\/auth\/verify-email$/ },
  // The password-reset link: checks its token and hands it on to /reset-password.
  { methods: new Set(["GET", "HEAD"]), path: /^\/api\/auth\/reset-password\/[^/]+$/ },
];

export function isOpenAuthEndpoint(method: string, pathname: string): boolean {
  return OPEN_ENDPOINTS.some((endpoint) => endpoint.methods.has(method.toUpperCase()) && endpoint.path.test(pathname));
}
