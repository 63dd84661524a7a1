import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { AccountButton } from "~/components/shell/account-button";

/**
 * The phone menu's collapsible groups and account button (loaded on demand, see
 * ~/components/deferred-shell). Following any link closes the sheet, even when it points at the
 * page already open.
 */
export default function MobileNavLinks({ close }: { close: () => void }) {
  return (
    <>
      <nav
        aria-label="Mobile"
        className="flex flex-1 flex-col gap-1 p-3"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) close();
        }}
      >
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
        <AccountButton className="w-full" onClick={close} />
      </div>
    </>
  );
}

function SheetGroup({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div className="rounded-lg">
      <button
        type="button"
        className="group flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-ink hover:bg-ivory"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        data-state={expanded ? "open" : "closed"}
        onClick={() => setExpanded(!expanded)}
      >
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      {expanded && (
        <ul id={listId} className="mb-2 ml-3 border-l border-line pl-2">
          {children}
        </ul>
      )}
    </div>
  );
}

function SheetLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-racing-50 hover:text-racing-800">
        {children}
      </Link>
    </li>
  );
}
