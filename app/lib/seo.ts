import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "The Restoration Register";
const DEFAULT_DESCRIPTION =
  "Find trusted classic car restoration specialists across the UK: paint and bodywork, engine rebuilds, upholstery, chrome and more. Read reviews and get in touch.";

export interface PageMetaInput {
  /** Without the site name; null gives the bare site name (home). */
  title: string | null;
  description?: string;
  /** Absolute site origin (APP_URL) and path, for the canonical link and Open Graph URL. */
  origin?: string;
  path?: string;
  ogType?: "website" | "article" | "profile";
  jsonLd?: object[];
  noindex?: boolean;
}

export function pageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  origin,
  path,
  ogType = "website",
  jsonLd = [],
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Classic Car Restoration Specialists UK`;
  const url = origin && path !== undefined ? `${origin}${path}` : undefined;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title ?? SITE_NAME },
    { property: "og:description", content: description },
    { property: "og:type", content: ogType },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary" },
  ];
  if (url) {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  for (const item of jsonLd) tags.push({ "script:ld+json": item });
  return tags;
}

/** The site origin that the root loader exposes (APP_URL), from any route's meta matches. */
export function originFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as { origin?: string } | undefined)?.origin;
}

export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
