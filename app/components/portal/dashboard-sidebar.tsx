import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import { ProfileAvatar } from "~/components/profile/profile-avatar";
import { buttonClasses } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { cn } from "~/lib/cn";
import { SIDEBAR_COOKIE } from "~/lib/cookie-names";

// docs/spec.md §9: open state kept in a cookie for 7 days; Ctrl/Cmd+B toggles it.
const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

const MENU: { to: string; label: string; icon: IconName; end: boolean }[] = [
  { to: "/dashboard", label: "Overview", icon: "layout-dashboard", end: true },
  { to: "/dashboard/profile", label: "Profile", icon: "user-round", end: false },
  { to: "/dashboard/projects", label: "Projects", icon: "camera", end: false },
  { to: "/dashboard/quotes", label: "Quote Requests", icon: "clipboard-list", end: false },
  { to: "/dashboard/contacts", label: "Contact Requests", icon: "mail", end: false },
  { to: "/dashboard/reviews", label: "Reviews", icon: "star", end: false },
  { to: "/dashboard/settings", label: "Account Settings", icon: "settings", end: false },
];

export interface SidebarProfile {
  businessName: string;
  contactPerson: string;
  logoUrl: string | null;
  publicPath: string;
  /** Quote requests with something the specialist has not read (#27 item 4): the menu's badge. */
  unreadQuotes: number;
}

export function DashboardFrame({
  profile,
  defaultOpen,
  children,
}: {
  profile: SidebarProfile;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const toggle = useCallback(() => {
    setOpen((current) => {
      const next = !current;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="flex min-h-dvh bg-paper">
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded-md bg-racing-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <aside
        aria-label="Dashboard"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-racing-800 bg-racing-900 text-racing-100 transition-[width] duration-200 md:flex",
          open ? "w-64" : "w-12",
        )}
      >
        <SidebarContent profile={profile} compact={!open} />
        <button
          type="button"
          onClick={toggle}
          className="m-2 flex h-9 items-center justify-center gap-2 rounded-md text-sm text-racing-100 hover:bg-white/10"
          aria-label={open ? "Collapse sidebar" : "Expand sidebar"}
          aria-expanded={open}
          aria-keyshortcuts="Control+B Meta+B"
        >
          {open ? <Icon name="panel-left-close" className="size-4" /> : <Icon name="panel-left-open" className="size-4" />}
          {open && <span>Collapse</span>}
        </button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-line bg-paper px-4 py-3 md:hidden">
          <MobileSidebar profile={profile} />
          <span className="truncate font-display font-semibold text-racing-800">{profile.businessName}</span>
        </header>
        <main id="dashboard-main" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function MobileSidebar({ profile }: { profile: SidebarProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClasses("ghost", "icon")} aria-label="Open dashboard menu" onClick={() => setOpen(true)}>
        <Icon name="menu" className="size-6" />
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="dashboard-sheet-title"
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-[18rem] max-w-[85vw] flex-col bg-racing-900 text-racing-100 backdrop:bg-ink/40 open:flex focus:outline-none"
      >
        <div className="flex items-center justify-between px-3 pt-3">
          <h2 id="dashboard-sheet-title" className="sr-only">
            Dashboard menu
          </h2>
          <span />
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-md hover:bg-white/10"
            aria-label="Close menu"
            onClick={() => setOpen(false)}
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <SidebarContent profile={profile} compact={false} onNavigate={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

function SidebarContent({
  profile,
  compact,
  onNavigate,
}: {
  profile: SidebarProfile;
  compact: boolean;
  /** The phone sheet closes when one of its links is followed. */
  onNavigate?: () => void;
}) {
  const item = cn(
    "flex h-10 items-center gap-3 rounded-md text-sm font-medium hover:bg-white/10 hover:text-white",
    compact ? "justify-center px-0" : "px-2.5",
  );
  return (
    <div className="flex flex-1 flex-col overflow-y-auto">
      <div className={cn("flex items-center gap-3 border-b border-white/10 py-3", compact ? "justify-center px-1" : "px-3")}>
        <div className={compact ? "[&>*]:size-8 [&>*]:text-sm" : undefined}>
          <ProfileAvatar name={profile.businessName} logoUrl={profile.logoUrl} />
        </div>
        {!compact && (
          <div className="min-w-0">
            <p className="truncate font-display font-semibold text-white">{profile.businessName}</p>
            <p className="truncate text-xs text-racing-200">{profile.contactPerson}</p>
          </div>
        )}
      </div>
      <nav aria-label="Dashboard menu" className="flex-1 p-2">
        <ul className="space-y-1">
          {MENU.map(({ to, label, icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                title={compact ? label : undefined}
                aria-label={compact ? label : undefined}
                onClick={onNavigate}
                className={({ isActive }) => cn(item, isActive && "bg-white/15 text-white")}
              >
                <Icon name={icon} className="size-4 shrink-0" />
                {!compact && label}
                {to === "/dashboard/quotes" && profile.unreadQuotes > 0 && (
                  <span className={cn("rounded-full bg-brass-400 px-1.5 text-xs font-semibold text-ink", compact ? "absolute ml-6 -mt-6" : "ml-auto")} data-unread-quotes>
                    {profile.unreadQuotes}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
          <li>
            <Link
              to={profile.publicPath}
              target="_blank"
              rel="noopener"
              title={compact ? "View Public Profile" : undefined}
              aria-label={compact ? "View Public Profile (opens in a new tab)" : undefined}
              className={item}
            >
              <Icon name="external-link" className="size-4 shrink-0" />
              {!compact && (
                <>
                  View Public Profile<span className="sr-only"> (opens in a new tab)</span>
                </>
              )}
            </Link>
          </li>
          <li>
            <Form method="post" action="/auth">
              <input type="hidden" name="intent" value="signout" />
              <button type="submit" className={cn(item, "w-full")} title={compact ? "Sign Out" : undefined} aria-label={compact ? "Sign Out" : undefined}>
                <Icon name="log-out" className="size-4 shrink-0" />
                {!compact && "Sign Out"}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </div>
  );
}
