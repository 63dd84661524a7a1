import { requestContext } from "~/context";
import type { Route } from "./+types/services._index";
import { SERVICE_OPTIONS } from "~/content/taxonomy";
import { findService } from "~/content/catalogue.server";
import { approvedCountsBy } from "~/models/directory-figures.server";
import { CatalogueIndex, catalogueIndexMeta } from "~/components/catalogue/catalogue-index";
import { originFromMatches } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

/** Every service category (docs/spec.md §3), with how many listed (approved) specialists offer it. */
export async function loader({ context }: Route.LoaderArgs) {
  const counts = await approvedCountsBy(context.get(requestContext).db, "specialty");
  return {
    services: SERVICE_OPTIONS.map(({ name, slug }) => ({
      name,
      slug,
      summary: findService(slug)?.description ?? "",
      count: counts.get(name) ?? 0,
    })),
  };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts);
// an approval empties the cache, so the counts follow.
export const handle: PageCacheHandle = { pageCache: true };

const TITLE = "Classic Car Restoration Services";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueIndexMeta(originFromMatches(matches) ?? "", {
    kind: "service",
    crumb: "Services",
    entries: loaderData.services,
    title: TITLE,
    description:
      "Every classic car restoration service on The Restoration Register, from paint and bodywork to engine rebuilds and trim, with the UK specialists listed for each.",
  });
}

export default function ServicesIndex({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueIndex
      kind="service"
      eyebrow="Service guides"
      title={TITLE}
      lead="From bare-metal resprays to engine rebuilds and retrimmed interiors: read what each kind of work involves, then find an approved specialist near you."
      crumb="Services"
      entries={loaderData.services}
    />
  );
}
