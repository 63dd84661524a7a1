/** Names derived from TEST_DATABASE_URL, so parallel CI runs on one server never collide. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
}

export function postgresTemplateName(adminUrl: string): string {
  return `${databaseName(adminUrl)}_tmpl`.slice(0, 63);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}
