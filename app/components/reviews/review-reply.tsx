import type { PublicReviewView } from "~/models/reviews.server";

/** A business's published reply under the review it answers (#14): set apart, with whose it is and when. */
export function ReviewReply({ reply, businessName }: { reply: NonNullable<PublicReviewView["reply"]>; businessName: string }) {
  return (
    <div className="mt-3 ml-3 border-l-4 border-racing-300 pl-4 sm:ml-6" data-testid="review-reply">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold">Reply from {businessName}</p>
        {reply.publishedAt && (
          <time className="text-sm text-ink-muted" dateTime={new Date(reply.publishedAt).toISOString()}>
            {reply.publishedOn}
          </time>
        )}
      </div>
      <p className="mt-1 leading-relaxed whitespace-pre-line">{reply.body}</p>
    </div>
  );
}
