import { useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { OwnReply } from "~/models/review-replies.server";
import type { ReviewsPageResult } from "~/lib/form-results";
import { replySchema } from "~/lib/schemas";
import { constraints, errorsOf, textOf, valuesOf } from "~/lib/form";
import { formatCount, formatLongDate } from "~/lib/format";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { useFormAnswer } from "~/lib/use-form-answer";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/modal-dialog";

const FIELDS = constraints(replySchema);
const REPLY_MAX = FIELDS.body?.maxLength ?? 0;

const STATUS = {
  pending: { label: "Pending moderation", tone: "brass" },
  approved: { label: "Published", tone: "green" },
  rejected: { label: "Rejected", tone: "red" },
} as const;

type Fetcher = FetcherWithComponents<ReviewsPageResult>;

// A disclosure that looks like a small outline button (the browser's own marker hidden).
const SUMMARY = buttonClasses("outline", "sm", "cursor-pointer list-none [&::-webkit-details-marker]:hidden");

/**
 * Under a published review on the specialist's own Reviews page: "Reply publicly", or their reply
 * with its moderation status, to edit or delete. Plain forms posting to the page (intents "reply"
 * and "delete-reply"), answered by the page itself without JavaScript; with it, a fetcher sends
 * them and Delete asks first in a dialog.
 */
export function ReplyToReview({ reviewId, reply }: { reviewId: string; reply: OwnReply | undefined }) {
  const { fetcher, answer: result } = useFormAnswer<ReviewsPageResult>({ key: `reply-${reviewId}`, owns: (answer) => answer.reviewId === reviewId });
  const refusedReply = result?.intent === "reply" && result.status === "error";
  const form = (label: string) => (
    <ReplyForm fetcher={fetcher} reviewId={reviewId} result={refusedReply ? result : undefined} initial={reply?.body ?? ""} submitLabel={label} republishes={reply?.status === "approved"} />
  );
  return (
    <div className="mt-4 border-t border-line pt-4" data-reply-to={reviewId}>
      {reply ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-base font-semibold">Your public reply</h3>
            <Badge tone={STATUS[reply.status].tone}>{STATUS[reply.status].label}</Badge>
          </div>
          <p className="mt-2 border-l-4 border-racing-200 pl-3 whitespace-pre-line">{reply.body}</p>
          <ReplyStatusNote reply={reply} />
          <Outcome result={result} />
          <div className="mt-3 flex flex-wrap items-start gap-3">
            <details className="open:basis-full" open={refusedReply || undefined}>
              <summary className={SUMMARY}>Edit reply</summary>
              {form("Save and send for moderation")}
            </details>
            <DeleteReply fetcher={fetcher} reviewId={reviewId} />
          </div>
        </>
      ) : (
        <>
          <Outcome result={result} />
          <details open={refusedReply || undefined}>
            <summary className={SUMMARY}>Reply publicly</summary>
            {form("Send reply")}
          </details>
        </>
      )}
    </div>
  );
}

function ReplyStatusNote({ reply }: { reply: OwnReply }) {
  if (reply.status === "pending") {
    return <p className="mt-2 text-sm text-ink-muted">Our team checks each reply before it appears under the review on your public profile.</p>;
  }
  if (reply.status === "approved") {
    return (
      <p className="mt-2 text-sm text-ink-muted">
        Shown under the review on your public profile
        {reply.publishedAt && (
          <>
            {" "}since <time dateTime={new Date(reply.publishedAt).toISOString()}>{formatLongDate(reply.publishedAt)}</time>
          </>
        )}
        .
      </p>
    );
  }
  return (
    <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-oxblood-700">
      Not published{reply.rejectionReason ? `. Reason: ${reply.rejectionReason}` : ""}. You can edit it and send it again, or delete it.
    </p>
  );
}

/** The form's own answer: a confirmation, or a refusal no single field explains (a field's error sits by the field). */
function Outcome({ result }: { result: ReviewsPageResult | undefined }) {
  if (!result?.message) return null;
  const ok = result.status === "success";
  return (
    <p role={ok ? "status" : "alert"} className={ok ? "mt-3 rounded-lg bg-racing-50 p-3 text-sm text-racing-900" : "mt-3 rounded-lg bg-red-50 p-3 text-sm text-oxblood-700"}>
      {result.message}
    </p>
  );
}

function ReplyForm({
  fetcher,
  reviewId,
  result,
  initial,
  submitLabel,
  republishes,
}: {
  fetcher: Fetcher;
  reviewId: string;
  /** The refused post of this form, if any: its errors and what was typed. */
  result: ReviewsPageResult | undefined;
  initial: string;
  submitLabel: string;
  /** An edit of a published reply takes it off the public page until it is approved again: say so. */
  republishes: boolean;
}) {
  const [text, setText] = useState(textOf(valuesOf(result), "body") ?? initial);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = errorsOf(result);
  useFocusFirstError(formRef, result?.status === "error" ? result.fieldErrors : undefined);
  const id = `reply-${reviewId}`;
  return (
    <fetcher.Form ref={formRef} method="post" className="mt-3 grid gap-2" noValidate>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField
        id={id}
        name="body"
        label="Your public reply"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.body}
        {...FIELDS.body}
        aria-describedby={`${id}-count ${id}-hint`}
        className="[&_textarea]:min-h-28"
      />
      <p id={`${id}-count`} className="text-sm text-ink-muted">
        {formatCount(text.length)}/{formatCount(REPLY_MAX)} characters
      </p>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {republishes
          ? "Saving a change takes your reply off your public profile until our team has approved the new text."
          : "Shown under the review with your business name once our team has approved it."}
      </p>
      <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
        {fetcher.state !== "idle" ? "Sending..." : submitLabel}
      </Button>
    </fetcher.Form>
  );
}

/** With JavaScript, Delete asks first; without it, the button posts the form. */
function DeleteReply({ fetcher, reviewId }: { fetcher: Fetcher; reviewId: string }) {
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = `delete-reply-${reviewId}-title`;
  const descriptionId = `delete-reply-${reviewId}-description`;
  const danger = "bg-oxblood-700! text-white! hover:bg-oxblood-600!";
  return (
    <fetcher.Form ref={formRef} method="post">
      <input type="hidden" name="intent" value="delete-reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        className="text-oxblood-700!"
        disabled={fetcher.state !== "idle"}
        onClick={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        Delete reply
      </Button>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy={titleId}
        describedBy={descriptionId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] max-w-none rounded-2xl bg-paper p-6 text-ink shadow-[var(--shadow-lift)] backdrop:bg-ink/50 focus:outline-none"
      >
        <h2 id={titleId} className="text-xl font-semibold">
          Delete your reply?
        </h2>
        <p id={descriptionId} className="mt-2 text-ink-muted">
          It leaves your public profile at once and cannot be brought back. You can write a new reply afterwards.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            className={danger}
            onClick={() => {
              void fetcher.submit(formRef.current);
              setConfirming(false);
            }}
          >
            Delete reply
          </Button>
        </div>
      </ModalDialog>
    </fetcher.Form>
  );
}
