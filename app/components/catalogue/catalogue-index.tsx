import { HeroBreadcrumb } from "~/components/ui/hero-breadcrumb";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/catalogue/service-icon";
import { buttonClasses } from "~/components/ui/button";
import { resultsUrl } from "~/lib/results-url";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export interface CatalogueIndexEntry {
  name: string;
  slug: string;
  /** One sentence about it. */
  summary: string;
  /** Approved (listed) specialists offering it. */
  count: number;
}

export interface CatalogueIndexProps {
  kind: "service" | "vehicle";
  eyebrow: string;
  title: string;
  lead: string;
  /** What the trail calls this page: "Services" or "Vehicles". */
  crumb: string;
  entries: CatalogueIndexEntry[];
}

const BASE = { service: "/services", vehicle: "/vehicles" } as const;

/** How many approved profiles an entry has, as its card says it. */
export const profileCountLabel = (count: number) =>
  count === 0 ? "No specialists listed yet" : `${count} ${count === 1 ? "specialist" : "specialists"}`;

/**
 * An index page's tags: title, description, canonical, and structured data that links only to
 * pages that exist (the trail Home › this page, and each entry's guide).
 */
export function catalogueIndexMeta(
  origin: string,
  { kind, crumb, entries, title, description }: { kind: CatalogueIndexProps["kind"]; crumb: string; entries: CatalogueIndexEntry[]; title: string; description: string },
) {
  const path = BASE[kind];
  return pageMeta({
    title,
    description,
    origin,
    path,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: crumb, path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: entries.map((entry, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: entry.name,
          url: `${origin}${path}/${entry.slug}`,
        })),
      },
    ],
  });
}

/** "AR" for Alfa Romeo, "MG" for MG, "OC" for Other / Custom. */
function monogram(name: string) {
  if (/^[A-Z]{2,3}$/.test(name)) return name;
  return name
    .split(/[\s/-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

/** /services and /vehicles: every service or make, what it is, and how many specialists list it. */
export function CatalogueIndex({ kind, eyebrow, title, lead, crumb, entries }: CatalogueIndexProps) {
  return (
    <>
      <section className="relative overflow-hidden bg-racing-800 text-white">
        <div aria-hidden className="hero-texture absolute inset-0 opacity-60" />
        <div className="container-page relative py-12 sm:py-16">
          <HeroBreadcrumb trail={[]} current={crumb} />
          <p className="eyebrow mt-6 text-brass-300">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-[length:var(--text-display)] leading-[1.05] font-semibold text-white">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-racing-100">{lead}</p>
        </div>
      </section>

      <div className="container-page py-12 sm:py-14">
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3" data-catalogue-index={kind}>
          {entries.map((entry) => (
            <li
              key={entry.slug}
              data-entry={entry.slug}
              className="group relative flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-racing-300 hover:shadow-[var(--shadow-lift)] sm:p-6"
            >
              <div className="flex flex-1 items-start gap-4">
                <span
                  aria-hidden
                  className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-racing-50 font-display text-sm font-semibold text-racing-700 group-hover:bg-racing-700 group-hover:text-white"
                >
                  {kind === "service" ? <ServiceIcon slug={entry.slug} className="size-5" /> : monogram(entry.name)}
                </span>
                <div className="min-w-0">
                  <h2 className="text-lg leading-snug font-semibold sm:text-xl">
                    {/* The whole card is this link's target; the count below stays a link of its own. */}
                    <Link
                      to={`${BASE[kind]}/${entry.slug}`}
                      className="text-ink after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-racing-700"
                    >
                      {entry.name}
                    </Link>
                  </h2>
                  {/* Two lines on a phone, so seventeen makes are not seventeen screens; the guide has the rest. */}
                  <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink-muted sm:line-clamp-none">{entry.summary}</p>
                </div>
              </div>
              <p className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3 text-sm sm:mt-5 sm:pt-4">
                {entry.count > 0 ? (
                  <Link
                    to={resultsUrl(kind === "service" ? { service: entry.slug } : { vehicle: entry.slug })}
                    className="relative z-10 font-semibold text-racing-700 underline-offset-4 hover:underline"
                    data-count={entry.count}
                  >
                    {profileCountLabel(entry.count)}
                    <span className="sr-only"> for {entry.name}</span>
                  </Link>
                ) : (
                  <span className="text-ink-muted" data-count={0}>
                    {profileCountLabel(0)}
                  </span>
                )}
                <span aria-hidden className="font-medium text-brass-700 group-hover:text-racing-700">
                  Read guide &rarr;
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>

      <section className="bg-ivory">
        <div className="container-page flex flex-col items-center gap-5 py-14 text-center">
          <h2 className="text-3xl font-semibold">Not sure where to start?</h2>
          <p className="max-w-xl text-ink-muted">
            Search every approved specialist by service, make and location, read what other owners say, and send an enquiry in
            minutes.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/results" className={buttonClasses("primary", "lg")}>
              Browse Specialists
            </Link>
            <Link to="/signup" className={buttonClasses("outline", "lg")}>
              List Your Business
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
