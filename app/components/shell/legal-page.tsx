import type { LegalSection } from "~/content/legal";
import { PageHero } from "~/components/ui/page-hero";

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p>Last updated {updated}</p>
      </PageHero>
      <article className="container-page max-w-3xl py-14">
        <p className="text-lg leading-relaxed">{intro}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            <div className="prose-copy mt-3 leading-relaxed text-ink-muted">
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </article>
    </>
  );
}
