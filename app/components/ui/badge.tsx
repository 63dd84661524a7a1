import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const tones = {
  neutral: "bg-ivory text-ink border-line",
  green: "bg-racing-50 text-racing-800 border-racing-200",
  brass: "bg-brass-100 text-brass-700 border-brass-300",
  red: "bg-red-50 text-oxblood-700 border-red-200",
} as const;

export function Badge({
  tone = "neutral",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
