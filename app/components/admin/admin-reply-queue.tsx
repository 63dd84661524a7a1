import { Link } from "react-router";
import type { PendingReply } from "~/models/review-replies.server";
import type { AdminResult } from "~/lib/form-results";
import { ApproveRejectButtons, EmptyState } from "~/components/admin/admin-tab";
import { ReviewStars } from "~/components/ui/star-rating";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { formatDate } from "~/lib/format";
import { useFormAnswer } from "~/lib/use-form-answer";

/** The Reviews tab's second queue: businesses' replies to their reviews, each shown with the review it answers. */
export function ReplyQueue({ replies }: { replies: PendingReply[] }) {
  return (
    <section aria-labelledby="reply-queue-heading" className="mt-10">
      <h2 id="reply-queue-heading" className="mb-4 text-2xl font-semibold">
        Business replies awaiting moderation
      </h2>
      {replies.length === 0 ? (
        <EmptyState>No business replies waiting for moderation</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Pending business replies">
          {replies.map((reply) => (
            <ReplyCard key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReplyCard({ reply }: { reply: PendingReply }) {
  const { fetcher, busy } = useFormAnswer<AdminResult>();
  const reasonId = `reply-reason-${reply.id}`;
  return (
    <li>
      <Card className="min-w-0 p-5 sm:p-6" data-admin-reply={reply.id}>
        <h3 className="text-lg font-semibold">
          <Link to={`/provider/${reply.profileSlug}`} className="text-racing-700 underline underline-offset-2 hover:text-racing-900">
            {reply.businessName}
          </Link>{" "}
          <span className="font-normal text-ink-muted">replying to</span> {reply.reviewerName}
        </h3>
        <p className="text-sm text-ink-muted">Reply sent {formatDate(reply.sentAt)}</p>
        <div className="mt-4 rounded-lg bg-ivory p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">Review by {reply.reviewerName}, {formatDate(reply.reviewedAt)}</p>
            <ReviewStars rating={reply.rating} />
          </div>
          <p className="mt-2 whitespace-pre-line">{reply.comment}</p>
        </div>
        <div className="mt-4 border-l-4 border-racing-300 pl-4">
          <p className="text-sm font-semibold">Reply from {reply.businessName}</p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{reply.body}</p>
        </div>
        <fetcher.Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="replyId" value={reply.id} />
          <TextField id={reasonId} name="reason" label="Reason if rejecting (optional, sent to the specialist)" maxLength={1000} />
          <ApproveRejectButtons name="decision" busy={busy} />
        </fetcher.Form>
      </Card>
    </li>
  );
}
