import type { ContactType, RevealResult } from "~/lib/form-results";
import { useFormAnswer } from "~/lib/use-form-answer";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

const LABELS: Record<ContactType, { show: string; missing: string }> = {
  email: { show: "Show Email", missing: "Email not available" },
  phone: { show: "Show Phone", missing: "Phone not available" },
};

/**
 * docs/spec.md §4 contact reveal: hidden → Loading... → the address (or a fallback text).
 * The value comes from the profile's action on click and is never in the HTML of a page
 * anyone can fetch: without JavaScript the form's post answers with the profile showing it.
 */
export function RevealContact({
  profileId,
  profilePath,
  type,
  businessName,
  className,
  label,
  size = "sm",
}: {
  profileId: string;
  /** The profile's page, whose action reveals (provider.server.ts submitReveal); without JavaScript its #contact is shown. */
  profilePath: string;
  type: ContactType;
  businessName: string;
  className?: string;
  /** The button's words instead of "Show Phone" ("Call" on a phone's contact bar); its name still says it shows the number. */
  label?: string;
  size?: "sm" | "md";
}) {
  const { fetcher, answer, busy: loading } = useFormAnswer<RevealResult>({
    key: `reveal-${type}-${profileId}`,
    owns: (answer) => answer.intent === "reveal" && answer.providerId === profileId && answer.type === type,
  });
  const icon = type === "email" ? "mail" : "phone";
  const done = answer !== undefined;
  const value = answer?.value ?? null;

  if (done && value) {
    const href = type === "email" ? `mailto:${value}` : `tel:${value.replace(/[^\d+]/g, "")}`;
    return (
      <a
        href={href}
        className={cn(buttonClasses("outline", size), "max-w-full truncate normal-case", className)}
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
      {/* The field keeps its wire name "providerId": scripts post it to /api/reveal (docs/decisions/0016). */}
      <input type="hidden" name="providerId" value={profileId} />
      <input type="hidden" name="type" value={type} />
      <button
        type="submit"
        disabled={loading}
        className={buttonClasses("outline", size, "w-full")}
        aria-label={loading ? undefined : label ? `${label} ${businessName}: show the number` : `${LABELS[type].show} for ${businessName}`}
      >
        <Icon name={icon} className="size-4" />
        {loading ? "Loading..." : (label ?? LABELS[type].show)}
      </button>
    </fetcher.Form>
  );
}

/** Show Email and Show Phone for one profile, as its card and its profile both offer them. */
export function RevealContacts({ profile }: { profile: { id: string; slug: string; businessName: string } }) {
  return (["email", "phone"] as const).map((type) => (
    <RevealContact
      key={type}
      profileId={profile.id}
      profilePath={`/provider/${profile.slug}`}
      businessName={profile.businessName}
      type={type}
    />
  ));
}
