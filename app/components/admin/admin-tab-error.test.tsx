import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_TABS } from "~/lib/admin-tabs";
import { adminTabError } from "./admin-tab-error";

function renderFailedTab(tab: (typeof ADMIN_TABS)[number]) {
  const router = createMemoryRouter([{ id: "tab", path: `/admin/${tab}`, element: null, ErrorBoundary: adminTabError(tab) }], {
    initialEntries: [`/admin/${tab}`],
    hydrationData: { errors: { tab: new Error("database said no") } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("an admin tab that cannot be loaded", () => {
  it("says what failed, in docs/spec.md's words for the profile lists and its own for every other tab", () => {
    const original = console.error;
    console.error = () => {};
    try {
      for (const tab of ["pending", "approved", "rejected"] as const) expect(renderFailedTab(tab)).toContain("Failed to fetch profiles");
      expect(renderFailedTab("reviews")).toContain("Failed to fetch reviews");
      expect(renderFailedTab("messages")).toContain("Failed to fetch messages");
      const messages = new Set(ADMIN_TABS.map((tab) => /role="alert"[^>]*>([^<]*)</.exec(renderFailedTab(tab))?.[1]));
      // Three profile lists share one message; each other tab has its own.
      expect(messages.size).toBe(ADMIN_TABS.length - 2);
    } finally {
      console.error = original;
    }
  });

  it("is each tab's own boundary", () => {
    for (const tab of ADMIN_TABS) {
      const route = fs.readFileSync(path.resolve(import.meta.dirname, `../../routes/admin/admin.${tab}.tsx`), "utf8");
      expect(route, tab).toContain(`export const ErrorBoundary = adminTabError("${tab}");`);
    }
  });
});
