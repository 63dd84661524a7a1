import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal on the browser's own <dialog>: showModal() already traps focus, makes the page
 * behind inert, moves focus to the first control, closes on Escape and hands focus back to
 * whatever opened it, so no dialog library is needed. Children render only while open.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  open: boolean;
  /** Called whenever it closes: Escape, a press beside it, or `open` turning false. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onClose={onClose}
      // A press on the dimmed page lands on the dialog element itself, outside its box.
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) event.currentTarget.close();
      }}
    >
      {open && children}
    </dialog>
  );
}
