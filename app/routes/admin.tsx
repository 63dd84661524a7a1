import type { ReactNode } from "react";
import { Link, useActionData, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "~/services/session.server";
import { adminAction, type AdminResult } from "./admin.server";
import {
  directoryInsights,
  pendingReviews,
  profileCounts,
  profilesWithStatus,
  recentSiteMessages,
  securityInsights,
} from "~/models/admin.server";
import { countFailedMail, listFailedMail } from "~/services/outbox.server";
import { makeOptionBySlug, serviceOptionBySlug } from "~/content/taxonomy";
import { DailyChart, RankingChart } from "~/components/bar-chart";
import { SecurityEvents } from "~/components/security-events";
import { StatusBadge } from "~/components/status-badge";
import { StarRating } from "~/components/star-rating";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/cn";

const TABS = ["pending", "approved", "rejected", "reviews", "messages", "mail", "insights"] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const tabParam = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "pending";
  const [counts, reviewQueue, failedMailCount] = await Promise.all([
    profileCounts(context.db),
    pendingReviews(context.db),
    countFailedMail(context.db),
  ]);
  return {
    email: session.user.email,
    tab,
    counts,
    reviewQueue: tab === "reviews" ? reviewQueue : [],
    reviewCount: reviewQueue.length,
    profiles: tab === "pending" || tab === "approved" || tab === "rejected" ? await profilesWithStatus(context.db, tab) : [],
    messages: tab === "messages" ? await recentSiteMessages(context.db) : [],
    failedMailCount,
    // Recipients, subjects and errors only: a body may hold someone's reset or verification link.
    failedMail: tab === "mail" ? (await listFailedMail(context.db)).map(({ message, ...row }) => ({ ...row, to: [message.to].flat().join(", "), subject: message.subject })) : [],
    insights: tab === "insights" ? await directoryInsights(context.db) : null,
    security: tab === "insights" ? await securityInsights(context.db) : null,
  };
}

export const action = ({ request, context }: Route.ActionArgs) => adminAction(request, context);

export const meta = () => pageMeta({ title: "Admin Dashboard", noindex: true });

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { email, tab, counts, profiles, reviewQueue, reviewCount, messages, failedMail, failedMailCount, insights, security } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  // Without JavaScript a card's form posts the whole page: its outcome is shown here.
  const posted = useActionData<typeof action>();
  const labels: Record<Tab, string> = {
    pending: `Pending (${counts.pending})`,
    approved: `Approved (${counts.approved})`,
    rejected: `Rejected (${counts.rejected})`,
    reviews: `Reviews (${reviewCount})`,
    messages: "Messages",
    mail: `Failed emails (${failedMailCount})`,
    insights: "Insights",
  };
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-2 text-ink-muted">
        Welcome, {email}. Review new listings and reviews to keep the directory trustworthy.
      </p>
      {posted && !posted.errors && (
        <p role={posted.ok ? "status" : "alert"} className={cn("mt-4 rounded-lg p-3 text-sm", posted.ok ? "bg-racing-50 text-racing-900" : "bg-red-50 text-oxblood-700")}>
          {posted.message}
        </p>
      )}
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ["Total Profiles", counts.total],
          ["Pending Review", counts.pending],
          ["Approved", counts.approved],
          ["Rejected", counts.rejected],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{value}</dd>
          </Card>
        ))}
      </dl>

      <h2 className="mt-10 text-2xl font-semibold">Profile Management</h2>
      <nav aria-label="Admin sections" className="mt-4 overflow-x-auto">
        <ul className="flex gap-1 border-b border-line">
          {TABS.map((t) => (
            <li key={t}>
              <Link
                to={`/admin?tab=${t}`}
                aria-current={t === tab ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap",
                  t === tab ? "border-racing-700 text-racing-800" : "border-transparent text-ink-muted hover:text-ink",
                )}
              >
                {labels[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loading ? (
        <p role="status" className="mt-8 text-ink-muted">
          Loading...
        </p>
      ) : (
        <div className="mt-6">
          {(tab === "pending" || tab === "approved" || tab === "rejected") &&
            (profiles.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">No {tab} profiles</p>
            ) : (
              <ul className="grid gap-4" aria-label={`${tab} profiles`}>
                {profiles.map((profile) => (
                  <ProfileCard key={profile.id} profile={profile} tab={tab} />
                ))}
              </ul>
            ))}
          {tab === "reviews" &&
            (reviewQueue.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">No reviews waiting for moderation</p>
            ) : (
              <ul className="grid gap-4" aria-label="Pending reviews">
                {reviewQueue.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </ul>
            ))}
          {tab === "messages" &&
            (messages.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">No messages yet</p>
            ) : (
              <ul className="grid gap-4" aria-label="Messages">
                {messages.map((m) => (
                  <li key={m.id}>
                    <Card className="p-5">
                      <div className="flex flex-wrap justify-between gap-2">
                        <p className="font-semibold">
                          {m.name} <span className="font-normal text-ink-muted">&lt;{m.email}&gt;</span>
                        </p>
                        <time className="text-sm text-ink-muted">{formatDate(m.createdAt)}</time>
                      </div>
                      <p className="mt-2 whitespace-pre-line">{m.message}</p>
                    </Card>
                  </li>
                ))}
              </ul>
            ))}
          {tab === "mail" &&
            (failedMail.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">No failed emails: every message was delivered or is still being retried</p>
            ) : (
              <>
                <p className="mb-4 text-ink-muted">
                  The mail server refused these emails, or they still failed after every retry. Check the address or the mail server, then send them again.
                </p>
                <ul className="grid gap-4" aria-label="Failed emails">
                  {failedMail.map((mail) => (
                    <FailedMailCard key={mail.id} mail={mail} />
                  ))}
                </ul>
              </>
            ))}
          {tab === "insights" && insights && (
            <div className="grid gap-4 lg:grid-cols-2">
              <DailyChart title="Profile views per day" series={insights.profileViews} />
              <DailyChart title="Contact reveals per day" series={insights.reveals} />
              <DailyChart title="Enquiries per day" series={insights.enquiries} />
              <DailyChart title="Sign-ups per day" series={insights.signups} />
              <RankingChart title="Searches by service" rows={insights.searchesByService} label={(k) => serviceOptionBySlug(k)?.name ?? k} />
              <RankingChart title="Searches by make" rows={insights.searchesByMake} label={(k) => makeOptionBySlug(k)?.name ?? k} />
              {security && <SecurityEvents className="lg:col-span-2" {...security} />}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

type AdminProfile = Route.ComponentProps["loaderData"]["profiles"][number];

function ProfileCard({ profile, tab }: { profile: AdminProfile; tab: "pending" | "approved" | "rejected" }) {
  const fetcher = useFetcher<AdminResult>();
  const busy = fetcher.state !== "idle";
  const none = (list: string[]) => (list.length ? list.join(", ") : "None specified");
  return (
    <li>
      <Card className="min-w-0 p-5 sm:p-6" data-admin-profile={profile.slug}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-xl font-semibold">{profile.businessName}</h3>
            <p className="text-sm text-ink-muted">Submitted {formatDate(profile.createdAt)}</p>
          </div>
          <StatusBadge status={tab} />
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
        {tab !== "rejected" && (
          <fetcher.Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="profileId" value={profile.id} />
            <div>
              <label htmlFor={`reason-${profile.id}`} className="mb-1 block text-sm font-semibold">
                {tab === "pending" ? "Reason if rejecting (optional, sent to the provider)" : "Reason for suspending (sent to the provider)"}
              </label>
              <input id={`reason-${profile.id}`} name="reason" maxLength={1000} className="h-10 w-full rounded-lg border border-line bg-white px-3" />
            </div>
            <div className="flex gap-2">
              {tab === "pending" ? (
                <>
                  <Button type="submit" name="decision" value="approved" disabled={busy}>
                    Approve
                  </Button>
                  <Button type="submit" name="decision" value="rejected" variant="outline" disabled={busy}>
                    Reject
                  </Button>
                </>
              ) : (
                <Button type="submit" name="decision" value="suspended" variant="outline" disabled={busy}>
                  Suspend
                </Button>
              )}
            </div>
          </fetcher.Form>
        )}
        <AccountRequests profile={profile} />
      </Card>
    </li>
  );
}

/** A specialist's data-protection request, made by email: a copy of their data, or deletion. */
function AccountRequests({ profile }: { profile: AdminProfile }) {
  const fetcher = useFetcher<AdminResult>({ key: `delete-${profile.id}` });
  const posted = useActionData<AdminResult>();
  const result = fetcher.data ?? (posted?.intent === "delete-account" && posted.profileId === profile.id ? posted : undefined);
  const id = `deletion-reason-${profile.id}`;
  return (
    <details className="mt-5 rounded-lg border border-line p-4" open={Boolean(result?.errors)}>
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
            error={result?.errors?.reason}
          />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"} className="justify-self-start border-oxblood-600! text-oxblood-700! hover:bg-red-50!">
            Delete account and listing
          </Button>
        </fetcher.Form>
      </div>
    </details>
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

type QueuedReview = Route.ComponentProps["loaderData"]["reviewQueue"][number];

function ReviewCard({ review }: { review: QueuedReview }) {
  const fetcher = useFetcher<AdminResult>();
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="p-6" data-admin-review={review.id}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold">
              {review.reviewerName} <span className="font-normal text-ink-muted">on</span>{" "}
              <Link to={`/provider/${review.providerSlug}`} className="text-racing-700 hover:underline">
                {review.providerName}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">
              {review.reviewerEmail} · {formatDate(review.createdAt)}
            </p>
          </div>
          <p className="flex items-center gap-2">
            <StarRating value={review.rating} />
            <span className="sr-only">{review.rating} out of 5 stars</span>
          </p>
        </div>
        <p className="mt-3 whitespace-pre-line">{review.comment}</p>
        <fetcher.Form method="post" className="mt-4 flex gap-2">
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="reviewId" value={review.id} />
          <Button type="submit" name="status" value="approved" disabled={busy}>
            Approve
          </Button>
          <Button type="submit" name="status" value="rejected" variant="outline" disabled={busy}>
            Reject
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}

type FailedMail = Route.ComponentProps["loaderData"]["failedMail"][number];

function FailedMailCard({ mail }: { mail: FailedMail }) {
  const fetcher = useFetcher<AdminResult>();
  const busy = fetcher.state !== "idle";
  return (
    <li>
      <Card className="p-5" data-failed-mail={mail.id}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{mail.subject}</h3>
            <p className="text-sm break-words text-ink-muted">To {mail.to}</p>
          </div>
          <p className="text-sm text-ink-muted">
            Queued <time dateTime={new Date(mail.createdAt).toISOString()}>{formatDate(mail.createdAt)}</time>
          </p>
        </div>
        <p className="mt-3 text-sm">
          {mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`}. Last error: <span className="break-words text-oxblood-700">{mail.lastError ?? "unknown"}</span>
        </p>
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="retry-mail" />
          <input type="hidden" name="mailId" value={mail.id} />
          <Button type="submit" variant="outline" disabled={busy}>
            Send again
          </Button>
        </fetcher.Form>
      </Card>
    </li>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
      <p role="alert" className="mt-4 text-oxblood-700">
        Failed to fetch profiles
      </p>
    </div>
  );
}
