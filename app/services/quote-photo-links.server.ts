import { derivedKey, hmac, safeEqual } from "./secret.server";
import { photoVariantWidths, type PhotoRef } from "~/lib/photos";

/**
 * The addresses of a quote request's photos (#27 item 2, decision 0028): private photos of one owner's
 * car, shown only on pages the owner or a chosen specialist may open. The page that shows them signs
 * each address for a day (an HMAC of the file and the expiry under a key derived from the site
 * secret), so the file route needs no session and no one else can make an address.
 */
const LINK_HOURS = 24;
export const QUOTE_PHOTO_PATH = "/quote-photos";

const linkKey = (secret: string) => derivedKey(secret, "quote-photo-links-key");
const signatureOf = (secret: string, file: string, expires: number) => hmac(linkKey(secret), `${file}\n${expires}`);

/** A photo's WebP at `width`, signed until a day from now (rounded to the hour, so a page's addresses stay the same within it). */
export function quotePhotoUrl(secret: string, photo: Pick<PhotoRef, "id" | "version">, width: number, now = Date.now()): string {
  const expires = Math.ceil((now + LINK_HOURS * 3_600_000) / 3_600_000) * 3_600;
  const file = `${photo.id}/${photo.version}-${width}.webp`;
  return `${QUOTE_PHOTO_PATH}/${file}?expires=${expires}&signature=${signatureOf(secret, file, expires)}`;
}

/** Whether a requested address was signed by us and has not expired. */
export function verifyQuotePhotoLink(secret: string, file: string, search: URLSearchParams, now = Date.now()): boolean {
  const expiresText = search.get("expires") ?? "";
  const signature = search.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(expiresText) || !signature) return false;
  const expires = Number(expiresText);
  return expires * 1000 > now && safeEqual(signature, signatureOf(secret, file, expires));
}

/** The photos as a page shows them: a thumbnail and the largest file, each signed. */
export function requestPhotoViews(secret: string, photos: readonly PhotoRef[]) {
  return photos.map((photo) => {
    const widths = photoVariantWidths(photo.width);
    return {
      id: photo.id,
      thumbnail: quotePhotoUrl(secret, photo, widths[0]!),
      full: quotePhotoUrl(secret, photo, widths[widths.length - 1]!),
      width: photo.width,
      height: photo.height,
    };
  });
}
export type RequestPhotoView = ReturnType<typeof requestPhotoViews>[number];
