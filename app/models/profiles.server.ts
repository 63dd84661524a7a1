import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../database/client";
import { profiles, profileSearchCounts, users } from "../../database/schema";
import { slugify } from "~/lib/slug";
import { EARTH_RADIUS_MILES, type GeoPoint } from "~/lib/geo";
import { yearsForBand, type ProfileFieldsInput } from "~/lib/account-schemas";
import { formatPostcode } from "~/lib/postcode";
import type { SortValue } from "~/lib/search-params";
import { certificationStatus, type CertificationStatus } from "~/lib/certifications";
import { checkDatesOfProfileSql } from "~/models/certification-checks.server";
import { isUuid } from "~/lib/uuid";
import { keywordTsQuery } from "~/lib/keyword-query";

/**
 * What a public profile card is made from; never the email or phone (those are revealed on
 * request). The certifications and their checks become the card's badge in `toCard`.
 */
export const publicCardColumns = {
  id: profiles.id,
  slug: profiles.slug,
  businessName: profiles.businessName,
  city: profiles.city,
  county: profiles.county,
  specialties: profiles.specialties,
  yearsInBusiness: profiles.yearsInBusiness,
  businessDescription: profiles.businessDescription,
  certifications: profiles.certifications,
  certificationChecks: checkDatesOfProfileSql,
  logoUrl: profiles.logoUrl,
  ratingAverage: profiles.ratingAverage,
  reviewCount: profiles.approvedReviewCount,
};

export interface PublicProfileCard {
  id: string;
  slug: string;
  businessName: string;
  city: string;
  county: string | null;
  specialties: string[];
  yearsInBusiness: number | null;
  businessDescription: string | null;
  /** Its badge: "Lists certifications", or "Certifications checked" once an admin has checked every one. */
  certification: CertificationStatus;
  logoUrl: string | null;
  ratingAverage: number | null;
  reviewCount: number;
}

/** A card row as the components take it: the certification text and checks reduced to the badge. */
function toCard<Row extends { certifications: string | null; certificationChecks: Parameters<typeof certificationStatus>[1] }>(row: Row) {
  const { certifications, certificationChecks, ...card } = row;
  return { ...card, certification: certificationStatus(certifications, certificationChecks) };
}

// A literal, not a bound parameter, so the planner can always use the partial indexes
// declared "where profile_status = 'approved'".
const isApproved = sql`${profiles.profileStatus} = 'approved'`;

/** Home page: the best-rated approved profiles (reviewed ones first, then the most experienced). */
export async function featuredProfiles(db: Database, limit = 3): Promise<PublicProfileCard[]> {
  const rows = await db
    .select(publicCardColumns)
    .from(profiles)
    .where(isApproved)
    .orderBy(
      sql`${profiles.ratingAverage} desc nulls last`,
      sql`${profiles.yearsInBusiness} desc nulls last`,
      desc(profiles.createdAt),
    )
    .limit(limit);
  return rows.map(toCard);
}

export interface SearchInput {
  /** Stored names (not slugs). */
  specialty: string | null;
  vehicleMake: string | null;
  /** Stored counties, lower case (an area's, content/areas.ts); the found count then is not the kept one: count with models/areas.server.ts. */
  counties?: readonly string[] | null;
  /** Words to find in names, descriptions, certifications and approved projects (lib/keyword-query.ts). */
  keyword?: string | null;
  origin: GeoPoint | null;
  /** "best" orders by relevance, so only with a keyword; without one it is "rating". */
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

/** Great-circle miles from a point to each profile's postcode district, in SQL. */
export function distanceSql(origin: GeoPoint): SQL<number | null> {
  const lat = origin.latitude;
  const lng = origin.longitude;
  return sql<number | null>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${profiles.latitude} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${profiles.latitude})) *
    power(sin(radians(${profiles.longitude} - ${lng}::float8) / 2), 2)))))`;
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

/** The rows within `radiusMiles` of the origin: a box the GiST index can find, then the exact circle. */
function withinRadius(origin: GeoPoint, radiusMiles: number): SQL {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  // 1% wider than the circle's exact extent, so rounding can never cut a row off.
  const dLat = degrees(angle) * 1.01;
  const dLng = Math.sin(angle) < cosLat ? degrees(Math.asin(Math.sin(angle) / cosLat)) * 1.01 : 180;
  return sql`point(${profiles.longitude}, ${profiles.latitude}) <@ box(
    point(${origin.longitude - dLng}::float8, ${origin.latitude - dLat}::float8),
    point(${origin.longitude + dLng}::float8, ${origin.latitude + dLat}::float8))
    and ${distanceSql(origin)} <= ${radiusMiles}::float8`;
}

/**
 * The keyword as two ready tsqueries (lib/keyword-query.ts): `match` to filter, `mention` to
 * rank the listings that name a model above those only of its make. Normalised by one small
 * query of its own, so the search itself compares constants; empty when every word is a stop word.
 */
async function keywordQueries(db: Database, keyword: string | null | undefined) {
  const built = keywordTsQuery(keyword);
  if (!built) return null;
  const [row] = await queryRows<{ match: string; mention: string }>(
    db,
    sql`select to_tsquery('english', ${built.match})::text as match, to_tsquery('english', ${built.mention})::text as mention`,
  );
  return { match: row?.match ?? "", mention: row?.mention ?? "" };
}

// Written out: the column is kept out of database/schema.ts (migration 0007_keyword_search).
const searchDocument = sql`"profiles"."search_document"`;
// ts_rank_cd's weights for D, C, B, A (migration 0007): a name or project title counts five
// times a description's mention, ten times a make the listing merely offers.
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/**
 * The directory search: approved profiles only, filtered by specialty and make (GIN
 * indexes) and by keyword (the full-text document's GIN index), ordered by the chosen sort,
 * one page at a time. Without a keyword the found count comes from profile_search_counts
 * (kept by triggers), so no request counts tens of thousands of rows; with one it is counted,
 * up to KEYWORD_MATCH_CAP (searchByKeyword).
 */
export async function searchProfiles(db: Database, input: SearchInput): Promise<SearchResult> {
  const facets: SQL[] = [];
  if (input.specialty) facets.push(sql`${profiles.specialties} @> array[${input.specialty}]::text[]`);
  if (input.vehicleMake) facets.push(sql`${profiles.vehicleMakes} @> array[${input.vehicleMake}]::text[]`);
  if (input.counties) facets.push(inArray(sql`lower(${profiles.county})`, [...input.counties]));
  if (input.keyword) {
    const keyword = await keywordQueries(db, input.keyword);
    if (!keyword?.match) return { total: 0, profiles: [] };
    return searchByKeyword(db, input, [...facets, sql`${searchDocument} @@ ${keyword.match}::tsquery`], keyword);
  }
  const total = await countApproved(db, input.specialty, input.vehicleMake);
  if (pageOffset(input) >= total) return { total, profiles: [] };
  const filters = [isApproved, ...facets];
  if (input.sort === "nearest" && input.origin && total >= SORT_ALL_MATCHES_BELOW) {
    return { total, profiles: await nearestPageByRadius(db, input, input.origin, filters, total) };
  }
  return { total, profiles: await pageOf(db, input, filters) };
}

const pageOffset = (input: SearchInput) => (input.page - 1) * input.pageSize;

/**
 * A keyword search in one scan of the index: the first KEYWORD_MATCH_CAP + 1 matches are found
 * once, and both the count and the page come from them (counting, then paging, read a common
 * word's matches twice: half the time of a keyword search at 100,000 listings). When the word
 * is in more listings than that, Best match ranks the first KEYWORD_MATCH_CAP found (decision
 * 0020); any other sort is then of every match, so that page is asked for again over all of them.
 */
async function searchByKeyword(
  db: Database,
  input: SearchInput,
  conditions: SQL[],
  keyword: { match: string; mention: string },
): Promise<SearchResult> {
  const filters = [isApproved, ...conditions];
  const rank = input.sort === "best" ? rankSql(keyword) : null;
  const matches = db
    .$with("matches")
    .as(db.select({ matchId: sql<string>`${profiles.id}`.as("match_id") }).from(profiles).where(and(...filters)).limit(KEYWORD_MATCH_CAP + 1));
  const rows = await db
    .with(matches)
    .select({ ...pageColumns(input), found: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(profiles)
    .where(sql`${profiles.id} in (select ${matches.matchId} from ${matches} limit ${KEYWORD_MATCH_CAP})`)
    .orderBy(...pageOrder(input, rank))
    .limit(input.pageSize)
    .offset(pageOffset(input));
  // No row: no match at all, or a page past the last (rare): then they are counted on their own.
  const found = rows[0]?.found ?? (input.page === 1 ? 0 : await countMatching(db, filters));
  const moreThanTotal = found > KEYWORD_MATCH_CAP;
  const total = Math.min(found, KEYWORD_MATCH_CAP);
  if (pageOffset(input) >= total) return { total, moreThanTotal, profiles: [] };
  if (!moreThanTotal || rank) return { total, moreThanTotal, profiles: rows.map(toResultCard) };
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

function pageOrder(input: SearchInput, rank: SQL | null): SQL[] {
  const byRating = [sql`${profiles.ratingAverage} desc nulls last`, sql`${profiles.yearsInBusiness} desc nulls last`];
  const order =
    input.sort === "experience"
      ? [sql`${profiles.yearsInBusiness} desc nulls last`, sql`${profiles.ratingAverage} desc nulls last`]
      : input.sort === "nearest" && input.origin
        ? [sql`distance_miles asc nulls last`, ...byRating]
        : rank
          ? [sql`${rank} desc`, ...byRating]
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
    .orderBy(...pageOrder(input, null))
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

/** Relevance: weighted cover density, plus one for naming a model rather than only offering its make. */
function rankSql(keyword: { match: string; mention: string }): SQL {
  const cover = sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${searchDocument}, ${keyword.match}::tsquery)`;
  if (keyword.mention === keyword.match) return cover;
  return sql`(${cover} + case when ${searchDocument} @@ ${keyword.mention}::tsquery then 1 else 0 end)`;
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

/**
 * What the directory holds, for the home page's figures: listed (approved) profiles, the
 * published reviews on them and those reviews' average rating (null without any), from the
 * per-profile review counts and averages the moderation keeps (refreshProfileRating).
 */
export async function directoryFigures(db: Database): Promise<{ listedProfiles: number; publishedReviews: number; averageRating: number | null }> {
  const [row] = await db
    .select({
      listedProfiles: sql<number>`count(*)`.mapWith(Number),
      publishedReviews: sql<number>`coalesce(sum(${profiles.approvedReviewCount}), 0)`.mapWith(Number),
      ratingTotal: sql<number>`coalesce(sum(${profiles.ratingAverage} * ${profiles.approvedReviewCount}), 0)`.mapWith(Number),
    })
    .from(profiles)
    .where(isApproved);
  const { listedProfiles = 0, publishedReviews = 0, ratingTotal = 0 } = row ?? {};
  return { listedProfiles, publishedReviews, averageRating: publishedReviews > 0 ? ratingTotal / publishedReviews : null };
}

/**
 * Approved profiles per service ("specialty") or per make ("vehicleMake"), by stored name,
 * for /services and /vehicles: the trigger-kept cells (name, any), one small read.
 */
export async function approvedCountsBy(db: Database, facet: "specialty" | "vehicleMake"): Promise<Map<string, number>> {
  const [name, other] =
    facet === "specialty"
      ? [profileSearchCounts.specialty, profileSearchCounts.vehicleMake]
      : [profileSearchCounts.vehicleMake, profileSearchCounts.specialty];
  const rows = await db
    .select({ name, n: profileSearchCounts.approvedCount })
    .from(profileSearchCounts)
    .where(and(eq(other, ""), sql`${name} <> ''`));
  return new Map(rows.map((row) => [row.name, row.n]));
}


/** A dot of the map of a make's or a service's specialists: a town-sized cell and how many are in it. */
export interface SpecialistPlace {
  latitude: number;
  longitude: number;
  count: number;
}

/** Cells of a tenth of a degree (about 7 by 11 km): a town, and no workshop's exact place. */
const PLACE_CELL_DEGREES = 0.1;
const MAX_PLACES = 400;

/**
 * Where the approved specialists of a service ("specialty") or a make ("vehicleMake") are, by stored
 * name, grouped into town-sized cells (the most populous first, at most MAX_PLACES of them).
 */
export async function specialistPlaces(db: Database, facet: "specialty" | "vehicleMake", name: string): Promise<SpecialistPlace[]> {
  const column = facet === "specialty" ? profiles.specialties : profiles.vehicleMakes;
  const cell = (value: typeof profiles.latitude | typeof profiles.longitude) => sql<number>`round(${value} / ${PLACE_CELL_DEGREES}::float8) * ${PLACE_CELL_DEGREES}::float8`;
  const rows = await db
    .select({
      latitude: cell(profiles.latitude).mapWith(Number),
      longitude: cell(profiles.longitude).mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(profiles)
    .where(and(isApproved, sql`${column} @> array[${name}]::text[]`, sql`${profiles.latitude} is not null`, sql`${profiles.longitude} is not null`))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`3 desc`, sql`1`, sql`2`)
    .limit(MAX_PLACES);
  return rows;
}


const profilePageColumns = {
  id: profiles.id,
  slug: profiles.slug,
  businessName: profiles.businessName,
  city: profiles.city,
  county: profiles.county,
  yearsInBusiness: profiles.yearsInBusiness,
  profileStatus: profiles.profileStatus,
  facebookUrl: profiles.facebookUrl,
  instagramUrl: profiles.instagramUrl,
  businessDescription: profiles.businessDescription,
  website: profiles.website,
  specialties: profiles.specialties,
  vehicleMakes: profiles.vehicleMakes,
  certifications: profiles.certifications,
  logoUrl: profiles.logoUrl,
  ratingAverage: profiles.ratingAverage,
  reviewCount: profiles.approvedReviewCount,
  postcode: profiles.postcode,
  // The postcode district's centre, for the page's map.
  latitude: profiles.latitude,
  longitude: profiles.longitude,
  updatedAt: profiles.updatedAt,
};

/** The route parameter of /provider/{profileId}: a slug, or an id. Null for what can be neither. */
function slugOrIdMatch(slugOrId: string): SQL | null {
  // No slug or id holds a NUL, and PostgreSQL refuses one in a query parameter.
  if (slugOrId.includes("\0")) return null;
  return isUuid(slugOrId) ? sql`(${profiles.id} = ${slugOrId}::uuid or ${profiles.slug} = ${slugOrId})` : eq(profiles.slug, slugOrId);
}

/** SPEC.md public_profiles, plus the rating: an approved profile by slug or id, or null. */
export async function findPublicProfile(db: Database, slugOrId: string) {
  const match = slugOrIdMatch(slugOrId);
  if (!match) return null;
  const [row] = await db.select(profilePageColumns).from(profiles).where(and(isApproved, match)).limit(1);
  return row ?? null;
}

/**
 * A profile in any status, with its owner and the reason of the latest admin decision: what
 * its owner (or an admin) previews before it is public. Never shown to anyone else.
 */
export async function findProfileForPreview(db: Database, slugOrId: string) {
  const match = slugOrIdMatch(slugOrId);
  if (!match) return null;
  const [row] = await db
    .select({
      ...profilePageColumns,
      userId: profiles.userId,
      // Spelled out: drizzle leaves column names unqualified, and "id" inside would be the decision's own.
      decisionReason: sql<string | null>`(select d.reason from admin_decisions d
        where d.profile_id = profiles.id order by d.created_at desc limit 1)`,
    })
    .from(profiles)
    .where(match)
    .limit(1);
  return row ?? null;
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof findPublicProfile>>>;

export type ContactType = "email" | "phone";

/** reveal_provider_contact: an approved profile's email or phone, or null. */
export async function revealContact(db: Database, profileId: string, type: ContactType): Promise<string | null> {
  if (!isUuid(profileId)) return null;
  const column = type === "email" ? profiles.email : profiles.phone;
  const [row] = await db
    .select({ value: column })
    .from(profiles)
    .where(and(isApproved, eq(profiles.id, profileId)))
    .limit(1);
  return row?.value?.trim() || null;
}

/** Every approved profile, for the sitemap. */
export async function approvedSlugs(db: Database) {
  return db.select({ slug: profiles.slug, updatedAt: profiles.updatedAt }).from(profiles).where(isApproved);
}

/** A user's own profile, or null before they set one up (one account, one profile). */
export async function findProfileOfUser(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile ?? null;
}

/** Whether the directory holds any profile at all, whatever its status (the demo seed's test). */
export async function hasAnyProfile(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row !== undefined;
}

/**
 * A slug for a new profile: the business name by the slug rule, with -2, -3 … when
 * taken. Stable: it is chosen once, at creation, and never changes with later renames.
 */
export async function uniqueSlug(db: Database, businessName: string): Promise<string> {
  const base = slugify(businessName).slice(0, 80) || "specialist";
  const taken = await db
    .select({ slug: profiles.slug })
    .from(profiles)
    .where(sql`${profiles.slug} = ${base} or ${profiles.slug} ~ ${`^${base.replace(/[-]/g, "\\-")}-[0-9]+$`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type NewProfile = Omit<typeof profiles.$inferInsert, "id" | "slug" | "profileStatus" | "latitude" | "longitude">;

const SLUG_ATTEMPTS = 5;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === "23505" && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/**
 * A new profile, pending review, with its slug from the business name and its map
 * position from the postcode. Two sign-ups racing for one slug: the loser takes the next.
 */
export async function createProfile(db: Database, values: NewProfile, point: GeoPoint | null) {
  for (let attempt = 1; ; attempt++) {
    const slug = await uniqueSlug(db, values.businessName);
    try {
      // A savepoint when called inside a transaction (sign-up): a taken slug must not abort the whole transaction.
      const [row] = await db.transaction((attemptTx) =>
        attemptTx
          .insert(profiles)
          .values({ ...values, slug, profileStatus: "pending", latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error, "profiles_slug_unique")) continue;
      throw error;
    }
  }
}

/** SPEC.md §7 sign-up user metadata, kept with the account. */
export async function saveSignupMetadata(db: Database, userId: string, metadata: Record<string, unknown>) {
  await db.update(users).set({ metadata }).where(eq(users.id, userId));
}

/** What sign-up kept with the account (null when nothing was kept). */
export async function signupMetadataOf(db: Database, userId: string): Promise<Record<string, unknown> | null> {
  const [user] = await db.select({ metadata: users.metadata }).from(users).where(eq(users.id, userId)).limit(1);
  return (user?.metadata as Record<string, unknown> | null | undefined) ?? null;
}

/**
 * A new pending profile for an account, from the profile fields of sign-up (or of the
 * dashboard's profile setup, for an account that has none): the SPEC.md §7 metadata on the
 * account and the profile itself, placed on the map at `point` (its postcode's, services/geo.server.ts).
 */
export async function createProfileForAccount(db: Database, userId: string, email: string, values: ProfileFieldsInput, point: GeoPoint | null) {
  await saveSignupMetadata(db, userId, {
    business_name: values.businessName,
    contact_name: values.contactName,
    phone: values.phone,
    address: values.address,
    city: values.city,
    county: values.county,
    postcode: values.postcode,
    website: values.website,
    instagram_url: values.instagram,
    facebook_url: values.facebook,
    years_in_business: values.yearsExperience,
    business_description: values.description,
    specialties: values.specialties,
    vehicle_makes: values.vehicleMakes,
    certifications: values.certifications,
    insurance_details: values.insuranceInfo,
  });
  const columns = profileColumns(values, email);
  return createProfile(db, { userId, ...columns }, point);
}

/**
 * The profile form's fields (sign-up, setup and profile edit share them) as profile columns.
 * `currentYears`: the stored figure, kept when the chosen experience band still holds it.
 */
export function profileColumns(values: ProfileFieldsInput, email: string, currentYears?: number | null) {
  return {
    businessName: values.businessName,
    contactPerson: values.contactName,
    email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    county: values.county,
    postcode: formatPostcode(values.postcode) ?? values.postcode.toUpperCase(),
    website: values.website,
    instagramUrl: values.instagram,
    facebookUrl: values.facebook,
    yearsInBusiness: yearsForBand(values.yearsExperience, currentYears),
    businessDescription: values.description,
    specialties: values.specialties,
    vehicleMakes: values.vehicleMakes,
    certifications: values.certifications,
    insuranceDetails: values.insuranceInfo,
  };
}

/** What an interrupted sign-up kept on the account (its SPEC.md §7 metadata), as the profile form's starting values. */
export function profileFromSignupMetadata(metadata: Record<string, unknown> | null | undefined) {
  const m = metadata ?? {};
  const text = (key: string) => (typeof m[key] === "string" ? m[key] : undefined);
  const list = (key: string) => (Array.isArray(m[key]) ? m[key].filter((v): v is string => typeof v === "string") : undefined);
  return {
    businessName: text("business_name"),
    contactName: text("contact_name"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    county: text("county"),
    postcode: text("postcode"),
    website: text("website"),
    instagram: text("instagram_url"),
    facebook: text("facebook_url"),
    yearsExperience: text("years_in_business"),
    description: text("business_description"),
    specialties: list("specialties"),
    vehicleMakes: list("vehicle_makes"),
    certifications: text("certifications"),
    insuranceInfo: text("insurance_details"),
  };
}

/**
 * The one writer of a profile's own fields: the signed-in specialist's edits, and the waiting
 * change an admin approves for them (models/profile-changes.server.ts, decision 0022). The where
 * clause pins both the profile id and its owner, so no request can change another specialist's
 * profile. Only the given fields change; the map position with them when `point` is given (that
 * of the postcode saved with it; undefined leaves the position as it is). A rejected profile
 * that is saved goes back to pending: that is how it is resubmitted.
 */
export async function updateOwnProfile(
  db: Database,
  owner: { profileId: string; userId: string },
  values: Partial<Omit<NewProfile, "userId">>,
  point?: GeoPoint | null,
) {
  const [row] = await db
    .update(profiles)
    .set({
      ...values,
      ...(point === undefined ? {} : { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null }),
      profileStatus: sql`case when ${profiles.profileStatus} = 'rejected' then 'pending' else ${profiles.profileStatus} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(profiles.id, owner.profileId), eq(profiles.userId, owner.userId)))
    .returning();
  return row ?? null;
}

/**
 * The owner's profile, locked until the transaction ends: a save decides what waits for review by
 * the status it reads here, which an admin's decision cannot change meanwhile. Null when the
 * profile is not theirs (or no longer exists).
 */
export async function lockOwnProfile(db: Database, owner: { profileId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, owner.profileId), eq(profiles.userId, owner.userId)))
    .for("update");
  return row ?? null;
}
