import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import type { PublicProfileCard } from "~/models/profile-cards.server";
import type { HomeFigure } from "~/services/home-figures.server";
import { HOW_IT_WORKS } from "~/content/how-it-works";
import { ServiceCategories, type ServiceSummary } from "~/components/catalogue/service-carousel";
import { FeaturedCard } from "~/components/catalogue/featured-card";
import { buttonClasses } from "~/components/ui/button";
import { track } from "~/lib/track";
import { useOnceVisible } from "~/lib/use-once-visible";

const STEP_ICONS: IconName[] = ["search", "star", "message-square"];

/** The home page below its hero: the numbers, how it works, services, featured specialists, the call to specialists. */
export default function HomeSections({
  services,
  featured,
  figures,
}: {
  services: ServiceSummary[];
  featured: PublicProfileCard[];
  /** services/home-figures.server.ts: the directory's own figures unless the operator set SPEC's claims. */
  figures: HomeFigure[];
}) {
  const featuredRef = useOnceVisible<HTMLElement>(0.5, () =>
    track("review_snippet_viewed", { section: "featured_specialists" }),
  );
  return (
    <>
      <section aria-label="The Register in numbers" className="border-b border-line bg-ivory">
        <dl className="container-page grid grid-cols-1 divide-y divide-line py-2 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {figures.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center py-6 text-center">
              <dt className="order-2 mt-1 text-sm font-medium text-ink-muted">{stat.label}</dt>
              <dd className="order-1 font-display text-4xl font-semibold text-racing-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="how-heading" className="container-page py-16 sm:py-20">
        <p className="eyebrow text-center">Simple from start to finish</p>
        <h2 id="how-heading" className="mt-3 text-center text-3xl font-semibold sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {HOW_IT_WORKS.map((step, index) => {
            const icon = STEP_ICONS[index] ?? "circle-check";
            return (
              <li key={step.title} className="relative text-center">
                <span className="mx-auto flex size-16 items-center justify-center rounded-full border-2 border-brass-400 bg-white text-racing-700">
                  <Icon name={icon} className="size-7" />
                </span>
                <p className="mt-4 text-sm font-semibold tracking-widest text-brass-700 uppercase">Step {index + 1}</p>
                <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
                <p className="mx-auto mt-2 max-w-xs text-ink-muted">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="services-heading" className="bg-ivory py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col gap-2 text-center">
            <p className="eyebrow">Browse by service</p>
            <h2 id="services-heading" className="text-3xl font-semibold sm:text-4xl">
              What does your car need?
            </h2>
            <p className="mx-auto max-w-2xl text-ink-muted">
              Choose a category to see the specialists who do that work.
            </p>
          </div>
          <div className="mt-10">
            <ServiceCategories services={services} />
          </div>
          <p className="mt-8 text-center text-ink-muted">
            Or see who is near you:{" "}
            <Link to="/areas" className="font-semibold text-racing-700 underline underline-offset-4">
              specialists by county
            </Link>
          </p>
        </div>
      </section>

      <section
        ref={featuredRef}
        aria-labelledby="featured-heading"
        className="container-page py-16 sm:py-20"
        data-section="featured_specialists"
      >
        <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
          <div>
            <p className="eyebrow">Highly rated by owners</p>
            <h2 id="featured-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
              Featured Specialists
            </h2>
          </div>
          <Link to="/results" className={buttonClasses("outline", "md")}>
            View all specialists
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        {featured.length > 0 ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {featured.map((profile) => (
              <li key={profile.id}>
                <FeaturedCard profile={profile} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
            Our first specialists are being reviewed. Check back soon, or{" "}
            <Link to="/signup" className="font-semibold text-racing-700 underline underline-offset-4">
              list your business
            </Link>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="cta-heading" className="bg-racing-900 text-white">
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="eyebrow text-brass-300">For restoration businesses</p>
            <h2 id="cta-heading" className="mt-3 text-3xl font-semibold text-white sm:text-4xl">
              Are you a restoration specialist?
            </h2>
            <p className="mt-4 max-w-xl text-lg text-racing-100">
              Join the Register and reach owners who are looking for exactly your skills. Listing is free, with no
              listing fees &mdash; our team reviews every new profile within 24-48 hours.
            </p>
          </div>
          <div className="rounded-2xl border border-white/10 bg-white/5 p-6">
            <ul className="space-y-3 text-racing-100">
              {[
                "Enquiries from owners who need your services",
                "Build your reputation with verified reviews",
                "Manage your listing from your own portal",
              ].map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brass-300" />
                  {item}
                </li>
              ))}
            </ul>
            <Link
              to="/signup"
              className={buttonClasses("brass", "lg", "mt-6 w-full")}
              onClick={() => track("cta_supplier_register_clicked", { location: "cta_section" })}
            >
              List Your Business
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
