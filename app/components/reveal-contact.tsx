import { useFetcher } from "react-router";
import type { RevealResult } from "~/routes/provider.server";
import { usePostedProviderAnswer } from "~/components/use-provider-form";
import { Icon } from "~/components/icon";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

type ContactType = "email" | "phone";
const LABELS: Record<ContactType, { show: string; missing: string }> = {
  email: { show: "Show Email", missing: "Email not available" },
  phone: { show: "Show Phone", missing: "Phone not available" },
};

/**
 * SPEC.md §4 contact reveal: hidden → Loading... → the address (or a fallback text).
 * The value comes from the profile's action on click and is never in the HTML of a page
 * anyone can fetch: without JavaScript the form's post answers with the profile showing it.
 */
export function RevealContact({
  providerId,
  profilePath,
  type,
  providerName,
  className,
}: {
  providerId: string;
  /** The provider's page, whose action reveals (provider.server.ts submitReveal); without JavaScript its #contact is shown. */
  profilePath: string;
  type: ContactType;
  providerName: string;
  className?: string;
}) {
  const fetcher = useFetcher<RevealResult>({ key: `reveal-${type}-${providerId}` });
  const posted = usePostedProviderAnswer();
  const postedReveal = posted?.intent === "reveal" && posted.providerId === providerId && posted.type === type ? posted : undefined;
  const answer = fetcher.data ?? postedReveal;
  const icon = type === "email" ? "mail" : "phone";
  const loading = fetcher.state !== "idle";
  const done = answer !== undefined;
  const value = answer?.value ?? null;

  if (done && value) {
    const href = type === "email" ? `mailto:${value}` : `tel:${value.replace(/[^\d+]/g, "")}`;
    return (
      <a
        href={href}
        className={cn(buttonClasses("outline", "sm"), "max-w-full truncate normal-case", className)}
        data-revealed={type}
      >
        <Icon name={icon} className="size-4 shrink-0" />
        <span className="truncate">{value}</span>
      </a>
    );
  }
  if (done) {
    return (
      <span className={cn("inline-flex h-9 items-center gap-2 px-1 text-sm text-ink-muted", className)} role="status">
        <Icon name={icon} className="size-4" />
        {LABELS[type].missing}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" action={`${profilePath}#contact`} className={className}>
      <input type="hidden" name="intent" value="reveal" />
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="type" value={type} />
      <button
        type="submit"
        disabled={loading}
        className={buttonClasses("outline", "sm", "w-full")}
        aria-label={loading ? undefined : `${LABELS[type].show} for ${providerName}`}
      >
        <Icon name={icon} className="size-4" />
        {loading ? "Loading..." : LABELS[type].show}
      </button>
    </fetcher.Form>
  );
}

/** Show Email and Show Phone for one listing, as its card and its profile both offer them. */
export function RevealContacts({ provider }: { provider: { id: string; slug: string; businessName: string } }) {
  return (["email", "phone"] as const).map((type) => (
    <RevealContact
      key={type}
      providerId={provider.id}
      profilePath={`/provider/${provider.slug}`}
      providerName={provider.businessName}
      type={type}
    />
  ));
}
