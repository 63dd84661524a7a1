import { redirect } from "react-router";
import type { RequestContext } from "~/context";
import { areaBySlug, countyKeysOf } from "~/content/areas";
import { SERVICE_OPTIONS, serviceOptionBySlug } from "~/content/taxonomy";
import { areaCoverage } from "~/models/areas.server";
import { searchProfiles } from "~/models/profile-search.server";
import { RESULTS_PAGE_SIZE } from "~/lib/search-params";
import { listedAreas } from "~/services/areas.server";
import { compactCard } from "~/services/catalogue-specialists.server";
import { areaMapFigure, resultsMap } from "~/services/map.server";
import { notFound } from "~/services/not-found.server";

/**
 * The data of /areas/{area} and /areas/{area}/{service} (issue #25 item 7): every approved listing
 * based there (of that service), ranked as the rest of the site ranks ("best"), a page at a time as
 * /results pages them; a map of the page's listings; and the services and makes they cover. An
 * unknown area or service, an area or service there without approved listings, or a page past the
 * last is a 404: no empty place page is ever published.
 */
export async function areaPageView(
  { db, secret }: Pick<RequestContext, "db" | "secret">,
  request: Request,
  params: { county?: string; service?: string },
) {
  const area = areaBySlug(params.county);
  const service = params.service === undefined ? null : serviceOptionBySlug(params.service);
  if (!area || service === undefined) notFound("area");
  const counties = countyKeysOf(area);
  const coverage = await areaCoverage(db, counties);
  const total = service ? (coverage.services.find((s) => s.name === service.name)?.count ?? 0) : coverage.total;
  if (total === 0) notFound("area");

  const url = new URL(request.url);
  const path = `/areas/${area.slug}${service ? `/${service.slug}` : ""}`;
  const page = pageOf(url, path);
  const pageCount = Math.ceil(total / RESULTS_PAGE_SIZE);
  if (page > pageCount) notFound("area");

  const { profiles } = await searchProfiles(db, {
    specialty: service?.name ?? null,
    vehicleMake: null,
    counties,
    origin: null,
    sort: "best",
    page,
    pageSize: RESULTS_PAGE_SIZE,
  });
  const firstNumber = (page - 1) * RESULTS_PAGE_SIZE + 1;
  const pins = resultsMap(
    secret,
    null,
    profiles.map((p, index) => ({ number: firstNumber + index, town: p.city, latitude: p.latitude, longitude: p.longitude })),
  );
  // The nation's other areas with listings: the way on to a neighbouring county.
  const nation = (await listedAreas(db)).find((group) => group.nation === area.nation);
  const serviceSlugs = new Map(SERVICE_OPTIONS.map((o) => [o.name as string, o.slug]));

  const specialists = (n: number) => (n === 1 ? "specialist" : "specialists");
  return {
    title: service ? `${service.name} specialists in ${area.name}` : `Classic car restorers in ${area.name}`,
    description: service
      ? `${total} ${service.name} ${specialists(total)} for classic cars based in ${area.name}, each listing reviewed by our team. Compare ratings, experience and owners' reviews, and get in touch.`
      : `${total} classic car restoration ${specialists(total)} based in ${area.name}, each listing reviewed by our team. Compare their services, ratings and owners' reviews, and get in touch.`,
    area: { name: area.name, slug: area.slug, nation: area.nation },
    service: service ? { name: service.name, slug: service.slug } : null,
    path,
    total,
    page,
    pageCount,
    firstNumber,
    // Positions stay on the server: the map's address carries all the page needs of them.
    profiles: profiles.map(compactCard),
    map: pins && pins.groups.length > 0 ? areaMapFigure(area.name, pins) : null,
    // The area's services, each its own page; a stored name no longer in the catalogue is left out.
    services: coverage.services.flatMap((s) => {
      const slug = serviceSlugs.get(s.name);
      return slug ? [{ name: s.name, slug, count: s.count }] : [];
    }),
    makes: coverage.makes,
    otherAreas: (nation?.areas ?? []).filter((a) => a.slug !== area.slug),
    areaTotal: coverage.total,
  };
}

export type AreaPageView = Awaited<ReturnType<typeof areaPageView>>;

/** The page asked for; any other spelling of it (page=1, page=x, page=02) is sent to its one address. */
function pageOf(url: URL, path: string): number {
  const asked = url.searchParams.get("page");
  const page = asked !== null && /^[1-9]\d{0,3}$/.test(asked) ? Number(asked) : 1;
  const canonical = page > 1 ? `${path}?page=${page}` : path;
  if (`${url.pathname}${url.search}` !== canonical) throw redirect(canonical);
  return page;
}
