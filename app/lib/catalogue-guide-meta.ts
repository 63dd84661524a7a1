import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

/** What a service's or a make's guide says of itself to search engines (routes/catalogue/catalogue-guide.server.ts builds it). */
export interface CatalogueGuideMeta {
  /** The service or make: "Engine Rebuilds", "Jaguar". */
  name: string;
  title: string;
  /** The title is whole as it is (a make's SEO title): the site's name is not appended. */
  titleIsComplete?: boolean;
  /** The schema.org Service's name, where it is not the title. */
  schemaName?: string;
  description: string;
  serviceType: string;
  /** The index page in the breadcrumb: Services or Vehicles. */
  catalogue: { name: string; path: string };
  keywords?: string[];
}

/** The guide's title, description, canonical address, schema.org Service and breadcrumb. */
export function catalogueGuideMeta(meta: CatalogueGuideMeta, origin: string, pathname: string): MetaDescriptor[] {
  const tags = pageMeta({
    title: meta.title,
    description: meta.description,
    origin,
    path: pathname,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: meta.schemaName ?? meta.title,
        serviceType: meta.serviceType,
        description: meta.description,
        url: `${origin}${pathname}`,
        areaServed: { "@type": "Country", name: "United Kingdom" },
        provider: { "@type": "Organization", name: "The Restoration Register", url: origin },
      },
      breadcrumbJsonLd(origin, [{ name: "Home", path: "/" }, meta.catalogue, { name: meta.name, path: pathname }]),
    ],
  });
  if (meta.titleIsComplete) tags[0] = { title: meta.title };
  if (meta.keywords) tags.push({ name: "keywords", content: meta.keywords.join(", ") });
  return tags;
}
