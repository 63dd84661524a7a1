import { Link } from "react-router";

/** A place offered, as a link to the same search with that location (built by the loader). */
export interface LocationNoticeLink {
  label: string;
  href: string;
}

/** What the page shows about the typed location: built by the /results loader, null when all is well. */
export interface LocationNoticeView {
  /** What the visitor typed in the location box. */
  typed: string;
  /** The place used meanwhile for an ambiguous name. */
  shownLabel: string | null;
  /** An ambiguous name's places ("Which Newport do you mean?"). */
  choices: LocationNoticeLink[];
  /** An unknown name's closest spellings ("Did you mean"). */
  suggestions: LocationNoticeLink[];
}

/**
 * Under the /results search, what became of the typed location (issue #25 item 4): a name several
 * places share asks which one, with the one shown meanwhile; a name not known says so, offers the
 * closest spellings and the postcode that always works. Each choice is a plain link to the same
 * search with that place, so it works without JavaScript. No icons: the sprite's code is the shell's,
 * and a second file to wait for would cost /results' first load (see routes/search/results.tsx).
 */
export default function LocationNotice({ notice: { typed, shownLabel, choices, suggestions } }: { notice: LocationNoticeView }) {
  const links = (items: LocationNoticeLink[], label: string) => (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-3.5 text-sm font-medium text-racing-800 underline-offset-2 shadow-sm hover:border-racing-300 hover:underline"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  if (choices.length > 0) {
    return (
      <div id="location-choices" role="status" className="mt-3 rounded-xl border border-brass-300 bg-brass-100/60 p-3.5 text-sm text-ink">
        <p className="font-semibold">Which {typed} do you mean?</p>
        <p className="mt-1 text-ink-muted">Showing specialists near {shownLabel} meanwhile.</p>
        {links(choices, `Places called ${typed}`)}
      </div>
    );
  }
  return (
    <div id="location-error" role="alert" className="mt-3 rounded-xl border border-oxblood-600/40 bg-white p-3.5 text-sm text-oxblood-700">
      <p className="font-semibold">
        We couldn&rsquo;t find &ldquo;{typed}&rdquo;. Showing results without distances.
      </p>
      {suggestions.length > 0 && (
        <div className="mt-2 text-ink">
          <p className="font-semibold">Did you mean</p>
          {links(suggestions, "Places with a similar name")}
        </div>
      )}
      <p className="mt-2 text-ink-muted">A postcode such as LS1 4AP always works.</p>
    </div>
  );
}
