import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../database/client";
import { profileLogos } from "../../database/schema";

// A profile's logo, stored in the database as the WebP services/logo.server.ts made of the upload.

/** The public, immutable URL of a stored logo version. */
export function logoUrl(profileId: string, version: string): string {
  return `/logos/${profileId}/${version}.webp`;
}

/**
 * Stores (or replaces) the profile's logo and returns its public URL. Does not touch
 * profiles.logo_url: the caller saves that with the rest of the profile.
 */
export async function saveLogo(db: Database, profileId: string, webp: Buffer): Promise<string> {
  const version = crypto.createHash("sha256").update(webp).digest("hex").slice(0, 16);
  await db
    .insert(profileLogos)
    .values({ profileId, contentType: "image/webp", content: webp, version })
    .onConflictDoUpdate({
      target: profileLogos.profileId,
      set: { contentType: "image/webp", content: webp, version, updatedAt: sql`now()` },
    });
  return logoUrl(profileId, version);
}

export async function deleteLogo(db: Database, profileId: string): Promise<void> {
  await db.delete(profileLogos).where(eq(profileLogos.profileId, profileId));
}

/** The stored logo, only when `version` is the current one (old URLs stop resolving). */
export async function readLogo(
  db: Database,
  profileId: string,
  version: string,
): Promise<{ content: Buffer; contentType: string } | null> {
  const [row] = await db
    .select({ content: profileLogos.content, contentType: profileLogos.contentType })
    .from(profileLogos)
    .where(and(eq(profileLogos.profileId, profileId), eq(profileLogos.version, version)))
    .limit(1);
  return row ?? null;
}
