import { useState } from "react";

// Well inside the 30 minutes a token is good for (spam.server.ts FORM_MAX_AGE_MS).
const RENEW_AFTER_MS = 20 * 60 * 1000;

const issuedAt = (token: string) => Number(token.split(".", 1)[0]);

/**
 * The form token the page was first shown with, kept when the page reloads its data (after a
 * reveal or another form's answer), so the minimum fill time counts from when the visitor first
 * saw the form. A newer one replaces it only once it grows old enough to expire soon.
 */
export function useSteadyFormToken(latest: string): string {
  const [kept, setKept] = useState(latest);
  const renew = issuedAt(latest) - issuedAt(kept) > RENEW_AFTER_MS;
  // Adjusting state while rendering (React's pattern for state derived from props): no effect, no extra paint.
  if (renew) setKept(latest);
  return renew ? latest : kept;
}
