import type { ReactNode } from "react";
import type { AdminProfile } from "~/models/admin.server";
import type { AdminResult } from "~/lib/form-results";
import { textOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { StatusBadge } from "~/components/ui/status-badge";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Card } from "~/components/ui/card";
import { formatDate, safeExternalUrl } from "~/lib/format";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { Waiting } from "~/lib/admin-queue";
import { AdminOutcome, ApproveRejectButtons, EmptyState } from "~/components/admin/admin-tab";
import type { CertificationCheck } from "~/models/certification-checks.server";
import { CertificationChecks } from "~/components/admin/admin-certification-checks";

type ProfileStatus = "pending" | "approved" | "rejected";

/** What the Pending tab adds to a card (issue #24 item 8): how long it has waited, and the email's domain against the website's. */
export interface QueueNotes {
  waiting: Waiting;
  emailCheck: string;
}
type ListedProfile = AdminProfile & { queue?: QueueNotes };

/**
 * The Pending, Approved and Rejected tabs: the same cards, with the decisions each status allows;
 * a tab that loads the certification checks offers "Check certifications" on its cards.
 */
export function ProfileList({
  status,
  profiles,
  certificationChecks,
}: {
  status: ProfileStatus;
  profiles: ListedProfile[];
  certificationChecks?: CertificationCheck[];
}) {
  return (
    <>
      <AdminOutcome />
      {profiles.length === 0 ? (
        <EmptyState>No {status} profiles</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label={`${status} profiles`}>
          {profiles.map((profile) => (
            <AdminProfileCard
              key={profile.id}
              profile={profile}
              status={status}
              certificationChecks={certificationChecks?.filter((check) => check.profileId === profile.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function AdminProfileCard({
  profile,
  status,
  certificationChecks,
}: {
  profile: ListedProfile;
  status: ProfileStatus;
  certificationChecks?: CertificationCheck[];
}) {
  const none = (list: string[]) => (list.length ? list.join(", ") : "None specified");
  return (
    <li>
      <Card className="min-w-0 p-5 sm:p-6" data-admin-profile={profile.slug}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-xl font-semibold">{profile.businessName}</h3>
            <p className="text-sm text-ink-muted">Submitted {formatDate(profile.createdAt)}</p>
            {profile.queue && <WaitingLine waiting={profile.queue.waiting} />}
          </div>
          <StatusBadge status={status} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Row label="Contact person">{profile.contactPerson}</Row>
          <Row label="Email">{profile.email}</Row>
          <Row label="Phone">{profile.phone}</Row>
          <Row label="Location">{[profile.city, profile.county].filter(Boolean).join(", ")}</Row>
          <Row label="Experience">{profile.yearsInBusiness != null ? `${profile.yearsInBusiness} years` : "Not specified"}</Row>
          <Row label="Specialties">{none(profile.specialties)}</Row>
          <Row label="Vehicle makes">{none(profile.vehicleMakes)}</Row>
        </dl>
        {profile.businessDescription && <p className="mt-4 whitespace-pre-line text-ink-muted">{profile.businessDescription}</p>}
        {profile.queue && <BeforeApproving profile={profile} emailCheck={profile.queue.emailCheck} />}
        {profile.decisions.length > 0 && (
          <div className="mt-4 rounded-lg bg-ivory p-3 text-sm">
            <p className="font-semibold">Decisions</p>
            <ul className="mt-1 space-y-1">
              {profile.decisions.map((d) => (
                <li key={d.id}>
                  <span className="capitalize">{d.decision}</span> by {d.adminEmail} on {formatDate(d.createdAt)}
                  {d.reason && <> &mdash; &ldquo;{d.reason}&rdquo;</>}
                </li>
              ))}
            </ul>
          </div>
        )}
        {certificationChecks && <CertificationChecks profileId={profile.id} certifications={profile.certifications} checks={certificationChecks} />}
        {status === "pending" && <DecisionForm profileId={profile.id} intent="decide" label="Reason if rejecting (optional, sent to the provider)" />}
        {status === "approved" && <DecisionForm profileId={profile.id} intent="suspend" label="Reason for suspending (sent to the provider)" />}
        <AccountRequests profile={profile} />
      </Card>
    </li>
  );
}

/** Approve or Reject a pending profile (intent "decide"), or Suspend an approved one (intent "suspend"). */
function DecisionForm({ profileId, intent, label }: { profileId: string; intent: "decide" | "suspend"; label: string }) {
  // docs/spec.md §8: a profile's buttons are disabled while its update is in flight.
  const { fetcher, busy } = useFormAnswer<AdminResult>();
  return (
    <fetcher.Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profileId" value={profileId} />
      <div>
        <label htmlFor={`reason-${profileId}`} className="mb-1 block text-sm font-semibold">
          {label}
        </label>
        <input id={`reason-${profileId}`} name="reason" maxLength={1000} className="h-10 w-full rounded-lg border border-line bg-white px-3" />
      </div>
      <div className="flex gap-2">
        {intent === "decide" ? (
          <ApproveRejectButtons name="decision" busy={busy} />
        ) : (
          <Button type="submit" variant="outline" disabled={busy}>
            Suspend
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}

/** A specialist's data-protection request, made by email: a copy of their data, or deletion. */
function AccountRequests({ profile }: { profile: AdminProfile }) {
  const { fetcher, errors, values, busy } = useFormAnswer<AdminResult>({
    key: `delete-${profile.id}`,
    owns: (answer) => answer.intent === "delete-account" && answer.profileId === profile.id,
  });
  const id = `deletion-reason-${profile.id}`;
  return (
    <details className="mt-5 rounded-lg border border-line p-4" open={Boolean(errors.reason)}>
      <summary className="cursor-pointer text-sm font-semibold">Data requests from this specialist</summary>
      <div className="mt-3 grid gap-4">
        {profile.hasAccount && (
          <form method="post" action="/dashboard/settings/export">
            <input type="hidden" name="profileId" value={profile.id} />
            <Button type="submit" variant="outline">
              Download their data (JSON)
            </Button>
          </form>
        )}
        <fetcher.Form method="post" className="grid gap-3" noValidate>
          <input type="hidden" name="intent" value="delete-account" />
          <input type="hidden" name="profileId" value={profile.id} />
          <TextField
            id={id}
            name="reason"
            label="Request for deletion (who asked, and when)"
            maxLength={1000}
            required
            error={errors.reason}
            defaultValue={textOf(values, "reason")}
          />
          <Button type="submit" variant="outline" disabled={busy} className="justify-self-start border-oxblood-600! text-oxblood-700! hover:bg-red-50!">
            Delete account and listing
          </Button>
        </fetcher.Form>
      </div>
    </details>
  );
}

/** "Waiting 78 days", and past the promised 48 hours a flag in words, not in colour alone. */
function WaitingLine({ waiting }: { waiting: Waiting }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold" data-waiting>
      {waiting.text}
      {waiting.overdue && (
        <Badge tone="red">
          <Icon name="clock" className="size-3.5" />
          Over the 48 hours we promise
        </Badge>
      )}
    </p>
  );
}

/** What an admin checks before approving: the website (opened in a new tab, with no opener or referrer), where the business is, its phone, its email's domain and its logo. */
function BeforeApproving({ profile, emailCheck }: { profile: AdminProfile; emailCheck: string }) {
  const website = safeExternalUrl(profile.website);
  const headingId = `checks-${profile.id}`;
  return (
    <section className="mt-4 rounded-lg border border-line p-4" aria-labelledby={headingId} data-checks>
      {/* The business's name makes each card's region name its own (one landmark name per page). */}
      <h4 id={headingId} className="text-sm font-semibold">
        Before approving<span className="sr-only"> {profile.businessName}</span>
      </h4>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Row label="Website">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="text-racing-700 underline">
              {profile.website}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            "No website"
          )}
        </Row>
        <Row label="Address">{[profile.address, profile.city, profile.county, profile.postcode].filter(Boolean).join(", ")}</Row>
        <Row label="Phone">{profile.phone}</Row>
        <Row label="Account email">
          {profile.accountEmail} <span className="block font-normal">{emailCheck}</span>
        </Row>
        <Row label="Logo">
          {profile.logoUrl ? <img src={profile.logoUrl} alt={`Logo of ${profile.businessName}`} width={96} height={96} className="size-24 rounded border border-line bg-white object-contain" /> : "No logo"}
        </Row>
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-ink-muted">{label}:</dt>
      <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
