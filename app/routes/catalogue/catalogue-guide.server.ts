import type { RequestContext } from "~/context";
import { findService, findVehicleMake, relatedServices, relatedVehicleMakes } from "~/content/catalogue.server";
import type { CataloguePageProps } from "~/components/catalogue/catalogue-page";
import type { CatalogueIndexProps } from "~/components/catalogue/catalogue-index";
import type { Database } from "../../../database/client";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { approvedCountsBy } from "~/models/directory-figures.server";
import type { CatalogueGuideMeta } from "~/lib/catalogue-guide-meta";
import { resultsUrl } from "~/lib/results-url";
import { notFound } from "~/services/not-found.server";
import { catalogueRecentProjects } from "~/services/catalogue-projects.server";
import { catalogueSpecialists, type CatalogueSpecialists } from "~/services/catalogue-specialists.server";

/*
 * A service's guide (/services/{slug}) and a make's (/vehicles/{slug}): one page in two catalogues,
 * and so are their indexes (/services, /vehicles). The routes load them here; what differs between
 * the catalogues is written once, below, per facet.
 */

export type GuideFacet = "service" | "vehicle";

/** The page's props but whose specialists they are (the meta's `name` says). */
export type GuideView = Omit<CataloguePageProps, "specialists"> & { specialists: CatalogueSpecialists; meta: CatalogueGuideMeta };

/** The page's props and its meta, built for the page: the catalogue entry itself is never sent whole. */
export async function catalogueGuideView(app: RequestContext, facet: GuideFacet, slug: string): Promise<GuideView> {
  const guide = facet === "service" ? serviceGuide(slug) : makeGuide(slug);
  // docs/spec.md §2: 'Service not found' / 'Vehicle not found', from the root error boundary.
  if (!guide) notFound(facet);
  // Its specialists first (issue #25 item 6), then the guide and the latest projects.
  const [specialists, recentProjects] = await Promise.all([catalogueSpecialists(app.db, guide.filter.specialists), catalogueRecentProjects(app, guide.filter.projects)]);
  return { ...guide.page, specialists, recentProjects, meta: guide.meta };
}

/** An index page's words, with its description for search engines. */
export type CatalogueIndexView = CatalogueIndexProps & { description: string };

const INDEX_WORDS: Record<GuideFacet, Omit<CatalogueIndexView, "kind" | "entries">> = {
  service: {
    eyebrow: "Service guides",
    title: "Classic Car Restoration Services",
    lead: "From bare-metal resprays to engine rebuilds and retrimmed interiors: read what each kind of work involves, then find an approved specialist near you.",
    crumb: "Services",
    description:
      "Every classic car restoration service on The Restoration Register, from paint and bodywork to engine rebuilds and trim, with the UK specialists listed for each.",
  },
  vehicle: {
    eyebrow: "Marque guides",
    title: "Restoration Specialists by Vehicle Make",
    lead: "Choose your car's make for a guide to its common weak spots and what restoring one involves, and the independent UK specialists who know it.",
    crumb: "Vehicles",
    description:
      "Find UK classic car restoration specialists by make, from Alfa Romeo and Austin to Triumph and Volkswagen, with a guide to each marque and its common issues.",
  },
};

/** Every service (docs/spec.md §3) or every make, each with how many listed (approved) specialists offer it. */
export async function catalogueIndexView(db: Database, facet: GuideFacet): Promise<CatalogueIndexView> {
  const counts = await approvedCountsBy(db, facet === "service" ? "specialty" : "vehicleMake");
  const summaryOf = (slug: string) => (facet === "service" ? findService(slug)?.description : findVehicleMake(slug)?.subtitle) ?? "";
  const options = facet === "service" ? SERVICE_OPTIONS : VEHICLE_MAKE_OPTIONS;
  return {
    kind: facet,
    ...INDEX_WORDS[facet],
    entries: options.map(({ name, slug }) => ({ name, slug, summary: summaryOf(slug), count: counts.get(name) ?? 0 })),
  };
}

type Guide = {
  page: Omit<CataloguePageProps, "specialists" | "recentProjects">;
  meta: CatalogueGuideMeta;
  filter: { specialists: Parameters<typeof catalogueSpecialists>[1]; projects: Parameters<typeof catalogueRecentProjects>[1] };
};

function serviceGuide(slug: string): Guide | null {
  const service = findService(slug);
  if (!service) return null;
  return {
    page: {
      eyebrow: "Service guide",
      heroTitle: service.title,
      heroSubtitle: service.description,
      searchDefaults: { service: service.slug },
      aboutTitle: `About ${service.name}`,
      introduction: service.introduction,
      whatItIncludes: service.whatItIncludes,
      process: service.process,
      benefits: service.benefits,
      commonIssues: service.commonIssues,
      faq: service.faq,
      keyTerms: service.keyTerms,
      related: { title: "Related Services", base: "/services", items: relatedServices(service) },
      facts: [
        { label: "Typical timeline", value: service.averageTimeline, icon: "clock" },
        { label: "Typical cost", value: service.averageCost, icon: "cost" },
      ],
      specialistsMap: { src: `/map/services/${service.slug}.svg`, subject: service.name },
      resultsHref: resultsUrl({ service: service.slug }),
      breadcrumb: { label: "Services", href: "/services", name: service.name },
    },
    meta: {
      name: service.name,
      title: service.title,
      description: service.description,
      serviceType: service.name,
      catalogue: { name: "Services", path: "/services" },
    },
    filter: { specialists: { specialty: service.name }, projects: { service: service.slug } },
  };
}

function makeGuide(slug: string): Guide | null {
  const make = findVehicleMake(slug);
  if (!make) return null;
  return {
    page: {
      eyebrow: make.subtitle,
      heroTitle: make.heroContent.title,
      heroSubtitle: make.heroContent.description,
      searchDefaults: { vehicle: make.slug },
      aboutTitle: make.title,
      introduction: make.introduction,
      whatItIncludes: make.whatItIncludes,
      process: make.process,
      benefits: make.benefits,
      commonIssues: make.commonIssues,
      faq: make.faq,
      keyTerms: make.keyTerms,
      related: { title: "Related Makes", base: "/vehicles", items: relatedVehicleMakes(make) },
      specialistsMap: { src: `/map/vehicles/${make.slug}.svg`, subject: make.name },
      resultsHref: resultsUrl({ vehicle: make.slug }),
      breadcrumb: { label: "Vehicles", href: "/vehicles", name: make.name },
    },
    meta: {
      name: make.name,
      title: make.seo.metaTitle,
      // The make's SEO title is already complete: the site's name is not appended twice.
      titleIsComplete: true,
      schemaName: make.title,
      description: make.seo.metaDescription,
      serviceType: `${make.name} restoration`,
      catalogue: { name: "Vehicles", path: "/vehicles" },
      keywords: make.seo.keywords,
    },
    filter: { specialists: { vehicleMake: make.name }, projects: { vehicleMake: make.slug } },
  };
}
