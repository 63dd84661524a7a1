import type { RequestContext } from "~/context";
import { PHOTO_UPLOADS_PER_HOUR, uploadLimitRefusal } from "~/lib/project-limits";
import { hitRateLimit } from "./rate-limit.server";
import { hmac } from "./secret.server";

const HOUR_MS = 60 * 60 * 1000;

/** Says whether one more photo may be processed; a refusal's words when not. */
export type UploadAllowance = () => Promise<string | null>;

/**
 * The per-account photo limit (PHOTO_UPLOADS_PER_HOUR), counted for each file before it is processed
 * (decision 0011: the count first, atomically, so parallel uploads cannot all pass). Keyed by an HMAC
 * of the user id, like the other per-account limits. Once a file is refused, the rest of the same
 * upload are refused without counting again. Only the refusal that crosses the limit is a security
 * event: one row an hour, however many files come after it.
 */
export function photoUploadAllowance(context: RequestContext, userId: string): UploadAllowance {
  let refusal: string | null = null;
  return async () => {
    if (refusal) return refusal;
    const limit = await hitRateLimit(
      context.db,
      `photo-upload:${hmac(context.secret, `user:${userId}`).slice(0, 32)}`,
      PHOTO_UPLOADS_PER_HOUR,
      HOUR_MS,
      { route: "/dashboard/projects", once: true },
    );
    if (limit.allowed) return null;
    refusal = uploadLimitRefusal(Math.ceil((limit.resetAt.getTime() - Date.now()) / 60_000));
    return refusal;
  };
}
