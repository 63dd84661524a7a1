import { requestContext } from "~/context";
import type { Route } from "./+types/vehicles._index";
import { VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { findVehicleMake } from "~/content/catalogue.server";
import { approvedCountsBy } from "~/models/directory-figures.server";
import { CatalogueIndex, catalogueIndexMeta } from "~/components/catalogue/catalogue-index";
import { originFromMatches } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

/** Every vehicle make (docs/spec.md §3), with how many listed (approved) specialists work on it. */
export async function loader({ context }: Route.LoaderArgs) {
  const counts = await approvedCountsBy(context.get(requestContext).db, "vehicleMake");
  return {
    makes: VEHICLE_MAKE_OPTIONS.map(({ name, slug }) => ({
      name,
      slug,
      summary: findVehicleMake(slug)?.subtitle ?? "",
      count: counts.get(name) ?? 0,
    })),
  };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts);
// an approval empties the cache, so the counts follow.
export const handle: PageCacheHandle = { pageCache: true };

const TITLE = "Restoration Specialists by Vehicle Make";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueIndexMeta(originFromMatches(matches) ?? "", {
    kind: "vehicle",
    crumb: "Vehicles",
    entries: loaderData.makes,
    title: TITLE,
    description:
      "Find UK classic car restoration specialists by make, from Alfa Romeo and Austin to Triumph and Volkswagen, with a guide to each marque and its common issues.",
  });
}

export default function VehiclesIndex({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueIndex
      kind="vehicle"
      eyebrow="Marque guides"
      title={TITLE}
      lead="Choose your car's make for a guide to its common weak spots and what restoring one involves, and the independent UK specialists who know it."
      crumb="Vehicles"
      entries={loaderData.makes}
    />
  );
}
