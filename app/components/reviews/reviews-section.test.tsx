import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ReviewsSection } from "./reviews-section";
import { publicReviewView, type PublicReview } from "~/models/reviews.server";

const review = (id: string, rating: number, day: number): PublicReview => ({
  id,
  reviewerName: `Reviewer ${id}`,
  rating,
  comment: `Comment ${id}`,
  createdAt: new Date(Date.UTC(2026, 0, day)),
  reply: null,
  verification: null,
  enquiredAt: null,
  verifiedJob: null,
  incentivised: false,
});
// As the model returns them: newest first.
const REVIEWS = [review("a", 3, 20), review("b", 5, 10), review("c", 5, 15), review("d", 1, 5)].sort(
  (x, y) => y.createdAt.getTime() - x.createdAt.getTime(),
);

function render(url: string, reviews = REVIEWS) {
  const router = createMemoryRouter([{ path: "/provider/:slug", element: <ReviewsSection reviews={reviews.map(publicReviewView)} businessName="Hartley Classics" /> }], { initialEntries: [url] });
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

  it("show a business's published reply under its review, set apart, with its name and date (#14)", () => {
    const replied = { ...review("e", 2, 25), reply: { body: "We are sorry: please call us.", publishedAt: new Date(Date.UTC(2026, 1, 3)) } };
    const html = render("/provider/x", [replied, ...REVIEWS]);
    const item = /<li[^>]*>(?:(?!<\/li>)[\s\S])*Comment e[\s\S]*?<\/li>/.exec(html)![0];
    expect(text(item)).toContain("Reply from Hartley Classics 3 February 2026 We are sorry: please call us.");
    expect(item).toContain('<time class="text-sm text-ink-muted" dateTime="2026-02-03T00:00:00.000Z">');
    // Only that review has one.
    expect(html.match(/Reply from/g)).toHaveLength(1);
  });

  it("say so when there are none, with no empty distribution", () => {
    const html = render("/provider/x", []);
    expect(html).toContain("No reviews yet. Be the first to leave a review!");
    expect(html).not.toContain("Highest rated");
    expect(html).not.toContain("5 stars");
  });

  it("mark each review by how it was checked, linking to what the marks mean, and older reviews not at all", () => {
    const marked = [
      { ...review("e", 5, 25), verification: "enquiry" as const, enquiredAt: new Date(Date.UTC(2026, 2, 14)) },
      { ...review("f", 4, 24), verification: "email" as const },
      review("g", 3, 23),
    ];
    const html = render("/provider/x", marked);
    expect(text(html)).toContain(
      "Verified enquiry — contacted this specialist through The Restoration Register in March 2026",
    );
    expect(text(html)).toContain("Email confirmed");
    expect(html.match(/href="\/review-policy#marks"/g)).toHaveLength(2);
  });
});
