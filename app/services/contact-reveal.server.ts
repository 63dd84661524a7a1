import type { RequestContext } from "~/context";
import { revealContact } from "~/models/public-profile.server";
import { recordEvent, requestEventFields } from "./analytics.server";
import { clientKey, hitRateLimit } from "./rate-limit.server";
import { logger } from "./logger.server";

// Generous for a person comparing a dozen workshops; a scraper walking the directory hits it fast.
const REVEALS_PER_WINDOW = 40;
const REVEAL_WINDOW_MS = 10 * 60 * 1000;

export interface RevealAnswer {
  status: 200 | 400 | 429 | 500;
  /** Null when there is none to show: the page says "Email not available" / "Phone not available". */
  value: string | null;
}

/**
 * reveal_provider_contact (docs/spec.md §7): one profile's email or phone for one visitor,
 * rate-limited per client and counted for the profile's statistics. Shared by
 * /api/reveal and the profile page's own form (which works without JavaScript).
 */
export async function revealForVisitor(
  request: Request,
  context: RequestContext,
  profileId: string,
  type: FormDataEntryValue | null,
): Promise<RevealAnswer> {
  if (type !== "email" && type !== "phone") return { status: 400, value: null };

  const limit = await hitRateLimit(
    context.db,
    `reveal:${clientKey(context.secret, context.clientAddress)}`,
    REVEALS_PER_WINDOW,
    REVEAL_WINDOW_MS,
    { route: new URL(request.url).pathname },
  );
  if (!limit.allowed) return { status: 429, value: null };

  try {
    const value = await revealContact(context.db, profileId, type);
    if (value) {
      await recordEvent(context.db, {
        name: "contact_revealed",
        ...requestEventFields(request, context.sessionId),
        route: new URL(request.headers.get("referer") ?? request.url).pathname,
        metadata: { contact_type: type },
        profileId,
      });
    }
    return { status: 200, value };
  } catch (error) {
    // docs/spec.md §8: reveal errors are logged only; the visitor sees the fallback text.
    logger.error({ err: error }, "contact reveal failed");
    return { status: 500, value: null };
  }
}
