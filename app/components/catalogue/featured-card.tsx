import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { PublicProfileCard } from "~/models/profile-cards.server";
import { Badge } from "~/components/ui/badge";
import { CertifiedBadge } from "~/components/profile/certified-badge";
import { Card } from "~/components/ui/card";
import { ProfileAvatar } from "~/components/profile/profile-avatar";
import { RatingSummary } from "~/components/ui/star-rating";

// Save to the shortlist (#27 item 1), as on a result's card: the server's plain form until its file has come.
const LazySaveToShortlist = lazy(() => import("~/components/shortlist/save-to-shortlist"));

/**
 * A compact card of a listing: the home page's featured specialists, the first specialists of a make or
 * service page, and a place page's list, where `number` is its pin on the page's map (issue #25).
 */
export function FeaturedCard({ profile, number }: { profile: PublicProfileCard; number?: number }) {
  const location = [profile.city, profile.county].filter(Boolean).join(", ");
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <ProfileAvatar name={profile.businessName} logoUrl={profile.logoUrl} />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold">
            {number !== undefined && (
              <span className="mr-2 inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-racing-700 px-1.5 align-text-bottom text-sm font-bold text-white" data-pin-number={number}>
                <span className="sr-only">Map pin </span>
                {number}
              </span>
            )}
            <Link to={`/provider/${profile.slug}`} className="hover:text-racing-700 hover:underline">
              {profile.businessName}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
            <Icon name="map-pin" className="size-4" />
            {location}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <RatingSummary average={profile.ratingAverage} count={profile.reviewCount} />
        <CertifiedBadge status={profile.certification} />
      </div>
      {profile.businessDescription && (
        <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-ink-muted">{profile.businessDescription}</p>
      )}
      <ul className="mt-auto flex flex-wrap gap-1.5 pt-4" aria-label="Specialties">
        {profile.specialties.slice(0, 3).map((s) => (
          <li key={s}>
            <Badge>{s}</Badge>
          </li>
        ))}
      </ul>
      <Suspense>
        <LazySaveToShortlist profileId={profile.id} businessName={profile.businessName} className="mt-4" />
      </Suspense>
    </Card>
  );
}
