import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/about";
import { ABOUT } from "~/content/about";
import { SITE } from "~/content/site";
import { PageHero } from "~/components/ui/page-hero";
import { WorkshopIllustration } from "~/components/shell/workshop-illustration";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "About Us",
    description: `Founded in ${SITE.foundedYear}, The Restoration Register connects classic car owners with trusted UK restoration specialists.`,
    origin: originFromMatches(matches),
    path: "/about",
  });
}

export default function About() {
  return (
    <>
      <PageHero eyebrow={`Founded ${SITE.foundedYear}`} title={ABOUT.hero.title}>
        <p>{ABOUT.hero.subtitle}</p>
      </PageHero>

      <section aria-labelledby="story-heading" className="container-page grid gap-10 py-16 lg:grid-cols-[1fr_1fr]">
        <div>
          <p className="eyebrow">Our story</p>
          <h2 id="story-heading" className="mt-2 text-3xl font-semibold">
            Why we started the Register
          </h2>
          <div className="prose-copy mt-5 text-lg leading-relaxed text-ink-muted">
            {ABOUT.story.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4 self-start">
          {ABOUT.workshopImages.map((image, index) => (
            <figure key={image.caption} className={index === 0 ? "col-span-2" : undefined}>
              <WorkshopIllustration variant={index} label={image.alt} />
              <figcaption className="mt-2 text-sm text-ink-muted">{image.caption}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="founders-heading" className="bg-ivory py-16">
        <div className="container-page">
          <p className="eyebrow">The people behind it</p>
          <h2 id="founders-heading" className="mt-2 text-3xl font-semibold">
            Our founders
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {ABOUT.founders.map((founder) => (
              <li key={founder.name}>
                <Card className="h-full p-6">
                  <span
                    aria-hidden
                    className="flex size-14 items-center justify-center rounded-full bg-racing-700 font-display text-xl font-semibold text-brass-100"
                  >
                    {founder.initials}
                  </span>
                  <h3 className="mt-4 text-xl font-semibold">{founder.name}</h3>
                  <p className="text-sm font-medium text-brass-700">{founder.role}</p>
                  <p className="mt-3 leading-relaxed text-ink-muted">{founder.bio}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="timeline-heading" className="container-page py-16">
        <p className="eyebrow">Milestones</p>
        <h2 id="timeline-heading" className="mt-2 text-3xl font-semibold">
          Our journey
        </h2>
        <ol className="relative mt-10 space-y-10 border-l-2 border-brass-300 pl-8 md:ml-4">
          {ABOUT.timeline.map((item) => (
            <li key={item.year} className="relative">
              <span
                aria-hidden
                className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-paper bg-racing-700"
              />
              <p className="font-display text-2xl font-semibold text-racing-700">{item.year}</p>
              <h3 className="mt-1 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="what-heading" className="bg-racing-900 py-16 text-white">
        <div className="container-page">
          <p className="eyebrow text-brass-300">What we do</p>
          <h2 id="what-heading" className="mt-2 text-3xl font-semibold text-white">
            A directory built for classic cars
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT.whatWeDo.map((item) => (
              <li key={item.title} className="rounded-xl border border-white/10 bg-white/5 p-6">
                <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                <p className="mt-2 text-racing-100">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="container-page py-16">
        <p className="eyebrow">What we stand for</p>
        <h2 id="values-heading" className="mt-2 text-3xl font-semibold">
          Our values
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT.values.map((value) => (
            <li key={value.title} className="border-t-4 border-brass-400 pt-4">
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="data-heading" className="container-page pb-16">
        <h2 id="data-heading" className="text-xl font-semibold">
          Data sources
        </h2>
        <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-muted">
          Distances in search are calculated from postcode-district and town locations. Contains OS data &copy; Crown
          copyright and database right 2025. Contains Royal Mail data &copy; Royal Mail copyright and database right
          2025. Source: Office for National Statistics, licensed under the{" "}
          <a
            href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
            className="text-racing-700 underline underline-offset-2"
          >
            Open Government Licence v3.0
          </a>
          . Contains data from{" "}
          <a href="https://www.geonames.org/" className="text-racing-700 underline underline-offset-2">
            GeoNames
          </a>
          , licensed under{" "}
          <a href="https://creativecommons.org/licenses/by/4.0/" className="text-racing-700 underline underline-offset-2">
            CC BY 4.0
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="about-cta-heading" className="bg-ivory">
        <div className="container-page grid gap-6 py-16 md:grid-cols-2">
          <Card className="p-8">
            <h2 id="about-cta-heading" className="text-2xl font-semibold">
              Own a classic?
            </h2>
            <p className="mt-2 text-ink-muted">Find specialists who know your car, near you.</p>
            <Link to="/results" className={buttonClasses("primary", "lg", "mt-6")}>
              <Icon name="search" className="size-5" />
              Begin Your Search
            </Link>
          </Card>
          <Card className="p-8">
            <h2 className="text-2xl font-semibold">Run a restoration business?</h2>
            <p className="mt-2 text-ink-muted">Listing is free. Reach owners who need your skills.</p>
            <Link to="/signup" className={buttonClasses("outline", "lg", "mt-6")}>
              <Icon name="store" className="size-5" />
              List Your Services
            </Link>
          </Card>
        </div>
      </section>
    </>
  );
}
