import { Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import type { PublicProject } from "~/models/projects.server";
import { galleryLayout, PHASE_LABELS, projectServices, projectVehicle, type GallerySlide } from "~/lib/project-gallery";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { photoUrl, photoVariantWidths } from "~/lib/photos";
import { useOnceVisible } from "~/lib/use-once-visible";
import { ProjectPicture } from "~/components/projects/project-picture";

// Only needed once a photo is opened: fetched when the gallery scrolls into view or a photo is pointed at.
const PhotoLightbox = lazyWithPreload(() => import("~/components/projects/photo-lightbox"));

// How wide the photos are drawn (the profile's main column, less the card's 24 px padding): a
// pair takes half of it, other photos a third (half on a phone). At 1280 px and wider the column
// stops growing at 784 px.
const PAIR_SIZES = "(min-width: 1280px) 386px, (min-width: 1024px) calc(50vw - 254px), (min-width: 640px) calc(50vw - 54px), calc(100vw - 80px)";
const SINGLE_SIZES = "(min-width: 1280px) 253px, (min-width: 1024px) calc(33vw - 173px), (min-width: 640px) calc(33vw - 40px), calc(50vw - 46px)";

/**
 * The profile's approved projects (#15): each with its vehicle, services, story and photos,
 * before/after pairs side by side. Rendered whole on the server, every photo a link to its
 * largest file, so nothing needs JavaScript; with it, a photo opens in the lightbox.
 */
export function ProjectsSection({ projects, businessName }: { projects: PublicProject[]; businessName: string }) {
  const { slides, layouts } = galleryLayout(projects);
  const [shown, setShown] = useState<{ index: number; opener: number } | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const returnFocusTo = useRef<number | null>(null);
  const sectionRef = useOnceVisible<HTMLElement>(0, PhotoLightbox.preload);

  // The page is inert while the dialog is open: focus can go back only once it has gone.
  useEffect(() => {
    if (shown || returnFocusTo.current === null) return;
    thumbs.current[returnFocusTo.current]?.focus();
    returnFocusTo.current = null;
  }, [shown]);

  const open = (index: number) => (event: MouseEvent) => {
    // A new tab or a download is the visitor's choice.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setShown({ index, opener: index });
  };
  const thumb = (index: number, sizes: string, label?: string) => (
    <Thumbnail
      slide={slides[index]!}
      sizes={sizes}
      label={label}
      ref={(element) => {
        thumbs.current[index] = element;
      }}
      onClick={open(index)}
    />
  );

  return (
    <section ref={sectionRef} aria-labelledby="projects-heading" className="rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <h2 id="projects-heading" className="text-2xl font-semibold">
        Projects
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Recent work by {businessName}, photographed in the workshop.</p>
      <div className="mt-6 divide-y divide-line">
        {projects.map((project, p) => {
          const services = projectServices(project.services);
          const { pairs, singles } = layouts[p]!;
          return (
            <article key={project.id} aria-labelledby={`project-${project.id}`} className="py-6 first:pt-0 last:pb-0" data-project>
              <h3 id={`project-${project.id}`} className="text-xl font-semibold">
                {project.title}
              </h3>
              <p className="mt-1 font-medium text-brass-700">{projectVehicle(project)}</p>
              {project.ownerConfirmed && (
                // A job done through a quote request, confirmed by the owner of the car (#27 item 6).
                <p className="mt-1 text-sm text-racing-800">
                  <Link to="/review-policy#marks" className="underline underline-offset-2">
                    Confirmed by the car&rsquo;s owner
                  </Link>
                </p>
              )}
              {services.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Services">
                  {services.map((service) => (
                    <li key={service.slug}>
                      <Link
                        to={`/services/${service.slug}`}
                        className="inline-flex rounded-full border border-racing-200 bg-racing-50 px-3 py-1 text-sm font-medium text-racing-800 hover:bg-racing-100"
                      >
                        {service.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {project.story.trim() && <p className="mt-3 leading-relaxed whitespace-pre-line text-ink-muted">{project.story}</p>}
              {pairs.map(([before, after]) => (
                <div key={before} className="mt-4 grid gap-3 sm:grid-cols-2" data-before-after>
                  {thumb(before, PAIR_SIZES, PHASE_LABELS.before)}
                  {thumb(after, PAIR_SIZES, PHASE_LABELS.after)}
                </div>
              ))}
              {singles.length > 0 && (
                <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {singles.map((index) => (
                    <li key={index}>{thumb(index, SINGLE_SIZES)}</li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </div>
      {shown && (
        <Suspense>
          <PhotoLightbox
            slides={slides}
            index={shown.index}
            onIndex={(index) => setShown({ ...shown, index })}
            onClose={() => {
              returnFocusTo.current = shown.opener;
              setShown(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function Thumbnail({
  slide,
  sizes,
  label,
  ref,
  onClick,
}: {
  slide: GallerySlide;
  sizes: string;
  label?: string;
  ref: (element: HTMLAnchorElement | null) => void;
  onClick: (event: MouseEvent) => void;
}) {
  const { photo } = slide;
  const widths = photoVariantWidths(photo.width);
  return (
    <a
      ref={ref}
      href={photoUrl(photo, widths[widths.length - 1]!, "webp")}
      onClick={onClick}
      onPointerEnter={PhotoLightbox.preload}
      onFocus={PhotoLightbox.preload}
      className="group relative block overflow-hidden rounded-lg bg-ivory focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-racing-500"
    >
      {label && (
        <span className="absolute top-2 left-2 z-10 rounded-full bg-ink/85 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
          {label}
        </span>
      )}
      <ProjectPicture
        photo={photo}
        alt={photo.alt}
        sizes={sizes}
        className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
    </a>
  );
}

export default ProjectsSection;
