import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import Overview from "./dashboard._index";

type LoaderData = Parameters<typeof Overview>[0]["loaderData"];

function render(loaderData: Partial<LoaderData>) {
  const data = {
    firstName: "Morgan",
    status: "approved",
    slug: "hartley",
    contactCount: 0,
    reviewCount: 0,
    rating: null,
    views: { thisMonth: 0, change: null },
    activity: [],
    ...loaderData,
  } as LoaderData;
  const Page = Overview as (props: { loaderData: LoaderData }) => React.ReactNode;
  const router = createMemoryRouter([{ path: "/dashboard", element: <Page loaderData={data} /> }], { initialEntries: ["/dashboard"] });
  return renderToStaticMarkup(<RouterProvider router={router} />).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

/** Issue #14 item 7: a rating is never a bare number; the count it comes from stands beside it. */
describe("the dashboard overview's average rating", () => {
  it("says how many published reviews it comes from", () => {
    expect(render({ rating: "4.5", reviewCount: 12 })).toContain("Average Rating 4.5/5 From 12 published reviews");
    expect(render({ rating: "5.0", reviewCount: 1 })).toContain("From 1 published review");
  });

  it("says there are none yet instead of a number", () => {
    expect(render({})).toContain("Average Rating N/A No reviews yet");
  });
});
