import SaveToShortlist from "~/components/shortlist/save-to-shortlist";
import { QuotePick } from "~/components/quotes/quote-pick";

/**
 * A result card's ways to come back to a specialist (#27): Save to the shortlist, and tick for one quote
 * request to several. Only ever imported lazily, like save-to-shortlist.tsx: until it arrives they are
 * the server's plain form and checkbox, which work as they are.
 */
export default function ResultCardActions({ profileId, businessName }: { profileId: string; businessName: string }) {
  return (
    <>
      <SaveToShortlist profileId={profileId} businessName={businessName} />
      <QuotePick profileId={profileId} businessName={businessName} />
    </>
  );
}
