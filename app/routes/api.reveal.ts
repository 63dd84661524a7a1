import { data } from "react-router";
import type { Route } from "./+types/api.reveal";
import { revealContact } from "~/models/profiles.server";
import { recordEvent, requestEventFields } from "~/models/events.server";
import { clientKey, hitRateLimit } from "~/services/rate-limit.server";
import { logger } from "~/services/logger.server";
import { readFormData } from "~/services/form-data.server";

// Generous for a person comparing a dozen workshops; a scraper walking the directory hits it fast.
const REVEALS_PER_WINDOW = 40;
const REVEAL_WINDOW_MS = 10 * 60 * 1000;

/** reveal_provider_contact (SPEC.md §7): one provider's email or phone, counted for their statistics. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const providerId = String(form.get("providerId") ?? "");
  const type = form.get("type");
  if (type !== "email" && type !== "phone") return data({ value: null }, { status: 400 });

  const limit = await hitRateLimit(
    context.db,
    `reveal:${clientKey(context.secret, context.clientAddress)}`,
    REVEALS_PER_WINDOW,
    REVEAL_WINDOW_MS,
    { route: "/api/reveal" },
  );
  if (!limit.allowed) return data({ value: null }, { status: 429 });

  try {
    const value = await revealContact(context.db, providerId, type);
    if (value) {
      await recordEvent(context.db, {
        name: "contact_revealed",
        ...requestEventFields(request, context.sessionId),
        route: new URL(request.headers.get("referer") ?? request.url).pathname,
        metadata: { contact_type: type },
        providerId,
      });
    }
    return { value };
  } catch (error) {
    // SPEC.md §8: reveal errors are logged only; the visitor sees the fallback text.
    logger.error({ err: error }, "contact reveal failed");
    return data({ value: null }, { status: 500 });
  }
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
