import crypto from "node:crypto";
import sharp from "sharp";
import type { Database } from "../database/client";
import { photoVariants, projectPhotos, projects } from "../database/schema";
import { PHOTO_FORMATS, photoVariantWidths } from "../app/lib/photos";

/**
 * Projects with real photos, as the portal and the moderators would leave them (#15), for tests and
 * browser specs that are about showing them rather than uploading them. The bytes are real AVIF and
 * WebP at every width `photoVariantWidths` asks for, so a page that loads them gets images.
 */
export interface FixturePhoto {
  alt: string;
  phase?: "before" | "after" | null;
  /** Of the largest variant; 1600×1067 unless given (a small one keeps model tests fast). */
  width?: number;
  height?: number;
  /** Background hue (0–360) and a word drawn on it, so screenshots tell the photos apart. */
  hue?: number;
  label?: string;
}

export interface FixtureProject {
  title: string;
  vehicleMake: string;
  model?: string | null;
  year?: number | null;
  services?: string[];
  story?: string;
  status?: "pending" | "approved" | "rejected";
  position?: number;
  publishedAt?: Date | null;
  photos: FixturePhoto[];
}

interface EncodedPhoto {
  version: string;
  variants: { format: "avif" | "webp"; width: number; height: number; content: Buffer }[];
}

const encoded = new Map<string, Promise<EncodedPhoto>>();

function drawing(width: number, height: number, hue: number, label: string): Buffer {
  const text = label.replace(/[<>&"]/g, "");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1067">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},38%,58%)"/><stop offset="1" stop-color="hsl(${hue},45%,24%)"/>
  </linearGradient></defs>
  <rect width="1600" height="1067" fill="url(#g)"/>
  <rect y="760" width="1600" height="307" fill="hsl(${hue},20%,16%)" opacity="0.55"/>
  <path d="M260 700 C300 560 520 520 640 470 C760 410 1000 410 1120 480 C1230 540 1330 560 1350 700 Z" fill="hsl(${hue},15%,92%)" opacity="0.9"/>
  <circle cx="480" cy="720" r="90" fill="#1d1d1b"/><circle cx="1130" cy="720" r="90" fill="#1d1d1b"/>
  <circle cx="480" cy="720" r="40" fill="#c9c4b8"/><circle cx="1130" cy="720" r="40" fill="#c9c4b8"/>
  <text x="800" y="950" font-family="sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#ffffff">${text}</text>
</svg>`);
}

/** Encodes a drawn photo the way the upload processing stores one: every width, both formats, a version from the bytes. */
export function encodeFixturePhoto(width: number, height: number, hue: number, label: string): Promise<EncodedPhoto> {
  const key = `${width}x${height}/${hue}/${label}`;
  let result = encoded.get(key);
  if (!result) {
    result = (async () => {
      const source = await sharp(drawing(width, height, hue, label)).png().toBuffer();
      const variants: EncodedPhoto["variants"] = [];
      for (const w of photoVariantWidths(width)) {
        const h = Math.round((height * w) / width);
        const resized = sharp(source).resize(w, h);
        for (const format of PHOTO_FORMATS) {
          const content =
            format === "avif" ? await resized.clone().avif({ quality: 50, effort: 0 }).toBuffer() : await resized.clone().webp({ quality: 75 }).toBuffer();
          variants.push({ format, width: w, height: h, content });
        }
      }
      const hash = crypto.createHash("sha256");
      for (const variant of variants) hash.update(variant.content);
      return { version: hash.digest("hex").slice(0, 16), variants };
    })();
    encoded.set(key, result);
  }
  return result;
}

/** Inserts a project (approved and published now by default) with its photos and their variants. */
export async function insertProject(db: Database, profileId: string, project: FixtureProject) {
  const status = project.status ?? "approved";
  const [row] = await db
    .insert(projects)
    .values({
      profileId,
      title: project.title,
      vehicleMake: project.vehicleMake,
      model: project.model ?? null,
      year: project.year ?? null,
      services: project.services ?? [],
      story: project.story ?? "",
      status,
      position: project.position ?? 0,
      publishedAt: project.publishedAt !== undefined ? project.publishedAt : status === "approved" ? new Date() : null,
    })
    .returning({ id: projects.id });
  const photos: { id: string; version: string; width: number; height: number; alt: string }[] = [];
  for (const [position, photo] of project.photos.entries()) {
    const width = photo.width ?? 1600;
    const height = photo.height ?? Math.round((width * 2) / 3);
    const { version, variants } = await encodeFixturePhoto(width, height, photo.hue ?? 200, photo.label ?? photo.phase ?? project.title);
    const [inserted] = await db
      .insert(projectPhotos)
      .values({ projectId: row!.id, profileId, position, alt: photo.alt, phase: photo.phase ?? null, width, height, version })
      .returning({ id: projectPhotos.id });
    await db.insert(photoVariants).values(variants.map((variant) => ({ photoId: inserted!.id, ...variant })));
    photos.push({ id: inserted!.id, version, width, height, alt: photo.alt });
  }
  return { id: row!.id, photos };
}
