import { and, between, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "../../database/client";
import { profiles, profileSearchCounts, profileSearchPoints } from "../../database/schema";
import { EARTH_RADIUS_MILES, type GeoPoint } from "~/lib/geo";
import type { SortValue } from "~/lib/search-params";
import { keywordTsQuery } from "~/lib/keyword-query";
import { expandPrefixes, MAX_PREFIX_WORDS, prefixLexemes } from "~/lib/tsquery-prefixes";
import { certificationStatus } from "~/lib/certifications";
import { bestMatchScore } from "~/lib/ranking";
import { slugify } from "~/lib/slug";
import { checkDatesOfProfileSql } from "~/models/certification-checks.server";
import { isApproved, publicCardColumns, toCard, type PublicProfileCard } from "~/models/profile-cards.server";

/**
 * The directory search (issue #25, decisions 0020 and 0023): every list of specialists comes from
 * here, in one of four orders. "best" is the one ranking (lib/ranking.ts); "nearest", "rating" and
 * "experience" are the explicit sorts, each served by its own index.
 */

export interface SearchInput {
  /** Stored names (not slugs). */
  specialty: string | null;
  vehicleMake: string | null;
  /** Stored counties, lower case (an area's, content/areas.ts): not in the kept counts, so matches are counted. */
  counties?: readonly string[] | null;
  /** Words to find in names, descriptions, certifications and approved projects (lib/keyword-query.ts). */
  keyword?: string | null;
  origin: GeoPoint | null;
  /** Only the listings within this many miles of `origin` (null or absent: anywhere). */
  radiusMiles?: number | null;
  /** "best": the one ranking (lib/ranking.ts); the others are explicit sorts. */
  sort: SortValue;
  page: number;
  pageSize: number;
}

export interface SearchResult {
  /** With its postcode district's centre, for the results map. */
  profiles: (PublicProfileCard & { distanceMiles: number | null; latitude: number | null; longitude: number | null })[];
  total: number;
  /** A keyword matched more listings than are counted and ranked (KEYWORD_MATCH_CAP): `total` is the cap. */
  moreThanTotal?: boolean;
}

/**
 * A keyword's matches are counted, and ranked for Best match, up to this many: past it a word
 * is in most listings ("classic"), and counting or ranking every one would cost every page a
 * read of tens of thousands of rows. Best match then ranks the first this many the index finds.
 */
export const KEYWORD_MATCH_CAP = 500;

/** Great-circle miles from a point to each profile's postcode district (or to another table's copy of it), in SQL. */
export function distanceSql(origin: GeoPoint, at: { latitude: PgColumn; longitude: PgColumn } = profiles): SQL<number | null> {
  const lat = origin.latitude;
  const lng = origin.longitude;
  return sql<number | null>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${at.latitude} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${at.latitude})) *
    power(sin(radians(${at.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * Fewer matches than this and "nearest" simply sorts them all: the GIN indexes find them
 * and a few hundred distances cost less than widening a radius in several steps.
 */
const SORT_ALL_MATCHES_BELOW = 500;
/** Great Britain and Northern Ireland, for a first guess at how far the nearest matches are. */
const UK_AREA_SQ_MILES = 94_000;
const MIN_RADIUS_MILES = 2;
/** Beyond this the box covers most of the country: sort every match instead. */
const MAX_RADIUS_MILES = 400;

/** The latitudes and longitudes a circle around the origin spans, 1% wider so that rounding can never cut a row off. */
function radiusBox(origin: GeoPoint, radiusMiles: number) {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  const dLat = degrees(angle) * 1.01;
  const dLng = Math.sin(angle) < cosLat ? degrees(Math.asin(Math.sin(angle) / cosLat)) * 1.01 : 180;
  return { south: origin.latitude - dLat, north: origin.latitude + dLat, west: origin.longitude - dLng, east: origin.longitude + dLng };
}

/** The rows within `radiusMiles` of the origin: a box the GiST index can find, then the exact circle. */
function withinRadius(origin: GeoPoint, radiusMiles: number): SQL {
  const box = radiusBox(origin, radiusMiles);
  return sql`point(${profiles.longitude}, ${profiles.latitude}) <@ box(
    point(${box.west}::float8, ${box.south}::float8),
    point(${box.east}::float8, ${box.north}::float8))
    and ${distanceSql(origin)} <= ${radiusMiles}::float8`;
}

/** A service or make (or both) within a radius of a place, without a keyword: what profile_search_points answers. */
function isFacetAroundPlace(input: SearchInput, keyword: KeywordQueries | null): input is SearchInput & { origin: GeoPoint; radiusMiles: number } {
  return Boolean(input.origin && input.radiusMiles != null && !keyword && !input.counties && (input.specialty || input.vehicleMake));
}

/**
 * The approved profiles of the chosen service and make within the radius, nearest first, up to one
 * past KEYWORD_MATCH_CAP, with their distance (`miles`). One index-only range scan of
 * profile_search_points (decision 0030): the pair's rows between the circle's latitudes, where the
 * profiles' own indexes would read every listing near the place (a tenth to a quarter of them around
 * a city) or every listing of the service (46,000 for a common one at 100,000 listings), row by row.
 */
function nearestOfFacet(db: Database, input: SearchInput & { origin: GeoPoint; radiusMiles: number }) {
  const box = radiusBox(input.origin, input.radiusMiles);
  const miles = distanceSql(input.origin, profileSearchPoints);
  return db
    .select({ profileId: sql<string>`${profileSearchPoints.profileId}`.as("profile_id"), miles: sql<number>`${miles}`.as("miles") })
    .from(profileSearchPoints)
    .where(
      and(
        eq(profileSearchPoints.specialty, input.specialty ?? ""),
        eq(profileSearchPoints.vehicleMake, input.vehicleMake ?? ""),
        between(profileSearchPoints.latitude, box.south, box.north),
        between(profileSearchPoints.longitude, box.west, box.east),
        sql`${miles} <= ${input.radiusMiles}::float8`,
      ),
    )
    .orderBy(sql`miles`, profileSearchPoints.profileId)
    .limit(KEYWORD_MATCH_CAP + 1);
}

interface KeywordQueries {
  match: string;
  mention: string;
  any: string | null;
}

/**
 * The keyword as ready tsqueries (lib/keyword-query.ts): `match` to filter, `mention` to rank the
 * listings that name a model above those only of its make, `any` for those with some of the words.
 * Normalised (normalisedKeyword), then each prefix is replaced by the words it stands for, read from
 * search_lexemes on every search, so a word a listing gained a moment ago is found (decision 0031).
 */
async function keywordQueries(db: Database, keyword: string | null | undefined): Promise<KeywordQueries | null> {
  const normalised = await normalisedKeyword(db, keyword);
  if (!normalised?.match) return normalised;
  const prefixes = [...new Set([normalised.match, normalised.mention, normalised.any ?? ""].flatMap(prefixLexemes))];
  if (prefixes.length === 0) return normalised;
  // Each prefix's words, one past the most it is replaced by (so "too many" is known), read as a range of the byte-ordered key.
  const rows = await queryRows<{ prefix: string; words: string[] }>(
    db,
    sql`select p.prefix, coalesce(array(
          select l.lexeme from search_lexemes l
          where l.lexeme >= p.prefix and l.lexeme < p.prefix || chr(1114111)
          order by l.lexeme limit ${MAX_PREFIX_WORDS + 1}), '{}') as words
        from unnest(array[${sql.join(prefixes.map((prefix) => sql`${prefix}`), sql`, `)}]::text[]) as p(prefix)`,
  );
  const words = new Map(rows.map((row) => [row.prefix, row.words]));
  return {
    match: expandPrefixes(normalised.match, words),
    mention: expandPrefixes(normalised.mention, words),
    any: normalised.any === null ? null : expandPrefixes(normalised.any, words),
  };
}

/**
 * The keyword's tsqueries in the database's normal form (stemmed, stop words gone), by one small query
 * of its own, so the search itself compares constants; empty when every word is a stop word. The normal
 * form depends only on the words and the database's English dictionary, so it is asked once: a last
 * page's partial matches and further afield, and the next visitor's same words, reuse it.
 */
function normalisedKeyword(db: Database, keyword: string | null | undefined): Promise<KeywordQueries | null> {
  const built = keywordTsQuery(keyword);
  if (!built) return Promise.resolve(null);
  const known = normalisedKeywords.get(db) ?? new Map<string, Promise<KeywordQueries | null>>();
  normalisedKeywords.set(db, known);
  const key = `${built.match}\n${built.mention}\n${built.any ?? ""}`;
  const cached = known.get(key);
  if (cached) return cached;
  const normalised = queryRows<{ match: string; mention: string; any: string | null }>(
    db,
    sql`select to_tsquery('english', ${built.match})::text as match, to_tsquery('english', ${built.mention})::text as mention,
      to_tsquery('english', ${built.any ?? ""})::text as any`,
  ).then(([row]) => ({ match: row?.match ?? "", mention: row?.mention ?? "", any: built.any && row?.any ? row.any : null }));
  // A failed read (an outage) is not kept: the next search asks again.
  normalised.catch(() => known.delete(key));
  known.set(key, normalised);
  if (known.size > NORMALISED_KEYWORDS_MAX) known.delete(known.keys().next().value!);
  return normalised;
}

/** Normalised keywords kept per database, the oldest dropped first. */
const NORMALISED_KEYWORDS_MAX = 1_000;
const normalisedKeywords = new WeakMap<Database, Map<string, Promise<KeywordQueries | null>>>();

// Written out: the column is kept out of database/schema.ts (migration 0007_keyword_search).
const searchDocument = sql`"profiles"."search_document"`;
// ts_rank_cd's weights for D, C, B, A (migration 0007): a name or project title counts five
// times a description's mention, ten times a make the listing merely offers.
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/**
 * The directory search: approved profiles only, filtered by specialty and make (GIN indexes), by
 * keyword (the full-text document's GIN index) and by a radius around the searched place (the
 * location index), in the chosen order, one page at a time. Without a keyword or radius the found
 * count comes from profile_search_counts (kept by triggers), so no request counts tens of
 * thousands of rows; with one, matches are counted up to KEYWORD_MATCH_CAP (decision 0020).
 */
export async function searchProfiles(db: Database, input: SearchInput): Promise<SearchResult> {
  const conditions = facetConditions(input);
  const keyword = input.keyword ? await keywordQueries(db, input.keyword) : null;
  if (input.keyword && !keyword?.match) return { total: 0, profiles: [] };
  if (keyword) conditions.push(sql`${searchDocument} @@ ${keyword.match}::tsquery`);
  const radius = input.origin && input.radiusMiles != null ? input.radiusMiles : null;
  if (input.origin && radius !== null) conditions.push(withinRadius(input.origin, radius));
  if (input.sort === "best") return bestMatchSearch(db, input, conditions, keyword);
  if (keyword || radius !== null || input.counties) return searchCounted(db, input, conditions, keyword);
  const total = await countApproved(db, input.specialty, input.vehicleMake);
  if (pageOffset(input) >= total) return { total, profiles: [] };
  const filters = [isApproved, ...conditions];
  if (input.sort === "nearest" && input.origin && total >= SORT_ALL_MATCHES_BELOW) {
    return { total, profiles: await nearestPageByRadius(db, input, input.origin, filters, total) };
  }
  return { total, profiles: await pageOf(db, input, filters) };
}

/** The chosen service and make, as conditions the GIN indexes serve. */
function facetConditions(input: Pick<SearchInput, "specialty" | "vehicleMake" | "counties">): SQL[] {
  const facets: SQL[] = [];
  if (input.specialty) facets.push(sql`${profiles.specialties} @> array[${input.specialty}]::text[]`);
  if (input.vehicleMake) facets.push(sql`${profiles.vehicleMakes} @> array[${input.vehicleMake}]::text[]`);
  if (input.counties) facets.push(inArray(sql`lower(${profiles.county})`, [...input.counties]));
  return facets;
}

const pageOffset = (input: SearchInput) => (input.page - 1) * input.pageSize;

/**
 * A search whose matches are counted (a keyword's or a radius's are not in the kept counts), in one
 * scan of the index: the first KEYWORD_MATCH_CAP + 1 matches are found once, and both the count and
 * the page come from them (counting, then paging, read a common word's matches twice: half the time
 * of a keyword search at 100,000 listings). A service or make around a place finds them nearest
 * first (nearestOfFacet), so past the cap they are the nearest 500, and a nearest-first page of them
 * is exact. Otherwise, when there are more than that, the page is asked for again over all of them,
 * in the sort's own order.
 */
async function searchCounted(db: Database, input: SearchInput, conditions: SQL[], keyword: KeywordQueries | null): Promise<SearchResult> {
  const filters = [isApproved, ...conditions];
  const facetAroundPlace = isFacetAroundPlace(input, keyword);
  const matches = db
    .$with("matches")
    .as(
      facetAroundPlace
        ? nearestOfFacet(db, input)
        : db
            .select({ profileId: sql<string>`${profiles.id}`.as("profile_id"), miles: sql<number>`null::float8`.as("miles") })
            .from(profiles)
            .where(and(...filters))
            .limit(KEYWORD_MATCH_CAP + 1),
    );
  const nearestMatches = facetAroundPlace ? sql`order by ${matches.miles}, ${matches.profileId}` : sql``;
  const rows = await db
    .with(matches)
    .select({ ...pageColumns(input), found: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(profiles)
    .where(sql`${profiles.id} in (select ${matches.profileId} from ${matches} ${nearestMatches} limit ${KEYWORD_MATCH_CAP})`)
    .orderBy(...pageOrder(input))
    .limit(input.pageSize)
    .offset(pageOffset(input));
  // No row: no match at all, or a page past the last (rare): then they are counted on their own.
  const found = rows[0]?.found ?? (input.page === 1 ? 0 : await countMatching(db, filters));
  const moreThanTotal = found > KEYWORD_MATCH_CAP;
  const total = Math.min(found, KEYWORD_MATCH_CAP);
  if (pageOffset(input) >= total) return { total, moreThanTotal, profiles: [] };
  if (!moreThanTotal || (facetAroundPlace && input.sort === "nearest")) return { total, moreThanTotal, profiles: rows.map(toResultCard) };
  // Matches are known to be common, so a scan in the sort's own order (the rating or experience
  // index, or the location index nearest first) meets a page of them soon. The planner cannot know
  // it: it takes a prefix query to match a tenth of what it does, and would find every match
  // through the text index and sort them all, three to five times slower. So the filters are
  // given to it in a form no index serves, leaving it those orders.
  const common = [isApproved, sql`coalesce(${and(...conditions)}, false)`];
  if (input.sort === "nearest" && input.origin) {
    // How many match is not known (only that it is more than the cap), so the radius that holds
    // the page cannot be guessed from it: the nearest matches by the location index tell it.
    const radius = await radiusHolding(db, input.origin, common, pageOffset(input) + input.pageSize);
    if (radius !== null) return { total, moreThanTotal, profiles: await pageOf(db, input, [...filters, withinRadius(input.origin, radius)]) };
  }
  return { total, moreThanTotal, profiles: await pageOf(db, input, common) };
}

/**
 * What the ranking reads of a listing (lib/ranking.ts), computed in the database for the candidates
 * only: the text rank and model mention of the keyword, the distance, the reviews, the certification
 * checks, and the approved projects (all of them, and those of the chosen make or service).
 */
function signalColumns(input: SearchInput, keyword: KeywordQueries | null) {
  const makeSlug = input.vehicleMake ? slugify(input.vehicleMake) : null;
  const serviceSlug = input.specialty ? slugify(input.specialty) : null;
  const ofChoice = [
    makeSlug ? sql`(p.vehicle_make = ${makeSlug})::int` : null,
    serviceSlug ? sql`(p.services @> array[${serviceSlug}]::text[])::int` : null,
  ].filter((part): part is SQL => part !== null);
  return {
    id: profiles.id,
    businessName: profiles.businessName,
    ratingAverage: profiles.ratingAverage,
    yearsInBusiness: profiles.yearsInBusiness,
    reviewCount: profiles.approvedReviewCount,
    certifications: profiles.certifications,
    certificationChecks: checkDatesOfProfileSql,
    textRank: keyword ? sql<number>`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${searchDocument}, ${keyword.match}::tsquery, 32)`.mapWith(Number) : sql<null>`null`,
    namesTheWords:
      keyword && keyword.mention !== keyword.match ? sql<boolean>`${searchDocument} @@ ${keyword.mention}::tsquery` : sql<boolean>`true`,
    distanceMiles: input.origin ? sql<number | null>`${distanceSql(input.origin)}` : sql<null>`null::float8`,
    // Spelled out: drizzle leaves column names unqualified, and "status" alone would be ambiguous.
    approvedProjects: sql<number>`(select count(*) from projects p where p.provider_id = profiles.id and p.status = 'approved')`.mapWith(Number),
    projectsOfChoice:
      ofChoice.length > 0
        ? sql<number>`(select coalesce(sum(${sql.join(ofChoice, sql` + `)}), 0)::float8 / ${ofChoice.length}
            from projects p where p.provider_id = profiles.id and p.status = 'approved')`.mapWith(Number)
        : sql<null>`null`,
  };
}

/**
 * Best match (decision 0023): the candidates' signals are read, scored by the one ranking
 * (lib/ranking.ts) and sorted; then the page's cards are read by id. Up to KEYWORD_MATCH_CAP
 * candidates are ranked, so the order is exact below it; past it, the candidates are the nearest
 * that many to the searched place, else (a keyword alone) the first found, else the best rated,
 * each the order an index serves at 100,000 listings.
 */
async function bestMatchSearch(db: Database, input: SearchInput, conditions: SQL[], keyword: KeywordQueries | null): Promise<SearchResult> {
  const filters = [isApproved, ...conditions];
  const candidates = db.select(signalColumns(input, keyword)).from(profiles).where(and(...filters));
  // Without a keyword or place the kept count is exact and free; otherwise matches are counted up to one past the cap.
  const counted = !keyword && !input.origin && !input.counties && conditions.length === facetConditions(input).length;
  let found: number;
  let rows: Awaited<typeof candidates>;
  if (input.origin) {
    // Around a place, one read of the nearest matches, one past the cap, gives both the count and the
    // candidates (the nearest KEYWORD_MATCH_CAP when there are more), from profile_search_points for a
    // service or make, else by the location index's nearest-first scan: counting first and then sorting
    // every match read all of them twice (a service and make within 50 miles of a city: thousands of rows).
    const signalsWhere = (executor: Executor, where: SQL[]) => executor.select(signalColumns(input, keyword)).from(profiles).where(and(...where));
    rows = isFacetAroundPlace(input, keyword)
      ? await nearestFacetCandidates(db, input)
      : await nearestCandidates(db, input, input.origin, filters, signalsWhere, Boolean(keyword));
    found = rows.length;
    rows = rows.slice(0, KEYWORD_MATCH_CAP);
  } else if (keyword) {
    // A keyword alone, likewise: the first matches the text index finds, one past the cap, are both
    // the count and the candidates (counting first read them twice: half of such a search's time).
    rows = await candidates.limit(KEYWORD_MATCH_CAP + 1);
    found = rows.length;
    rows = rows.slice(0, KEYWORD_MATCH_CAP);
  } else {
    found = counted ? await countApproved(db, input.specialty, input.vehicleMake) : await countMatching(db, filters);
    rows = [];
  }
  const moreThanCap = found > KEYWORD_MATCH_CAP;
  const total = counted ? found : Math.min(found, KEYWORD_MATCH_CAP);
  const moreThanTotal = !counted && moreThanCap;
  const end = pageOffset(input) + input.pageSize;
  if (pageOffset(input) >= total) return { total, moreThanTotal, profiles: [] };
  if (!input.origin && !keyword) {
    if (moreThanCap) candidates.orderBy(...pageOrder({ ...input, sort: "rating" }));
    rows = await candidates.limit(KEYWORD_MATCH_CAP);
  }
  const ranked = rows
    .map((row) => ({
      row,
      score: bestMatchScore({
        textRank: row.textRank,
        namesTheWords: Boolean(row.namesTheWords),
        distanceMiles: row.distanceMiles == null ? null : Number(row.distanceMiles),
        reviewCount: row.reviewCount,
        ratingAverage: row.ratingAverage,
        certification: certificationStatus(row.certifications, row.certificationChecks).state,
        approvedProjects: row.approvedProjects,
        projectsOfChoice: row.projectsOfChoice,
      }),
    }))
    .sort((a, b) => b.score - a.score || byRatingThenName(a.row, b.row));
  const ids = ranked.slice(pageOffset(input), end).map((entry) => entry.row.id);
  const cards = ids.length === 0 ? [] : await db.select(pageColumns(input)).from(profiles).where(inArray(profiles.id, ids));
  const byId = new Map(cards.map((card) => [card.id, toResultCard(card)]));
  const page = ids.flatMap((id) => byId.get(id) ?? []);
  // Past the ranked best-rated candidates (a catalogue of tens of thousands), the rest follow in rating order: the same rows, no repeats.
  if (counted && moreThanCap && end > KEYWORD_MATCH_CAP) {
    const restOffset = Math.max(pageOffset(input), KEYWORD_MATCH_CAP);
    const rest = await db
      .select(pageColumns(input))
      .from(profiles)
      .where(and(...filters))
      .orderBy(...pageOrder({ ...input, sort: "rating" }))
      .limit(end - restOffset)
      .offset(restOffset);
    page.push(...rest.map(toResultCard));
  }
  return { total, moreThanTotal, profiles: page };
}

type Executor = Pick<Database, "select">;

/** Best match's candidates for a service or make around a place: the nearest matches' signals, nearest first. */
async function nearestFacetCandidates(db: Database, input: SearchInput & { origin: GeoPoint; radiusMiles: number }) {
  const near = nearestOfFacet(db, input).as("near");
  return db
    .select(signalColumns(input, null))
    .from(near)
    .innerJoin(profiles, eq(profiles.id, near.profileId))
    .orderBy(near.miles, near.profileId);
}

/**
 * The nearest KEYWORD_MATCH_CAP + 1 matches around a place, nearest first by the location index's
 * order: all of them when there are fewer. `select` gives the columns for a set of conditions. (A
 * service or make without a keyword is nearestFacetCandidates'.)
 *
 * Within a radius and without a keyword, the planner misjudges: it takes the radius's box for a
 * thousandth of the listings (a constant for `<@`), when 50 miles around a city hold a tenth or a
 * quarter of them at 100,000 listings; so it would read every listing in the box and sort them. For
 * this one statement it is told to take the location index's nearest-first scan, which stops at the
 * cap. A keyword leaves the planner alone: its text index serves bitmap scans only, and estimates its matches.
 */
async function nearestCandidates<Row>(
  db: Database,
  input: SearchInput,
  origin: GeoPoint,
  filters: SQL[],
  select: (executor: Executor, where: SQL[]) => { orderBy(...order: SQL[]): { limit(n: number): PromiseLike<Row[]> } },
  withKeyword: boolean,
): Promise<Row[]> {
  const nearest = (executor: Executor, where: SQL[]) => select(executor, where).orderBy(nearestFirst(origin)).limit(KEYWORD_MATCH_CAP + 1);
  if (withKeyword || input.radiusMiles == null) return nearest(db, filters);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return nearest(tx, filters);
  });
}

/** Equal scores: the explicit sorts' own tie-breaks (rating, experience, name, id), so the order is stable. */
function byRatingThenName(
  a: { ratingAverage: number | null; yearsInBusiness: number | null; businessName: string; id: string },
  b: typeof a,
): number {
  return (
    (b.ratingAverage ?? -1) - (a.ratingAverage ?? -1) ||
    (b.yearsInBusiness ?? -1) - (a.yearsInBusiness ?? -1) ||
    (a.businessName < b.businessName ? -1 : a.businessName > b.businessName ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Home page: the directory's best matches with nothing asked for (the evidence part of the one ranking, decision 0023). */
export async function featuredProfiles(db: Database, limit = 3): Promise<PublicProfileCard[]> {
  const { profiles: found } = await searchProfiles(db, { specialty: null, vehicleMake: null, origin: null, sort: "best", page: 1, pageSize: limit });
  return found.map(({ latitude: _latitude, longitude: _longitude, distanceMiles: _distance, ...card }) => card);
}

/**
 * The listings that match only some of the words of a keyword of several (issue #25): shown after
 * those that match every word, never above them, best match first (the text rank of any of the words).
 */
export async function partialWordMatches(db: Database, input: SearchInput, limit: number) {
  const keyword = await keywordQueries(db, input.keyword);
  if (!keyword?.any) return [];
  const conditions = [
    ...facetConditions(input),
    sql`${searchDocument} @@ ${keyword.any}::tsquery`,
    sql`not ${searchDocument} @@ ${keyword.match}::tsquery`,
  ];
  if (input.origin && input.radiusMiles != null) conditions.push(withinRadius(input.origin, input.radiusMiles));
  const anyWord = { match: keyword.any, mention: keyword.any, any: null };
  return (await bestMatchSearch(db, { ...input, sort: "best", page: 1, pageSize: limit }, conditions, anyWord)).profiles;
}

/**
 * "Further afield": the nearest few listings beyond the radius of a place search, with the same
 * service, make and words, for when those within it run out (issue #25 item 3).
 */
export async function furtherAfield(db: Database, input: SearchInput & { origin: GeoPoint; radiusMiles: number }, limit: number) {
  const conditions = facetConditions(input);
  if (input.keyword) {
    const keyword = await keywordQueries(db, input.keyword);
    if (!keyword?.match) return [];
    conditions.push(sql`${searchDocument} @@ ${keyword.match}::tsquery`);
  }
  const beyond = sql`${distanceSql(input.origin)} > ${input.radiusMiles}::float8`;
  // Most are found in a ring three times as wide, which the location index serves; only when that ring is too empty is the whole country sorted.
  const ring = await pageOf(db, { ...input, sort: "nearest", page: 1, pageSize: limit }, [
    isApproved,
    ...conditions,
    beyond,
    withinRadius(input.origin, input.radiusMiles * 3),
  ]);
  if (ring.length === limit) return ring;
  return pageOf(db, { ...input, sort: "nearest", page: 1, pageSize: limit }, [isApproved, ...conditions, beyond]);
}

/**
 * A radius within which at least `count` profiles match the filters: the great-circle distance of the
 * farthest of the first `count` that the location index's nearest-first scan finds (it orders by
 * degrees, not miles, so these are near but not exactly the nearest; every profile nearer than the
 * farthest of them is within the radius, so a search within it has the exact nearest `count`). Null
 * when fewer than `count` match at all. Cheap when matches are common, which is when it is used: the
 * scan stops after `count` of them.
 */
async function radiusHolding(db: Database, origin: GeoPoint, filters: SQL[], count: number): Promise<number | null> {
  const nearest = db
    .select({ miles: sql<number>`${distanceSql(origin)}`.as("miles") })
    .from(profiles)
    .where(and(...filters))
    .orderBy(sql`point(${profiles.longitude}, ${profiles.latitude}) <-> point(${origin.longitude}::float8, ${origin.latitude}::float8)`)
    .limit(count)
    .as("nearest");
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number), miles: sql<number | null>`max(${nearest.miles})` }).from(nearest);
  return row && row.n === count && row.miles !== null ? Number(row.miles) : null;
}

/** The location index's order (planar degrees, not miles: near, not exactly, nearest first). */
function nearestFirst(origin: GeoPoint): SQL {
  return sql`point(${profiles.longitude}, ${profiles.latitude}) <-> point(${origin.longitude}::float8, ${origin.latitude}::float8)`;
}

/** A result card's columns, with its district's centre (for the map) and its distance from the searched place. */
function pageColumns(input: SearchInput) {
  const distance = input.origin ? distanceSql(input.origin) : sql<null>`null::float8`;
  return {
    ...publicCardColumns,
    latitude: profiles.latitude,
    longitude: profiles.longitude,
    distanceMiles: sql<number | null>`${distance}`.as("distance_miles"),
  };
}

function pageOrder(input: SearchInput): SQL[] {
  const byRating = [sql`${profiles.ratingAverage} desc nulls last`, sql`${profiles.yearsInBusiness} desc nulls last`];
  const order =
    input.sort === "experience"
      ? [sql`${profiles.yearsInBusiness} desc nulls last`, sql`${profiles.ratingAverage} desc nulls last`]
      : input.sort === "nearest" && input.origin
        ? [sql`distance_miles asc nulls last`, ...byRating]
        : byRating;
  return [...order, sql`${profiles.businessName}`, sql`${profiles.id}`];
}

function toResultCard<Row extends Parameters<typeof toCard>[0] & { distanceMiles: number | null }>(row: Row) {
  return { ...toCard(row), distanceMiles: row.distanceMiles == null ? null : Number(row.distanceMiles) };
}

/** One page of the approved profiles matching `where`, in the input's sort. */
async function pageOf(db: Database, input: SearchInput, where: SQL[]) {
  const rows = await db
    .select(pageColumns(input))
    .from(profiles)
    .where(and(...where))
    .orderBy(...pageOrder(input))
    .limit(input.pageSize)
    .offset(pageOffset(input));
  return rows.map(toResultCard);
}

/**
 * Nearest first among `total` matches (the kept count), without sorting them all. Everything within
 * a radius comes before everything outside it, in the same order as the full sort; so once a radius
 * holds this whole page (or every match), the page is exact. Start near where the country-wide
 * density of matches would fill it, halved because towns are denser than the average, and triple
 * it until it does.
 */
async function nearestPageByRadius(db: Database, input: SearchInput, origin: GeoPoint, filters: SQL[], total: number) {
  const needed = pageOffset(input) + input.pageSize;
  for (
    let radius = Math.max(MIN_RADIUS_MILES, Math.sqrt((needed * UK_AREA_SQ_MILES) / (Math.PI * total)) / 2);
    radius <= MAX_RADIUS_MILES;
    radius *= 3
  ) {
    const inside = await pageOf(db, input, [...filters, withinRadius(origin, radius)]);
    if (inside.length === input.pageSize || pageOffset(input) + inside.length >= total) return inside;
  }
  return pageOf(db, input, filters);
}

/**
 * The approved profiles matching the filters, counted (a keyword's matches are not in the kept
 * counts) up to one past KEYWORD_MATCH_CAP: the planner can stop early for a common word.
 */
async function countMatching(db: Database, filters: SQL[]): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(profiles).where(and(...filters)).limit(KEYWORD_MATCH_CAP + 1).as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row?.n ?? 0;
}

/** Approved profiles with this specialty and make (null: any), from the trigger-kept counts. */
async function countApproved(db: Database, specialty: string | null, vehicleMake: string | null): Promise<number> {
  const [row] = await db
    .select({ n: profileSearchCounts.approvedCount })
    .from(profileSearchCounts)
    .where(and(eq(profileSearchCounts.specialty, specialty ?? ""), eq(profileSearchCounts.vehicleMake, vehicleMake ?? "")));
  return row?.n ?? 0;
}

