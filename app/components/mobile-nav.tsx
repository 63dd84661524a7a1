import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { MobileNavLinks } from "~/lib/deferred-shell";

/**
 * The phone menu: a side sheet on a native modal <dialog>, which already traps focus,
 * makes the page behind it inert, closes on Escape and hands focus back to the menu
 * button. Its contents are rendered only while it is open, so every group starts folded.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    closeButtonRef.current?.focus();
  }, [open]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={buttonClasses("ghost", "icon", "md:hidden")}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[18rem] max-w-[85vw] flex-col overflow-y-auto bg-paper text-ink shadow-[var(--shadow-lift)] backdrop:bg-ink/40 open:flex focus:outline-none"
        onClose={() => setOpen(false)}
        // A press on the dimmed page beside the sheet lands on the dialog itself, outside its box.
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
          if (event.target === event.currentTarget && !inside) close();
        }}
      >
        {open && (
          <>
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <h2 id={titleId} className="font-display text-lg font-semibold text-racing-800">
                Menu
              </h2>
              <button
                ref={closeButtonRef}
                type="button"
                className={buttonClasses("ghost", "icon")}
                aria-label="Close menu"
                onClick={close}
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            <Suspense>
              <MobileNavLinks close={close} />
            </Suspense>
          </>
        )}
      </dialog>
    </>
  );
}
