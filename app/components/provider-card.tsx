import { Link } from "react-router";
import { Icon } from "~/components/icon";
import type { PublicProviderCard } from "~/models/profiles.server";
import { Badge } from "~/components/ui/badge";
import { CertifiedBadge } from "~/components/certified-badge";
import { Card } from "~/components/ui/card";
import { ProviderAvatar } from "~/components/provider-avatar";
import { RevealContacts } from "~/components/reveal-contact";
import { RatingSummary } from "~/components/star-rating";
import { distanceLabel, experienceLabel } from "~/lib/format";

/** A provider in the results list (SPEC.md §2 Provider card). */
export function ProviderCard({ provider }: { provider: PublicProviderCard & { distanceMiles?: number | null } }) {
  const location = [provider.city, provider.county].filter(Boolean).join(", ");
  const experience = experienceLabel(provider.yearsInBusiness);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6" data-provider={provider.slug}>
      <ProviderAvatar name={provider.businessName} logoUrl={provider.logoUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl leading-snug font-semibold">
            <Link to={`/provider/${provider.slug}`} className="hover:text-racing-700 hover:underline">
              {provider.businessName}
            </Link>
          </h2>
          {provider.certified && <CertifiedBadge />}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <Icon name="map-pin" className="size-4" />
            {location}
          </span>
          {provider.distanceMiles != null && (
            <span className="inline-flex items-center gap-1 font-medium text-racing-700" data-distance>
              <Icon name="navigation" className="size-4" />
              {distanceLabel(provider.distanceMiles)}
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
          <RatingSummary average={provider.ratingAverage} count={provider.reviewCount} />
        </div>
        {provider.businessDescription && (
          <p className="mt-3 line-clamp-3 text-ink-muted">{provider.businessDescription}</p>
        )}
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialties">
          {provider.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge>{specialty}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
          <RevealContacts provider={provider} />
          <Link
            to={`/provider/${provider.slug}`}
            className="inline-flex h-9 items-center px-1 text-sm font-semibold text-racing-700 hover:underline"
          >
            View profile
            <span className="sr-only"> of {provider.businessName}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
