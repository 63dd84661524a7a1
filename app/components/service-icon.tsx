import sprite from "~/assets/service-icons.svg?no-inline";

/**
 * A service category's icon. The ten drawings (Lucide's) live in one sprite file, fetched
 * and cached on its own, rather than in the home page's JavaScript.
 */
export function ServiceIcon({ slug, className }: { slug: string; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`${sprite}#${slug}`} />
    </svg>
  );
}
