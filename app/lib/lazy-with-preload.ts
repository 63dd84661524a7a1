import { lazy, type ComponentType } from "react";

/**
 * React.lazy plus a `preload()` to start fetching the component's file early (when the
 * pointer reaches the button that will show it, or when the browser is idle). A failed
 * preload is ignored: rendering the component tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), {
    preload: () => {
      load().catch(() => {});
    },
  });
}
