import type { KeyboardEvent, PointerEventHandler, Ref } from "react";
import { Link } from "react-router";
import type { CatalogueOption } from "~/content/taxonomy";

/** The open panel of a header menu: a grid of links. */
export function MenuPanel({
  id,
  panelRef,
  options,
  base,
  columns,
  onPointerEnter,
  onPointerLeave,
  onFollowLink,
}: {
  id: string;
  panelRef: Ref<HTMLDivElement>;
  options: readonly CatalogueOption[];
  base: string;
  columns: 2 | 3;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
  onFollowLink: () => void;
}) {
  return (
    <div
      ref={panelRef}
      id={id}
      className={`absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-xl border border-line bg-white p-3 shadow-[var(--shadow-lift)] ${columns === 2 ? "w-[30rem]" : "w-[36rem]"}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={moveBetweenLinks}
      // Following a link closes the panel, even when it points at the page already open.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a")) onFollowLink();
      }}
    >
      <ul className={`grid gap-1 ${columns === 2 ? "grid-cols-2" : "grid-cols-3"}`}>
        {options.map((option) => (
          <li key={option.slug}>
            <Link
              to={`${base}/${option.slug}`}
              className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-racing-50 hover:text-racing-800 focus-visible:bg-racing-50"
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Up and down arrows walk the panel's links in reading order. */
function moveBetweenLinks(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = [...event.currentTarget.querySelectorAll("a")];
  const index = links.indexOf(event.target as HTMLAnchorElement);
  const next = links[index + (event.key === "ArrowDown" ? 1 : -1)];
  if (index === -1 || !next) return;
  event.preventDefault();
  next.focus();
}
