import { data } from "react-router";
import { z } from "~/lib/zod";
import { requestContext } from "~/context";
import type { Route } from "./+types/api.events";
import { recordEvent } from "~/services/analytics.server";
import { NO_NUL } from "~/lib/schemas";

// Only the events the browser reports (SPEC.md §7 track-event); page views are recorded by loaders.
const ClientEvent = z.object({
  name: z.enum(["search_submitted", "cta_supplier_register_clicked", "review_snippet_viewed"]),
  // No NUL anywhere: PostgreSQL refuses it in text and in jsonb.
  route: z.string().max(500).regex(NO_NUL).default("/"),
  metadata: z
    .record(z.string().max(50).regex(NO_NUL), z.union([z.string().max(200).regex(NO_NUL), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 10, "too many metadata keys")
    .default({}),
});

/** track-event: always answers 204, so a failure is invisible to the visitor (SPEC.md §8). */
export async function action({ request, context }: Route.ActionArgs) {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return data(null, { status: 400 });
  }
  const parsed = ClientEvent.safeParse(body);
  if (!parsed.success) return data(null, { status: 400 });
  await recordEvent(context.get(requestContext).db, {
    ...parsed.data,
    sessionId: context.get(requestContext).sessionId,
    userAgent: request.headers.get("user-agent"),
    referrer: request.headers.get("referer"),
  });
  return new Response(null, { status: 204 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
