import type { Route } from "./+types/map";
import { requestContext } from "~/context";
import { signedMapSvg } from "~/services/map-address.server";
import { drawMap } from "~/services/map-svg.server";
import { svgResponse } from "~/services/map-response.server";

/**
 * GET /map.svg?o=…&w=…&p=…&s=… — a map drawn from its address alone (lib/map-query.ts): the same
 * address is always the same image, so browsers keep it. Only an address a page wrote is drawn (its
 * signature, services/map-address.server.ts); any other, malformed or not, is a 400 before any drawing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const svg = signedMapSvg(context.get(requestContext).secret, new URL(request.url).searchParams, drawMap);
  if (svg === null) {
    return new Response("Bad map address", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return svgResponse(svg, "public, max-age=86400");
}
