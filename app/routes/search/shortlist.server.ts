import { data, redirect } from "react-router";
import { z } from "~/lib/zod";
import type { RequestContext } from "~/context";
import { formFailure, formSuccess, type FormResult } from "~/lib/form";
import { NO_FIELDS } from "~/lib/schemas";
import { safeRedirect } from "~/lib/safe-redirect";
import { COMPARE_MAX, SHORTLIST_MAX } from "~/lib/shortlist";
import { QUOTE_RECIPIENTS_MAX } from "~/lib/quotes";
import { distanceMiles } from "~/lib/geo";
import { experienceLabel } from "~/lib/format";
import { isUuid } from "~/lib/uuid";
import type { CertificationStatus } from "~/lib/certifications";
import { listedBusinessName, shortlistedProfiles } from "~/models/shortlist.server";
import { intent, intentAction } from "~/services/form-intents.server";
import { readFormData } from "~/services/form-data.server";
import { lookupLocation } from "~/services/geo.server";
import { readShortlist, shortlistHeader, withSaved, withoutSaved } from "~/services/shortlist.server";
import { toastHeader } from "~/services/toast.server";
import type { LocationNoticeView } from "~/components/search/location-notice";
import { locationNoticeView } from "./location-notice.server";
import { optionalPart } from "~/services/page-parts.server";
import { replyLines } from "~/services/reply-times.server";

/** One saved specialist as the compare page shows it: built for the page, never a row. */
export interface CompareCard {
  id: string;
  slug: string;
  businessName: string;
  place: string;
  /** From the owner's place, when they gave one. */
  distanceMiles: number | null;
  services: string[];
  makes: string[];
  experience: string | null;
  ratingAverage: number | null;
  reviewCount: number;
  confirmedReviewCount: number;
  certification: CertificationStatus;
  approvedProjectCount: number;
  /** "Usually replies within…" (#27 item 5), or null below 3 requests. */
  replies: string | null;
}

export interface ShortlistView {
  saved: { id: string; slug: string; businessName: string }[];
  /** The ones set side by side (at most COMPARE_MAX): those ticked, else the first saved. */
  compared: CompareCard[];
  /** Where distances are measured from: what the owner typed, and what we understood (null: not found). */
  near: { typed: string; label: string | null } | null;
  /** An ambiguous or unknown place's choices or closest spellings, as on /results. */
  locationNotice: LocationNoticeView | null;
  /** Saved listings that are no longer listed (suspended or deleted since). */
  unlisted: number;
  /** As data, so that the page's own file needs no module of constants shared with the Save button's. */
  limits: { saved: number; compare: number; quotes: number };
}

/** The compare page (issue #27 item 1): the owner's saved specialists, side by side. */
export async function shortlistView(request: Request, app: RequestContext): Promise<ShortlistView> {
  const ids = await readShortlist(request, app.secret);
  const profiles = await shortlistedProfiles(app.db, ids);
  const url = new URL(request.url);
  const typed = (url.searchParams.get("near") ?? "").trim().slice(0, 100);
  const lookup = typed ? lookupLocation(typed) : null;
  const origin = lookup && lookup.kind !== "unknown" ? lookup.location : null;
  // Each place offered is this page with that place, the same specialists compared.
  const locationNotice = locationNoticeView(typed, lookup, origin?.label ?? null, (place) => {
    const next = new URLSearchParams(url.searchParams);
    next.set("near", place);
    return `${url.pathname}?${next}`;
  });
  const ticked = new Set(url.searchParams.getAll("compare").filter(isUuid).map((id) => id.toLowerCase()));
  const chosen = profiles.filter((profile) => ticked.has(profile.id));
  const compared = (chosen.length > 0 ? chosen : profiles).slice(0, COMPARE_MAX);
  const replies = await optionalPart(app, "reply times", replyLines(app.db, compared.map((profile) => profile.id)), new Map<string, string | null>());
  return {
    saved: profiles.map(({ id, slug, businessName }) => ({ id, slug, businessName })),
    compared: compared.map((profile) => ({
      id: profile.id,
      slug: profile.slug,
      businessName: profile.businessName,
      place: [profile.city, profile.county].filter(Boolean).join(", "),
      distanceMiles:
        origin && profile.latitude != null && profile.longitude != null
          ? distanceMiles(origin, { latitude: profile.latitude, longitude: profile.longitude })
          : null,
      services: profile.specialties,
      makes: profile.vehicleMakes,
      experience: experienceLabel(profile.yearsInBusiness),
      ratingAverage: profile.ratingAverage,
      reviewCount: profile.reviewCount,
      confirmedReviewCount: profile.confirmedReviewCount,
      certification: profile.certification,
      approvedProjectCount: profile.approvedProjectCount,
      replies: replies.get(profile.id) ?? null,
    })),
    // An ambiguous name is measured from its likeliest place, named as the notice names it ("Newport, Wales").
    near: typed ? { typed, label: locationNotice?.shownLabel ?? origin?.label ?? null } : null,
    locationNotice,
    unlisted: ids.length - profiles.length,
    limits: { saved: SHORTLIST_MAX, compare: COMPARE_MAX, quotes: QUOTE_RECIPIENTS_MAX },
  };
}

export type ShortlistResult = FormResult & { saved?: string[] };

interface ShortlistArgs {
  app: RequestContext;
  ids: string[];
}

const OneProfile = z.object({ profileId: z.uuid() });
export const SHORTLIST_FULL = `Your shortlist holds ${SHORTLIST_MAX} specialists: remove one to save another.`;

/**
 * Save, Remove and Clear. Without JavaScript the form says where it was sent from (`redirectTo`)
 * and the answer is that page again, with a toast; with JavaScript a fetcher posts it and the answer
 * is the list itself, while the root loader's `shortlist` tells every page what is saved.
 */
const shortlistForms = intentAction<ShortlistArgs, Response | ReturnType<typeof data<ShortlistResult>>>(
  {
    save: intent(OneProfile, async ({ profileId }, args, form) => {
      const id = profileId.toLowerCase();
      const name = await listedBusinessName(args.app.db, id);
      if (!name) return refused(404, "That specialist is not listed.");
      if (!args.ids.includes(id) && args.ids.length >= SHORTLIST_MAX) return refused(409, SHORTLIST_FULL);
      return answer(args, withSaved(args.ids, id), `${name} is on your shortlist`, form);
    }),
    remove: intent(OneProfile, ({ profileId }, args, form) =>
      answer(args, withoutSaved(args.ids, profileId.toLowerCase()), "Removed from your shortlist", form),
    ),
    clear: intent(NO_FIELDS, (_none, args, form) => answer(args, [], "Your shortlist is empty", form)),
  },
  () => refused(400, "Invalid request"),
);

export async function shortlistAction(request: Request, app: RequestContext) {
  const form = await readFormData(request);
  return shortlistForms(form, { app, ids: await readShortlist(request, app.secret) });
}

const refused = (status: number, message: string) => data<ShortlistResult>(formFailure({}, {}, { message }), { status });

async function answer({ app }: ShortlistArgs, ids: string[], message: string, form: FormData) {
  const headers = new Headers({ "Set-Cookie": await shortlistHeader(app, ids) });
  // Only a page's plain form sends where it came from: its answer is that page again.
  const back = safeRedirect(form.get("redirectTo"), "");
  if (back) {
    headers.append("Set-Cookie", await toastHeader(app.secret, { type: "success", title: message }));
    return redirect(back, { headers });
  }
  return data<ShortlistResult>(formSuccess(message, { saved: ids }), { headers });
}
