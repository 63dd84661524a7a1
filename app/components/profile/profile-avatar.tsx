import { cn } from "~/lib/cn";

/** The business logo, or its initial on a green roundel when there is none. */
export function ProfileAvatar({
  name,
  logoUrl,
  size = "md",
  className,
}: {
  name: string;
  logoUrl: string | null;
  /** "sm": a result card's, beside the name on a phone, "md" from `sm`. */
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const dimension = cn(size === "lg" ? "size-20 text-3xl" : size === "sm" ? "size-11 text-lg sm:size-14 sm:text-xl" : "size-14 text-xl", className);
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        width={200}
        height={200}
        loading="lazy"
        className={cn(dimension, "shrink-0 rounded-xl border border-line bg-white object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        dimension,
        "flex shrink-0 items-center justify-center rounded-xl bg-racing-700 font-display font-semibold text-brass-100",
      )}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
