import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** Page links with the page in the URL; a window of pages around the current one. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const item = "flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium";
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cn(item, "border-line bg-white hover:bg-racing-50")} rel="prev">
          <Icon name="chevron-left" className="size-4" />
          Previous
        </Link>
      ) : null}
      {sorted.map((p, index) => (
        <span key={p} className="flex items-center gap-2">
          {index > 0 && p - sorted[index - 1]! > 1 && <span aria-hidden className="px-1 text-ink-muted">…</span>}
          <Link
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={cn(
              item,
              p === page ? "border-racing-700 bg-racing-700 text-white" : "border-line bg-white hover:bg-racing-50",
            )}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={cn(item, "border-line bg-white hover:bg-racing-50")} rel="next">
          Next
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
