import { derivedKey, hmac, safeEqual } from "./secret.server";
import { isUuid } from "~/lib/uuid";
import type { ExportFile } from "~/models/account-export.server";

/**
 * The download links in "Download my data" (issue #24 item 5, decision 0004): a photo's largest file
 * or the logo, for one account, until a time a day after the export. A link is the file's name, the
 * account, the expiry and an HMAC of the three under a key derived from the site secret, so nothing is
 * stored for it, only the site can make one, and it opens nothing but that account's own file. Whoever
 * holds the file holds its links (an admin sends the file to the person who asked for it), so a link
 * needs no sign-in; it dies with its day, or sooner with the account or the photo.
 */

export const EXPORT_LINK_HOURS = 24;
export const DATA_EXPORT_PATH = "/data-export";

const exportKey = (secret: string) => derivedKey(secret, "data-export-links-key");

/** The file's name in the address: `logo` or `photo-{id}`. */
export const exportFileName = (file: ExportFile) => (file.kind === "logo" ? "logo" : `photo-${file.photoId.toLowerCase()}`);

function fileOfName(name: string): ExportFile | null {
  if (name === "logo") return { kind: "logo" };
  const id = /^photo-(.+)$/.exec(name)?.[1];
  return id && isUuid(id) ? { kind: "photo", photoId: id.toLowerCase() } : null;
}

const signatureOf = (secret: string, name: string, userId: string, expires: number) => hmac(exportKey(secret), `${name}\n${userId}\n${expires}`);

/** When links made now stop working. */
export const exportLinksExpireAt = (now = new Date()) => new Date(now.getTime() + EXPORT_LINK_HOURS * 60 * 60 * 1000);

/** A file's absolute download address, for the export written for `userId`. */
export function exportFileUrl(appUrl: string, secret: string, userId: string, file: ExportFile, expiresAt: Date): string {
  const name = exportFileName(file);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ account: userId, expires: String(expires), signature: signatureOf(secret, name, userId, expires) });
  return `${appUrl}${DATA_EXPORT_PATH}/${name}?${query}`;
}

/** The account and file a requested link is for, or null when it is malformed, forged or expired. */
export function verifyExportLink(secret: string, name: string, search: URLSearchParams, now = new Date()): { userId: string; file: ExportFile } | null {
  const file = fileOfName(name);
  const userId = search.get("account");
  const expiresText = search.get("expires");
  const signature = search.get("signature");
  if (!file || !userId || !expiresText || !signature || !/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return null;
  return safeEqual(signature, signatureOf(secret, name, userId, expires)) ? { userId, file } : null;
}
