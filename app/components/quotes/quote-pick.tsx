import { useEffect, useRef, useSyncExternalStore } from "react";
import { Form } from "react-router";
import { QUOTE_RECIPIENTS_MAX } from "~/lib/quotes";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/*
 * Ticking specialists in search results for one quote request (#27 item 2: "from the shortlist, or from
 * results, ticking up to 5"). Only ever imported lazily (the results page's cards and list), so /results'
 * first load pays for none of it.
 *
 * Each tick is a checkbox of the one GET form to /quotes/new that the results list renders after its
 * cards, tied to it by its `form` attribute (a card holds forms of its own, and forms do not nest).
 * Without JavaScript that form sends whatever is ticked, and /quotes/new keeps the first five and says
 * so; with it, a bar at the foot of the screen counts the ticks and a sixth cannot be ticked.
 */
export const QUOTE_PICK_FORM = "quote-pick";

// The ids ticked on this page: the boxes stay uncontrolled (a tick made before this file arrived, or
// restored by the browser on Back, is read when the box mounts); this only counts them.
let ticked: readonly string[] = [];
const listeners = new Set<() => void>();
const nothingTicked: readonly string[] = [];
function setTicked(profileId: string, on: boolean) {
  const without = ticked.filter((id) => id !== profileId);
  ticked = on ? [...without, profileId] : without;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useTicked = () => useSyncExternalStore(subscribe, () => ticked, () => nothingTicked);

/** "Ask for a quote" on a result card. */
export function QuotePick({ profileId, businessName }: { profileId: string; businessName: string }) {
  const box = useRef<HTMLInputElement>(null);
  const ticks = useTicked();
  const full = ticks.length >= QUOTE_RECIPIENTS_MAX && !ticks.includes(profileId);
  useEffect(() => {
    if (box.current?.checked) setTicked(profileId, true);
    // A card that leaves the page (another search, another page of results) takes its tick with it.
    return () => setTicked(profileId, false);
  }, [profileId]);
  return (
    <label
      className={cn(
        buttonClasses("outline", "sm"),
        "cursor-pointer has-[:checked]:border-racing-700 has-[:checked]:bg-racing-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
      )}
    >
      <input
        ref={box}
        type="checkbox"
        form={QUOTE_PICK_FORM}
        name="to"
        value={profileId}
        disabled={full}
        onChange={(event) => setTicked(profileId, event.currentTarget.checked)}
        className="size-4 accent-racing-700"
      />
      Ask for a quote<span className="sr-only"> from {businessName}</span>
    </label>
  );
}

/**
 * The form the ticks belong to, after the results: it works as it is without JavaScript. With it, once
 * anything is ticked, a bar at the foot of the screen says how many and sends them from wherever the
 * owner has scrolled to.
 */
export default function QuotePickForm() {
  const count = useTicked().length;
  const status = count === 0 ? "" : count >= QUOTE_RECIPIENTS_MAX ? `${count} ticked, the most one request goes to` : `${count} of ${QUOTE_RECIPIENTS_MAX} ticked`;
  return (
    <>
      <Form
        id={QUOTE_PICK_FORM}
        method="get"
        action="/quotes/new"
        className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]"
        aria-labelledby="quote-pick-heading"
      >
        <div className="min-w-60 flex-1">
          <h2 id="quote-pick-heading" className="font-sans text-lg font-semibold">
            Ask several for quotes
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Tick &ldquo;Ask for a quote&rdquo; on up to {QUOTE_RECIPIENTS_MAX} specialists, then describe your car and the work once. Each answers you separately;
            none sees the others.
          </p>
          <p role="status" className="mt-1 text-sm font-semibold text-racing-700 empty:hidden">
            {status}
          </p>
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Request quotes from those ticked
        </button>
      </Form>
      {count > 0 && (
        <>
          {/* Room under the page's end, so the bar never covers the last of it. */}
          <div className="h-20" aria-hidden />
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur">
            <div className="container-page flex items-center justify-between gap-3">
              <p className="text-sm font-semibold" data-quote-pick-count>
                <Icon name="check" className="mr-1 inline size-4 text-racing-700" />
                {count} of {QUOTE_RECIPIENTS_MAX} ticked
              </p>
              <button type="submit" form={QUOTE_PICK_FORM} className={buttonClasses("primary", "md")}>
                Request quotes
              </button>
            </div>
          </div>
        </>
      )}
    </>
  );
}
