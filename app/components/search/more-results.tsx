import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProfileCard } from "~/components/search/profile-card";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * Listings shown after a search's own results, under a heading that says what they are (issue #25):
 * "Further afield" (beyond the radius, never called near, each with its distance) and those that
 * match only some of the words. Never above the results they follow.
 */
export function MoreResults({
  id,
  heading,
  intro,
  profiles,
  action,
}: {
  id: string;
  heading: string;
  intro: ReactNode;
  profiles: Parameters<typeof ProfileCard>[0]["profile"][];
  action?: { href: string; label: string };
}) {
  if (profiles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-line pt-8">
      <h2 id={id} className="font-sans text-lg font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      <ul className="mt-5 grid gap-5">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} />
          </li>
        ))}
      </ul>
      {action && (
        <Link to={action.href} className={cn(buttonClasses("outline", "md"), "mt-6")}>
          {action.label}
        </Link>
      )}
    </section>
  );
}
