import { Form } from "react-router";
import { cn } from "~/lib/cn";
import { textOf, type FieldConstraint, type FormValues } from "~/lib/form";
import { TextAreaField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import type { ThreadMessageView } from "~/routes/quotes/quote-request.server";

/** One conversation between an owner and a specialist: messages, quotes and a decline, oldest first. */
export function Thread({ messages, mineLabel, theirsLabel }: { messages: ThreadMessageView[]; mineLabel: string; theirsLabel: string }) {
  if (messages.length === 0) return <p className="text-sm text-ink-muted">No messages yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Conversation">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn("max-w-[40rem] rounded-xl border p-4", message.mine ? "justify-self-end border-racing-200 bg-racing-50" : "justify-self-start border-line bg-white")}
        >
          <p className="text-xs font-semibold text-ink-muted">
            {message.mine ? mineLabel : theirsLabel} · {message.sentAt}
          </p>
          {message.kind === "quote" && (
            <div className="mt-2 rounded-lg bg-ivory p-3" data-quote>
              <p className="font-display text-2xl font-semibold">{message.price}</p>
              <p className="text-sm">
                Lead time: {message.leadTime} · Valid until {message.validUntil}
              </p>
            </div>
          )}
          {message.kind === "decline" && <p className="mt-2 text-sm font-semibold text-oxblood-700">Declined</p>}
          <p className="mt-2 whitespace-pre-line">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** A message in a thread: a plain form to the page (intent "message"), its error tied to the field. */
export function ThreadMessageForm({
  lead,
  id,
  label,
  constraint,
  error,
  values,
  busy,
}: {
  lead: string;
  id: string;
  label: string;
  constraint: FieldConstraint | undefined;
  error?: string;
  values: FormValues;
  busy: boolean;
}) {
  return (
    <Form method="post" className="grid gap-3" preventScrollReset>
      <input type="hidden" name="intent" value="message" />
      <input type="hidden" name="lead" value={lead} />
      <TextAreaField id={id} name="body" label={label} {...constraint} defaultValue={textOf(values, "body")} error={error} className="[&_textarea]:min-h-24" />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
        Send message
      </Button>
    </Form>
  );
}
