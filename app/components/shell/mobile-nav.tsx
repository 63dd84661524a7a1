import { Suspense, useId, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { MobileNavLinks } from "~/components/shell/deferred-shell";

/** The phone menu: a side sheet whose groups start folded each time it opens. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);

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
        <Icon name="menu" className="size-6" />
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[18rem] max-w-[85vw] flex-col overflow-y-auto bg-paper text-ink shadow-[var(--shadow-lift)] backdrop:bg-ink/40 open:flex focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={titleId} className="font-display text-lg font-semibold text-racing-800">
            Menu
          </h2>
          <button type="button" className={buttonClasses("ghost", "icon")} aria-label="Close menu" onClick={close}>
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <Suspense>
          <MobileNavLinks close={close} />
        </Suspense>
      </ModalDialog>
    </>
  );
}
