import type { Route } from "./+types/privacy";
import { PRIVACY_POLICY } from "~/content/legal";
import { LegalPage } from "~/components/shell/legal-page";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy Policy",
    description: "How The Restoration Register collects, uses and protects personal data.",
    origin: originFromMatches(matches),
    path: "/privacy",
  });
}

export default function Privacy() {
  return <LegalPage title="Privacy Policy" {...PRIVACY_POLICY} />;
}
