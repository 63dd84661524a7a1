import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * Enamel-badge roundel plus wordmark. On a phone the wordmark stacks on two lines (three if
 * the account link is a long one) without its tagline, so the header bar still has room for
 * the account link and the menu button.
 */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link
      to="/"
      className={cn("group inline-flex min-w-0 items-center gap-2 rounded-md sm:gap-3", className)}
      aria-label="The Restoration Register — home"
    >
      <LogoMark className="size-9 shrink-0 sm:size-10" />
      {/* Below 360 px the roundel alone leaves room for the bar's buttons (the link keeps its name). */}
      <span className="flex flex-col leading-none max-[22.5rem]:hidden">
        <span
          className={cn(
            "font-display text-[0.9375rem] font-semibold tracking-tight max-sm:leading-[1.1] sm:text-xl",
            tone === "dark" ? "text-racing-800" : "text-white",
          )}
        >
          The Restoration <br className="sm:hidden" />
          Register
        </span>
        <span
          className={cn(
            "mt-1 text-[0.65rem] font-semibold tracking-[0.22em] uppercase max-sm:hidden",
            tone === "dark" ? "text-brass-700" : "text-brass-300",
          )}
        >
          Classic car specialists
        </span>
      </span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1d4d38" />
      <circle cx="24" cy="24" r="19.5" fill="none" stroke="#c9a66b" strokeWidth="2" />
      <circle cx="24" cy="24" r="16" fill="none" stroke="#c9a66b" strokeWidth="0.75" strokeDasharray="1.5 2.2" />
      <text
        x="24"
        y="30.5"
        textAnchor="middle"
        fontFamily="Fraunces Variable, Georgia, serif"
        fontSize="18"
        fontWeight="700"
        fill="#f4eee1"
      >
        RR
      </text>
    </svg>
  );
}
