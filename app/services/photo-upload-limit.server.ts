import type { RequestContext } from "~/context";
import { PHOTO_UPLOADS_PER_HOUR, uploadLimitRefusal } from "~/lib/project-limits";
import { hitRateLimit } from "./rate-limit.server";
import { hmac } from "./secret.server";

const HOUR_MS = 60 * 60 * 1000;

/** Says whether one more photo may be processed; a refusal's words when not. */
export type UploadAllowance = () => Promise<string | null>;

/** One photo limit: its counter, how many an hour, where a refusal is recorded, and its words (given the minutes to wait). */
export interface PhotoLimit {
  key: string;
  max: number;
  route: string;
  refusal: (minutes: number) => string;
}

/**
 * A photo limit counted for each file before it is processed (decision 0011: the count first,
 * atomically, so parallel uploads cannot all pass). Once a file is refused, the rest of the same
 * upload are refused without counting again. Only the refusal that crosses the limit is a security
 * event: one row an hour, however many files come after it.
 */
export function photoAllowance(context: RequestContext, photoLimit: PhotoLimit): UploadAllowance {
  let refusal: string | null = null;
  return async () => {
    if (refusal) return refusal;
    const limit = await hitRateLimit(context.db, photoLimit.key, photoLimit.max, HOUR_MS, { route: photoLimit.route, once: true });
    if (limit.allowed) return null;
    refusal = photoLimit.refusal(Math.ceil((limit.resetAt.getTime() - Date.now()) / 60_000));
    return refusal;
  };
}

/** The per-account gallery limit (PHOTO_UPLOADS_PER_HOUR), keyed by an HMAC of the user id like the other per-account limits. */
export const photoUploadAllowance = (context: RequestContext, userId: string): UploadAllowance =>
  photoAllowance(context, {
    key: `photo-upload:${hmac(context.secret, `user:${userId}`).slice(0, 32)}`,
    max: PHOTO_UPLOADS_PER_HOUR,
    route: "/dashboard/projects",
    refusal: uploadLimitRefusal,
  });
