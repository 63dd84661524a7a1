import type { Route } from "./+types/terms";
import { TERMS_OF_SERVICE } from "~/content/legal";
import { LegalPage } from "~/components/shell/legal-page";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms of Service",
    description: "The terms for using The Restoration Register as a classic car owner or a listed specialist.",
    origin: originFromMatches(matches),
    path: "/terms",
  });
}

export default function Terms() {
  return <LegalPage title="Terms of Service" {...TERMS_OF_SERVICE} />;
}
