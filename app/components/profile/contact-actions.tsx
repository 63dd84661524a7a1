import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { RevealContact } from "~/components/profile/reveal-contact";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * Call and Send Message on a phone (issue #25 item 5): under the profile's name and rating, and in a
 * bar fixed to the bottom of the screen (app.css shows the bar once these have scrolled away, where
 * the browser can tell). Call is the phone's reveal (the same form, fetcher and count as Show Phone,
 * which it reveals too), then a tel: link; Send Message opens the enquiry dialog, or without
 * JavaScript loads the page with the form in place (`?form=message#enquiry`, enquiry-dialog.tsx).
 */
export function ContactActions({
  profile,
  onMessage,
  className,
}: {
  profile: { id: string; slug: string; businessName: string };
  onMessage: () => void;
  className?: string;
}) {
  return (
    <div className={cn("grid grid-cols-2 gap-2 lg:hidden", className)}>
      <RevealContact profileId={profile.id} profilePath={`/provider/${profile.slug}`} businessName={profile.businessName} type="phone" label="Call" size="md" />
      <Link
        to="?form=message#enquiry"
        preventScrollReset
        className={buttonClasses("primary", "md")}
        onClick={(event) => {
          event.preventDefault();
          onMessage();
        }}
      >
        <Icon name="message-square" className="size-4" />
        Send Message
      </Link>
    </div>
  );
}
