import { Suspense, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/reviews.enquiry";
import { requestContext } from "~/context";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { ReviewLinkCard } from "~/components/reviews/review-link-card";
import { buttonClasses } from "~/components/ui/button";
import { formatMonthYear } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { readFormData } from "~/services/form-data.server";
import { enquiryReviewPage, submitEnquiryReview } from "./reviews.enquiry.server";

// Imported as the profile page imports it (lazily): one way in keeps the bundler from adding a helper to every page's first load.
const ReviewForm = lazyWithPreload(() => import("~/components/reviews/review-form"));

// Never `handle.pageCache`: the page holds one enquirer's name and address. Its review form is spam-checked.
export const handle: PageCacheHandle = { visitorForms: true };

export const loader = ({ params, context }: Route.LoaderArgs) => enquiryReviewPage(context.get(requestContext), params.token);

export async function action({ params, request, context }: Route.ActionArgs) {
  return submitEnquiryReview(context.get(requestContext), params.token, await readFormData(request));
}

// The answer says what happened; reloading the page's data would replace the form by "already sent"
// before the form could hand its answer over.
export const shouldRevalidate = () => false;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: loaderData && "listing" in loaderData ? `Review ${loaderData.listing.businessName}` : "Review link", noindex: true });

/**
 * An enquirer's personal link (from their enquiry's confirmation email, or the invitation 30 days
 * later): the profile's own review form, for that one specialist, marked "Verified enquiry" once published.
 */
export default function EnquiryReview({ loaderData, actionData }: Route.ComponentProps) {
  const [sent, setSent] = useState<string | undefined>();
  const done = sent ?? (actionData?.status === "success" ? actionData.message : undefined);
  if (loaderData.state === "invalid") {
    return (
      <ReviewLinkCard icon="triangle-exclamation-point" title="This review link cannot be used">
        <p>{loaderData.message}</p>
        <div>
          <Link to="/results" className={buttonClasses("outline")}>
            Back to the listings
          </Link>
        </div>
      </ReviewLinkCard>
    );
  }
  const { listing } = loaderData;
  const profilePath = `/provider/${listing.slug}`;
  if (loaderData.state === "waiting") {
    // Not open yet (#24): said plainly, with the date it opens at the latest; no form, nothing stored.
    return (
      <ReviewLinkCard icon="clock" title="Your review link is not open yet">
        <p role="status">{loaderData.message}</p>
        <p>
          A “Verified enquiry” review is about the work or the help you had, so we wait until the specialist has had the
          chance to reply. Keep this email: the same link will work then.
        </p>
        <div>
          <Link to={profilePath} className={buttonClasses("outline")}>
            Back to {listing.businessName}
          </Link>
        </div>
      </ReviewLinkCard>
    );
  }
  if (done || loaderData.state === "reviewed") {
    return (
      <ReviewLinkCard icon="circle-check" title={done ? "Thank you for your review" : "Review already sent"}>
        <p role="status">{done ?? (loaderData.state === "reviewed" ? loaderData.message : null)}</p>
        <div>
          <Link to={profilePath} className={buttonClasses("outline")}>
            Back to {listing.businessName}
          </Link>
        </div>
      </ReviewLinkCard>
    );
  }
  return (
    <ReviewLinkCard icon="star" title={`Review ${listing.businessName}`}>
      <p>
        You contacted {listing.businessName} through The Restoration Register in {formatMonthYear(loaderData.enquiredAt)}. Once
        published after moderation, your review is marked “Verified enquiry”. This link is yours alone: please do not share it.
      </p>
      <Suspense>
        <ReviewForm onDone={setSent} enquiry={{ name: loaderData.reviewer.name, email: loaderData.reviewer.email, profilePath }} />
      </Suspense>
    </ReviewLinkCard>
  );
}
