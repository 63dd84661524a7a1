import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { NOT_FOUND } from "~/services/not-found.server";
import { DashboardSectionError } from "./dashboard-error";

/** A dashboard section whose loader failed with `error`, as its boundary renders it (lazy parts loaded, as on the server). */
async function render(error: unknown) {
  const router = createMemoryRouter([{ id: "section", path: "/dashboard/projects/x", element: null, ErrorBoundary: DashboardSectionError }], {
    initialEntries: ["/dashboard/projects/x"],
    hydrationData: { errors: { section: error } },
  });
  const { prelude } = await prerenderToNodeStream(<RouterProvider router={router} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("a dashboard section's error boundary", () => {
  it("says what was not found, with the way back, for a 404 (one not-found style in the portal too)", async () => {
    const html = await render(new ErrorResponseImpl(404, "Not Found", NOT_FOUND.project));
    expect(html).toContain("Project not found");
    expect(html).toContain("This project is not one of yours, or it has been deleted.");
    expect(html).toMatch(/href="\/dashboard\/projects"[^>]*>Back to Projects</);
    expect(html).not.toContain("Something went wrong");
  });

  it("offers to try again for any other failure", async () => {
    const html = await render(new ErrorResponseImpl(500, "Internal Server Error", null));
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Try Again");
  });
});
