import { requestContext, type RequestContext } from "~/context";
import type { Route } from "./+types/api.auth";
import { recordSecurityEvent } from "~/services/analytics.server";

// better-auth's own endpoints (email verification links, password reset links, two-factor),
// rate limited by the library with counters in the database.
export const loader = ({ request, context }: Route.LoaderArgs) => answer(request, context.get(requestContext));
export const action = ({ request, context }: Route.ActionArgs) => answer(request, context.get(requestContext));

async function answer(request: Request, context: RequestContext) {
  const response = await context.auth.handler(request);
  // The library's limiter refuses with 429 and tells us nothing else: recorded here like ours.
  if (response.status === 429) {
    const path = new URL(request.url).pathname;
    recordSecurityEvent(context.db, path, path.endsWith("/two-factor/verify-totp") ? { kind: "sign_in_limited" } : { kind: "rate_limited", action: "auth" });
  }
  return response;
}
