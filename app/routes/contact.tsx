import { Clock, Mail, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { SITE } from "~/content/site";
import { PageHero } from "~/components/page-hero";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { originFromMatches, pageMeta } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us",
    description: "Questions about The Restoration Register or your listing? Get in touch: we reply within 1-2 business days.",
    origin: originFromMatches(matches),
    path: "/contact",
  });
}

export default function Contact() {
  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact Us">
        <p>Questions about a listing, your account or the directory? We&rsquo;re happy to help.</p>
      </PageHero>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[1.4fr_1fr]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Send us a message</h2>
          <form method="post" className="mt-6 grid gap-5" noValidate>
            <TextField id="contact-name" name="name" label="Name" autoComplete="name" required maxLength={100} />
            <TextField
              id="contact-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              maxLength={254}
            />
            <TextAreaField id="contact-message" name="message" label="Message" required maxLength={5000} />
            <Button type="submit" size="lg" className="justify-self-start">
              Send Message
            </Button>
          </form>
        </Card>
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <Card className="p-6">
            <h2 className="text-xl font-semibold">Support</h2>
            <ul className="mt-4 space-y-4">
              <li className="flex gap-3">
                <Mail aria-hidden className="mt-0.5 size-5 text-brass-700" />
                <div>
                  <p className="text-sm text-ink-muted">Email</p>
                  <a href={`mailto:${SITE.supportEmail}`} className="font-semibold text-racing-700 hover:underline">
                    {SITE.supportEmail}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden className="mt-0.5 size-5 text-brass-700" />
                <div>
                  <p className="text-sm text-ink-muted">Phone</p>
                  <a href={`tel:${SITE.phone.replace(/\s/g, "")}`} className="font-semibold text-racing-700 hover:underline">
                    {SITE.phone}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 text-brass-700" />
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
