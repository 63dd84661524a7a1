import { useMemo, useState } from "react";
import { data } from "react-router";
import { Icon } from "~/components/ui/icon";
import { z } from "~/lib/zod";
import type { Route } from "./+types/dashboard.contacts";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { listContactRequests, setContactStatus } from "~/models/contact-requests.server";
import { logger } from "~/services/logger.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { StatusBadge } from "~/components/ui/status-badge";
import { NativeSelect } from "~/components/ui/select";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";
import { formFailure, formSuccess, parseForm, type FormResult } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { readFormData } from "~/services/form-data.server";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function loader({ context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  const contacts = await listContactRequests(context.get(requestContext).db, profile.id);
  return { contacts, now: Date.now() };
}

const StatusChange = z.object({
  id: z.uuid(),
  status: z.enum(["contacted", "archived"]),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { profile } = requireOwnProfile(context);
  const parsed = parseForm(StatusChange, await readFormData(request));
  // The list shows the new status at once (optimistically) and nothing else: these answers are for the record.
  if (parsed.status === "error") return data<FormResult>(formFailure({}, {}, { message: "Invalid request" }), { status: 400 });
  try {
    // Only this specialist's own requests can change: the profile id is part of the update's where clause.
    const changed = await setContactStatus(context.get(requestContext).db, profile.id, parsed.data.id, parsed.data.status);
    return changed ? data<FormResult>(formSuccess()) : data<FormResult>(formFailure({}, {}, { message: "That request is not in your list" }), { status: 404 });
  } catch (error) {
    // docs/spec.md §8: contact status failures are logged only.
    logger.error({ err: error }, "contact status not updated");
    return data<FormResult>(formFailure({}, {}, { message: "The status was not changed" }), { status: 500 });
  }
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { contacts, now } = loaderData;
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("all");
  const counts = {
    total: contacts.length,
    pending: contacts.filter((c) => c.status === "pending").length,
    contacted: contacts.filter((c) => c.status === "contacted").length,
    week: contacts.filter((c) => now - new Date(c.createdAt).getTime() <= WEEK_MS).length,
  };
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return contacts.filter(
      (c) =>
        (status === "all" || c.status === status) &&
        (!q || [c.requesterName, c.requesterEmail, c.message, c.phone ?? ""].some((text) => text.toLowerCase().includes(q))),
    );
  }, [contacts, query, status]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Contact Requests</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ["Total", counts.total],
          ["Pending", counts.pending],
          ["Contacted", counts.contacted],
          ["This Week", counts.week],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold" data-count={label}>
              {value}
            </dd>
          </Card>
        ))}
      </dl>

      {contacts.length === 0 ? (
        <Card className="mt-8 p-10 text-center">
          <Icon name="mail" className="mx-auto size-10 text-brass-700" />
          <h2 className="mt-3 text-xl font-semibold">No contact requests yet</h2>
          <p className="mt-1 text-ink-muted">When owners send you a message from your profile, it will appear here.</p>
        </Card>
      ) : (
        <>
          <div className="mt-8 grid gap-3 sm:grid-cols-[1fr_14rem]">
            <div className="relative">
              <label htmlFor="contact-search" className="sr-only">
                Search contacts
              </label>
              <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
              <input
                id="contact-search"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search contacts by name, email, or message..."
                className="h-12 w-full rounded-lg border border-line bg-white pr-3 pl-9 shadow-sm"
              />
            </div>
            <div>
              <label htmlFor="contact-status" className="sr-only">
                Filter by status
              </label>
              <NativeSelect id="contact-status" value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="all">All Status</option>
                <option value="pending">Pending</option>
                <option value="contacted">Contacted</option>
                <option value="archived">Archived</option>
              </NativeSelect>
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
              No contacts match your filters
            </p>
          ) : (
            <ul className="mt-6 grid gap-4" aria-label="Contact requests">
              {shown.map((contact) => (
                <ContactItem key={contact.id} contact={contact} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function ContactItem({ contact }: { contact: Route.ComponentProps["loaderData"]["contacts"][number] }) {
  const { fetcher } = useFormAnswer();
  // Optimistic: the list shows the new status while the server stores it.
  const status = (fetcher.formData?.get("status") as typeof contact.status | undefined) ?? contact.status;
  return (
    <li>
      <Card className="p-5" data-contact={contact.requesterEmail}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-3">
            <h2 className="font-sans text-lg font-semibold">{contact.requesterName || "Unknown"}</h2>
            <StatusBadge status={status} />
          </div>
          <time className="text-sm text-ink-muted" dateTime={new Date(contact.createdAt).toISOString()}>
            {formatDate(contact.createdAt)}
          </time>
        </div>
        <p className="mt-1 text-sm text-ink-muted">{contact.requesterEmail}</p>
        {contact.phone && (
          // Request Phone Call (#24 item 7): what the owner asked for, before their words.
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-ivory px-3 py-2 text-sm">
            <span className="inline-flex items-center gap-1.5 font-semibold">
              <Icon name="phone-call" className="size-4" />
              Asked for a phone call
            </span>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-racing-700 underline underline-offset-2">
              {contact.phone}
            </a>
            {contact.callTime && <span>Good time to call: {contact.callTime}</span>}
          </p>
        )}
        {contact.message && <p className="mt-3 whitespace-pre-line">{contact.message}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          {status === "pending" && (
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={contact.id} />
              <input type="hidden" name="status" value="contacted" />
              <button type="submit" className={buttonClasses("primary", "sm")}>
                <Icon name="check" className="size-4" />
                Mark Contacted
              </button>
            </fetcher.Form>
          )}
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={contact.id} />
            <input type="hidden" name="status" value="archived" />
            <button type="submit" className={buttonClasses("outline", "sm")} disabled={status === "archived"}>
              <Icon name="archive" className="size-4" />
              Archive
            </button>
          </fetcher.Form>
          <a href={`mailto:${contact.requesterEmail}`} className={buttonClasses("ghost", "sm")}>
            <Icon name="mail" className="size-4" />
            Email
          </a>
        </div>
      </Card>
    </li>
  );
}

export const ErrorBoundary = DashboardSectionError;
