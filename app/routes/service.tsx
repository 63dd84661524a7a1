import type { Route } from "./+types/service";
import { findService, relatedServices } from "~/content/catalogue.server";
import { CataloguePage } from "~/components/catalogue-page";
import { breadcrumbJsonLd, originFromMatches, pageMeta } from "~/lib/seo";
import { resultsUrl } from "~/lib/results-url";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { notFound } from "~/services/not-found.server";
import { requestContext } from "~/context";
import { catalogueRecentProjects } from "~/services/catalogue-projects.server";
import { catalogueSpecialists } from "~/services/catalogue-specialists.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const entry = findService(params.slug);
  // docs/spec.md §2: 'Service not found', from the root error boundary.
  if (!entry) notFound("service");
  const app = context.get(requestContext);
  // Its specialists first (issue #25 item 6), then the guide and the latest projects.
  const [specialists, recentProjects] = await Promise.all([
    catalogueSpecialists(app.db, { specialty: entry.name }),
    catalogueRecentProjects(app, { service: entry.slug }),
  ]);
  return { service: entry, related: relatedServices(entry), specialists, recentProjects };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const { service } = loaderData;
  const origin = originFromMatches(matches) ?? "";
  return pageMeta({
    title: service.title,
    description: service.description,
    origin,
    path: location.pathname,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        serviceType: service.name,
        description: service.description,
        url: `${origin}${location.pathname}`,
        areaServed: { "@type": "Country", name: "United Kingdom" },
        provider: { "@type": "Organization", name: "The Restoration Register", url: origin },
      },
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: service.name, path: location.pathname },
      ]),
    ],
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, related, specialists, recentProjects } = loaderData;
  return (
    <CataloguePage
      eyebrow="Service guide"
      heroTitle={service.title}
      heroSubtitle={service.description}
      searchDefaults={{ service: service.slug }}
      aboutTitle={`About ${service.name}`}
      introduction={service.introduction}
      whatItIncludes={service.whatItIncludes}
      process={service.process}
      benefits={service.benefits}
      commonIssues={service.commonIssues}
      faq={service.faq}
      keyTerms={service.keyTerms}
      specialists={{ ...specialists, subject: service.name }}
      recentProjects={recentProjects}
      related={{ title: "Related Services", base: "/services", items: related }}
      facts={[
        { label: "Typical timeline", value: service.averageTimeline, icon: "clock" },
        { label: "Typical cost", value: service.averageCost, icon: "cost" },
      ]}
      specialistsMap={{ src: `/map/services/${service.slug}.svg`, subject: service.name }}
      resultsHref={resultsUrl({ service: service.slug })}
      breadcrumb={{ label: "Services", href: "/services", name: service.name }}
    />
  );
}
