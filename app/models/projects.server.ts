import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { photoVariants, profiles, projectPhotos, projects } from "../../database/schema";
import type { PhotoFormat } from "~/lib/photos";

// A profile's projects and their photos (#15). Public reads show approved projects of approved
// profiles only; the owner's side (written in the portal) names the owner's profile in every
// where clause, so no request reads or changes another specialist's projects.

const isPublic = and(eq(projects.status, "approved"), eq(profiles.profileStatus, "approved"));

const photoColumns = {
  id: projectPhotos.id,
  projectId: projectPhotos.projectId,
  alt: projectPhotos.alt,
  phase: projectPhotos.phase,
  width: projectPhotos.width,
  height: projectPhotos.height,
  version: projectPhotos.version,
};

export type PublicPhoto = Omit<Awaited<ReturnType<typeof photosOfProjects>>[number], "projectId">;

async function photosOfProjects(db: Database, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select(photoColumns)
    .from(projectPhotos)
    .where(inArray(projectPhotos.projectId, projectIds))
    .orderBy(asc(projectPhotos.projectId), asc(projectPhotos.position), asc(projectPhotos.createdAt));
}

/** A profile's approved projects in the owner's order, each with its photos in order: the public gallery. */
export async function publicProjectsOf(db: Database, profileId: string) {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      vehicleMake: projects.vehicleMake,
      model: projects.model,
      year: projects.year,
      services: projects.services,
      story: projects.story,
      publishedAt: projects.publishedAt,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(and(eq(projects.profileId, profileId), isPublic))
    .orderBy(asc(projects.position), desc(projects.publishedAt));
  const photos = await photosOfProjects(db, rows.map((r) => r.id));
  return rows.map((project) => ({
    ...project,
    photos: photos.filter((p) => p.projectId === project.id).map(({ projectId: _, ...photo }) => photo),
  }));
}

export type PublicProject = Awaited<ReturnType<typeof publicProjectsOf>>[number];

/**
 * Up to `perProfile` thumbnails for each listed profile: the first photo of each of its latest
 * approved projects, newest first (the results card's strip). One statement for a page of cards.
 */
export async function latestProjectThumbnails(db: Database, profileIds: string[], perProfile = 3) {
  const result = new Map<string, (PublicPhoto & { projectTitle: string })[]>();
  if (profileIds.length === 0) return result;
  type Row = {
    profile_id: string;
    project_title: string;
    id: string;
    alt: string;
    phase: "before" | "after" | null;
    width: number;
    height: number;
    version: string;
  };
  // Both drivers answer raw SQL with { rows } (as outbox.server.ts reads them).
  const rows = (await db.execute(sql`
    select p.provider_id as profile_id, p.title as project_title, ph.id, ph.alt, ph.phase, ph.width, ph.height, ph.version
    from (
      select pr.id, pr.provider_id, pr.title, pr.published_at,
             row_number() over (partition by pr.provider_id order by pr.published_at desc nulls last, pr.id) as n
      from projects pr
      join profiles pv on pv.id = pr.provider_id and pv.profile_status = 'approved'
      where pr.provider_id = any(${`{${profileIds.join(",")}}`}::uuid[]) and pr.status = 'approved'
        and exists (select 1 from project_photos x where x.project_id = pr.id)
    ) p
    cross join lateral (
      select x.id, x.alt, x.phase, x.width, x.height, x.version
      from project_photos x where x.project_id = p.id order by x.position, x.created_at limit 1
    ) ph
    where p.n <= ${perProfile}
    order by p.provider_id, p.published_at desc nulls last, p.id`)) as unknown as { rows: Row[] };
  for (const row of rows.rows) {
    const list = result.get(row.profile_id) ?? [];
    list.push({
      id: row.id,
      alt: row.alt,
      phase: row.phase,
      width: Number(row.width),
      height: Number(row.height),
      version: row.version,
      projectTitle: row.project_title,
    });
    result.set(row.profile_id, list);
  }
  return result;
}

/**
 * The latest approved projects of one make or one service, across approved profiles, each with
 * its first photo and its listing's name and slug (the make and service pages' "Recent projects").
 */
export async function recentProjects(db: Database, by: { vehicleMake: string } | { service: string }, limit = 6) {
  const facet = "vehicleMake" in by ? eq(projects.vehicleMake, by.vehicleMake) : sql`${projects.services} @> array[${by.service}]::text[]`;
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      vehicleMake: projects.vehicleMake,
      model: projects.model,
      year: projects.year,
      services: projects.services,
      publishedAt: projects.publishedAt,
      profileSlug: profiles.slug,
      businessName: profiles.businessName,
      city: profiles.city,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(and(isPublic, facet, sql`exists (select 1 from project_photos x where x.project_id = ${projects.id})`))
    .orderBy(desc(projects.publishedAt), asc(projects.id))
    .limit(limit);
  const photos = await photosOfProjects(db, rows.map((r) => r.id));
  return rows.map((project) => {
    const first = photos.find((p) => p.projectId === project.id)!;
    const { projectId: _, ...cover } = first;
    return { ...project, cover };
  });
}

export type RecentProject = Awaited<ReturnType<typeof recentProjects>>[number];

/**
 * One encoded file of a public photo (approved project of an approved profile), when `version`
 * is the photo's current one: an old address answers nothing rather than other bytes.
 */
export async function publicPhotoVariant(db: Database, photoId: string, version: string, width: number, format: PhotoFormat) {
  const [row] = await db
    .select({ content: photoVariants.content })
    .from(photoVariants)
    .innerJoin(projectPhotos, eq(projectPhotos.id, photoVariants.photoId))
    .innerJoin(projects, eq(projects.id, projectPhotos.projectId))
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(
      and(
        eq(photoVariants.photoId, photoId),
        eq(photoVariants.format, format),
        eq(photoVariants.width, width),
        eq(projectPhotos.version, version),
        isPublic,
      ),
    )
    .limit(1);
  return row ?? null;
}
