import type { Route } from "./+types/review-policy";
import { REVIEW_POLICY, type PolicySection } from "~/content/review-policy";
import { PageHero } from "~/components/ui/page-hero";
import { cn } from "~/lib/cn";
import { originFromMatches, pageMeta } from "~/lib/seo";
import type { PageCacheHandle } from "~/services/page-notes.server";

// Anonymous visitors share one rendering for up to PAGE_CACHE_SECONDS (server/page-cache.ts).
export const handle: PageCacheHandle = { pageCache: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Review Policy",
    description:
      "How The Restoration Register checks reviews of restoration specialists: email confirmation, moderation, fake-review checks, incentivised reviews, reporting and certification badges.",
    origin: originFromMatches(matches),
    path: "/review-policy",
  });
}

const link = "font-semibold text-racing-700 underline underline-offset-2 hover:text-racing-900";

export default function ReviewPolicy() {
  const { updated, intro, sections } = REVIEW_POLICY;
  return (
    <>
      <PageHero eyebrow="Reviews you can believe" title="How we check reviews">
        <p>Last updated {updated}</p>
      </PageHero>
      <article className="container-page max-w-3xl py-14">
        <p className="text-lg leading-relaxed">{intro}</p>
        <nav aria-labelledby="contents-heading" className="mt-8 rounded-xl border border-line bg-ivory p-5">
          <h2 id="contents-heading" className="font-sans text-sm font-semibold tracking-wide uppercase">
            On this page
          </h2>
          <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={link}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <PolicySectionView key={section.id} section={section} />
        ))}
      </article>
    </>
  );
}

function PolicySectionView({ section }: { section: PolicySection }) {
  return (
    <section aria-labelledby={section.id} className="mt-12">
      <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold">
        {section.heading}
      </h2>
      <Paragraphs texts={section.paragraphs} className="mt-3" />
      {section.points && (
        <ul className="mt-3 list-disc space-y-1 pl-6 leading-relaxed text-ink-muted">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {section.terms && (
        <dl className="mt-4 grid gap-3">
          {section.terms.map(({ term, meaning }) => (
            <div key={term} className="rounded-lg border border-line bg-white p-4">
              <dt className="font-semibold text-ink">&ldquo;{term}&rdquo;</dt>
              <dd className="mt-1 leading-relaxed text-ink-muted">{meaning}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.closing && <Paragraphs texts={section.closing} className="mt-4" />}
      {section.links && (
        <ul className="mt-4 space-y-1">
          {section.links.map(({ label, href }) => (
            <li key={href}>
              <a href={href} rel="noopener noreferrer" className={link}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Paragraphs({ texts, className }: { texts: string[]; className: string }) {
  return (
    <div className={cn("prose-copy leading-relaxed text-ink-muted", className)}>
      {texts.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
    </div>
  );
}
