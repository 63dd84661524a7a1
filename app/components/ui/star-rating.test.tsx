import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { filledStars, RatingSummary, StarRating } from "./star-rating";

describe("StarRating", () => {
  it("fills a star from three quarters of it, within nought and five", () => {
    expect([0, 0.7, 0.75, 3.74, 3.75, 4.6, 4.8, 5, 7, -1].map(filledStars)).toEqual([0, 0, 1, 3, 4, 4, 5, 5, 5, 0]);
  });

  it("is one element, hidden from assistive technology, whose data-stars the stylesheet fills", () => {
    expect(renderToStaticMarkup(<StarRating value={4.6} />)).toBe('<span class="stars" data-stars="4" aria-hidden="true"></span>');
  });

  it("says the rating in words beside the stars", () => {
    const html = renderToStaticMarkup(<RatingSummary average={4.6} count={5} />);
    expect(html).toContain('data-stars="4"');
    expect(html).toContain('<span class="sr-only">Rated </span>4.6<span class="sr-only"> out of 5</span>');
    expect(renderToStaticMarkup(<RatingSummary average={null} count={0} />)).toContain("New Provider");
  });
});
