import { Link } from "react-router";
import { HeroBreadcrumb } from "~/components/ui/hero-breadcrumb";
import { Icon } from "~/components/ui/icon";
import { MapImage } from "~/components/ui/map-image";
import { FeaturedCard } from "~/components/catalogue/featured-card";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { resultsUrl } from "~/lib/results-url";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { AreaPageView } from "~/routes/catalogue/areas.server";
import { formatCount } from "~/lib/format";

/**
 * A place page's tags: its title (with the page past the first), description, canonical address, and
 * the trail Home › Areas › {area} (› {service}) as structured data, beside the list of its listings.
 */
export function areaMeta(origin: string, view: AreaPageView) {
  const canonical = view.page > 1 ? `${view.path}?page=${view.page}` : view.path;
  return pageMeta({
    title: view.page > 1 ? `${view.title}, page ${view.page}` : view.title,
    description: view.description,
    origin,
    path: canonical,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Areas", path: "/areas" },
        { name: view.area.name, path: `/areas/${view.area.slug}` },
        ...(view.service ? [{ name: view.service.name, path: view.path }] : []),
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: view.profiles.map((profile, index) => ({
          "@type": "ListItem",
          position: view.firstNumber + index,
          name: profile.businessName,
          url: `${origin}/provider/${profile.slug}`,
        })),
      },
    ],
  });
}

const specialistCount = (n: number) => `${formatCount(n)} ${n === 1 ? "specialist" : "specialists"}`;

/**
 * /areas/{area} and /areas/{area}/{service} (issue #25 item 7): a compact hero, the area's services
 * as links to their own pages, then the listings (ranked, paged, numbered for the map beside them)
 * and the makes they work on.
 */
export function AreaPage({ view }: { view: AreaPageView }) {
  const { area, service, path, total, page, pageCount, firstNumber, profiles, map, services, makes, areaTotal, otherAreas } = view;
  const areaPath = `/areas/${area.slug}`;
  return (
    <>
      <section className="relative overflow-hidden bg-racing-800 text-white">
        <div aria-hidden className="hero-texture absolute inset-0 opacity-60" />
        <div className="container-page relative py-8 sm:py-12">
          <HeroBreadcrumb
            trail={[{ href: "/areas", label: "Areas" }, ...(service ? [{ href: areaPath, label: area.name }] : [])]}
            current={service ? service.name : area.name}
          />
          <h1 className="mt-5 max-w-3xl text-[length:var(--text-display)] leading-[1.05] font-semibold text-white">{view.title}</h1>
          <p className="mt-3 max-w-2xl text-racing-100 sm:text-lg">
            {specialistCount(total)} {service ? `offering ${service.name} ` : ""}based in {area.name}, {area.nation}. Every
            listing is reviewed by our team before it goes live.
          </p>
        </div>
      </section>

      <div className="container-page py-8 sm:py-10">
        <nav aria-label={`Services in ${area.name}`}>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">Services in {area.name}</h2>
          {/* One scrolling row on a phone, so the list starts on the first screen; wrapped from 640 px. */}
          <ul className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            <ServiceLink to={areaPath} current={!service} label="All services" count={areaTotal} />
            {services.map((s) => (
              <ServiceLink key={s.slug} to={`${areaPath}/${s.slug}`} current={service?.slug === s.slug} label={s.name} count={s.count} />
            ))}
          </ul>
        </nav>

        <section aria-labelledby="listed-heading" className="mt-8">
          <h2 id="listed-heading" className="font-sans text-lg font-semibold">
            {specialistCount(total)}
            {pageCount > 1 && `, page ${page} of ${pageCount}`}
          </h2>
          <div className={cn("mt-4", map && "grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start")}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {profiles.map((profile, index) => (
                <li key={profile.id} data-profile={profile.slug}>
                  <FeaturedCard profile={profile} number={map ? firstNumber + index : undefined} />
                </li>
              ))}
            </ul>
            {map && <MapImage figure={map} wide className="lg:sticky lg:top-24" />}
          </div>
          <PageLinks page={page} pageCount={pageCount} href={(p) => (p > 1 ? `${path}?page=${p}` : path)} />
        </section>

        {makes.length > 0 && (
          <section aria-labelledby="makes-heading" className="render-when-near mt-12">
            <h2 id="makes-heading" className="text-2xl font-semibold">
              Makes worked on in {area.name}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              How many of the {specialistCount(areaTotal)} based in {area.name} list each make.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2" data-makes>
              {makes.map((make) => (
                <li key={make.name} className="rounded-full border border-line bg-white px-3 py-1.5 text-sm">
                  {make.name} <span className="text-ink-muted">({make.count})</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {otherAreas.length > 0 && (
          <nav aria-labelledby="other-areas-heading" className="render-when-near mt-12">
            <h2 id="other-areas-heading" className="text-2xl font-semibold">
              Other areas in {area.nation}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
              {otherAreas.map((other) => (
                <li key={other.slug}>
                  <Link to={`/areas/${other.slug}`} className="font-semibold text-racing-700 underline-offset-4 hover:underline">
                    {other.name}
                  </Link>{" "}
                  <span className="text-sm text-ink-muted">({other.count})</span>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="mt-12 flex flex-wrap gap-3">
          {service && (
            <Link to={`/services/${service.slug}`} className={buttonClasses("outline", "md")}>
              About {service.name}
            </Link>
          )}
          <Link to={resultsUrl({ service: service?.slug })} className={buttonClasses("outline", "md")}>
            <Icon name="search" className="size-4" />
            Search near your postcode or town
          </Link>
          <Link to="/areas" className={buttonClasses("ghost", "md")}>
            All areas
          </Link>
        </div>
      </div>
    </>
  );
}

/**
 * Previous and next, as plain links. Not /results' Pagination: sharing its module would take it out of
 * the results page's own file into one of its own, a request and bytes more on a budgeted page
 * (tests/production/first-load.test.ts), and an area rarely has more than a page.
 */
function PageLinks({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const link = "inline-flex h-10 items-center gap-1 rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-racing-50";
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={link}>
          <Icon name="chevron-left" className="size-4" />
          Previous
        </Link>
      )}
      <span className="text-sm text-ink-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={link}>
          Next
          <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

function ServiceLink({ to, current, label, count }: { to: string; current: boolean; label: string; count: number }) {
  return (
    <li className="shrink-0">
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={cn(
          "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap",
          current ? "border-racing-700 bg-racing-700 text-white" : "border-line bg-white text-racing-800 hover:border-racing-300 hover:bg-racing-50",
        )}
      >
        {label}
        <span className={cn("font-normal", current ? "text-racing-100" : "text-ink-muted")}>({count})</span>
      </Link>
    </li>
  );
}
