import { hmac, safeEqual } from "./secret.server";
import { isUuid } from "~/lib/uuid";

/**
 * Personal links that open one row without an account: a token is the row's id and an HMAC of it
 * under the site secret, so nothing is stored for it and only the site can make one. Each kind has
 * its own HMAC label, so a token of one kind never opens another. Review links (decision 0018) and
 * an owner's quote-request page (decision 0028) are made here.
 */
export type LinkKind = "review-confirm" | "enquiry-review" | "quote-request";

const signatureOf = (secret: string, kind: LinkKind, id: string) => hmac(secret, `${kind}:${id.toLowerCase()}`);

export function tokenFor(secret: string, kind: LinkKind, id: string): string {
  return `${id}.${signatureOf(secret, kind, id)}`;
}

/** The id a token was made for, or null when it is malformed or its signature is not ours (compared in constant time). */
export function idFrom(secret: string, kind: LinkKind, token: string): string | null {
  const [id = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !isUuid(id)) return null;
  return safeEqual(signature, signatureOf(secret, kind, id)) ? id.toLowerCase() : null;
}
