import { Link } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/areas._index";
import { HeroBreadcrumb } from "~/components/ui/hero-breadcrumb";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";
import { breadcrumbJsonLd, originFromMatches, pageMeta } from "~/lib/seo";
import { slugify } from "~/lib/slug";
import { listedAreas } from "~/services/areas.server";
import type { PageCacheHandle } from "~/services/page-notes.server";

/** /areas: the UK's nations and, in each, the areas with approved specialists and how many (issue #25 item 7). */
export async function loader({ context }: Route.LoaderArgs) {
  return { nations: await listedAreas(context.get(requestContext).db) };
}

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts);
// an approval empties the cache, so the counts follow.
export const handle: PageCacheHandle = { pageCache: true };

const TITLE = "Classic car restorers by area";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const origin = originFromMatches(matches) ?? "";
  return pageMeta({
    title: TITLE,
    description:
      "Classic car restoration specialists across England, Scotland, Wales and Northern Ireland, county by county: find the workshops near you and compare their ratings and reviews.",
    origin,
    path: "/areas",
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Areas", path: "/areas" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: loaderData.nations
          .flatMap((group) => group.areas)
          .map((area, index) => ({ "@type": "ListItem", position: index + 1, name: area.name, url: `${origin}/areas/${area.slug}` })),
      },
    ],
  });
}

export default function AreasIndex({ loaderData }: Route.ComponentProps) {
  const { nations } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-racing-800 text-white">
        <div aria-hidden className="hero-texture absolute inset-0 opacity-60" />
        <div className="container-page relative py-8 sm:py-12">
          <HeroBreadcrumb trail={[]} current="Areas" />
          <h1 className="mt-5 max-w-3xl text-[length:var(--text-display)] leading-[1.05] font-semibold text-white">{TITLE}</h1>
          <p className="mt-3 max-w-2xl text-racing-100 sm:text-lg">
            Every county with approved specialists on the Register, and how many are based there. Looking near a
            particular town?{" "}
            <Link to="/results" className="font-semibold text-brass-300 underline underline-offset-4 hover:text-white">
              Search by postcode or town
            </Link>
            .
          </p>
        </div>
      </section>
      <div className="container-page space-y-10 py-10 sm:py-14">
        {nations.length > 0 ? (
          nations.map((group) => (
            <section key={group.nation} aria-labelledby={`nation-${slugify(group.nation)}`}>
              <h2 id={`nation-${slugify(group.nation)}`} className="text-2xl font-semibold sm:text-3xl">
                {group.nation}
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-nation={group.nation}>
                {group.areas.map((area) => (
                  <li key={area.slug}>
                    <Link
                      to={`/areas/${area.slug}`}
                      data-area={area.slug}
                      className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-line bg-white px-4 py-2.5 font-semibold text-racing-800 shadow-[var(--shadow-card)] hover:border-racing-300 hover:bg-racing-50"
                    >
                      {area.name}
                      <span className="shrink-0 text-sm font-normal text-ink-muted">
                        {area.count} {area.count === 1 ? "specialist" : "specialists"}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
            Our first specialists are being reviewed. Check back soon.
          </p>
        )}
        <p>
          <Link to="/results" className={buttonClasses("primary", "md")}>
            <Icon name="search" className="size-4" />
            Search by postcode or town
          </Link>
        </p>
      </div>
    </>
  );
}
