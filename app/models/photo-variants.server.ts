import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { photoVariants, profiles, projectPhotos, projects } from "../../database/schema";
import type { PhotoFormat } from "../lib/photos";

/**
 * One stored file of a photo, only when `version` is the photo's current one (an old address is a 404),
 * with who may see it: everyone when its project and profile are approved, else only the owner or an admin.
 */
export async function readPhotoVariant(db: Database, photoId: string, version: string, format: PhotoFormat, width: number) {
  const [row] = await db
    .select({
      content: photoVariants.content,
      ownerUserId: profiles.userId,
      isPublic: sql<boolean>`${projects.status} = 'approved' and ${profiles.profileStatus} = 'approved'`.mapWith(Boolean),
    })
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
      ),
    )
    .limit(1);
  return row ?? null;
}
