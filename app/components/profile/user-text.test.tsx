import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ReviewsSection } from "../reviews/reviews-section";
import { ProfileCard } from "../search/profile-card";
import { keywordExcerpt } from "~/lib/keyword-highlight";
import { publicReviewView } from "~/models/reviews.server";

const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

function render(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("user-supplied text is rendered as text, never as markup", () => {
  it("in reviews", () => {
    const html = render(
      <ReviewsSection
        reviews={[publicReviewView({ id: "1", reviewerName: HOSTILE, rating: 5, comment: HOSTILE, createdAt: new Date("2026-01-02"), verification: null, enquiredAt: null, verifiedJob: null, incentivised: false, reply: { body: HOSTILE, publishedAt: new Date("2026-01-03") } })]}
        businessName={HOSTILE}
      />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
  });

  it("on provider cards", () => {
    const html = render(
      <ProfileCard
        profile={{
          id: "00000000-0000-4000-8000-000000000001",
          slug: "x",
          businessName: HOSTILE,
          city: HOSTILE,
          county: null,
          specialties: [HOSTILE],
          yearsInBusiness: 3,
          // A keyword's match too: marked text is still text.
          excerpt: keywordExcerpt(`Engines ${HOSTILE}`, "engines script"),
          certification: { state: "none" },
          logoUrl: null,
          ratingAverage: null,
          reviewCount: 0,
          distanceMiles: null,
        }}
      />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
  });
});
