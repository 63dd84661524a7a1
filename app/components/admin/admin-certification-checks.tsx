import type { CertificationCheck } from "~/models/certification-checks.server";
import type { AdminResult } from "~/lib/form-results";
import { CERTIFICATION_EVIDENCE_MAX, certificationView, statedCertifications } from "~/lib/certifications";
import { errorsOf, textOf, valuesOf } from "~/lib/form";
import { useFormAnswer, usePostedAnswer } from "~/lib/use-form-answer";
import { formatDate } from "~/lib/format";
import { CertifiedBadge } from "~/components/profile/certified-badge";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";

/**
 * "Check certifications" on an admin's profile card (issue #14 item 9): each certification the
 * profile states, checked (by whom, when, on what evidence, with Withdraw) or not (a form for what
 * was seen). The public badge follows from the same function as the profile's own page.
 */
export function CertificationChecks({ profileId, certifications, checks }: { profileId: string; certifications: string | null; checks: CertificationCheck[] }) {
  const stated = statedCertifications(certifications);
  // Without JavaScript a refused note comes back as the page: the section opens on it.
  const refused = usePostedAnswer<AdminResult>((answer) => answer.intent === "check-certification" && answer.profileId === profileId);
  if (stated.length === 0) return null;
  const checkOf = new Map(checks.map((check) => [check.certification, check]));
  const outdated = checks.filter((check) => !stated.includes(check.certification));
  const checkedCount = stated.filter((certification) => checkOf.has(certification)).length;
  const refusedHere = Object.keys(errorsOf(refused)).length > 0;
  const badge = certificationView(certifications, checks);
  return (
    <details className="mt-5 rounded-lg border border-line p-4" open={refusedHere}>
      <summary className="cursor-pointer text-sm font-semibold">
        Check certifications ({checkedCount} of {stated.length} checked)
      </summary>
      <div className="mt-3 grid gap-4">
        <p className="text-sm text-ink-muted">
          Mark a certification as checked only after seeing evidence of it (a certificate, a membership record). Once every
          stated certification is checked, the public profile says &ldquo;Certifications checked by The Restoration Register&rdquo;
          with the date; until then it says &ldquo;Lists certifications&rdquo;.
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Public badge: <CertifiedBadge status={badge.status} checkedOn={badge.checkedOn} />
        </p>
        <ul className="grid gap-3">
          {stated.map((certification, index) => {
            const check = checkOf.get(certification);
            return (
              <li key={certification} className="rounded-lg bg-ivory p-3">
                <p className="font-semibold [overflow-wrap:anywhere]">{certification}</p>
                {check ? (
                  <CheckedCertification profileId={profileId} check={check} />
                ) : (
                  <CheckForm profileId={profileId} certification={certification} index={index} />
                )}
              </li>
            );
          })}
        </ul>
        {outdated.length > 0 && (
          <div className="text-sm">
            <p className="font-semibold">Checks of wordings this listing no longer states (they count for nothing)</p>
            <ul className="mt-2 grid gap-2">
              {outdated.map((check) => (
                <li key={check.certification} className="rounded-lg bg-ivory p-3">
                  <p className="font-semibold [overflow-wrap:anywhere]">{check.certification}</p>
                  <CheckedCertification profileId={profileId} check={check} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}

function CheckedCertification({ profileId, check }: { profileId: string; check: CertificationCheck }) {
  const { fetcher, busy } = useFormAnswer<AdminResult>();
  return (
    <div className="mt-1 flex flex-wrap items-end justify-between gap-2 text-sm">
      <p className="min-w-0 [overflow-wrap:anywhere]">
        Checked by {check.adminEmail} on {formatDate(check.checkedAt)}: &ldquo;{check.evidence}&rdquo;
      </p>
      <fetcher.Form method="post" aria-label={`Withdraw the check of ${check.certification}`}>
        <input type="hidden" name="intent" value="withdraw-certification" />
        <input type="hidden" name="profileId" value={profileId} />
        <input type="hidden" name="certification" value={check.certification} />
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Withdraw check
        </Button>
      </fetcher.Form>
    </div>
  );
}

function CheckForm({ profileId, certification, index }: { profileId: string; certification: string; index: number }) {
  const { fetcher, errors, values, busy } = useFormAnswer<AdminResult>({
    owns: (answer) => answer.intent === "check-certification" && answer.profileId === profileId && textOf(valuesOf(answer), "certification") === certification,
  });
  const id = `evidence-${profileId}-${index}`;
  return (
    <fetcher.Form method="post" className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start" aria-label={`Check ${certification}`} noValidate>
      <input type="hidden" name="intent" value="check-certification" />
      <input type="hidden" name="profileId" value={profileId} />
      <input type="hidden" name="certification" value={certification} />
      <TextField
        id={id}
        name="evidence"
        label="What was seen"
        placeholder="e.g. IMI certificate no. 12345 seen 2026-11-20"
        maxLength={CERTIFICATION_EVIDENCE_MAX}
        required
        error={errors.evidence}
        defaultValue={textOf(values, "evidence")}
      />
      <Button type="submit" disabled={busy} className="sm:mt-7">
        Mark as checked
      </Button>
    </fetcher.Form>
  );
}
