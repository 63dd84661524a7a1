import { Link } from "react-router";
import type { Route } from "./+types/quote-new";
import { requestContext } from "~/context";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { PageHero } from "~/components/ui/page-hero";
import { Card } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { quoteFormView, submitQuoteRequest } from "./quote-new.server";

// Shared by anonymous visitors like any listing page (it names public listings only); its form is spam-checked.
export const handle: PageCacheHandle = { pageCache: true, visitorForms: true };

export const meta = () => pageMeta({ title: "Request quotes", noindex: true });

export const loader = ({ request, context }: Route.LoaderArgs) => quoteFormView(request, context.get(requestContext));

export const action = ({ request, context }: Route.ActionArgs) => submitQuoteRequest(request, context.get(requestContext));

/** One request to several specialists (#27 item 2), from the ticks on the shortlist or in search results. */
export default function QuoteNew({ loaderData }: Route.ComponentProps) {
  const { recipients } = loaderData;
  return (
    <>
      <PageHero eyebrow="One request, several specialists" title="Request quotes">
        <p>Describe your car and the work once; each specialist you chose answers you separately, and none of them sees the others.</p>
      </PageHero>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="lg:order-2">
          <Card className="p-5">
            <h2 className="text-lg font-semibold">Sending to</h2>
            {recipients.length === 0 ? (
              <p className="mt-2 text-sm">No specialist chosen yet.</p>
            ) : (
              <ul className="mt-3 grid gap-2" aria-label="Specialists this request goes to">
                {recipients.map((recipient) => (
                  <li key={recipient.id}>
                    <Link to={`/provider/${recipient.slug}`} className="font-semibold text-racing-700 hover:underline">
                      {recipient.businessName}
                    </Link>
                    <span className="block text-sm text-ink-muted">{recipient.city}</span>
                  </li>
                ))}
              </ul>
            )}
            {loaderData.tooMany && <p className="mt-3 text-sm text-oxblood-700">A request goes to at most {loaderData.max} specialists: the first {loaderData.max} are kept.</p>}
          </Card>
        </div>
        <div className="lg:order-1">
          {recipients.length === 0 ? (
            <Card className="p-6">
              <p>Choose up to {loaderData.max} specialists: tick &ldquo;Ask for a quote&rdquo; on them in search results, or tick them on your shortlist.</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/results" className={buttonClasses("primary", "md")}>
                  Search for specialists
                </Link>
                <Link to="/shortlist" className={buttonClasses("outline", "md")}>
                  Go to your shortlist
                </Link>
              </div>
            </Card>
          ) : (
            <QuoteRequestForm view={loaderData} />
          )}
        </div>
      </div>
    </>
  );
}
