import { Link } from "react-router";
import type { WaitingProfileChange } from "~/models/profile-changes.server";
import type { AdminResult } from "~/lib/form-results";
import { textOf, valuesOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { experienceLabel, formatDate } from "~/lib/format";
import { REVIEWED_KIND, REVIEWED_LABELS, type ReviewedColumn } from "~/lib/profile-changes";
import { wordDiff } from "~/lib/word-diff";
import { ApproveRejectButtons } from "~/components/admin/admin-tab";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";

/**
 * One live listing's waiting change on the Listing changes tab (decision 0022): each changed field
 * as it is live and as proposed, long text word by word (removed and added words struck through or
 * underlined and named for screen readers, not told by colour alone), lists by what they gain and
 * lose; then Approve, or Reject with the reason the specialist is emailed.
 */
export function AdminChangeCard({ change }: { change: WaitingProfileChange }) {
  const name = change.live.businessName;
  return (
    <li>
      <Card className="min-w-0 p-5 sm:p-6" data-admin-change={change.profileId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">
              <Link to={`/provider/${change.slug}`} className="text-racing-700 hover:underline">
                {name}
              </Link>
            </h3>
            <p className="text-sm break-all text-ink-muted">
              {change.contactPerson} · {change.email} · waiting since {formatDate(change.submittedAt)}
            </p>
          </div>
          <Badge tone="brass">
            {change.fields.length} {change.fields.length === 1 ? "field" : "fields"} waiting
          </Badge>
        </div>
        <div className="mt-4 grid gap-4">
          {change.fields.map((column) => (
            <FieldChange key={column} id={`change-${change.profileId}-${column}`} column={column} before={change.live[column]} after={change.proposed[column]} />
          ))}
        </div>
        <DecisionForm change={change} />
      </Card>
    </li>
  );
}

type Value = string | number | string[] | null | undefined;

function shown(column: ReviewedColumn, value: Value): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "None";
  if (REVIEWED_KIND[column] === "years") return experienceLabel(typeof value === "number" ? value : null) ?? "Not specified";
  return value === null || value === undefined || value === "" ? "None" : String(value);
}

/** One changed field: a group named by its heading (not a landmark: every card has one of each). */
function FieldChange({ id, column, before, after }: { id: string; column: ReviewedColumn; before: Value; after: Value }) {
  const kind = REVIEWED_KIND[column];
  return (
    <div role="group" aria-labelledby={id} className="rounded-lg border border-line p-3 sm:p-4" data-change-field={column}>
      <h4 id={id} className="text-sm font-semibold">
        {REVIEWED_LABELS[column]}
      </h4>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Now live</dt>
          <dd className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line">{shown(column, before)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Proposed</dt>
          <dd className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line">{shown(column, after)}</dd>
        </div>
      </dl>
      {kind === "list" && Array.isArray(before) && Array.isArray(after) && <ListChange before={before} after={after} />}
      {kind === "long-text" && typeof before === "string" && before && typeof after === "string" && after && <TextChange before={before} after={after} />}
    </div>
  );
}

function ListChange({ before, after }: { before: string[]; after: string[] }) {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  return (
    <p className="mt-2 text-sm">
      {added.length > 0 && (
        <>
          <strong>Added:</strong> <ins className="bg-racing-50 text-racing-900 underline decoration-2">{added.join(", ")}</ins>
        </>
      )}
      {added.length > 0 && removed.length > 0 && " · "}
      {removed.length > 0 && (
        <>
          <strong>Removed:</strong> <del className="bg-red-50 text-oxblood-700 line-through decoration-2">{removed.join(", ")}</del>
        </>
      )}
    </p>
  );
}

/** The words removed and added, in place: struck through and underlined, each named for screen readers. */
function TextChange({ before, after }: { before: string; after: string }) {
  const parts = wordDiff(before, after);
  return (
    <div className="mt-3 text-sm">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Word by word</p>
      <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line" data-word-diff>
        {parts.map((part, i) =>
          part.type === "same" ? (
            <span key={i}>{part.text}</span>
          ) : part.type === "removed" ? (
            <del key={i} className="bg-red-50 text-oxblood-700 line-through decoration-2">
              <span className="sr-only">[removed: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          ) : (
            <ins key={i} className="bg-racing-50 text-racing-900 underline decoration-2">
              <span className="sr-only">[added: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          ),
        )}
      </p>
    </div>
  );
}

/** Approve, or reject with the reason (required; emailed to the specialist); a refusal comes back to this card's field. */
function DecisionForm({ change }: { change: WaitingProfileChange }) {
  const { fetcher, errors, values, busy } = useFormAnswer<AdminResult>({
    key: `change-decision-${change.profileId}`,
    owns: (answer) => textOf(valuesOf(answer), "profileId") === change.profileId,
  });
  const id = `change-reason-${change.profileId}`;
  return (
    <fetcher.Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start" noValidate>
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="profileId" value={change.profileId} />
      <input type="hidden" name="revision" value={change.revision} />
      <div>
        <TextField
          id={id}
          name="reason"
          label="Reason if rejecting"
          maxLength={1000}
          aria-describedby={`${id}-hint`}
          error={errors.reason}
          defaultValue={textOf(values, "reason")}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          Needed to reject: it is emailed to the specialist. Approving applies the proposed values at once.
        </p>
      </div>
      <div className="sm:mt-7">
        <ApproveRejectButtons name="decision" busy={busy} />
      </div>
    </fetcher.Form>
  );
}
