import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { photoVariantWidths, PHOTO_FORMATS, type PhotoFormat } from "~/lib/photos";
import { PHOTO_MAX_BYTES, PHOTO_REFUSALS } from "~/lib/project-limits";

/** Decompression-bomb guard: a 48 MP phone photo passes, a header claiming more does not. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
const HEIF = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

// AVIF effort 2 (sharp's default is 4): measured about 5 times faster for files about 10% larger,
// which keeps an upload's answer (and the demo seed at start-up) quick on a small server.
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
};

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  content: Buffer;
}

export interface ProcessedPhoto {
  /** A short hash of every encoded byte: the photo's addresses change whenever its files do. */
  version: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export type PhotoRefusal = (typeof PHOTO_REFUSALS)[keyof typeof PHOTO_REFUSALS];
export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoRefusal };

/** The refusal for bytes that are not a photo we take, or null when they are one (by their bytes, never the name). */
export async function refuseByBytes(input: Uint8Array): Promise<PhotoRefusal | null> {
  if (input.byteLength > PHOTO_MAX_BYTES) return PHOTO_REFUSALS.tooLarge;
  let mime: string | undefined;
  try {
    mime = (await fileTypeFromBuffer(input))?.mime;
  } catch {
    mime = undefined;
  }
  if (mime && HEIF.has(mime)) return PHOTO_REFUSALS.heic;
  if (!mime || !ACCEPTED.has(mime)) return PHOTO_REFUSALS.notAnImage;
  return null;
}

/**
 * One uploaded photo → its AVIF and WebP variants at every stored width: turned upright by its
 * EXIF orientation, every piece of metadata (GPS, camera, ICC comments) left behind, variants
 * encoded one after another so only one is in memory besides the decoded source. Never throws.
 */
export async function processPhoto(input: Uint8Array): Promise<PhotoResult> {
  const refusal = await refuseByBytes(input);
  if (refusal) return { ok: false, reason: refusal };
  try {
    const source = () => sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error", animated: false }).rotate();
    // A 90° orientation swaps the sides: ask for the upright size after rotation.
    const meta = await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (!width || !height) return { ok: false, reason: PHOTO_REFUSALS.unreadable };
    const variants: PhotoVariant[] = [];
    const hash = crypto.createHash("sha256");
    for (const target of photoVariantWidths(width)) {
      for (const format of PHOTO_FORMATS) {
        // No withMetadata(): sharp writes none of the source's EXIF, XMP or IPTC into the output.
        const { data, info } = await ENCODERS[format](source().resize({ width: target, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
        hash.update(data);
        variants.push({ format, width: target, height: info.height, content: data });
      }
    }
    const top = variants[variants.length - 1]!;
    return { ok: true, photo: { version: hash.digest("hex").slice(0, 16), width: top.width, height: top.height, variants } };
  } catch {
    // Truncated or corrupt data, or a pixel count over the limit.
    return { ok: false, reason: PHOTO_REFUSALS.unreadable };
  }
}
