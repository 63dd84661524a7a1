import { requestContext, type RequestContext } from "~/context";
import type { Route } from "./+types/api.auth";
import { recordSecurityEvent } from "~/services/analytics.server";
import { isOpenAuthEndpoint } from "~/services/auth-endpoints.server";
import { redactPath } from "~/services/logger.server";
import { fileNotFound } from "~/services/not-found.server";

// better-auth's HTTP endpoints, of which only the links our emails carry are open (auth-endpoints.server.ts).
export const loader = ({ request, context }: Route.LoaderArgs) => answer(request, context.get(requestContext));
export const action = ({ request, context }: Route.ActionArgs) => answer(request, context.get(requestContext));

async function answer(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  if (!isOpenAuthEndpoint(request.method, url.pathname)) return fileNotFound();
  const response = await context.auth.handler(request);
  // The library's limiter refuses with 429 and tells us nothing else: recorded here like ours (a reset link's token left out).
  if (response.status === 429) recordSecurityEvent(context.db, redactPath(url.pathname), { kind: "rate_limited", action: "auth" });
  return response;
}
