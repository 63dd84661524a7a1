import type { Route } from "./+types/service";
import { CataloguePage } from "~/components/catalogue/catalogue-page";
import { catalogueGuideMeta } from "~/lib/catalogue-guide-meta";
import { originFromMatches } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { requestContext } from "~/context";
import { catalogueGuideView } from "./catalogue-guide.server";

// The same page as /vehicles/{slug}, in the other catalogue: routes/catalogue/catalogue-guide.server.ts.
export const loader = ({ params, context }: Route.LoaderArgs) => catalogueGuideView(context.get(requestContext), "service", params.slug);

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return catalogueGuideMeta(loaderData.meta, originFromMatches(matches) ?? "", location.pathname);
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { meta, specialists, ...page } = loaderData;
  return <CataloguePage {...page} specialists={{ ...specialists, subject: meta.name }} />;
}
