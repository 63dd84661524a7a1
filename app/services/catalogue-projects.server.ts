import type { Database } from "../../database/client";
import { recentProjects } from "~/models/projects.server";
import { logger } from "~/services/logger.server";

/**
 * The make and service pages' "Recent projects" (#15). A failed read leaves the section out and
 * is logged: those pages are mostly copy, worth serving without it.
 */
export function catalogueRecentProjects(db: Database, by: Parameters<typeof recentProjects>[1]) {
  return recentProjects(db, by).catch((error: unknown) => {
    logger.error({ err: error }, "recent projects load failed");
    return [];
  });
}
