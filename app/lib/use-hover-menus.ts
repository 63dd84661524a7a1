import { useCallback, useEffect, useRef, useState } from "react";

// docs/spec.md §9: menu hover delay 200 ms, skip delay 300 ms.
export const MENU_HOVER_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
/** Long enough to cross the gap between a button and its panel without the panel closing. */
const MENU_CLOSE_DELAY_MS = 150;
/**
 * A click this soon after the pointer opened the menu is the same intent (the pointer arrived to click):
 * it keeps the menu open rather than toggling it shut. Without it, moving from one open menu to the next
 * button and clicking opened the menu on arrival and closed it on the click.
 */
const CLICK_AFTER_HOVER_MS = 600;

/**
 * Which of a row of menus is open, with hover intent: resting the mouse on a button opens
 * its menu after the hover delay; while a menu is open, or within the skip delay after one
 * closed, moving to another button opens that one at once. Leaving closes after a short grace.
 */
export function useHoverMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const timers = useRef({ open: 0, close: 0, skip: 0 });
  const openWithoutDelay = useRef(false);
  const hoverOpened = useRef({ id: null as string | null, at: 0 });

  useEffect(() => {
    const t = timers.current;
    if (open !== null) {
      window.clearTimeout(t.skip);
      openWithoutDelay.current = true;
      return;
    }
    t.skip = window.setTimeout(() => (openWithoutDelay.current = false), MENU_SKIP_DELAY_MS);
  }, [open]);

  useEffect(() => {
    const t = timers.current;
    return () => [t.open, t.close, t.skip].forEach((timer) => window.clearTimeout(timer));
  }, []);

  const cancelPending = useCallback(() => {
    window.clearTimeout(timers.current.open);
    window.clearTimeout(timers.current.close);
  }, []);

  const close = useCallback(() => {
    cancelPending();
    setOpen(null);
  }, [cancelPending]);

  const toggle = useCallback(
    (id: string) => {
      cancelPending();
      const justHovered = hoverOpened.current.id === id && performance.now() - hoverOpened.current.at < CLICK_AFTER_HOVER_MS;
      hoverOpened.current.id = null;
      setOpen((current) => (current === id && !justHovered ? null : id));
    },
    [cancelPending],
  );

  const pointerEnter = useCallback(
    (id: string) => {
      cancelPending();
      const openByPointer = () => {
        hoverOpened.current = { id, at: performance.now() };
        setOpen(id);
      };
      if (openWithoutDelay.current) openByPointer();
      else timers.current.open = window.setTimeout(openByPointer, MENU_HOVER_DELAY_MS);
    },
    [cancelPending],
  );

  const pointerLeave = useCallback(() => {
    cancelPending();
    timers.current.close = window.setTimeout(() => setOpen(null), MENU_CLOSE_DELAY_MS);
  }, [cancelPending]);

  /** Entering the open panel keeps it open. */
  const panelEnter = useCallback(() => window.clearTimeout(timers.current.close), []);

  return { open, close, toggle, pointerEnter, pointerLeave, panelEnter };
}
