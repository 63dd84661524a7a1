import { Suspense, useState } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/quote-request";
import { requestContext } from "~/context";
import { Thread, ThreadMessageForm } from "~/components/quotes/thread";
import { RequestSummary } from "~/components/quotes/request-summary";
import { PageHero } from "~/components/ui/page-hero";
import { Card } from "~/components/ui/card";
import { Button, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { pageMeta } from "~/lib/seo";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { usePageForm } from "~/lib/use-page-form";
import { ownerRequestAction, ownerRequestPage, type OwnerAnswer } from "./quote-request.server";

// Never `handle.pageCache`: one owner's page. Its review form (once the job is completed) is spam-checked.
export const handle: PageCacheHandle = { visitorForms: true };

export const meta = () => pageMeta({ title: "Your quote request", noindex: true });

export const loader = ({ params, context }: Route.LoaderArgs) => ownerRequestPage(context.get(requestContext), params.token);

export const action = ({ params, request, context }: Route.ActionArgs) => ownerRequestAction(context.get(requestContext), params.token, request);

// Imported as the profile page imports it (lazily): one way in keeps the bundler from adding a helper to every page's first load.
const ReviewForm = lazyWithPreload(() => import("~/components/reviews/review-form"));

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** The owner's private page of one request (#27 item 3), from the link in their emails. */
export default function QuoteRequestPage({ loaderData }: Route.ComponentProps) {
  const { answer, errors, values, busy } = usePageForm<OwnerAnswer>();
  if (loaderData.state === "invalid") {
    return (
      <div className="container-page max-w-2xl py-14">
        <Card className="p-6 sm:p-8">
          <Icon name="triangle-exclamation-point" className="size-8 text-brass-700" />
          <h1 className="mt-3 text-2xl font-semibold">This link cannot be used</h1>
          <p className="mt-2">{loaderData.message}</p>
          <Link to="/quotes/resend" className={buttonClasses("outline", "md", "mt-5")}>
            Send me my links again
          </Link>
        </Card>
      </div>
    );
  }
  const { request } = loaderData;
  // The job's part shows its own answers (the review form's errors by their fields, the project's confirmation).
  const pageAnswer = answer && !answer.lead && answer.intent !== "review" && answer.intent !== "confirm-project" ? answer : undefined;
  return (
    <>
      <PageHero eyebrow="Your quote request" title={request.summary.car}>
        <p>
          {request.statusLabel}
          {request.sentOn && ` · sent ${request.sentOn}`}
          {request.completedOn && ` · completed ${request.completedOn}`}
        </p>
      </PageHero>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          {pageAnswer?.message && (
            <p role={pageAnswer.status === "success" ? "status" : "alert"} className={pageAnswer.status === "success" ? "rounded-lg bg-racing-50 p-4 text-racing-900" : "rounded-lg border border-oxblood-600 bg-white p-4 text-oxblood-700"}>
              {pageAnswer.message}
            </p>
          )}
          {request.can.confirm && (
            <Card className="border-brass-400 p-6">
              <h2 className="text-xl font-semibold">Confirm and send</h2>
              <p className="mt-2">
                Nothing has been sent yet. Confirm that {request.ownerEmail} is your address, and your request goes to the {request.leads.length === 1 ? "specialist" : `${request.leads.length} specialists`} below.
              </p>
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="confirm" />
                <Button type="submit" size="lg" disabled={busy}>
                  Confirm and send
                </Button>
              </Form>
            </Card>
          )}
          {request.job && <JobSection job={request.job} busy={busy} answer={answer} />}
          <section aria-labelledby="specialists-heading" className="grid gap-5">
            <h2 id="specialists-heading" className="text-2xl font-semibold">
              {request.can.confirm ? "It will go to" : "Specialists"}
            </h2>
            {request.leads.map((lead) => {
              const mine = answer?.lead === lead.id ? answer : undefined;
              return (
                <Card key={lead.id} className="grid gap-4 p-5 sm:p-6" data-lead={lead.businessName}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-xl font-semibold">
                      {lead.slug ? (
                        <Link to={`/provider/${lead.slug}`} className="hover:underline">
                          {lead.businessName}
                        </Link>
                      ) : (
                        lead.businessName
                      )}
                    </h3>
                    <p className="text-sm font-semibold" data-lead-status>
                      {lead.statusLabel}
                      {lead.unread && <span className="ml-2 rounded-full bg-brass-300 px-2 py-0.5 text-xs">New</span>}
                    </p>
                  </div>
                  {!request.can.confirm && <Thread messages={lead.messages} mineLabel="You" theirsLabel={lead.businessName} />}
                  {mine?.message && (
                    <p role={mine.status === "success" ? "status" : "alert"} className={mine.status === "success" ? "text-sm text-racing-800" : "text-sm text-oxblood-700"}>
                      {mine.message}
                    </p>
                  )}
                  {lead.canAccept && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="accept" />
                      <input type="hidden" name="lead" value={lead.id} />
                      <Button type="submit" disabled={busy}>
                        Accept {lead.businessName}&rsquo;s quote
                      </Button>
                    </Form>
                  )}
                  {lead.canMessage && (
                    <ThreadMessageForm
                      // A new message (one more in the thread) gives an empty form; a refusal keeps what was typed.
                      key={lead.messages.length}
                      lead={lead.id}
                      id={`message-${lead.id}`}
                      label={`Message ${lead.businessName}`}
                      constraint={request.fields.message}
                      error={mine ? errors.body : undefined}
                      values={mine ? values : {}}
                      busy={busy}
                    />
                  )}
                </Card>
              );
            })}
          </section>
        </div>
        <aside className="grid content-start gap-6" aria-label="Your request">
          <RequestSummary summary={request.summary} photos={request.photos} />
          <Card className="grid gap-3 p-5">
            <h2 className="text-lg font-semibold">Manage</h2>
            {request.can.complete && (
              <Form method="post">
                <input type="hidden" name="intent" value="complete" />
                <Button type="submit" disabled={busy}>
                  Mark the job completed
                </Button>
              </Form>
            )}
            {request.can.withdraw && (
              <Form method="post">
                <input type="hidden" name="intent" value="withdraw" />
                <Button type="submit" variant="outline" disabled={busy}>
                  Withdraw the request
                </Button>
              </Form>
            )}
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="delete" />
              <p className="text-sm text-ink-muted">Deleting removes the request, every message and your details at once. It cannot be undone.</p>
              <Button type="submit" variant="ghost" className="justify-self-start text-oxblood-700" disabled={busy}>
                Delete the request
              </Button>
            </Form>
          </Card>
        </aside>
      </div>
    </>
  );
}

type Job = NonNullable<Extract<Route.ComponentProps["loaderData"], { state: "request" }>["request"]["job"]>;

/** The finished job (#27 item 6): the owner's "Verified job" review, and the project made of it to confirm. */
function JobSection({ job, busy, answer }: { job: Job; busy: boolean; answer: OwnerAnswer | undefined }) {
  const [sent, setSent] = useState<string | undefined>();
  const confirmed = answer?.intent === "confirm-project" && answer.status === "success" ? answer.message : undefined;
  return (
    <Card id="review" className="grid scroll-mt-24 gap-4 p-5 sm:p-6">
      <h2 className="text-2xl font-semibold">How did {job.businessName} do?</h2>
      {sent || job.reviewed ? (
        <p role="status">{sent ?? "Thank you: your review was sent. It is published after moderation, marked as a verified job."}</p>
      ) : job.canReview ? (
        <>
          <p>
            Your review will be marked &ldquo;{job.mark}&rdquo;, our strongest mark: only the owner of a job done through the Register can give it.
          </p>
          <Suspense>
            <ReviewForm onDone={setSent} enquiry={{ ...job.reviewer, profilePath: job.profilePath, routeId: "routes/quotes/quote-request" }} />
          </Suspense>
        </>
      ) : (
        <p>{job.businessName} is no longer listed, so the job cannot be reviewed.</p>
      )}
      {job.project && (
        <div className="rounded-lg bg-ivory p-4">
          <h3 className="font-semibold">Project: {job.project.title}</h3>
          {job.project.confirmed || confirmed ? (
            <p role="status" className="mt-1 text-sm">
              {confirmed ?? "You confirmed this is your car: the project shows \u201cConfirmed by the car\u2019s owner\u201d."}
            </p>
          ) : (
            <Form method="post" className="mt-2 grid gap-2">
              <p className="text-sm">{job.businessName} made a gallery project of this job. Is it your car?</p>
              <input type="hidden" name="intent" value="confirm-project" />
              <input type="hidden" name="project" value={job.project.id} />
              <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
                Yes, this is my car
              </Button>
            </Form>
          )}
        </div>
      )}
    </Card>
  );
}
