import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-racing-700 text-white hover:bg-racing-800 shadow-sm",
  brass: "bg-brass-400 text-ink hover:bg-brass-300 shadow-sm",
  outline: "border border-racing-700 text-racing-700 bg-transparent hover:bg-racing-50",
  "outline-light": "border border-white/70 text-white bg-transparent hover:bg-white/10",
  ghost: "text-ink hover:bg-ivory",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * Shared by <button> and <Link>, so a link can look like a button without a Slot wrapper. What every
 * button shares is the `btn` class (app.css), not its eleven utilities: a results page has some eighty
 * buttons. It is a component class, so any utility a caller adds still wins.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(
    "btn",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
