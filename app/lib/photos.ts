// Where a project photo's encoded files live and which widths exist (#15): used by the
// processing that writes them, the route that serves them and the components that ask for them.

/** The widths a photo is encoded at, never wider than the photo itself. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The widths stored for a photo `width` pixels wide (upright): each standard width below it, then its own width up to the largest. */
export function photoVariantWidths(width: number): number[] {
  const largest: number = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

export interface PhotoRef {
  id: string;
  version: string;
  width: number;
  height: number;
}

/** A variant's address: the version (a hash of the bytes) in the path, so it can be cached for a year. */
export function photoUrl(photo: Pick<PhotoRef, "id" | "version">, width: number, format: PhotoFormat): string {
  return `/photos/${photo.id}/${photo.version}-${width}.${format}`;
}

/** `srcset` for one format: every stored width. */
export function photoSrcSet(photo: PhotoRef, format: PhotoFormat): string {
  return photoVariantWidths(photo.width)
    .map((w) => `${photoUrl(photo, w, format)} ${w}w`)
    .join(", ");
}

/** Parses a variant's file name (`{version}-{width}.{format}`) from a photo address; null when it is not one. */
export function parsePhotoFile(file: string): { version: string; width: number; format: PhotoFormat } | null {
  const match = /^([a-f0-9]{8,64})-(\d{2,4})\.(avif|webp)$/.exec(file);
  if (!match) return null;
  return { version: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}

/** A photo's narrowest files, addressed on the server so a page of small thumbnails ships no photo code. */
export interface PhotoThumbnail {
  id: string;
  alt: string;
  width: number;
  height: number;
  avif: string;
  webp: string;
}

export function photoThumbnail(photo: PhotoRef & { alt: string }): PhotoThumbnail {
  const width = photoVariantWidths(photo.width)[0]!;
  const height = Math.round((photo.height * width) / photo.width);
  return { id: photo.id, alt: photo.alt, width, height, avif: photoUrl(photo, width, "avif"), webp: photoUrl(photo, width, "webp") };
}
