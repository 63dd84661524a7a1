import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ReviewsSection } from "./reviews-section";
import type { PublicReview } from "~/models/reviews.server";

const review = (id: string, rating: number, day: number): PublicReview => ({
  id,
  reviewerName: `Reviewer ${id}`,
  rating,
  comment: `Comment ${id}`,
  createdAt: new Date(Date.UTC(2026, 0, day)),
  incentivised: false,
});
// As the model returns them: newest first.
const REVIEWS = [review("a", 3, 20), review("b", 5, 10), review("c", 5, 15), review("d", 1, 5)].sort(
  (x, y) => y.createdAt.getTime() - x.createdAt.getTime(),
);

function render(url: string, reviews = REVIEWS) {
  const router = createMemoryRouter([{ path: "/provider/:slug", element: <ReviewsSection reviews={reviews} /> }], { initialEntries: [url] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
const order = (html: string) => [...html.matchAll(/Comment (\w)/g)].map((match) => match[1]);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** Issue #14: the whole picture of a listing's reviews, in an order the owner chooses. */
describe("the reviews of a profile", () => {
  it("show how many gave each rating, 5 stars to 1", () => {
    const html = text(render("/provider/x"));
    expect(html).toContain("5 stars 2 reviews");
    expect(html).toContain("4 stars 0 reviews");
    expect(html).toContain("3 stars 1 review ");
    expect(html).toContain("2 stars 0 reviews");
    expect(html).toContain("1 star 1 review ");
  });

  it("are newest first, or highest rated first (newest first among equals) through a link", () => {
    const newest = render("/provider/x");
    expect(order(newest)).toEqual(["a", "c", "b", "d"]);
    expect(newest).toContain('href="/provider/x?reviews=rating#reviews-heading"');
    expect(newest).toMatch(/aria-current="true"[^>]*>Newest first/);
    const byRating = render("/provider/x?reviews=rating");
    expect(order(byRating)).toEqual(["c", "b", "a", "d"]);
    expect(byRating).toMatch(/aria-current="true"[^>]*>Highest rated/);
    expect(byRating).toContain('href="/provider/x#reviews-heading"');
  });

  it("say so when there are none, with no empty distribution", () => {
    const html = render("/provider/x", []);
    expect(html).toContain("No reviews yet. Be the first to leave a review!");
    expect(html).not.toContain("Highest rated");
    expect(html).not.toContain("5 stars");
  });
});
