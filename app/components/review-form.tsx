import { useEffect, useRef, useState } from "react";
import { Star } from "lucide-react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SpamFields } from "~/components/spam-fields";
import { COMMENT_MAX, EMAIL_MAX, NAME_MAX } from "~/lib/field-limits";
import { cn } from "~/lib/cn";
import { useProviderForm } from "~/lib/use-provider-form";

/** The review form that Write Review opens on a provider's profile. */
export default function ReviewForm({ formToken, onDone }: { formToken: string; onDone: () => void }) {
  const { fetcher, result, errors, busy } = useProviderForm("review");
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(result.message);
      formRef.current?.reset();
      onDone();
    } else {
      toast.error(result.message);
    }
  }, [fetcher.state, result, onDone]);

  return (
    <fetcher.Form ref={formRef} method="post" className="relative mt-6 grid gap-4 rounded-xl border border-line bg-paper p-5" noValidate>
      <input type="hidden" name="intent" value="review" />
      <SpamFields token={formToken} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="review-name" name="name" label="Your name" autoComplete="name" required maxLength={NAME_MAX} error={errors.name} />
        <TextField
          id="review-email"
          name="email"
          type="email"
          label="Your email (not published)"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          error={errors.email}
        />
      </div>
      <RatingInput error={errors.rating} />
      <TextAreaField
        id="review-comment"
        name="comment"
        label="Your review"
        required
        maxLength={COMMENT_MAX}
        error={errors.comment}
        placeholder="Which car, what work, and how did it go?"
      />
      {result && !result.ok && !result.errors && (
        <p role="alert" className="text-sm text-oxblood-700">
          {result.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Submitting..." : "Submit Review"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** 1 to 5 stars as a radio group (arrow keys work), default 5. */
function RatingInput({ error }: { error?: string }) {
  const [value, setValue] = useState(5);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">Rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brass-500">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => setValue(n)}
              className="sr-only"
            />
            <Star aria-hidden className={cn("size-7", n <= value ? "fill-brass-400 text-brass-500" : "text-line")} />
            <span className="sr-only">
              {n} {n === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-oxblood-700">{error}</p>}
    </fieldset>
  );
}
