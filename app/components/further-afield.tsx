import { Link } from "react-router";
import { ProfileCard } from "~/components/profile-card";
import { cn } from "~/lib/cn";
import { buttonClasses } from "~/components/ui/button";

/**
 * The nearest specialists beyond a place search's radius, under a heading that says so (issue #25
 * item 3): never called near, always with their distance.
 */
export function FurtherAfield({
  profiles,
  radiusMiles,
  locationLabel,
  anywhereHref,
}: {
  profiles: Parameters<typeof ProfileCard>[0]["profile"][];
  radiusMiles: number;
  locationLabel: string;
  anywhereHref: string;
}) {
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby="further-afield-heading" className="mt-10 border-t border-line pt-8">
      <h2 id="further-afield-heading" className="font-sans text-lg font-semibold">
        Further afield
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The nearest {profiles.length === 1 ? "specialist" : `${profiles.length} specialists`} more than {radiusMiles} miles from {locationLabel}.
      </p>
      <ul className="mt-5 grid gap-5">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} />
          </li>
        ))}
      </ul>
      <Link to={anywhereHref} className={cn(buttonClasses("outline", "md"), "mt-6")}>
        Search anywhere in the UK
      </Link>
    </section>
  );
}
