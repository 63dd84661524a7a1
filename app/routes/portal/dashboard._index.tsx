import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/dashboard._index";
import { ownProfileContext, requestContext } from "~/context";
import { listContactRequests } from "~/models/contact-requests.server";
import { allReviewsOf } from "~/models/reviews.server";
import { profileViewStats } from "~/models/insights.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { StatusBadge } from "~/components/ui/status-badge";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate, ratingLabel } from "~/lib/format";
import { profileChangeOf } from "~/models/profile-changes.server";
import { fieldList } from "~/lib/profile-changes";

// docs/spec.md §9: recent activity is the 3 latest contacts and the 2 latest reviews.
const RECENT_CONTACTS = 3;
const RECENT_REVIEWS = 2;

export async function loader({ context }: Route.LoaderArgs) {
  const { profile } = context.get(ownProfileContext);
  if (!profile) return null; // the layout shows "Profile Setup Required" or "Profile Not Found"
  const { db } = context.get(requestContext);
  const [contacts, reviews, views, change] = await Promise.all([
    listContactRequests(db, profile.id),
    allReviewsOf(db, profile.id),
    profileViewStats(db, profile.id),
    profileChangeOf(db, profile.id),
  ]);
  const activity = [
    ...contacts.slice(0, RECENT_CONTACTS).map((c) => ({
      kind: "contact" as const,
      id: c.id,
      name: c.requesterName || "Unknown",
      text: c.message,
      date: c.createdAt,
    })),
    ...reviews.slice(0, RECENT_REVIEWS).map((r) => ({
      kind: "review" as const,
      id: r.id,
      name: r.reviewerName || "Anonymous",
      text: `${r.rating} star review`,
      date: r.createdAt,
    })),
  ].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
  return {
    firstName: profile.contactPerson.trim().split(/\s+/)[0] ?? "",
    status: profile.profileStatus,
    slug: profile.slug,
    contactCount: contacts.length,
    reviewCount: profile.approvedReviewCount,
    rating: ratingLabel(profile.ratingAverage),
    views,
    activity,
    // A live listing's edits waiting for review, or their rejection (decision 0022); the profile page says more.
    changes:
      change && profile.profileStatus === "approved" && change.status !== "approved"
        ? { status: change.status, fields: fieldList(change.fields), reason: change.rejectionReason }
        : null,
  };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { firstName, status, slug, contactCount, reviewCount, rating, views, activity, changes } = loaderData;
  const change = views.change === null ? "New this month" : `${views.change >= 0 ? "+" : ""}${views.change}% from last month`;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold">Welcome back, {firstName}</h1>
        <StatusBadge status={status} />
      </div>
      <p className="mt-1 text-ink-muted">Here is how your listing is doing.</p>
      {changes?.status === "pending" && (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border border-brass-300 bg-brass-100 p-4 text-sm text-brass-700">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          <span>
            Changes waiting for review: {changes.fields}. Your listing shows its approved version until our team has checked them.{" "}
            <Link to="/dashboard/profile" className="font-semibold underline">
              See your profile
            </Link>
          </span>
        </p>
      )}
      {changes?.status === "rejected" && (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-oxblood-700">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">
            Your changes to {changes.fields} were not approved{changes.reason ? `: ${changes.reason}` : "."}{" "}
            <Link to="/dashboard/profile" className="font-semibold underline">
              See your profile
            </Link>
          </span>
        </p>
      )}

      <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={<Icon name="eye" className="size-5" />} label="Profile Views" value={String(views.thisMonth)} note={change} />
        <StatCard icon={<Icon name="mail" className="size-5" />} label="Contact Requests" value={String(contactCount)} note="All time" />
        <StatCard icon={<Icon name="message-square" className="size-5" />} label="Reviews" value={String(reviewCount)} note="Published" />
        <StatCard
          icon={<Icon name="star" className="size-5" />}
          label="Average Rating"
          value={rating ? `${rating}/5` : "N/A"}
          // A rating is never shown without how many reviews it comes from (#14 item 7).
          note={rating ? `From ${reviewCount} published ${reviewCount === 1 ? "review" : "reviews"}` : "No reviews yet"}
        />
      </dl>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Quick actions</h2>
          <div className="mt-4 grid gap-2">
            <Link to="/dashboard/profile" className={buttonClasses("primary", "md", "!justify-start")}>
              <Icon name="pencil" className="size-4" />
              Edit Profile
            </Link>
            <Link to="/dashboard/contacts" className={buttonClasses("outline", "md", "!justify-start")}>
              <Icon name="mail" className="size-4" />
              View Contacts
            </Link>
            <Link to={`/provider/${slug}`} target="_blank" rel="noopener" className={buttonClasses("outline", "md", "!justify-start")}>
              <Icon name="external-link" className="size-4" />
              View Public Profile<span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </div>
        </Card>
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Recent Activity</h2>
          {activity.length === 0 ? (
            <p className="mt-4 text-ink-muted">No activity yet. Enquiries and reviews will appear here.</p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {activity.map((item) => (
                <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3 py-3">
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-racing-50 text-racing-700">
                    {item.kind === "contact" ? <Icon name="mail" className="size-4" /> : <Icon name="star" className="size-4" />}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {item.kind === "contact" ? "Contact request from " : "Review from "}
                      {item.name}
                    </p>
                    <p className="truncate text-sm text-ink-muted">{item.text}</p>
                  </div>
                  <time className="shrink-0 text-sm text-ink-muted" dateTime={new Date(item.date).toISOString()}>
                    {formatDate(item.date)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

function StatCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <Card className="p-5">
      <dt className="flex items-center justify-between text-sm font-medium text-ink-muted">
        {label}
        <span className="text-brass-700">{icon}</span>
      </dt>
      <dd className="mt-2 font-display text-3xl font-semibold">{value}</dd>
      <dd className="mt-1 text-sm text-ink-muted">{note}</dd>
    </Card>
  );
}

export const ErrorBoundary = DashboardSectionError;
