import { Link } from "react-router";

/** The breadcrumb on a dark page hero: Home, any links between, then the current page (not a link). */
export function HeroBreadcrumb({ trail, current }: { trail: readonly { href: string; label: string }[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-racing-100">
      <ol className="flex flex-wrap items-center gap-1.5">
        {[{ href: "/", label: "Home" }, ...trail].map(({ href, label }) => (
          <li key={href} className="flex items-center gap-1.5">
            <Link to={href} className="hover:text-white hover:underline">
              {label}
            </Link>
            <span aria-hidden>/</span>
          </li>
        ))}
        <li aria-current="page" className="text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
