import { Form, Link } from "react-router";
import type { Route } from "./+types/dashboard.quote";
import { requireOwnProfile } from "~/services/guards.server";
import { requestContext } from "~/context";
import { readFormData } from "~/services/form-data.server";
import { DashboardSectionError } from "~/components/portal/dashboard-error";
import { Thread, ThreadMessageForm } from "~/components/quotes/thread";
import { RequestSummary } from "~/components/quotes/request-summary";
import { QuoteForm } from "~/components/quotes/quote-form";
import { Card } from "~/components/ui/card";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { textOf } from "~/lib/form";
import { usePageForm } from "~/lib/use-page-form";
import { leadForms, leadPageView, type LeadAnswer } from "./dashboard.quote.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { profile } = requireOwnProfile(context);
  const app = context.get(requestContext);
  return leadPageView(app.db, app.secret, profile.id, params.leadId);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { profile } = requireOwnProfile(context);
  return leadForms(await readFormData(request), { app: context.get(requestContext), profileId: profile.id, leadId: params.leadId });
}

/** One quote request in the specialist's inbox (#27 item 4): the request, the owner, the thread, and the three answers. */
export default function QuoteLead({ loaderData: lead }: Route.ComponentProps) {
  const { answer, errors, values, busy } = usePageForm<LeadAnswer>();
  const mine = (intent: string) => (answer?.intent === intent ? { errors, values } : { errors: {}, values: {} });
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <Link to="/dashboard/quotes" className="inline-flex items-center gap-1 text-sm font-semibold text-racing-700 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          Quote Requests
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">{lead.summary.car}</h1>
        <p className="mt-1 text-ink-muted" data-lead-status>
          {lead.statusLabel}
          {lead.withdrawn && " · the owner withdrew this request"}
        </p>
      </div>
      {answer?.message && (
        <p role={answer.status === "success" ? "status" : "alert"} className={answer.status === "success" ? "rounded-lg bg-racing-50 p-4 text-racing-900" : "rounded-lg border border-oxblood-600 bg-white p-4 text-oxblood-700"}>
          {answer.message}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        {/* First in the page: on a phone the owner and what they asked for come before the conversation;
            on a wide screen they sit in the right-hand column. */}
        <aside className="grid content-start gap-6 lg:col-start-2 lg:row-start-1" aria-label="The request">
          <Card className="p-5">
            <h2 className="text-lg font-semibold">The owner</h2>
            <p className="mt-2 font-semibold">{lead.owner.name}</p>
            <a href={`mailto:${lead.owner.email}`} className="block text-sm text-racing-700 underline underline-offset-2">
              {lead.owner.email}
            </a>
            {lead.owner.phone && (
              <a href={`tel:${lead.owner.phone.replace(/[^\d+]/g, "")}`} className="block text-sm text-racing-700 underline underline-offset-2">
                {lead.owner.phone}
              </a>
            )}
          </Card>
          <RequestSummary summary={lead.summary} photos={lead.photos} />
        </aside>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-1">
          <Card className="grid gap-4 p-5 sm:p-6">
            <h2 className="text-xl font-semibold">Conversation with {lead.owner.name}</h2>
            <Thread messages={lead.messages} mineLabel="You" theirsLabel={lead.owner.name} />
            {lead.can.message && (
              <ThreadMessageForm key={lead.messages.length} lead={lead.id} id="lead-message" label="Message the owner" constraint={lead.fields.message} {...mine("message")} error={mine("message").errors.body} busy={busy} />
            )}
          </Card>
          {(lead.can.publish || lead.project) && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-semibold">The finished job</h2>
              {lead.project ? (
                <p className="mt-2">
                  <Link to={`/dashboard/projects/${lead.project.id}`} className="font-semibold text-racing-700 underline underline-offset-2">
                    {lead.project.title}
                  </Link>{" "}
                  · {lead.project.confirmed ? "Confirmed by the car\u2019s owner" : "Waiting for the owner to confirm it is their car"}
                </p>
              ) : (
                <Form method="post" className="mt-2 grid gap-3">
                  <p>The owner marked this job completed. Publish it in your gallery: once the owner confirms it, it shows &ldquo;Confirmed by the car&rsquo;s owner&rdquo;.</p>
                  <input type="hidden" name="intent" value="project" />
                  <Button type="submit" className="justify-self-start" disabled={busy}>
                    Publish a project from this job
                  </Button>
                </Form>
              )}
            </Card>
          )}
          {lead.can.quote && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-semibold">Send a quote</h2>
              <QuoteForm key={lead.messages.length} lead={lead.id} fields={lead.fields.quote} {...mine("quote")} busy={busy} />
            </Card>
          )}
          {lead.can.decline && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-semibold">Decline</h2>
              <Form key={lead.messages.length} method="post" className="mt-4 grid gap-3">
                <input type="hidden" name="intent" value="decline" />
                <input type="hidden" name="lead" value={lead.id} />
                <TextAreaField
                  id="lead-decline"
                  name="body"
                  label="Why you cannot take it on (the owner reads this)"
                  {...lead.fields.decline}
                  defaultValue={textOf(mine("decline").values, "body")}
                  error={mine("decline").errors.body}
                  className="[&_textarea]:min-h-24"
                />
                <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
                  Decline the request
                </Button>
              </Form>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = DashboardSectionError;
