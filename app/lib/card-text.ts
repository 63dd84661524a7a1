/**
 * How much of a listing's description a card sends (results, featured and place-page cards). A card
 * clamps it to three lines: on the widest card (a result at 1,440 px, its text 1,090 px wide) 450
 * characters already overflow them, so the clamp, not this cut, decides where the visible text ends.
 * A description may hold 5,000 characters, which would otherwise travel whole, twice (the HTML and the
 * page's data), on every card.
 */
export const CARD_TEXT_CHARS = 500;

/** The text cut at the last word boundary within `max` characters, with "…" when anything was cut. */
export function cutForCard(text: string, max = CARD_TEXT_CHARS): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return `${text.slice(0, space > max / 2 ? space : max).trimEnd()}…`;
}
