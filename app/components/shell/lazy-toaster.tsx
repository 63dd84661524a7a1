import { lazy, Suspense } from "react";
import { useToasterWanted } from "~/lib/toast";

const ThemedToaster = lazy(() => import("~/components/shell/themed-toaster"));

/** Mounts the Toaster once the first toast is raised (see ~/lib/toast). */
export function LazyToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  ) : null;
}
