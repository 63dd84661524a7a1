import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { ServiceIcon } from "~/components/catalogue/service-icon";
import { resultsUrl } from "~/lib/results-url";
import { cn } from "~/lib/cn";
import { track } from "~/lib/track";

export interface ServiceSummary {
  name: string;
  slug: string;
  description: string;
}

// docs/spec.md §9: two cards per slide on phones.
const CARDS_PER_SLIDE = 2;

/** Service categories: a grid from 768 px up, a wrapping two-card carousel below. */
export function ServiceCategories({ services }: { services: ServiceSummary[] }) {
  return (
    <>
      <ul className="hidden gap-4 md:grid md:grid-cols-3 lg:grid-cols-5" aria-label="Service categories">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <Carousel services={services} />
    </>
  );
}

function Carousel({ services }: { services: ServiceSummary[] }) {
  const slides: ServiceSummary[][] = [];
  for (let i = 0; i < services.length; i += CARDS_PER_SLIDE) slides.push(services.slice(i, i + CARDS_PER_SLIDE));
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label="Service categories" className="md:hidden">
      <div className="overflow-hidden">
        <div
          className="flex transition-transform duration-300 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide[0]?.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
              className="grid w-full shrink-0 grid-cols-2 gap-3"
              data-testid="carousel-slide"
            >
              {slide.map((service) => (
                <ServiceCard key={service.slug} service={service} compact />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => go(-1)}
          className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-racing-700 shadow-sm hover:bg-racing-50"
          aria-label="Previous services"
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm text-ink-muted" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button
          type="button"
          onClick={() => go(1)}
          className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-racing-700 shadow-sm hover:bg-racing-50"
          aria-label="Next services"
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
    </section>
  );
}

function ServiceCard({ service, compact = false }: { service: ServiceSummary; compact?: boolean }) {
  return (
    <Link
      to={resultsUrl({ service: service.slug })}
      data-service-card={service.slug}
      onClick={() => track("search_submitted", { source: "service_category_card", service_type: service.name })}
      className={cn(
        "group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-racing-300 hover:shadow-[var(--shadow-lift)]",
        compact ? "p-4" : "p-5",
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-lg bg-racing-50 text-racing-700 group-hover:bg-racing-700 group-hover:text-white">
        <ServiceIcon slug={service.slug} className="size-5" />
      </span>
      <span className={cn("mt-4 font-display font-semibold text-ink", compact ? "text-base" : "text-lg")}>
        {service.name}
      </span>
      <span className={cn("mt-2 text-ink-muted", compact ? "line-clamp-4 text-xs" : "text-sm")}>
        {service.description}
      </span>
    </Link>
  );
}
