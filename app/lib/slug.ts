/**
 * Slug rule of docs/spec.md §2: lower-case, accents removed, "&" becomes "and",
 * slashes and other symbols become hyphens (collapsed, never leading or trailing).
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
