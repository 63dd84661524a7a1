import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import type { PageCacheHandle } from "~/services/page-notes.server";
import { CONTACT_FIELDS, sendSiteMessage, type ContactResult } from "./contact.server";
import { SpamFields } from "~/components/profile/spam-fields";
import { VisitorNameAndEmail } from "~/components/profile/visitor-fields";
import { requestContext } from "~/context";
import type { Route } from "./+types/contact";
import { SITE } from "~/content/site";
import { PageHero } from "~/components/ui/page-hero";
import { TextAreaField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { textOf } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true, visitorForms: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us",
    description: "Questions about The Restoration Register or your listing? Get in touch: we reply within 1-2 business days.",
    origin: originFromMatches(matches),
    path: "/contact",
  });
}

export function loader() {
  return { fields: CONTACT_FIELDS };
}

export const action = ({ request, context }: Route.ActionArgs) => sendSiteMessage(request, context.get(requestContext));

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { fetcher, answer, fetched, errors, values, busy } = useFormAnswer<ContactResult>();
  const formRef = useRef<HTMLFormElement>(null);
  // A second message's answer replaces the first's: the first is not shown while it is on its way.
  const result = busy ? undefined : answer;
  const fields = loaderData.fields;
  useEffect(() => {
    if (fetched?.status === "success") formRef.current?.reset();
  }, [fetched]);
  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact Us">
        <p>Questions about a listing, your account or the directory? We&rsquo;re happy to help.</p>
      </PageHero>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.4fr_1fr]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Send us a message</h2>
          <fetcher.Form ref={formRef} method="post" className="relative mt-6 grid gap-5" noValidate>
            <SpamFields />
            <VisitorNameAndEmail idPrefix="contact" nameLabel="Name" emailLabel="Email" fields={fields} values={values} errors={errors} />
            <TextAreaField id="contact-message" name="message" label="Message" {...fields.message} defaultValue={textOf(values, "message")} error={errors.message} />
            {result?.message && (
              <p
                role={result.status === "success" ? "status" : "alert"}
                className={result.status === "success" ? "rounded-lg bg-racing-50 p-3 text-racing-900" : "text-sm text-oxblood-700"}
              >
                {result.message}
              </p>
            )}
            <Button type="submit" size="lg" className="justify-self-start" disabled={busy}>
              {busy ? "Sending..." : "Send Message"}
            </Button>
          </fetcher.Form>
        </Card>
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <Card className="p-6">
            <h2 className="text-xl font-semibold">Support</h2>
            <ul className="mt-4 space-y-4">
              <li className="flex gap-3">
                <Icon name="mail" className="mt-0.5 size-5 text-brass-700" />
                <div>
                  <p className="text-sm text-ink-muted">Email</p>
                  <a href={`mailto:${SITE.supportEmail}`} className="font-semibold text-racing-700 hover:underline">
                    {SITE.supportEmail}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <Icon name="phone" className="mt-0.5 size-5 text-brass-700" />
                <div>
                  <p className="text-sm text-ink-muted">Phone</p>
                  <a href={`tel:${SITE.phone.replace(/\s/g, "")}`} className="font-semibold text-racing-700 hover:underline">
                    {SITE.phone}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <Icon name="clock" className="mt-0.5 size-5 text-brass-700" />
                <div>
                  <p className="text-sm text-ink-muted">Response time</p>
                  <p className="font-semibold">We reply within {SITE.replyTime}.</p>
                </div>
              </li>
            </ul>
          </Card>
        </aside>
      </div>
    </>
  );
}
