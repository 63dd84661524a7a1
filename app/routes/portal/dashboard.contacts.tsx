import { useEffect, useRef } from "react";
import { data, Form, useNavigation, useSubmit } from "react-router";
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
import { cn } from "~/lib/cn";
import { CONTACT_SEARCH_MAX, CONTACT_STATUS_OPTIONS, readContactFilters } from "~/lib/contact-filters";
import { contactsPageView, type ContactView } from "./dashboard.contacts.server";
import { formFailure, formSuccess, parseForm, type FormResult } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import { readFormData } from "~/services/form-data.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  const rows = await listContactRequests(context.get(requestContext).db, profile.id);
  return contactsPageView(rows, readContactFilters(new URL(request.url).searchParams), Date.now());
}

// A search is sent once typing pauses, not on every key.
const SEARCH_PAUSE_MS = 300;

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
  const { filters, total, counts, contacts } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const filtering = navigation.state === "loading" && navigation.location.pathname === "/dashboard/contacts";
  const searchField = useRef<HTMLInputElement>(null);
  const statusField = useRef<HTMLSelectElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  // Back and Forward bring other filters: the fields follow, except the one being typed in.
  useEffect(() => {
    if (searchField.current && document.activeElement !== searchField.current) searchField.current.value = filters.q;
    if (statusField.current) statusField.current.value = filters.status;
  }, [filters.q, filters.status]);
  // The form is plain GET (the address holds the filters); a script sends it as the fields change.
  const send = (form: HTMLFormElement | null, delay: number) => {
    clearTimeout(pause.current);
    if (form) pause.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-3xl font-semibold">Contact Requests</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counts.map(({ label, value }) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold" data-count={label}>
              {value}
            </dd>
          </Card>
        ))}
      </dl>

      {total === 0 ? (
        <Card className="mt-8 p-10 text-center">
          <Icon name="mail" className="mx-auto size-10 text-brass-700" />
          <h2 className="mt-3 text-xl font-semibold">No contact requests yet</h2>
          <p className="mt-1 text-ink-muted">When owners send you a message from your profile, it will appear here.</p>
        </Card>
      ) : (
        <>
          <Form method="get" role="search" aria-label="Filter contact requests" className="mt-8 grid gap-3 sm:grid-cols-[1fr_14rem]">
            <div className="relative">
              <label htmlFor="contact-search" className="sr-only">
                Search contacts
              </label>
              <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
              <input
                ref={searchField}
                id="contact-search"
                name="q"
                type="search"
                defaultValue={filters.q}
                maxLength={CONTACT_SEARCH_MAX}
                onChange={(e) => send(e.currentTarget.form, SEARCH_PAUSE_MS)}
                placeholder="Search contacts by name, email, or message..."
                className="h-12 w-full rounded-lg border border-line bg-white pr-3 pl-9 shadow-sm"
              />
            </div>
            <div className="flex gap-2">
              <label htmlFor="contact-status" className="sr-only">
                Filter by status
              </label>
              <NativeSelect
                ref={statusField}
                id="contact-status"
                name="status"
                defaultValue={filters.status}
                onChange={(e) => send(e.currentTarget.form, 0)}
                className="min-w-0 flex-1"
              >
                {CONTACT_STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
              {/* A script sends the form as the fields change; without one, this does (Enter does in the search box). */}
              <noscript>
                <button type="submit" className={buttonClasses("outline", "md", "h-12")}>
                  Filter
                </button>
              </noscript>
            </div>
          </Form>
          {contacts.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
              No contacts match your filters
            </p>
          ) : (
            <ul className={cn("mt-6 grid gap-4 transition-opacity", filtering && "opacity-60")} aria-label="Contact requests" aria-busy={filtering}>
              {contacts.map((contact) => (
                <ContactItem key={contact.id} contact={contact} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function ContactItem({ contact }: { contact: ContactView }) {
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
          <time className="text-sm text-ink-muted" dateTime={contact.receivedAt}>
            {contact.receivedOn}
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
