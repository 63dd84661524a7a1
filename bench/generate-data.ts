import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../database/client.ts";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "../app/content/taxonomy.ts";
import { slugify } from "../app/lib/slug.ts";
import { VEHICLE_MODELS } from "../app/content/vehicle-models.ts";
import { loadBenchPlaces } from "./geo-places.ts";
import {
  CERTIFICATIONS,
  DESCRIPTION_ENDINGS,
  FIRST_NAMES,
  MAKE_WEIGHTS,
  REVIEW_COMMENTS,
  SERVICE_WEIGHTS,
  STREETS,
  SURNAMES,
  TRADES,
} from "./catalogue-weights.ts";

/**
 * Fills an empty, migrated database with a realistic directory for the benchmark:
 * `approved` approved profiles plus a few percent pending and rejected ones, each with
 * a user account, and reviews whose approved ones are summarised on the profile
 * exactly as app/models/reviews.server.ts refreshProfileRating keeps them.
 *
 * Everything is set-based SQL (INSERT … SELECT over generate_series) in one
 * transaction, so 100,000 profiles take seconds rather than minutes, and the same
 * statements run on PostgreSQL and PGlite. setseed() makes the data repeatable.
 */
export interface GenerateOptions {
  approved: number;
  /** Extra profiles that are not public, as a share of `approved`. */
  pendingShare?: number;
  rejectedShare?: number;
}

export interface GeneratedCounts {
  profiles: number;
  approvedProfiles: number;
  reviews: number;
  approvedReviews: number;
  /** Profiles whose stored rating disagrees with their reviews: must be 0. */
  ratingMismatches: number;
  seconds: number;
}

/** Cumulative [lo, hi) ranges so one random number in [0, 1) picks an entry by weight. */
function weightedRows<Name extends string>(weights: Record<Name, { primary: number; extra: number }>, order: readonly Name[]) {
  const total = order.reduce((sum, name) => sum + weights[name].primary, 0);
  let cumulative = 0;
  return order.map((name, ord) => {
    const lo = cumulative / total;
    cumulative += weights[name].primary;
    return { ord, name, lo, hi: ord === order.length - 1 ? 1 : cumulative / total, extra: weights[name].extra };
  });
}

const indexed = (values: readonly string[]) => values.map((name, idx) => ({ idx, name, slug: slugify(name) }));
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

export async function generateBenchData(db: Database, options: GenerateOptions): Promise<GeneratedCounts> {
  const started = performance.now();
  const approved = options.approved;
  const pending = Math.round(approved * (options.pendingShare ?? 0.04));
  const rejected = Math.round(approved * (options.rejectedShare ?? 0.01));
  const total = approved + pending + rejected;
  const places = loadBenchPlaces().map((place, idx) => ({ idx, ...place, citySlug: slugify(place.city) }));

  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);

    // Lookup tables, dropped with the transaction. Filled from one JSON parameter each.
    await tx.execute(sql`create temp table g_places on commit drop as
      select * from json_to_recordset(${json(places)})
        as x(idx int, outcode text, latitude float8, longitude float8, city text, "citySlug" text, county text)`);
    await tx.execute(sql`create temp table g_services on commit drop as
      select * from json_to_recordset(${json(weightedRows(SERVICE_WEIGHTS, SERVICE_TYPES))})
        as x(ord int, name text, lo float8, hi float8, extra float8)`);
    // The models owners search for (content/vehicle-models.ts), so keyword searches find real mentions.
    const models = VEHICLE_MAKE_NAMES.flatMap((make) => {
      const spellings = VEHICLE_MODELS.filter((m) => m.makes[0] === make).map((m) => m.spellings[0]!);
      return spellings.map((spelling, idx) => ({ make, idx, count: spellings.length, spelling }));
    });
    await tx.execute(sql`create temp table g_models on commit drop as
      select * from json_to_recordset(${json(models)}) as x(make text, idx int, count int, spelling text)`);
    await tx.execute(sql`create temp table g_makes on commit drop as
      select * from json_to_recordset(${json(weightedRows(MAKE_WEIGHTS, VEHICLE_MAKE_NAMES))})
        as x(ord int, name text, lo float8, hi float8, extra float8)`);
    for (const [table, values] of [
      ["g_surnames", SURNAMES],
      ["g_first_names", FIRST_NAMES],
      ["g_trades", TRADES],
      ["g_streets", STREETS],
      ["g_endings", DESCRIPTION_ENDINGS],
      ["g_certifications", CERTIFICATIONS],
      ["g_comments", REVIEW_COMMENTS],
    ] as const) {
      await tx.execute(sql`create temp table ${sql.identifier(table)} on commit drop as
        select * from json_to_recordset(${json(indexed(values))}) as x(idx int, name text, slug text)`);
    }

    // One row per profile with every random choice made; the slug gets -2, -3 … on clashes,
    // the same rule as app/models/profile-writer.server.ts uniqueSlug.
    await tx.execute(sql`create temp table g_profiles on commit drop as
      select t.*,
        case when row_number() over w = 1 then t.base_slug else t.base_slug || '-' || row_number() over w end as slug
      from (
        select q.n, q.status, q.review_count, q.harshness,
          gen_random_uuid() as id,
          'bench-user-' || q.n as user_id,
          case when q.town_named then p.city else s.name end || ' ' || tr.name as business_name,
          case when q.town_named then p."citySlug" else s.slug end || '-' || tr.slug as base_slug,
          f.name || ' ' || s.name as contact_person,
          st.name as address, p.city, p.county, p.latitude, p.longitude,
          p.outcode || ' ' || q.inward as postcode,
          case when q.r_years < 0.06 then null else least(60, 1 + floor(-ln(1 - q.r_years2) * 12))::int end as years,
          array(select sv.name from g_services sv
                where sv.name = ps.name or (q.n > 0 and random() < sv.extra) order by sv.ord) as specialties,
          array(select mk.name from g_makes mk
                where mk.name = pm.name or (q.multi_make and random() < mk.extra) order by mk.ord) as makes,
          e.name as ending,
          -- Three in five name a model of their main make, as owners' searches do.
          case when q.n % 5 < 3 then mo.spelling end as model,
          case when q.r_cert < 0.35 then c.name end as certifications,
          q.r_web < 0.65 as has_website, q.r_social < 0.3 as has_social,
          now() - q.r_age * interval '6 years' as created_at
        from (
          select n,
            case when n <= ${approved} then 'approved' when n <= ${approved + pending} then 'pending' else 'rejected' end as status,
            floor(random() * ${places.length})::int as place_idx,
            floor(random() * ${SURNAMES.length})::int as surname_idx,
            floor(random() * ${FIRST_NAMES.length})::int as first_idx,
            floor(random() * ${TRADES.length})::int as trade_idx,
            floor(random() * ${STREETS.length})::int as street_idx,
            floor(random() * ${DESCRIPTION_ENDINGS.length})::int as ending_idx,
            floor(random() * ${CERTIFICATIONS.length})::int as cert_idx,
            random() < 0.55 as town_named,
            random() as r_service, random() as r_make, random() >= 0.35 as multi_make,
            random() as r_years, random() as r_years2, random() as r_cert, random() as r_web,
            random() as r_social, random() as r_age,
            -- Inward code: a digit and two of the letters Royal Mail uses there.
            floor(random() * 10)::int || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + floor(random() * 20)::int, 1)
              || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + floor(random() * 20)::int, 1) as inward,
            -- A third of workshops have no reviews yet; the rest a long tail (mean about 5, up to 60).
            case when random() < 0.33 then 0 else least(60, 1 + floor(-ln(1 - random()) * 5))::int end as review_count,
            -- How hard a workshop's customers mark: most are happy, a few are not.
            0.4 + random() * 1.2 as harshness
          from generate_series(1, ${total}) as n
        ) q
        join g_places p on p.idx = q.place_idx
        join g_surnames s on s.idx = q.surname_idx
        join g_first_names f on f.idx = q.first_idx
        join g_trades tr on tr.idx = q.trade_idx
        join g_streets st on st.idx = q.street_idx
        join g_endings e on e.idx = q.ending_idx
        join g_certifications c on c.idx = q.cert_idx
        join g_services ps on q.r_service >= ps.lo and q.r_service < ps.hi
        join g_makes pm on q.r_make >= pm.lo and q.r_make < pm.hi
        left join g_models mo on mo.make = pm.name and mo.idx = q.n % mo.count
      ) t
      window w as (partition by t.base_slug order by t.n)`);

    await tx.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      select user_id, contact_person, 'owner@' || slug || '.example', true, created_at, created_at from g_profiles`);

    // Reviews first, so each profile is written once with its rating already summarised:
    // updating 100,000 rows afterwards would leave half the table as dead tuples.
    await tx.execute(sql`create temp table g_reviews on commit drop as
      select g.id as provider_id, f.name || ' ' || s.name as reviewer_name,
        'reviewer' || g.n || '.' || k || '@example.com' as reviewer_email,
        greatest(1, 5 - floor(-ln(1 - r.r_rating) * g.harshness))::int as rating, c.name as comment,
        case when r.r_status < 0.88 then 'approved' when r.r_status < 0.96 then 'pending' else 'rejected' end as status,
        g.created_at + r.r_age * (now() - g.created_at) as created_at
      from g_profiles g
      cross join lateral generate_series(1, g.review_count) as k
      cross join lateral (select random() as r_rating, random() as r_status, random() as r_age,
          floor(random() * ${SURNAMES.length})::int as surname_idx, floor(random() * ${FIRST_NAMES.length})::int as first_idx,
          floor(random() * ${REVIEW_COMMENTS.length})::int as comment_idx
        where k > 0) r
      join g_surnames s on s.idx = r.surname_idx
      join g_first_names f on f.idx = r.first_idx
      join g_comments c on c.idx = r.comment_idx
      where g.status = 'approved'`);

    await tx.execute(sql`insert into profiles (id, user_id, slug, business_name, contact_person, email, phone, address,
        city, county, postcode, website, instagram_url, facebook_url, years_in_business, business_description,
        certifications, insurance_details, specialties, vehicle_makes, profile_status, latitude, longitude,
        approved_review_count, rating_average, created_at, updated_at)
      select g.id, user_id, slug, business_name, contact_person, 'enquiries@' || slug || '.example',
        -- Ofcom's drama ranges: never a real number.
        case when n % 2 = 0 then '07700 900' else '01632 960' end || lpad((n % 1000)::text, 3, '0'),
        address, city, county, postcode,
        case when has_website then 'www.' || slug || '.example' end,
        case when has_social then 'https://instagram.com/' || replace(slug, '-', '') end,
        case when has_social then 'https://facebook.com/' || slug end,
        years,
        business_name || ' is an independent classic car workshop in ' || city || ', offering '
          || lower(array_to_string(specialties, ', ')) || ' for ' || array_to_string(makes, ', ') || ' owners. '
          || coalesce('We know the ' || model || ' inside out, from sills and floors to the engine. ', '') || ending,
        certifications,
        case when n % 5 <> 0 then 'Fully insured, including customers'' vehicles in our care' end,
        specialties, makes, g.status, latitude, longitude,
        -- The same figures refreshProfileRating computes from the approved reviews.
        coalesce(a.review_n, 0), a.average, g.created_at, g.created_at
      from g_profiles g
      left join (select provider_id, count(*)::int as review_n, avg(rating)::real as average
                 from g_reviews where status = 'approved' group by provider_id) a on a.provider_id = g.id
      order by g.n`);

    await tx.execute(sql`insert into reviews (provider_id, reviewer_name, reviewer_email, rating, comment, status, created_at)
      select provider_id, reviewer_name, reviewer_email, rating, comment, status, created_at from g_reviews`);
  });

  // Fresh statistics and visibility map, as autovacuum would leave a live database.
  for (const table of ["users", "profiles", "profile_search_points", "search_lexemes", "reviews"]) await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);

  const [counts] = await queryRows<Record<keyof Omit<GeneratedCounts, "seconds">, number>>(
    db,
    sql`select
      (select count(*) from profiles)::int as "profiles",
      (select count(*) from profiles where profile_status = 'approved')::int as "approvedProfiles",
      (select count(*) from reviews)::int as "reviews",
      (select count(*) from reviews where status = 'approved')::int as "approvedReviews",
      (select count(*) from profiles p where p.approved_review_count <>
          (select count(*) from reviews r where r.provider_id = p.id and r.status = 'approved')
        or p.rating_average is distinct from
          (select avg(rating)::real from reviews r where r.provider_id = p.id and r.status = 'approved'))::int as "ratingMismatches"`,
  );
  return { ...counts!, seconds: (performance.now() - started) / 1000 };
}
