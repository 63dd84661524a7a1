import type { ReactNode } from "react";
import { HeroBreadcrumb } from "~/components/ui/hero-breadcrumb";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { FaqEntry, ProcessStep } from "~/content/types";
import type { RecentProject } from "~/models/projects.server";
import type { CatalogueSpecialists } from "~/services/catalogue-specialists.server";
import { FeaturedCard } from "~/components/catalogue/featured-card";
import { RecentProjects } from "~/components/catalogue/recent-projects";
import { SearchForm } from "~/components/search/search-form";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MapImage } from "~/components/ui/map-image";
import { formatCount } from "~/lib/format";

export interface CataloguePageProps {
  eyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  searchDefaults: { service?: string; vehicle?: string };
  aboutTitle: string;
  introduction: string[];
  whatItIncludes: string[];
  process: ProcessStep[];
  benefits: string[];
  commonIssues: string[];
  faq: FaqEntry[];
  keyTerms: string[];
  related: { title: string; base: "/services" | "/vehicles"; items: { name: string; slug: string }[] };
  facts?: { label: string; value: string; icon: "clock" | "cost" }[];
  resultsHref: string;
  /** The map of where this make's or service's specialists are (routes/catalogue/catalogue-map.ts), and whose they are: "Jaguar". */
  specialistsMap?: { src: string; subject: string };
  /** Its best-matching specialists and how many there are, shown first (issue #25 item 6); `subject`: "Jaguar". */
  specialists: CatalogueSpecialists & { subject: string };
  /** The latest approved projects of this make or service (#15); the section is left out when there are none. */
  recentProjects: RecentProject[];
  /** The trail Home / {label} (the index page at `href`) / {name}. */
  breadcrumb: { label: string; href: "/services" | "/vehicles"; name: string };
}

/** The shared layout of /services/{slug} and /vehicles/{slug} (docs/spec.md §2). */
export function CataloguePage(props: CataloguePageProps) {
  return (
    <>
      <Hero {...props} />
      <Specialists {...props.specialists} resultsHref={props.resultsHref} searchDefaults={props.searchDefaults} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="space-y-14">
          <Section id="about" title={props.aboutTitle}>
            <div className="prose-copy max-w-prose text-lg leading-relaxed text-ink-muted">
              {props.introduction.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </Section>
          <Section id="included" title="What's Included">
            <ul className="grid gap-3 sm:grid-cols-2">
              {props.whatItIncludes.map((item) => (
                <li key={item} className="flex gap-3 rounded-lg border border-line bg-white p-4">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-racing-500" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Section>
          {props.recentProjects.length > 0 && (
            <Section id="recent-projects" title="Recent projects">
              <RecentProjects projects={props.recentProjects} />
            </Section>
          )}
          <Section id="process" title="The Process">
            <ol className="space-y-4">
              {props.process.map((step, index) => (
                <li key={step.step} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-racing-700 font-display text-lg font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">
                      <span className="sr-only">Step {index + 1}: </span>
                      {step.step}
                    </h3>
                    <p className="mt-1 text-ink-muted">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>
          <Section id="benefits" title="Benefits">
            <ul className="grid gap-3 sm:grid-cols-2">
              {props.benefits.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-brass-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="common-issues" title="Common Issues">
            <ul className="space-y-3">
              {props.commonIssues.map((item) => (
                <li key={item} className="flex gap-3 rounded-lg bg-ivory p-4">
                  <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-oxblood-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Section>
          {props.specialistsMap && <SpecialistsMap {...props.specialistsMap} resultsHref={props.resultsHref} />}
          <Section id="faq" title="Frequently Asked Questions">
            <div className="divide-y divide-line rounded-xl border border-line bg-white">
              {props.faq.map((entry) => (
                <details key={entry.question} className="group p-5">
                  <summary className="flex list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <span aria-hidden className="text-xl leading-none text-brass-700 group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="mt-3 leading-relaxed text-ink-muted">{entry.answer}</p>
                </details>
              ))}
            </div>
          </Section>
        </div>
        <SidePanel {...props} />
      </div>
      <ClosingCta resultsHref={props.resultsHref} />
    </>
  );
}

function SpecialistsMap({ src, subject, resultsHref }: { src: string; subject: string; resultsHref: string }) {
  return (
    <Section id="map" title={`Where our ${subject} specialists are`}>
      <MapImage
        large
        figure={{
          src,
          alt: `Map of Great Britain and Northern Ireland with a dot for each town that has ${subject} specialists on the Register; the list of specialists gives their towns.`,
          caption: `Each dot is a town with ${subject} specialists listed on the Register; the larger the dot, the more workshops there. Positions are approximate, to the town. The results list gives every specialist's town, and sorts them by distance from yours.`,
        }}
      />
      <Link to={resultsHref} className={buttonClasses("outline", "md", "mt-4")}>
        See the {subject} specialists
      </Link>
    </Section>
  );
}

/** Compact, so the specialists below it are on a phone's first screen or just under it. */
function Hero({ eyebrow, heroTitle, heroSubtitle, breadcrumb }: CataloguePageProps) {
  return (
    <section className="relative overflow-hidden bg-racing-800 text-white">
      <div aria-hidden className="hero-texture absolute inset-0 opacity-60" />
      <div className="container-page relative py-8 sm:py-12">
        <HeroBreadcrumb trail={[{ href: breadcrumb.href, label: breadcrumb.label }]} current={breadcrumb.name} />
        <p className="eyebrow mt-5 text-brass-300">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-[length:var(--text-display)] leading-[1.05] font-semibold text-white">
          {heroTitle}
        </h1>
        <p className="mt-3 max-w-2xl text-racing-100 sm:text-lg">{heroSubtitle}</p>
      </div>
    </section>
  );
}

/**
 * The make's or service's best-matching specialists, before any guide copy: owners arriving from a
 * search engine want who does the work first. Then the search, preset to this make or service, to
 * narrow them down by place or model.
 */
function Specialists({
  total,
  specialists,
  subject,
  resultsHref,
  searchDefaults,
}: CataloguePageProps["specialists"] & Pick<CataloguePageProps, "resultsHref" | "searchDefaults">) {
  return (
    <section aria-labelledby="specialists-heading" className="border-b border-line bg-ivory">
      <div className="container-page py-8 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h2 id="specialists-heading" className="text-2xl font-semibold sm:text-3xl">
              {subject} specialists
            </h2>
            <p className="mt-1 text-sm text-ink-muted" data-specialists-total={total}>
              {total === 1 ? "1 specialist listed" : `${formatCount(total)} specialists listed`}
              {total > 1 && ", the best matches first"}
            </p>
          </div>
          {total > 0 && (
            <Link to={resultsHref} className={buttonClasses("outline", "md")}>
              See all {formatCount(total)}
              <span className="sr-only"> {subject} specialists</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          )}
        </div>
        {specialists.length > 0 ? (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={`${subject} specialists`}>
            {specialists.map((profile) => (
              <li key={profile.id}>
                <FeaturedCard profile={profile} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-dashed border-line bg-white p-6 text-ink-muted">
            No {subject} specialists are listed yet: new workshops join the Register every week.{" "}
            <Link to="/results" className="font-semibold text-racing-700 underline underline-offset-4">
              Search all specialists
            </Link>
            .
          </p>
        )}
        <h3 className="mt-10 text-lg font-semibold">Narrow it down by place or model</h3>
        <SearchForm className="mt-3 max-w-4xl" defaultService={searchDefaults.service} defaultVehicle={searchDefaults.vehicle} />
      </div>
    </section>
  );
}

function SidePanel({ facts, related, keyTerms, resultsHref }: CataloguePageProps) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Find a specialist">
      <Card className="p-6">
        <h2 className="text-xl font-semibold">Ready to find a specialist?</h2>
        {facts && facts.length > 0 && (
          <dl className="mt-4 space-y-3">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="flex items-center gap-2 text-sm text-ink-muted">
                  {fact.icon === "clock" ? (
                    <Icon name="clock" className="size-4 text-brass-700" />
                  ) : (
                    <Icon name="pound-sterling" className="size-4 text-brass-700" />
                  )}
                  {fact.label}
                </dt>
                <dd className="mt-0.5 pl-6 font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="mt-6 grid gap-3">
          <Link to={resultsHref} className={buttonClasses("primary", "md", "w-full")}>
            <Icon name="search" className="size-4" />
            Find Specialists Now
          </Link>
          <Link to="/signup" className={buttonClasses("outline", "md", "w-full")}>
            List Your Business
          </Link>
        </div>
      </Card>
      {related.items.length > 0 && (
        <Card className="p-6">
          <h2 className="text-lg font-semibold">{related.title}</h2>
          <ul className="mt-3 space-y-1">
            {related.items.map((item) => (
              <li key={item.slug}>
                <Link
                  to={`${related.base}/${item.slug}`}
                  className="flex items-center justify-between rounded-md px-2 py-2 text-racing-700 hover:bg-racing-50"
                >
                  {item.name}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card className="p-6">
        <h2 className="text-lg font-semibold">Key Terms</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {keyTerms.map((term) => (
            <li key={term}>
              <Badge tone="brass">{term}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <div className="rounded-xl border border-racing-200 bg-racing-50 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-racing-800">
          <Icon name="badge-check" className="size-5" />
          Quality Guaranteed
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-racing-900">
          Every specialist on The Restoration Register is reviewed by our team before their listing goes live, and only
          moderated reviews from real owners are published.
        </p>
      </div>
    </aside>
  );
}

function ClosingCta({ resultsHref }: { resultsHref: string }) {
  return (
    <section className="bg-ivory">
      <div className="container-page flex flex-col items-center gap-5 py-14 text-center">
        <h2 className="text-3xl font-semibold">Ready to start your project?</h2>
        <p className="max-w-xl text-ink-muted">
          Compare experienced specialists near you, read what other owners say, and send an enquiry in minutes.
        </p>
        <Link to={resultsHref} className={buttonClasses("primary", "lg")}>
          Browse Specialists
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="render-when-near">
      <h2 id={`${id}-heading`} className="mb-5 text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
