import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import { Icon } from "~/components/ui/icon";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ProjectPicture } from "~/components/projects/project-picture";
import { PHASE_LABELS, type GallerySlide } from "~/lib/project-gallery";
import { photoSrcSet, photoUrl, photoVariantWidths } from "~/lib/photos";

// A swipe is a mostly sideways drag at least this long; anything less is a tap or a scroll.
const SWIPE_PX = 50;
const LIGHTBOX_SIZES = "(min-width: 1280px) 1152px, 100vw";

const navButton =
  "flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-300";

/**
 * The gallery's photos one at a time on the browser's modal <dialog>: arrow keys or the buttons
 * step through them, a swipe does on a touch screen, Escape or Close ends it (the gallery then
 * puts focus back on the photo that opened it).
 */
export default function PhotoLightbox({
  slides,
  index,
  onIndex,
  onClose,
}: {
  slides: GallerySlide[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const count = slides.length;
  const { photo, projectTitle } = slides[index]!;
  const step = (by: number) => onIndex((index + by + count) % count);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        onIndex((index + (event.key === "ArrowRight" ? 1 : -1) + count) % count);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, count, onIndex]);

  // The photos either side are fetched now, so a step shows its photo at once (AVIF: what
  // every browser that preloads by type also decodes).
  for (const by of [1, -1]) {
    const { photo: near } = slides[(index + by + count) % count]!;
    preload(photoUrl(near, photoVariantWidths(near.width).at(-1)!, "avif"), { as: "image", type: "image/avif", imageSrcSet: photoSrcSet(near, "avif"), imageSizes: LIGHTBOX_SIZES });
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="lightbox-title"
      describedBy="lightbox-caption"
      className="lightbox fixed inset-0 m-0 size-full max-h-none max-w-none bg-ink p-0 text-white backdrop:bg-ink/80 focus:outline-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <h2 id="lightbox-title" className="font-sans text-sm font-semibold text-white/90">
            <span className="sr-only">Photo </span>
            <span data-counter>
              {index + 1} of {count}
            </span>
          </h2>
          <button type="button" className={navButton} aria-label="Close" onClick={onClose}>
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col">
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center gap-3 px-2 select-none sm:px-6"
            onPointerDown={(event) => {
              swipeStart.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (!start) return;
              const dx = event.clientX - start.x;
              if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) step(dx < 0 ? 1 : -1);
            }}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <button type="button" className={`${navButton} hidden sm:flex`} aria-label="Previous photo" onClick={() => step(-1)}>
              <Icon name="chevron-left" className="size-6" />
            </button>
            <div className="flex h-full min-w-0 flex-1 items-center justify-center [&_img]:pointer-events-none">
              <ProjectPicture
                key={photo.id}
                photo={photo}
                alt={photo.alt}
                sizes={LIGHTBOX_SIZES}
                eager
                className="max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-md object-contain"
              />
            </div>
            <button type="button" className={`${navButton} hidden sm:flex`} aria-label="Next photo" onClick={() => step(1)}>
              <Icon name="chevron-right" className="size-6" />
            </button>
          </div>
          <figcaption id="lightbox-caption" className="flex items-center gap-3 px-4 py-4 sm:justify-center sm:px-6">
            <button type="button" className={`${navButton} sm:hidden`} aria-label="Previous photo" onClick={() => step(-1)}>
              <Icon name="chevron-left" className="size-6" />
            </button>
            <span className="min-w-0 flex-1 text-center text-sm sm:flex-none">
              {photo.phase && (
                <span className="mr-2 inline-block rounded-full bg-brass-300 px-2 py-0.5 text-xs font-semibold tracking-wide text-ink uppercase">
                  {PHASE_LABELS[photo.phase]}
                </span>
              )}
              <span className="font-semibold">{photo.alt}</span>
              <span className="text-white/75"> · {projectTitle}</span>
            </span>
            <button type="button" className={`${navButton} sm:hidden`} aria-label="Next photo" onClick={() => step(1)}>
              <Icon name="chevron-right" className="size-6" />
            </button>
          </figcaption>
        </figure>
      </div>
    </ModalDialog>
  );
}
