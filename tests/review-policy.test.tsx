import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { eq } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "./test-database";
import { runRoute } from "./route-runner";
import { insertProfile, testContext } from "./fixtures";
import type { DatabaseHandle } from "../database/client";
import { reviews } from "../database/schema";
import routes from "../app/routes";
import * as sitemap from "../app/routes/site/sitemap";
import * as publicProfilePage from "../app/routes/profile/provider";
import ReviewPolicy, { meta } from "../app/routes/site/review-policy";
import { submitReview } from "../app/routes/profile/provider.server";
import { allReviewsOf, approvedReviews, pendingReviews, publicReviewView, type PublicReviewView } from "../app/models/reviews.server";
import { formatLongDate, formatMonthYear } from "../app/lib/format";
import { refreshProfileRating } from "../app/models/profile-writer.server";
import { ReviewsSection } from "../app/components/reviews/reviews-section";
import { REVIEW_POLICY } from "../app/content/review-policy";
import { SiteFooter } from "../app/components/shell/site-footer";
import { IncentivisedLabel } from "../app/components/ui/star-rating";
import { CertifiedBadge } from "../app/components/profile/certified-badge";
import { verifiedJobWords } from "../app/routes/quotes/quote-request.server";
import { ReviewMark } from "../app/components/reviews/review-mark";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, " ");

function render(element: React.ReactNode, url = "/") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** Issue #14 item 6: the published review policy, and where it is linked from. */
describe("the review policy page", () => {
  it("is a route at /review-policy, cached for anonymous visitors like the other static pages", async () => {
    const entries = (await routes).flatMap((entry) => [entry, ...(entry.children ?? [])]);
    expect(entries.find((entry) => entry.path === "review-policy")?.file).toBe("routes/site/review-policy.tsx");
    const module = await import("../app/routes/site/review-policy");
    expect(module.handle).toEqual({ pageCache: true });
    const tags = meta({ matches: [], location: {}, params: {}, data: undefined, loaderData: undefined } as never);
    expect(tags).toContainEqual({ title: expect.stringContaining("Review Policy") });
    expect(tags).toContainEqual({ name: "description", content: expect.stringContaining("checks reviews") });
  });

  it("has a linkable heading for each topic the issue asks for", () => {
    const html = render(<ReviewPolicy />, "/review-policy");
    for (const id of ["what-we-check", "marks", "enquiry-reviews", "incentivised", "negative-reviews", "replies", "reporting", "moderation-time", "removed-reviews", "ratings", "certifications", "listing-changes", "the-law"]) {
      expect(html, id).toMatch(new RegExp(`<h2 id="${id}"`));
      expect(html, id).toContain(`href="#${id}"`);
    }
    const page = text(html);
    for (const quoted of [
      "Email confirmed",
      "Verified enquiry — contacted this specialist through The Restoration Register in March 2026",
      "I received something in return for this review",
      "Received something in return",
      "Report this review",
      "We aim to moderate within 2 working days",
      // #24: when an enquirer's link opens, in plain words.
      "The link opens when the specialist marks your enquiry as contacted in their portal, or 7 days after your enquiry, whichever comes first.",
      "look more closely at any review written within 7 days of its enquiry",
      "Lists certifications",
      "Certifications checked by The Restoration Register on 20 November 2026",
      "Digital Markets, Competition and Consumers Act 2024",
      "We do not remove reviews because they are negative",
    ]) {
      expect(page, quoted).toContain(quoted);
    }
  });

  it("is linked from the footer", () => {
    expect(render(<SiteFooter />)).toMatch(/<a[^>]*href="\/review-policy"[^>]*>Review Policy<\/a>/);
  });

  it("is linked from every reviews section, with or without reviews", () => {
    for (const list of [[], [publicReviewView({ id: "r", reviewerName: "Owner", rating: 5, comment: "Fine work", createdAt: new Date(), incentivised: false, reply: null, verification: null, enquiredAt: null, verifiedJob: null })]]) {
      expect(render(<ReviewsSection reviews={list} businessName="Fine Work Garage" />, "/provider/x")).toMatch(/<a[^>]*href="\/review-policy"[^>]*>How we check reviews<\/a>/);
    }
  });

  it("quotes the labels and badges exactly as the pages show them", () => {
    const sections = new Map(REVIEW_POLICY.sections.map((section) => [section.id, section]));
    const shown = (element: React.ReactNode) => text(renderToStaticMarkup(element)).trim();
    expect(sections.get("incentivised")!.paragraphs.join(" ")).toContain(`"${shown(<IncentivisedLabel incentivised />)}"`);
    // The "Verified enquiry" mark as a review shows it (#24: "in {month year}").
    expect(sections.get("marks")!.terms!.map((t) => t.term)).toContain(
      text(render(<ReviewMark verification="enquiry" enquiredIn={formatMonthYear("2026-03-15T12:00:00.000Z")} />)).trim(),
    );
    // The "Verified job" mark (#27 item 6), with the words a completed job gives it.
    expect(sections.get("marks")!.terms!.map((t) => t.term)).toContain(
      text(render(<ReviewMark verification="job" enquiredIn={null} verifiedJob={verifiedJobWords({ services: ["Paint & Bodywork"], year: 1965, makeSlug: "jaguar", model: "E-type" }, new Date("2026-11-20T12:00:00Z"))} />)).trim().replaceAll("&amp;", "&"),
    );
    expect(sections.get("marks")!.closing!.join(" ")).toContain('"Confirmed by the car\'s owner"');
    expect(sections.get("certifications")!.terms!.map((t) => t.term)).toEqual([
      shown(<CertifiedBadge status={{ state: "listed" }} checkedOn={null} />),
      shown(<CertifiedBadge status={{ state: "checked", checkedAt: "2026-11-20T12:00:00.000Z" }} checkedOn={formatLongDate("2026-11-20T12:00:00.000Z")} />),
    ]);
  });
});

describe.each(TEST_ENGINES)("the policy in the sitemap, and incentivised reviews, on %s", (engine) => {
  let handle: DatabaseHandle;
  let address = 0;
  const context = () => testContext(handle.db, { clientAddress: `198.51.100.${++address}` });

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("lists /review-policy in the sitemap", async () => {
    const response = (await runRoute(sitemap, "loader", { request: new Request("http://localhost:3000/sitemap.xml"), context: context(), params: {} })) as Response;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<loc>http://localhost:3000/review-policy</loc>");
  });

  it("stores the checkbox, shows 'Received something in return' once published, and only on that review", async () => {
    const profile = await insertProfile(handle.db, { businessName: "Incentive Motors" });
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ intent: "review", rating: "5", ...fields })) form.set(key, value);
      return submitReview(profile.id, form, context());
    };
    const ticked = await post({ name: "Given A Discount", email: "discount@example.com", comment: "Great paintwork, and 10% off my next service.", incentivised: "on" });
    const unticked = await post({ name: "Paid In Full", email: "full@example.com", comment: "Great paintwork, paid the full price." });
    expect([ticked.data.status, unticked.data.status]).toEqual(["success", "success"]);
    const stored = await handle.db.select().from(reviews).where(eq(reviews.profileId, profile.id));
    expect(Object.fromEntries(stored.map((r) => [r.reviewerName, r.incentivised]))).toEqual({ "Given A Discount": true, "Paid In Full": false });

    // Refused for another field, the ticked box comes back ticked (without JavaScript the answer is a new page).
    const refused = await post({ name: "", email: "discount@example.com", comment: "x", incentivised: "on" });
    expect(refused.data).toMatchObject({ status: "error", values: { incentivised: "on" } });

    // Waiting for moderation: the admin's card and the specialist's list say so too.
    await handle.db.update(reviews).set({ status: "pending" }).where(eq(reviews.profileId, profile.id));
    const queue = (await pendingReviews(handle.db)).filter((r) => r.businessName === "Incentive Motors");
    expect(Object.fromEntries(queue.map((r) => [r.reviewerName, r.incentivised]))).toEqual({ "Given A Discount": true, "Paid In Full": false });
    const own = await allReviewsOf(handle.db, profile.id);
    expect(Object.fromEntries(own.map((r) => [r.reviewerName, r.incentivised]))).toEqual({ "Given A Discount": true, "Paid In Full": false });

    await handle.db.update(reviews).set({ status: "approved" }).where(eq(reviews.profileId, profile.id));
    await refreshProfileRating(handle.db, profile.id);
    const published = await approvedReviews(handle.db, profile.id);
    expect(Object.fromEntries(published.map((r) => [r.reviewerName, r.incentivised]))).toEqual({ "Given A Discount": true, "Paid In Full": false });

    const page = await runRoute(publicProfilePage, "loader", {
      request: new Request(`http://localhost:3000/provider/${profile.slug}`),
      context: context(),
      params: { slugOrId: profile.slug },
    });
    const html = render(<ReviewsSection reviews={(page as { reviews: PublicReviewView[] }).reviews} businessName={profile.businessName} />, `/provider/${profile.slug}`);
    const items = [...html.matchAll(/<li class="rounded-xl bg-ivory p-4">([\s\S]*?)<\/li>/g)].map((match) => text(match[1]!));
    expect(items.find((item) => item.includes("Given A Discount"))).toContain("Received something in return");
    expect(items.find((item) => item.includes("Paid In Full"))).not.toContain("Received something in return");
  });
});
