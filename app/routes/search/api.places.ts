import type { Route } from "./+types/api.places";
import { typeaheadPlaces } from "~/services/geo.server";

/** The longest text looked up: the location box's own limit (its maxLength). */
const MAX_QUERY_LENGTH = 100;

function json(body: unknown, status: number, cacheControl: string) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl },
  });
}

/**
 * GET /api/places?q=head — up to eight places for the location box's suggestions as you type
 * (components/search/location-field.tsx): `{ places: [{ label, value }] }`, value being what to put in the
 * box. From the shipped geodata alone (no database), the same answer for everyone: browsers and
 * caches keep it a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  if (q.length > MAX_QUERY_LENGTH) return json({ error: `q is at most ${MAX_QUERY_LENGTH} characters` }, 400, "no-store");
  return json({ places: typeaheadPlaces(q) }, 200, "public, max-age=86400");
}
