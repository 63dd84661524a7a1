import type { Route } from "./+types/vehicle";
import { findVehicleMake, relatedVehicleMakes } from "~/content/catalogue.server";
import { CataloguePage } from "~/components/catalogue-page";
import { breadcrumbJsonLd, originFromMatches, pageMeta } from "~/lib/seo";
import { resultsUrl } from "~/lib/results-url";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { notFound } from "~/services/not-found.server";
import { requestContext } from "~/context";
import { catalogueRecentProjects } from "~/services/catalogue-projects.server";
import { catalogueSpecialists } from "~/services/catalogue-specialists.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const entry = findVehicleMake(params.slug);
  // docs/spec.md §2: 'Vehicle not found', from the root error boundary.
  if (!entry) notFound("vehicle");
  const app = context.get(requestContext);
  // Its specialists first (issue #25 item 6), then the guide and the latest projects.
  const [specialists, recentProjects] = await Promise.all([
    catalogueSpecialists(app.db, { vehicleMake: entry.name }),
    catalogueRecentProjects(app, { vehicleMake: entry.slug }),
  ]);
  return { make: entry, related: relatedVehicleMakes(entry), specialists, recentProjects };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const { make } = loaderData;
  const origin = originFromMatches(matches) ?? "";
  const tags = pageMeta({
    title: make.seo.metaTitle,
    description: make.seo.metaDescription,
    origin,
    path: location.pathname,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: make.title,
        serviceType: `${make.name} restoration`,
        description: make.seo.metaDescription,
        url: `${origin}${location.pathname}`,
        areaServed: { "@type": "Country", name: "United Kingdom" },
        provider: { "@type": "Organization", name: "The Restoration Register", url: origin },
      },
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Vehicles", path: "/vehicles" },
        { name: make.name, path: location.pathname },
      ]),
    ],
  });
  // The make's SEO title is already complete; don't append the site name twice.
  tags[0] = { title: make.seo.metaTitle };
  tags.push({ name: "keywords", content: make.seo.keywords.join(", ") });
  return tags;
}

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { make, related, specialists, recentProjects } = loaderData;
  return (
    <CataloguePage
      eyebrow={make.subtitle}
      heroTitle={make.heroContent.title}
      heroSubtitle={make.heroContent.description}
      searchDefaults={{ vehicle: make.slug }}
      aboutTitle={make.title}
      introduction={make.introduction}
      whatItIncludes={make.whatItIncludes}
      process={make.process}
      benefits={make.benefits}
      commonIssues={make.commonIssues}
      faq={make.faq}
      keyTerms={make.keyTerms}
      specialists={{ ...specialists, subject: make.name }}
      recentProjects={recentProjects}
      related={{ title: "Related Makes", base: "/vehicles", items: related }}
      specialistsMap={{ src: `/map/vehicles/${make.slug}.svg`, subject: make.name }}
      resultsHref={resultsUrl({ vehicle: make.slug })}
      breadcrumb={{ label: "Vehicles", href: "/vehicles", name: make.name }}
    />
  );
}
