import { z } from "~/lib/zod";

/**
 * The Contact Requests page's filters (docs/spec.md §4): a search over name, email, message and
 * phone, and a status. They travel in the address (`?q=…&status=…`), so the filter is a plain GET
 * form that works without JavaScript, and a filtered list can be bookmarked or reloaded.
 */
export const CONTACT_STATUS_OPTIONS = [
  { value: "all", label: "All Status" },
  { value: "pending", label: "Pending" },
  { value: "contacted", label: "Contacted" },
  { value: "archived", label: "Archived" },
] as const;

export const CONTACT_SEARCH_MAX = 100;

/** Anything else in the address reads as no filter: a hand-edited link still opens the page. */
const contactFilters = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, CONTACT_SEARCH_MAX)),
  status: z.enum(CONTACT_STATUS_OPTIONS.map((option) => option.value)).catch("all"),
});

export type ContactFilters = z.infer<typeof contactFilters>;

export function readContactFilters(params: URLSearchParams): ContactFilters {
  return contactFilters.parse({ q: params.get("q") ?? "", status: params.get("status") ?? "all" });
}
