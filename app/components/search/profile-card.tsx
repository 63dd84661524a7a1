import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { PublicProfileCard } from "~/models/profile-cards.server";
import { Badge } from "~/components/ui/badge";
import { CertifiedBadge } from "~/components/profile/certified-badge";
import { Card } from "~/components/ui/card";
import { ProfileAvatar } from "~/components/profile/profile-avatar";
import { RevealContacts } from "~/components/profile/reveal-contact";
import { RatingSummary } from "~/components/ui/star-rating";
import { distanceLabel, experienceLabel } from "~/lib/format";
import type { TextSegment } from "~/lib/keyword-highlight";
import type { PhotoThumbnail } from "~/lib/photos";

// Save to the shortlist and tick for a quote request (#27): rendered on the server, hydrated from its own file (no first-load bytes; decision 0027).
const LazyResultCardActions = lazy(() => import("~/components/shortlist/result-card-actions"));

/**
 * A profile in the results list (docs/spec.md §2 Provider card). `excerpt`: its description, cut and with a
 * search's keyword marked by the loader (lib/keyword-highlight.ts `keywordExcerpt`), so the model names and
 * the matcher stay out of the browser's bundle; `number`: its pin on the results map, shown when the page has one.
 */
export function ProfileCard({
  profile,
  number,
}: {
  profile: Omit<PublicProfileCard, "businessDescription"> & {
    excerpt: TextSegment[];
    distanceMiles?: number | null;
    thumbnails?: PhotoThumbnail[];
  };
  number?: number;
}) {
  const location = [profile.city, profile.county].filter(Boolean).join(", ");
  const experience = experienceLabel(profile.yearsInBusiness);
  return (
    // A grid so the logo sits beside the name on a phone (where the rest runs under both, full width)
    // and beside the whole card from `sm`.
    <Card className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 sm:gap-x-5 sm:p-6" data-profile={profile.slug}>
      <ProfileAvatar name={profile.businessName} logoUrl={profile.logoUrl} size="sm" className="sm:row-span-2" />
      <div className="flex flex-wrap items-start justify-between gap-2 self-center sm:self-start">
        <div className="flex items-start gap-2">
          {number !== undefined && (
            <span className="mt-0.5 inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-racing-700 px-1.5 text-sm font-bold text-white" data-pin-number={number}>
              <span className="sr-only">Map pin </span>
              {number}
            </span>
          )}
          <h2 className="text-lg leading-snug font-semibold sm:text-xl">
            <Link to={`/provider/${profile.slug}`} className="hover:text-racing-700 hover:underline">
              {profile.businessName}
            </Link>
          </h2>
        </div>
        <CertifiedBadge status={profile.certification} />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <Icon name="map-pin" className="size-4" />
            {location}
          </span>
          {profile.distanceMiles != null && (
            <span className="inline-flex items-center gap-1 font-medium text-racing-700" data-distance>
              <Icon name="navigation" className="size-4" />
              {distanceLabel(profile.distanceMiles)}
            </span>
          )}
          {experience && (
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-4" />
              {experience} experience
            </span>
          )}
        </div>
        <div className="mt-2 flex items-center gap-2 text-sm">
          <RatingSummary average={profile.ratingAverage} count={profile.reviewCount} />
        </div>
        {profile.excerpt.length > 0 && (
          <p className="mt-2 line-clamp-2 text-sm text-ink-muted sm:mt-3 sm:line-clamp-3 sm:text-base" data-excerpt>
            {profile.excerpt.map((segment, i) =>
              segment.match ? (
                <mark key={i} className="rounded-sm bg-brass-100 px-0.5 text-ink">
                  {segment.text}
                </mark>
              ) : (
                segment.text
              ),
            )}
          </p>
        )}
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialties">
          {profile.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge>{specialty}</Badge>
            </li>
          ))}
        </ul>
        {profile.thumbnails && profile.thumbnails.length > 0 && (
          // The latest projects' first photos (#15), the narrowest file each (about 130 px wide here).
          <ul className="mt-3 grid max-w-60 grid-cols-3 gap-2 sm:mt-4 sm:max-w-sm" aria-label="Latest projects">
            {profile.thumbnails.map((photo) => (
              <li key={photo.id} className="overflow-hidden rounded-md bg-ivory">
                <picture>
                  <source type="image/avif" srcSet={photo.avif} />
                  <img
                    src={photo.webp}
                    width={photo.width}
                    height={photo.height}
                    alt={photo.alt}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </picture>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap gap-2 sm:mt-4">
          <RevealContacts profile={profile} />
          <Suspense>
            <LazyResultCardActions profileId={profile.id} businessName={profile.businessName} />
          </Suspense>
          <Link
            to={`/provider/${profile.slug}`}
            className="inline-flex h-9 items-center px-1 text-sm font-semibold text-racing-700 hover:underline"
          >
            View profile
            <span className="sr-only"> of {profile.businessName}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
