import type { RequestContext } from "~/context";
import { recentProjects } from "~/models/projects.server";
import { optionalPart } from "~/services/page-parts.server";

/**
 * The make and service pages' "Recent projects" (#15). A failed read leaves the section out:
 * those pages are mostly copy, worth serving without it.
 */
export function catalogueRecentProjects(app: Pick<RequestContext, "db" | "pageNotes">, by: Parameters<typeof recentProjects>[1]) {
  return optionalPart(app, "recent projects", recentProjects(app.db, by), []);
}
