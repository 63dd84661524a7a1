import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { photoVariants, profiles, projectPhotos, projects, type PhotoPhase } from "../../database/schema";
import { PHOTOS_PER_PROJECT, PROJECTS_PER_PROFILE } from "../lib/project-limits";

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

/** What a project says, for every reader. */
const projectFieldColumns = {
  id: projects.id,
  title: projects.title,
  vehicleMake: projects.vehicleMake,
  model: projects.model,
  year: projects.year,
  services: projects.services,
  story: projects.story,
  // "Confirmed by the car's owner" (#27 item 6): a project made from a quote-request job, confirmed by the owner.
  ownerConfirmed: sql<boolean>`${projects.ownerConfirmedAt} is not null`.mapWith(Boolean),
};

// A project's card (make and service pages) shows no story: up to 2,000 characters each, left out of the page's data.
const { story: _story, ...projectCardColumns } = projectFieldColumns;

export type PublicPhoto = Omit<Awaited<ReturnType<typeof photosOfProjects>>[number], "projectId">;

async function photosOfProjects(db: Database, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select(photoColumns)
    .from(projectPhotos)
    .where(inArray(projectPhotos.projectId, projectIds))
    .orderBy(asc(projectPhotos.projectId), asc(projectPhotos.position), asc(projectPhotos.createdAt));
}

/** Each project with its photos in order: one query for all of them. */
async function withPhotos<T extends { id: string }>(db: Database, rows: T[]) {
  const photos = await photosOfProjects(db, rows.map((r) => r.id));
  return rows.map((project) => ({
    ...project,
    photos: photos.filter((p) => p.projectId === project.id).map(({ projectId: _, ...photo }) => photo),
  }));
}

/** A profile's approved projects in the owner's order, each with its photos in order: the public gallery. */
export async function publicProjectsOf(db: Database, profileId: string) {
  const rows = await db
    .select({ ...projectFieldColumns, publishedAt: projects.publishedAt })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(and(eq(projects.profileId, profileId), isPublic))
    .orderBy(asc(projects.position), desc(projects.publishedAt));
  return withPhotos(db, rows);
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
      ...projectCardColumns,
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

// ---------------------------------------------------------------------------
// The owner's side (the dashboard). Every statement names the owner's profile id, so an id posted
// by one specialist can never reach another's project or photo: it simply matches nothing.

export interface ProjectFields {
  title: string;
  vehicleMake: string;
  model: string | null;
  year: number | null;
  services: string[];
  story: string;
}

export interface NewPhoto {
  alt: string;
  phase: PhotoPhase | null;
  version: string;
  width: number;
  height: number;
  variants: { format: "avif" | "webp"; width: number; height: number; content: Buffer }[];
}

export type Direction = "up" | "down";

const ownerProjectColumns = {
  ...projectFieldColumns,
  status: projects.status,
  rejectionReason: projects.rejectionReason,
  updatedAt: projects.updatedAt,
};

/** Every project of the profile, whatever its status, in the owner's order, with its photos. */
export async function projectsOfProfile(db: Database, profileId: string) {
  const rows = await db
    .select(ownerProjectColumns)
    .from(projects)
    .where(eq(projects.profileId, profileId))
    .orderBy(asc(projects.position), asc(projects.createdAt));
  return withPhotos(db, rows);
}

export type OwnProject = Awaited<ReturnType<typeof projectsOfProfile>>[number];

/** One of the profile's projects with its photos, or null when it is not theirs (or gone). */
export async function ownProject(db: Database, profileId: string, projectId: string): Promise<OwnProject | null> {
  const rows = await db
    .select(ownerProjectColumns)
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.profileId, profileId)));
  if (rows.length === 0) return null;
  return (await withPhotos(db, rows))[0]!;
}

/** A new project, pending moderation, last in the owner's order; "full" at the 20-project limit. */
export async function createProject(
  db: Database,
  profileId: string,
  fields: ProjectFields,
  /** The quote-request job it shows (#27 item 6): its owner is asked to confirm it. */
  job: { quoteLeadId: string } | null = null,
): Promise<{ id: string } | "full"> {
  return db.transaction(async (tx) => {
    // Two tabs creating at once queue on the profile row, so the limit holds.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for("update");
    const [existing] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${projects.position}), -1)`.mapWith(Number) })
      .from(projects)
      .where(eq(projects.profileId, profileId));
    if ((existing?.n ?? 0) >= PROJECTS_PER_PROFILE) return "full";
    const [row] = await tx
      .insert(projects)
      .values({ profileId, ...fields, status: "pending", position: (existing?.last ?? -1) + 1, quoteLeadId: job?.quoteLeadId ?? null })
      .onConflictDoNothing({ target: projects.quoteLeadId })
      .returning({ id: projects.id });
    // A second press for the same job finds the project the first one made.
    if (!row && job) return (await projectOfJob(tx, job.quoteLeadId))!;
    return row!;
  });
}

/** Any change of what a project shows sends it back to moderation (decision 0019). */
const backToPending = { status: "pending" as const, rejectionReason: null, updatedAt: sql`now()` };

async function markPending(db: Database, profileId: string, projectId: string) {
  await db.update(projects).set(backToPending).where(and(eq(projects.id, projectId), eq(projects.profileId, profileId)));
}

/** Saves the project's fields and sends it back to moderation; false when it is not the profile's. */
export async function updateProject(db: Database, profileId: string, projectId: string, fields: ProjectFields): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ ...fields, ...backToPending })
    .where(and(eq(projects.id, projectId), eq(projects.profileId, profileId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Deletes the project, its photos and their files (the foreign keys cascade). */
export async function deleteProject(db: Database, profileId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.profileId, profileId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** The ids in their new order after moving `id` one place, or null when it is not in the list or cannot move. */
function reordered(ids: string[], id: string, direction: Direction): string[] | null {
  const at = ids.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** Moves a project one place up or down in the owner's order (positions renumbered 0…n). */
export async function moveProject(db: Database, profileId: string, projectId: string, direction: Direction): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.profileId, profileId))
      .orderBy(asc(projects.position), asc(projects.createdAt))
      .for("update");
    const order = reordered(rows.map((r) => r.id), projectId, direction);
    if (!order) return false;
    for (const [position, id] of order.entries()) {
      await tx.update(projects).set({ position }).where(and(eq(projects.id, id), eq(projects.profileId, profileId)));
    }
    return true;
  });
}

/**
 * Stores processed photos in a project of the profile, each photo row with all its files, in one
 * transaction: the project row is locked, so the 12-photo limit holds however many uploads run at
 * once. Photos past the limit are not stored (`refused` counts them). Null when the project is not the profile's.
 */
export async function addPhotos(db: Database, profileId: string, projectId: string, photos: NewPhoto[]) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.profileId, profileId)))
      .for("update");
    if (!project) return null;
    const [existing] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${projectPhotos.position}), -1)`.mapWith(Number) })
      .from(projectPhotos)
      .where(and(eq(projectPhotos.projectId, projectId), eq(projectPhotos.profileId, profileId)));
    const room = Math.max(0, PHOTOS_PER_PROJECT - (existing?.n ?? 0));
    const stored: string[] = [];
    for (const [index, photo] of photos.slice(0, room).entries()) {
      const [row] = await tx
        .insert(projectPhotos)
        .values({
          projectId,
          profileId,
          position: (existing?.last ?? -1) + 1 + index,
          alt: photo.alt,
          phase: photo.phase,
          width: photo.width,
          height: photo.height,
          version: photo.version,
        })
        .returning({ id: projectPhotos.id });
      // One statement per file: each is sent once, not copied into one huge statement.
      for (const variant of photo.variants) await tx.insert(photoVariants).values({ photoId: row!.id, ...variant });
      stored.push(row!.id);
    }
    if (stored.length > 0) await markPending(tx, profileId, projectId);
    return { stored, refused: photos.length - stored.length };
  });
}

/** Changes a photo's alt text and before/after mark; its project goes back to moderation. */
export async function updatePhoto(db: Database, profileId: string, photoId: string, fields: { alt: string; phase: PhotoPhase | null }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectPhotos)
      .set(fields)
      .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.profileId, profileId)))
      .returning({ projectId: projectPhotos.projectId });
    if (!row) return false;
    await markPending(tx, profileId, row.projectId);
    return true;
  });
}

/** Moves a photo one place within its project (nothing new is shown: the project keeps its status). */
export async function movePhoto(db: Database, profileId: string, photoId: string, direction: Direction): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ projectId: projectPhotos.projectId })
      .from(projectPhotos)
      .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.profileId, profileId)));
    if (!photo) return false;
    await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.id, photo.projectId), eq(projects.profileId, profileId))).for("update");
    const rows = await tx
      .select({ id: projectPhotos.id })
      .from(projectPhotos)
      .where(and(eq(projectPhotos.projectId, photo.projectId), eq(projectPhotos.profileId, profileId)))
      .orderBy(asc(projectPhotos.position), asc(projectPhotos.createdAt));
    const order = reordered(rows.map((r) => r.id), photoId, direction);
    if (!order) return false;
    for (const [position, id] of order.entries()) {
      await tx.update(projectPhotos).set({ position }).where(and(eq(projectPhotos.id, id), eq(projectPhotos.profileId, profileId)));
    }
    return true;
  });
}

/** Deletes a photo and its files (taking a photo away shows nothing new: the project keeps its status). */
export async function deletePhoto(db: Database, profileId: string, photoId: string): Promise<boolean> {
  const rows = await db
    .delete(projectPhotos)
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.profileId, profileId)))
    .returning({ id: projectPhotos.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------
// The admins' side: the queue of projects waiting for moderation, and the decision.

/** A pending project is queued once every photo is described: an admin never approves a photo without alt text. */
const readyForReview = and(
  eq(projects.status, "pending"),
  sql`not exists (select 1 from ${projectPhotos} x where x.project_id = ${projects.id} and x.alt = '')`,
);

/** Projects waiting for moderation, oldest change first, with their photos and business. */
export async function pendingProjects(db: Database, limit = 100) {
  const rows = await db
    .select({
      ...ownerProjectColumns,
      businessName: profiles.businessName,
      profileSlug: profiles.slug,
      profileStatus: profiles.profileStatus,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(readyForReview)
    .orderBy(asc(projects.updatedAt))
    .limit(limit);
  return withPhotos(db, rows);
}

export type PendingProject = Awaited<ReturnType<typeof pendingProjects>>[number];

/** The admin layout's count (a subquery of models/admin.server.ts adminCounts). */
export const pendingProjectCount = () =>
  sql<number>`(select count(*) from ${projects} where ${readyForReview})`.mapWith(Number);

/**
 * Approves (published at once: `published_at` is set) or rejects (with the reason) a project still
 * waiting; null when it is not waiting any more. Returns what the specialist's email needs.
 */
export async function moderateProject(db: Database, projectId: string, decision: "approved" | "rejected", reason: string | null) {
  const [row] = await db
    .update(projects)
    .set(
      decision === "approved"
        ? { status: "approved", rejectionReason: null, publishedAt: sql`now()` }
        : { status: "rejected", rejectionReason: reason },
    )
    .where(and(eq(projects.id, projectId), readyForReview))
    .returning({ title: projects.title, profileId: projects.profileId });
  if (!row) return null;
  const [profile] = await db
    .select({ businessName: profiles.businessName, email: profiles.email, slug: profiles.slug })
    .from(profiles)
    .where(eq(profiles.id, row.profileId));
  return { title: row.title, ...profile! };
}

/* Projects made from a quote-request job (#27 item 6). */

/** The project a specialist made from a job, with whether its owner confirmed it; null before there is one. */
export async function projectOfJob(db: Database, quoteLeadId: string) {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, status: projects.status, ownerConfirmedAt: projects.ownerConfirmedAt })
    .from(projects)
    .where(eq(projects.quoteLeadId, quoteLeadId));
  return row ?? null;
}

/** The owner confirms the project of their job is their car; false when it is not that job's project. */
export async function confirmJobProject(db: Database, quoteLeadId: string, projectId: string) {
  const rows = await db
    .update(projects)
    .set({ ownerConfirmedAt: sql`coalesce(${projects.ownerConfirmedAt}, now())` })
    .where(and(eq(projects.id, projectId), eq(projects.quoteLeadId, quoteLeadId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
