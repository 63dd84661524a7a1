import { requestContext } from "~/context";
import type { Route } from "./+types/catalogue-map";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { specialistPlaces } from "~/models/directory-figures.server";
import { drawSpecialistDots } from "~/services/map-svg.server";
import { svgResponse } from "~/services/map-response.server";
import { fileNotFound } from "~/services/not-found.server";

const FILE_RE = /^([a-z0-9-]{1,60})\.svg$/;

/**
 * GET /map/services/{slug}.svg and /map/vehicles/{slug}.svg — where that service's or make's approved
 * specialists are. Drawn from the database, so kept for a few minutes only: a newly approved workshop
 * appears soon, a withdrawn one goes.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = FILE_RE.exec(params.file)?.[1];
  const option =
    params.facet === "services" ? serviceOptionBySlug(slug) : params.facet === "vehicles" ? makeOptionBySlug(slug) : undefined;
  if (!option) return fileNotFound();
  const places = await specialistPlaces(context.get(requestContext).db, params.facet === "services" ? "specialty" : "vehicleMake", option.name);
  return svgResponse(drawSpecialistDots(places), "public, max-age=300");
}
