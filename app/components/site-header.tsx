import type { ReactNode } from "react";
import { Link, NavLink, useRouteLoaderData } from "react-router";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import * as Dialog from "@radix-ui/react-dialog";
import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Menu, X } from "lucide-react";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS, type CatalogueOption } from "~/content/taxonomy";
import { buttonClasses } from "~/components/ui/button";
import { Logo } from "~/components/logo";
import { cn } from "~/lib/cn";

// SPEC.md §9: menu hover delay 200 ms, skip delay 300 ms.
const MENU_HOVER_DELAY_MS = 200;
const MENU_SKIP_DELAY_MS = 300;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="container-page flex h-18 items-center justify-between gap-4 py-3">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <AccountButton className="hidden md:inline-flex" />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

/** My Profile when signed in, Specialist Login otherwise (and on any authentication error). */
function AccountButton({ className }: { className?: string }) {
  const root = useRouteLoaderData<{ signedIn: boolean }>("root");
  return root?.signedIn ? (
    <Link to="/dashboard" className={buttonClasses("primary", "sm", className)}>
      My Profile
    </Link>
  ) : (
    <Link to="/auth" className={buttonClasses("primary", "sm", className)}>
      Specialist Login
    </Link>
  );
}

function DesktopNav() {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={MENU_HOVER_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <MenuGroup label="Service Types" options={SERVICE_OPTIONS} base="/services" columns={2} />
        <MenuGroup label="Vehicle Makes" options={VEHICLE_MAKE_OPTIONS} base="/vehicles" columns={3} />
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <NavLink to="/about" className={triggerClasses}>
              About Us
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

const triggerClasses =
  "group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-ivory data-[state=open]:bg-ivory aria-[current=page]:text-racing-700";

function MenuGroup({
  label,
  options,
  base,
  columns,
}: {
  label: string;
  options: readonly CatalogueOption[];
  base: string;
  columns: 2 | 3;
}) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={triggerClasses}>
        {label}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        className={cn(
          "absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-xl border border-line bg-white p-3 shadow-[var(--shadow-lift)]",
          columns === 2 ? "w-[30rem]" : "w-[36rem]",
        )}
      >
        <ul className={cn("grid gap-1", columns === 2 ? "grid-cols-2" : "grid-cols-3")}>
          {options.map((option) => (
            <li key={option.slug}>
              <NavigationMenu.Link asChild>
                <Link
                  to={`${base}/${option.slug}`}
                  className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-racing-50 hover:text-racing-800 focus-visible:bg-racing-50"
                >
                  {option.name}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function MobileNav() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses("ghost", "icon", "md:hidden")} aria-label="Open menu">
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[18rem] max-w-[85vw] flex-col overflow-y-auto bg-paper shadow-[var(--shadow-lift)] focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="font-display text-lg font-semibold text-racing-800">Menu</Dialog.Title>
            <Dialog.Close className={buttonClasses("ghost", "icon")} aria-label="Close menu">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 p-3">
            <SheetGroup label="Service Types">
              {SERVICE_OPTIONS.map((o) => (
                <SheetLink key={o.slug} to={`/services/${o.slug}`}>
                  {o.name}
                </SheetLink>
              ))}
            </SheetGroup>
            <SheetGroup label="Vehicle Makes">
              {VEHICLE_MAKE_OPTIONS.map((o) => (
                <SheetLink key={o.slug} to={`/vehicles/${o.slug}`}>
                  {o.name}
                </SheetLink>
              ))}
            </SheetGroup>
            <SheetGroup label="Company">
              <SheetLink to="/about">About Us</SheetLink>
              <SheetLink to="/contact">Contact</SheetLink>
            </SheetGroup>
          </nav>
          <div className="border-t border-line p-4">
            <Dialog.Close asChild>
              <AccountButton className="w-full" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SheetGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Collapsible.Root className="rounded-lg">
      <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-ink hover:bg-ivory">
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mb-2 ml-3 border-l border-line pl-2">{children}</ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function SheetLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      {/* Following a link closes the sheet, even when it points at the page already open. */}
      <Dialog.Close asChild>
        <Link to={to} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-racing-50 hover:text-racing-800">
          {children}
        </Link>
      </Dialog.Close>
    </li>
  );
}
