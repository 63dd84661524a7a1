import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_SIZE_PX = 200;
/** Decompression-bomb guard: refuse images whose header claims more pixels than this. */
export const LOGO_MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export type LogoError =
  | { title: "Invalid file type"; description: "Please upload a JPG, PNG, or WEBP image." }
  | { title: "File too large"; description: "Please upload an image smaller than 2MB." }
  | { title: "Upload failed"; description: "Failed to upload logo. Please try again." };

export const LOGO_ERRORS = {
  invalidType: { title: "Invalid file type", description: "Please upload a JPG, PNG, or WEBP image." },
  tooLarge: { title: "File too large", description: "Please upload an image smaller than 2MB." },
  failed: { title: "Upload failed", description: "Failed to upload logo. Please try again." },
} as const satisfies Record<string, LogoError>;

/**
 * Checks an uploaded logo (size, then the real type from its bytes) and re-encodes it as a
 * 200×200 WebP with all metadata dropped. Never throws: every failure is a LogoError.
 */
export async function processLogo(
  input: Uint8Array,
): Promise<{ ok: true; webp: Buffer } | { ok: false; error: LogoError }> {
  if (input.byteLength > LOGO_MAX_BYTES) return { ok: false, error: LOGO_ERRORS.tooLarge };
  if (input.byteLength === 0) return { ok: false, error: LOGO_ERRORS.invalidType };

  let detected: string | undefined;
  try {
    detected = (await fileTypeFromBuffer(input))?.mime;
  } catch {
    detected = undefined;
  }
  if (!detected || !ACCEPTED_TYPES.has(detected)) return { ok: false, error: LOGO_ERRORS.invalidType };

  try {
    const webp = await sharp(input, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize(LOGO_SIZE_PX, LOGO_SIZE_PX, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    // Corrupt or truncated data, or a pixel count over the limit.
    return { ok: false, error: LOGO_ERRORS.failed };
  }
}
