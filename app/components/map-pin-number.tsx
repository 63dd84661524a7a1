import { cn } from "~/lib/cn";

/** A listing's number on the page's map (server-drawn, services/map.server.ts), beside its name. */
export function MapPinNumber({ number, className }: { number: number; className?: string }) {
  return (
    <span
      className={cn("inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-racing-700 px-1.5 text-sm font-bold text-white", className)}
      data-pin-number={number}
    >
      <span className="sr-only">Map pin </span>
      {number}
    </span>
  );
}
