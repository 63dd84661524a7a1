import type { Route } from "./+types/quote-resend";
import { requestContext } from "~/context";
import { SpamFields } from "~/components/profile/spam-fields";
import { TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { textOf } from "~/lib/form";
import { pageMeta } from "~/lib/seo";
import { useFormAnswer } from "~/lib/use-form-answer";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { RESEND_FIELDS, resendQuoteLinks } from "./quote-resend.server";

export const handle: PageCacheHandle = { pageCache: true, visitorForms: true };

export const meta = () => pageMeta({ title: "Find your quote requests", noindex: true });

export const loader = () => ({ fields: RESEND_FIELDS });

export const action = ({ request, context }: Route.ActionArgs) => resendQuoteLinks(request, context.get(requestContext));

/** Lost the email with your request's link? It is sent again to the address the request was made from. */
export default function QuoteResend({ loaderData }: Route.ComponentProps) {
  const { fetcher, answer, errors, values, busy } = useFormAnswer();
  return (
    <>
      <PageHero eyebrow="Quote requests" title="Find your quote requests">
        <p>Enter the email address you sent your request from, and we will email you the links to your requests.</p>
      </PageHero>
      <div className="container-page max-w-xl py-10">
        <Card className="p-6">
          <fetcher.Form method="post" className="relative grid gap-5" noValidate>
            <SpamFields />
            <TextField id="resend-email" name="email" type="email" label="Your email" autoComplete="email" {...loaderData.fields.email} defaultValue={textOf(values, "email")} error={errors.email} />
            {answer?.message && (
              <p role={answer.status === "success" ? "status" : "alert"} className={answer.status === "success" ? "rounded-lg bg-racing-50 p-3 text-racing-900" : "text-sm text-oxblood-700"}>
                {answer.message}
              </p>
            )}
            <Button type="submit" className="justify-self-start" disabled={busy}>
              Email me my links
            </Button>
          </fetcher.Form>
        </Card>
      </div>
    </>
  );
}
