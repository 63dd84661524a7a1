import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/home";
import { serviceSummaries } from "~/content/catalogue.server";
import { featuredProfiles } from "~/models/profile-search.server";
import { compactCard } from "~/services/catalogue-specialists.server";
import { homeFigures } from "~/services/home-figures.server";
import { SITE } from "~/content/site";
import { SearchForm } from "~/components/search/search-form";
import { WorkshopIllustration } from "~/components/shell/workshop-illustration";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { track } from "~/lib/track";
import type { PageCacheHandle } from "~/services/page-notes.server";

const HomeSections = lazy(() => import("~/components/catalogue/home-sections"));

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(requestContext);
  const [featured, figures] = await Promise.all([featuredProfiles(db, 3), homeFigures(db, env.SHOW_MARKETING_CLAIMS)]);
  return { services: serviceSummaries(), featured: featured.map(compactCard), figures };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ matches }: Route.MetaArgs) {
  const origin = originFromMatches(matches) ?? "";
  return pageMeta({
    title: null,
    origin,
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE.name,
        url: origin,
        potentialAction: {
          "@type": "SearchAction",
          target: `${origin}/results?location={location}&sort=nearest`,
          "query-input": "required name=location",
        },
      },
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, featured, figures } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-racing-800 text-white">
        <div aria-hidden className="hero-texture absolute inset-0" />
        <div className="container-page relative grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1.25fr_0.75fr]">
          <div>
          <p className="eyebrow text-brass-300">The UK directory of restoration specialists</p>
          <h1 className="mt-4 max-w-3xl text-[length:var(--text-display)] leading-[1.05] font-semibold text-white">
            Find the right hands for your classic car
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-racing-100 sm:text-xl">
            Search trusted specialists in paint and bodywork, engine rebuilds, upholstery, chrome and more &mdash; by
            the work you need and the car you own.
          </p>
          <SearchForm className="mt-10 max-w-4xl" />
          <p className="mt-5 text-sm text-racing-100">
            Run a restoration business?{" "}
            <Link
              to="/signup"
              className="font-semibold text-brass-300 underline-offset-4 hover:underline"
              onClick={() => track("cta_supplier_register_clicked", { location: "hero_section" })}
            >
              List it for free
            </Link>
          </p>
          </div>
          <WorkshopIllustration
            variant={0}
            className="hidden h-auto w-full rounded-2xl border border-white/10 shadow-[var(--shadow-lift)] lg:block"
          />
        </div>
      </section>

      {/* Below the hero: rendered in full on the server, hydrated once its own file has
          loaded, so the hero's search works without waiting for the rest of the page's code. */}
      <Suspense>
        <HomeSections services={services} featured={featured} figures={figures} />
      </Suspense>
    </>
  );
}
