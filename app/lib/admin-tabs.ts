/** The admin dashboard's tabs, in their order; each is a route of its own, /admin/{tab}. */
export const ADMIN_TABS = ["pending", "approved", "rejected", "changes", "reviews", "reports", "projects", "messages", "mail", "insights"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const isAdminTab = (value: unknown): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);
