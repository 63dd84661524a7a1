import pg from "pg";

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

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on adminUrl's server (optionally from a template) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await asAdmin(adminUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`),
  );
  return withDatabase(adminUrl, name);
}

/** Drops database `name`, closing whatever connections are still open to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}
