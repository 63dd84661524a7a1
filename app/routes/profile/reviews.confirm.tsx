import { Form, Link } from "react-router";
import type { Route } from "./+types/reviews.confirm";
import { requestContext } from "~/context";
import { ReviewLinkCard } from "~/components/reviews/review-link-card";
import { Button, buttonClasses } from "~/components/ui/button";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { confirmFromLink, confirmPage, type ConfirmView } from "./reviews.confirm.server";
import { usePageForm } from "~/lib/use-page-form";

export const loader = ({ params, context }: Route.LoaderArgs) => confirmPage(context.get(requestContext), params.token);

export const action = ({ params, context }: Route.ActionArgs) => confirmFromLink(context.get(requestContext), params.token);

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta = (_: Route.MetaArgs) => pageMeta({ title: "Confirm your review", noindex: true });

/**
 * The link in a review's confirmation email. Opening it shows a button and changes nothing (mail
 * scanners open links); pressing it posts a plain form, so it works without JavaScript.
 */
export default function ConfirmReview({ loaderData, actionData }: Route.ComponentProps) {
  const view: ConfirmView = actionData ?? loaderData;
  const { busy } = usePageForm();
  const listing = view.slug ? (
    <Link to={`/provider/${view.slug}`} className={buttonClasses("outline")}>
      {view.state === "invalid" ? "Back to the listing" : `Back to ${view.businessName}`}
    </Link>
  ) : (
    <Link to="/results" className={buttonClasses("outline")}>
      Back to the listings
    </Link>
  );
  if (view.state === "invalid") {
    return (
      <ReviewLinkCard icon="triangle-exclamation-point" title="This link has expired or is not valid">
        <p>
          We could not find a review waiting for this link. A review that is not confirmed within 7 days is deleted; you are welcome
          to write it again.
        </p>
        <div>{listing}</div>
      </ReviewLinkCard>
    );
  }
  if (view.state === "full") {
    return (
      <ReviewLinkCard icon="clock" title="Please confirm your review tomorrow">
        <p role="status">{view.message}</p>
        <p>
          Your review of {view.businessName} is kept as you wrote it. Open the link in your email again tomorrow and press the button
          to send it to our moderators; the link works until {formatLongDate(view.linkEnds)}.
        </p>
        <div>{listing}</div>
      </ReviewLinkCard>
    );
  }
  if (view.state === "confirm") {
    return (
      <ReviewLinkCard icon="mail-check" title="Confirm your review">
        <p>
          Press the button to confirm your email address. Your review of {view.businessName} then goes to our moderators, and is
          published after moderation.
        </p>
        <Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Confirming..." : "Confirm my review"}
          </Button>
        </Form>
      </ReviewLinkCard>
    );
  }
  return (
    <ReviewLinkCard icon="circle-check" title={view.state === "confirmed" ? "Thank you: your review is confirmed" : "Your review is already confirmed"}>
      <p role="status">
        {view.state === "confirmed"
          ? `Your review of ${view.businessName} is now with our moderators. It will be published after moderation.`
          : `You have confirmed this review of ${view.businessName} before: there is nothing more to do.`}
      </p>
      <div>{listing}</div>
    </ReviewLinkCard>
  );
}
