import { useFetcher } from "react-router";
import { Mail, Phone } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

type ContactType = "email" | "phone";
const LABELS: Record<ContactType, { show: string; missing: string }> = {
  email: { show: "Show Email", missing: "Email not available" },
  phone: { show: "Show Phone", missing: "Phone not available" },
};

/**
 * SPEC.md §4 contact reveal: hidden → Loading... → the address (or a fallback text).
 * The value comes from a server action on click and is never in the page's HTML.
 */
export function RevealContact({
  providerId,
  type,
  providerName,
  className,
}: {
  providerId: string;
  type: ContactType;
  providerName: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ value: string | null }>({ key: `reveal-${type}-${providerId}` });
  const Icon = type === "email" ? Mail : Phone;
  const loading = fetcher.state !== "idle";
  const done = fetcher.data !== undefined;
  const value = fetcher.data?.value ?? null;

  if (done && value) {
    const href = type === "email" ? `mailto:${value}` : `tel:${value.replace(/[^\d+]/g, "")}`;
    return (
      <a
        href={href}
        className={cn(buttonClasses("outline", "sm"), "max-w-full truncate normal-case", className)}
        data-revealed={type}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{value}</span>
      </a>
    );
  }
  if (done) {
    return (
      <span className={cn("inline-flex h-9 items-center gap-2 px-1 text-sm text-ink-muted", className)} role="status">
        <Icon aria-hidden className="size-4" />
        {LABELS[type].missing}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" action="/api/reveal" className={className}>
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="type" value={type} />
      <button
        type="submit"
        disabled={loading}
        className={buttonClasses("outline", "sm", "w-full")}
        aria-label={loading ? undefined : `${LABELS[type].show} for ${providerName}`}
      >
        <Icon aria-hidden className="size-4" />
        {loading ? "Loading..." : LABELS[type].show}
      </button>
    </fetcher.Form>
  );
}
