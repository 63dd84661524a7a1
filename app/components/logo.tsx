import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** Enamel-badge roundel plus wordmark. */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link
      to="/"
      className={cn("group inline-flex items-center gap-3 rounded-md", className)}
      aria-label="The Restoration Register — home"
    >
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "font-display text-lg font-semibold tracking-tight sm:text-xl",
            tone === "dark" ? "text-racing-800" : "text-white",
          )}
        >
          The Restoration Register
        </span>
        <span
          className={cn(
            "mt-1 text-[0.65rem] font-semibold tracking-[0.22em] uppercase",
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
