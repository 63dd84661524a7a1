import car from "~/assets/workshop-car.svg?no-inline";
import engine from "~/assets/workshop-engine.svg?no-inline";
import trim from "~/assets/workshop-trim.svg?no-inline";

const SCENES = [car, engine, trim];

/**
 * Illustrated workshop panels (a car, an engine, a trim bench): drawn in SVG so the pages
 * need no photography rights. Image files rather than inline markup, so the drawings are
 * cached on their own and stay out of the JavaScript that hydrates the page.
 */
export function WorkshopIllustration({
  variant,
  label,
  className = "h-auto w-full rounded-xl border border-line bg-racing-800",
}: {
  variant: number;
  /** Omit for a purely decorative panel. */
  label?: string;
  className?: string;
}) {
  return (
    <img
      src={SCENES[variant % SCENES.length]}
      alt={label ?? ""}
      width={400}
      height={220}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
