/** The admin dashboard's tabs, in their order; each is a route of its own, /admin/{tab}. */
export const ADMIN_TABS = ["pending", "approved", "rejected", "changes", "reviews", "reports", "projects", "messages", "mail", "insights"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const isAdminTab = (value: unknown): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

/**
 * What a tab says when its data cannot be loaded: docs/spec.md's "Failed to fetch profiles" for the
 * three profile lists, and the same words naming what failed for the others.
 */
export const ADMIN_TAB_LOAD_FAILURES: Record<AdminTab, string> = {
  pending: "Failed to fetch profiles",
  approved: "Failed to fetch profiles",
  rejected: "Failed to fetch profiles",
  changes: "Failed to fetch listing changes",
  reviews: "Failed to fetch reviews",
  reports: "Failed to fetch reported reviews",
  projects: "Failed to fetch projects",
  messages: "Failed to fetch messages",
  mail: "Failed to fetch the mail queue",
  insights: "Failed to fetch insights",
};
