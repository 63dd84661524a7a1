import { useSyncExternalStore } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { SHORTLIST_PATH } from "~/lib/shortlist";
import { useFormAnswer } from "~/lib/use-form-answer";
import type { FormResult } from "~/lib/form";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/*
 * Only ever imported lazily (the profile and shortlist pages): a page renders these on the server,
 * and until this file has come they are the server's plain forms, which work as they are.
 */

const noSubscription = () => () => {};

/** The ids the owner saved, from the root loader (none on a page shared through the page cache: its visitors have saved none). */
function useSavedSpecialists(): string[] {
  return useRouteLoaderData<{ shortlist?: string[] }>("root")?.shortlist ?? [];
}

/**
 * "Save" on a profile (issue #27 item 1): a form to /shortlist. Without JavaScript it says where it
 * was sent from, and the answer is this page again with a toast; once hydrated a fetcher posts it
 * without leaving the page, and the root loader's new answer says "Saved". While the post is on its
 * way the button already shows what it will be.
 */
export default function SaveToShortlist({ profileId, businessName, className }: { profileId: string; businessName: string; className?: string }) {
  const location = useLocation();
  const savedNow = useSavedSpecialists().includes(profileId);
  const { fetcher } = useFormAnswer<FormResult>({ key: `shortlist-${profileId}` });
  // The server's rendering and the hydration say "plain form"; once hydrated, React renders it again as the fetcher's.
  const plain = !useSyncExternalStore(noSubscription, () => true, () => false);
  const sending = fetcher.formData?.get("intent");
  const saved = sending ? sending === "save" : savedNow;
  return (
    <fetcher.Form method="post" action={SHORTLIST_PATH} className={className}>
      <input type="hidden" name="intent" value={saved ? "remove" : "save"} />
      <input type="hidden" name="profileId" value={profileId} />
      {/* A fetcher's post must not be redirected (it would follow, as a navigation): only the plain form says where to go back. */}
      {plain && <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={saved ? `Saved: remove ${businessName} from your shortlist` : `Save ${businessName} to your shortlist`}
        className={cn(buttonClasses("outline", "sm"), saved && "border-racing-700 bg-racing-50 text-racing-800")}
      >
        <Icon name={saved ? "bookmark-check" : "bookmark"} className="size-4" />
        {saved ? "Saved" : "Save"}
      </button>
    </fetcher.Form>
  );
}

/** Save, and once anything is saved the way to the compare page, with how many are on it. */
export function ShortlistControls({ profileId, businessName }: { profileId: string; businessName: string }) {
  const count = useSavedSpecialists().length;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <SaveToShortlist profileId={profileId} businessName={businessName} />
      {count > 0 && (
        <Link to={SHORTLIST_PATH} className="text-sm font-semibold text-racing-700 underline underline-offset-2">
          Compare your shortlist ({count})
        </Link>
      )}
    </div>
  );
}
