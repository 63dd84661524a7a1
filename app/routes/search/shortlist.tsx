import { lazy, Suspense, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { requestContext } from "~/context";
import type { Route } from "./+types/shortlist";
import { shortlistAction, shortlistView, type CompareCard, type ShortlistView } from "./shortlist.server";
import { distanceLabel } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/ui/page-hero";
import { Card } from "~/components/ui/card";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { RatingSummary } from "~/components/ui/star-rating";
import { CertifiedBadge } from "~/components/profile/certified-badge";

/*
 * The owner's shortlist, compared side by side (issue #27 item 1): up to four of the specialists
 * they saved, with what tells them apart. Personal (the cookie), so never from the page cache.
 */

// Lazily, as on the profile page (imported statically here, it would cost every page a helper in the bundler's runtime).
const LazySaveToShortlist = lazy(() => import("~/components/shortlist/save-to-shortlist"));

// Lazily, as /results does: imported statically anywhere, it would cost every page a helper in the bundler's runtime.
const LocationNotice = lazy(() => import("~/components/search/location-notice"));

export const loader = ({ request, context }: Route.LoaderArgs) => shortlistView(request, context.get(requestContext));

export const action = ({ request, context }: Route.ActionArgs) => shortlistAction(request, context.get(requestContext));

export const meta = () => pageMeta({ title: "Your Shortlist", noindex: true });

export default function Shortlist({ loaderData }: Route.ComponentProps) {
  const { saved, compared, near, locationNotice, unlisted, limits } = loaderData;
  return (
    <>
      <PageHero eyebrow="Compare specialists" title="Your Shortlist">
        <p>
          Save specialists from their profiles, then set up to {limits.compare} side by side. Your shortlist stays in this browser; no
          account needed.
        </p>
      </PageHero>
      <div className="container-page grid gap-8 py-10 sm:py-14">
        {unlisted > 0 && (
          <p role="status" className="rounded-lg bg-ivory p-3 text-sm">
            {unlisted === 1 ? "One specialist you saved is" : `${unlisted} specialists you saved are`} no longer listed.
          </p>
        )}
        {saved.length === 0 ? (
          <Card className="grid justify-items-start gap-4 p-6 sm:p-8">
            <h2 className="text-2xl font-semibold">Nothing saved yet</h2>
            <p className="text-ink-muted">Press &ldquo;Save&rdquo; on a specialist&rsquo;s profile to keep them here and compare them.</p>
            <Link to="/results" className={buttonClasses("primary", "md")}>
              Find specialists
            </Link>
          </Card>
        ) : (
          <>
            <CompareChoice saved={saved} compared={compared} near={near?.typed ?? ""} limits={limits} />
            {locationNotice && (
              <Suspense>
                <LocationNotice notice={locationNotice} />
              </Suspense>
            )}
            <CompareTable compared={compared} nearLabel={near?.label ?? null} />
            <RequestQuotes saved={saved} compared={compared} max={limits.quotes} />
            {/* To this page's own action; without JavaScript it comes back here. */}
            <Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="redirectTo" value="/shortlist" />
              <Button type="submit" variant="ghost" size="sm">
                Clear my shortlist
              </Button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}

/** Which saved specialists to compare, and from where: a plain GET form, so the page's address holds the choice. */
function CompareChoice({
  saved,
  compared,
  near,
  limits,
}: {
  saved: { id: string; businessName: string }[];
  compared: CompareCard[];
  near: string;
  limits: ShortlistView["limits"];
}) {
  const shown = new Set(compared.map((card) => card.id));
  return (
    <Card className="p-5 sm:p-6">
      <Form method="get" className="grid gap-5">
        {saved.length > limits.compare && (
          <fieldset>
            <legend className="font-semibold">
              Compare up to {limits.compare} of your {saved.length} saved specialists
            </legend>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {saved.map((profile) => (
                <li key={profile.id}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" name="compare" value={profile.id} defaultChecked={shown.has(profile.id)} className="size-5 accent-racing-700" />
                    {profile.businessName}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
          <TextField id="near" name="near" label="Your town or postcode (for distances)" defaultValue={near} autoComplete="postal-code" maxLength={100} />
          <Button type="submit" variant="outline" className="justify-self-start">
            Compare
          </Button>
        </div>
      </Form>
      <p className="mt-3 text-sm text-ink-muted">You can save up to {limits.saved} specialists.</p>
    </Card>
  );
}

function CompareTable({ compared, nearLabel }: { compared: CompareCard[]; nearLabel: string | null }) {
  const rows: { label: string; cell: (card: CompareCard) => ReactNode }[] = [
    {
      label: nearLabel ? `Where (from ${nearLabel})` : "Where",
      cell: (card) => (
        <>
          {card.place}
          {card.distanceMiles != null && <span className="block font-semibold text-racing-700">{distanceLabel(card.distanceMiles)}</span>}
        </>
      ),
    },
    { label: "Rating", cell: (card) => <span className="inline-flex flex-wrap items-center gap-1.5 text-sm"><RatingSummary average={card.ratingAverage} count={card.reviewCount} /></span> },
    { label: "Confirmed or verified reviews", cell: (card) => `${card.confirmedReviewCount} of ${card.reviewCount}` },
    { label: "Certifications", cell: (card) => (card.certification.state === "none" ? "None listed" : <CertifiedBadge status={card.certification} />) },
    { label: "Published projects", cell: (card) => card.approvedProjectCount },
    { label: "Experience", cell: (card) => card.experience ?? "Not stated" },
    { label: "Replies to quote requests", cell: (card) => card.replies ?? "Too few requests to say" },
    { label: "Services", cell: (card) => card.services.join(", ") || "None listed" },
    { label: "Vehicle makes", cell: (card) => card.makes.join(", ") || "None listed" },
  ];
  return (
    // Wider than a phone: the table scrolls sideways in its own region, which the keyboard can reach.
    <div role="region" aria-labelledby="compare-heading" tabIndex={0} className="overflow-x-auto rounded-xl border border-line bg-white focus-visible:outline-2">
      <table className="w-full min-w-[40rem] border-collapse text-left align-top text-sm sm:text-base">
        <caption id="compare-heading" className="px-4 pt-4 text-left text-xl font-semibold">
          Side by side
        </caption>
        <thead>
          <tr>
            <td className="w-40 p-4" />
            {compared.map((card) => (
              <th key={card.id} scope="col" className="p-4 align-top">
                <Link to={`/provider/${card.slug}`} className="text-lg font-semibold text-racing-700 underline underline-offset-2">
                  {card.businessName}
                </Link>
                <Suspense>
                  <LazySaveToShortlist profileId={card.id} businessName={card.businessName} className="mt-2" />
                </Suspense>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="p-4 align-top font-semibold">
                {row.label}
              </th>
              {compared.map((card) => (
                <td key={card.id} className="p-4 align-top [overflow-wrap:anywhere]">
                  {row.cell(card)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One quote request to several of them (#27 item 2): a plain GET form to the request form, with the ticked ones. */
function RequestQuotes({ saved, compared, max }: { saved: ShortlistView["saved"]; compared: CompareCard[]; max: number }) {
  const ticked = new Set(compared.slice(0, max).map((card) => card.id));
  return (
    <Card className="p-5 sm:p-6">
      <Form method="get" action="/quotes/new" className="grid gap-4">
        <fieldset>
          <legend className="text-xl font-semibold">Ask for quotes</legend>
          <p className="mt-1 text-sm text-ink-muted">
            Describe your car and the work once, and send it to up to {max} of them. Each answers you separately; none sees the others.
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {saved.map((profile) => (
              <li key={profile.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-white px-3 has-[:checked]:border-racing-600">
                  <input type="checkbox" name="to" value={profile.id} defaultChecked={ticked.has(profile.id)} className="size-5 accent-racing-700" />
                  {profile.businessName}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" className="justify-self-start">
          Request quotes
        </Button>
      </Form>
    </Card>
  );
}
