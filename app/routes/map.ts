import type { Route } from "./+types/map";
import { parseMapQuery } from "~/lib/map-query";
import { drawMap } from "~/services/map-svg.server";
import { svgResponse } from "~/services/map-response.server";

/**
 * GET /map.svg?o=…&w=…&p=… — a map drawn from its address alone (lib/map-query.ts): the same
 * address is always the same image, so browsers keep it. A malformed address is a 400.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = parseMapQuery(new URL(request.url).searchParams);
  if (!query) {
    return new Response("Bad map address", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return svgResponse(drawMap(query), "public, max-age=86400");
}
