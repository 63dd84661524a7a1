import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/lib/toast";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { SpamFields } from "~/components/profile/spam-fields";
import { VisitorNameAndEmail } from "~/components/profile/visitor-fields";
import { textOf } from "~/lib/form";
import { cn } from "~/lib/cn";
import { useProfileForm } from "~/components/profile/use-profile-form";
import { useFocusFirstError } from "~/lib/use-focus-first-error";

/** An enquirer's own review link (#14): their name to start with, the enquiry's address fixed, Cancel back to the listing. */
export interface EnquiryReviewer {
  name: string;
  email: string;
  profilePath: string;
  /** The page whose loader sends the form's constraints: the enquiry's review page unless said (a quote request's page, #27). */
  routeId?: string;
}

/**
 * The review form that Write Review opens on a public profile, and that an enquirer's personal
 * link opens (`enquiry`). Without JavaScript it is posted as a plain form and the page comes back
 * with its errors (and what was typed) or, on success, without it (the page shows the confirmation).
 * `onDone` closes it, with the success message when it was sent.
 */
export default function ReviewForm({
  onDone,
  enquiry,
  children,
}: {
  onDone: (sent?: string) => void;
  enquiry?: EnquiryReviewer;
  /** Shown under the buttons (the review policy link). */
  children?: ReactNode;
}) {
  const form = useProfileForm("review", enquiry ? (enquiry.routeId ?? "routes/profile/reviews.enquiry") : undefined);
  const { fetcher, result, fetched, errors, fields, busy } = form;
  const values = enquiry ? { name: enquiry.name, ...form.values } : form.values;
  const formRefusal = result?.status === "error" && Object.keys(result.fieldErrors).length === 0 ? result.message : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal's first wrong field takes the focus (the stars' group: its first star).
  useFocusFirstError(formRef, result?.status === "error" ? result.fieldErrors : undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetched) return;
    if (fetched.status === "success") {
      // A message of two lines (SPEC's text, then what to do next) is a toast's title and description.
      const [title = "", ...next] = (fetched.message ?? "").split("\n");
      toast.success(title, next.length > 0 ? { description: next.join(" ") } : undefined);
      formRef.current?.reset();
      onDone(fetched.message);
    } else if (fetched.message) {
      toast.error(fetched.message);
    }
  }, [fetcher.state, fetched, onDone]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      // Without JavaScript the answer is the whole page: this brings the visitor back to the form.
      action="?form=review#review-form"
      id="review-form"
      aria-label="Write a review"
      className="relative mt-6 grid scroll-mt-24 gap-4 rounded-xl border border-line bg-paper p-5"
      noValidate
    >
      <input type="hidden" name="intent" value="review" />
      <SpamFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <VisitorNameAndEmail
          idPrefix="review"
          emailLabel="Your email (not published)"
          fields={fields}
          values={values}
          errors={errors}
          fixedEmail={enquiry?.email}
        />
      </div>
      <RatingInput error={errors.rating} initial={Number(textOf(values, "rating")) || null} />
      <TextAreaField
        id="review-comment"
        name="comment"
        label="Your review"
        {...fields.comment}
        defaultValue={textOf(values, "comment")}
        error={errors.comment}
        placeholder="Which car, what work, and how did it go?"
      />
      <div>
        <label className="flex items-start gap-3">
          {/* Unticked by default; a ticked one shows "Received something in return" on the published review. */}
          <input
            type="checkbox"
            name="incentivised"
            defaultChecked={textOf(values, "incentivised") === "on"}
            aria-describedby="review-incentivised-hint"
            className="mt-1 size-5 accent-racing-700"
          />
          <span>I received something in return for this review</span>
        </label>
        <p id="review-incentivised-hint" className="mt-1 ml-8 text-sm text-ink-muted">
          Tick this if you were given anything for writing it, such as a discount, a gift or a payment. Your review will say so.
        </p>
      </div>
      {formRefusal && (
        <p role="alert" className="text-sm text-oxblood-700">
          {formRefusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Submitting..." : "Submit Review"}
        </Button>
        {/* A link, so that without JavaScript it leads back to the profile without the form. */}
        {enquiry ? (
          <Link to={enquiry.profilePath} className={buttonClasses("ghost")}>
            Cancel
          </Link>
        ) : (
          <Link
            to={{ search: "" }}
            preventScrollReset
            className={buttonClasses("ghost")}
            onClick={(event) => {
              event.preventDefault();
              onDone();
            }}
          >
            Cancel
          </Link>
        )}
      </div>
      {/* Under the buttons: the review policy's link (given by ReviewsSection, whose file holds it already). */}
      {children}
    </fetcher.Form>
  );
}

/**
 * 1 to 5 stars as a radio group (arrow keys work), none chosen at first (#24: SPEC's "default 5"
 * would count a visitor who never chose as a 5-star review). The stars fill by CSS alone (a chosen
 * star and the ones before it), so they show the choice without JavaScript too; `initial` is what
 * was chosen before a refusal.
 */
function RatingInput({ error, initial }: { error?: string; initial: number | null }) {
  const errorId = error ? "review-rating-error" : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="group cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brass-500"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={initial === n}
              aria-describedby={errorId}
              className="sr-only"
            />
            <Icon
              name="star"
              className={cn(
                "size-7 text-ink-muted",
                // This star chosen, or a later one: filled.
                "group-has-checked:fill-brass-400 group-has-checked:text-brass-500",
                "group-[:has(~label_:checked)]:fill-brass-400 group-[:has(~label_:checked)]:text-brass-500",
              )}
            />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="review-rating-error" className="mt-1.5 text-sm text-oxblood-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
