import type { ComponentPropsWithRef } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** A styled native select: works before hydration, on every screen reader and phone picker. (A ref reaches the select.) */
export function NativeSelect({ className, children, ...props }: ComponentPropsWithRef<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="h-12 w-full appearance-none rounded-lg border border-line bg-white pr-10 pl-4 text-base text-ink shadow-sm hover:border-racing-300 focus-visible:border-racing-500 aria-[invalid=true]:border-oxblood-600"
        {...props}
      >
        {children}
      </select>
      <Icon name="chevron-down" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
