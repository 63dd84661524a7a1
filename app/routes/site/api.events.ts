import { data } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/api.events";
import { recordClientEvent } from "~/services/client-events.server";

/**
 * track-event (docs/spec.md §7), from lib/track.ts; page views are recorded by loaders. A shape the pages
 * never send is a 400. Anything else is a 204, stored or not: over a limit too, since the page can
 * do nothing with a refusal and a 429 to its fetch fallback would be an error in the visitor's
 * console (docs/spec.md §8: tracking failures are invisible).
 */
export async function action({ request, context }: Route.ActionArgs) {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return data(null, { status: 400 });
  }
  const outcome = await recordClientEvent(context.get(requestContext), request, body);
  return outcome === "invalid" ? data(null, { status: 400 }) : new Response(null, { status: 204 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
