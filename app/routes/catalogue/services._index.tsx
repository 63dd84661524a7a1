import { requestContext } from "~/context";
import type { Route } from "./+types/services._index";
import { catalogueIndexView } from "./catalogue-guide.server";
import { CatalogueIndex, catalogueIndexMeta } from "~/components/catalogue/catalogue-index";
import { originFromMatches } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

/** Every service category (docs/spec.md §3), with how many listed (approved) specialists offer it. */
export const loader = ({ context }: Route.LoaderArgs) => catalogueIndexView(context.get(requestContext).db, "service");

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts);
// an approval empties the cache, so the counts follow.
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return catalogueIndexMeta(originFromMatches(matches) ?? "", loaderData);
}

export default function ServicesIndex({ loaderData }: Route.ComponentProps) {
  return <CatalogueIndex {...loaderData} />;
}
