import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { NavLink } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS, type CatalogueOption } from "~/content/taxonomy";
import { useHoverMenus } from "~/lib/use-hover-menus";
import { MenuPanel } from "~/components/shell/menu-panel";

const triggerClasses =
  "group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-ivory data-[state=open]:bg-ivory aria-[current=page]:text-racing-700";

/**
 * The header's Service Types and Vehicle Makes menus (disclosure buttons, a panel of
 * links each) and the About Us link. Left and right arrows move between the three,
 * down arrow enters an open panel, Escape closes it and returns to its button.
 */
export function DesktopNav() {
  const menus = useHoverMenus();
  const navRef = useRef<HTMLElement>(null);
  const { open, close } = menus;

  // A press outside the menus, or Escape wherever focus is, closes the open one.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  return (
    <nav ref={navRef} aria-label="Main" className="relative hidden md:block">
      <ul className="flex items-center gap-1" onKeyDown={moveBetweenItems}>
        <MenuGroup id="services" label="Service Types" options={SERVICE_OPTIONS} base="/services" columns={2} menus={menus} />
        <MenuGroup id="makes" label="Vehicle Makes" options={VEHICLE_MAKE_OPTIONS} base="/vehicles" columns={3} menus={menus} />
        <li>
          <NavLink to="/about" className={triggerClasses} data-nav-item>
            About Us
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function moveBetweenItems(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-nav-item]")];
  const index = items.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined || !items[next]) return;
  event.preventDefault();
  items[next].focus();
}

function MenuGroup({
  id,
  label,
  options,
  base,
  columns,
  menus,
}: {
  id: string;
  label: string;
  options: readonly CatalogueOption[];
  base: string;
  columns: 2 | 3;
  menus: ReturnType<typeof useHoverMenus>;
}) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isOpen = menus.open === id;

  const closeAndReturn = () => {
    menus.close();
    triggerRef.current?.focus();
  };
  const whenMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") handler();
  };

  return (
    <li
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the button and its panel closes the panel.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.close();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          event.preventDefault();
          closeAndReturn();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClasses}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-state={isOpen ? "open" : "closed"}
        data-nav-item
        onClick={() => menus.toggle(id)}
        onPointerEnter={whenMouse(() => menus.pointerEnter(id))}
        onPointerLeave={whenMouse(menus.pointerLeave)}
        onKeyDown={(event) => {
          if (isOpen && event.key === "ArrowDown") {
            event.preventDefault();
            panelRef.current?.querySelector("a")?.focus();
          }
        }}
      >
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
      {isOpen && (
        <MenuPanel
          id={panelId}
          panelRef={panelRef}
          options={options}
          base={base}
          columns={columns}
          onPointerEnter={whenMouse(menus.panelEnter)}
          onPointerLeave={whenMouse(menus.pointerLeave)}
          onFollowLink={menus.close}
        />
      )}
    </li>
  );
}
