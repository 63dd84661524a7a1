import { parseArgs } from "node:util";
import { type z } from "zod";
import type { Database } from "../database/client.ts";
import { withCliDatabase } from "./cli-database.ts";
import { describeFirstAdmin, ensureAdmin } from "../app/services/first-admin.server.ts";
import { findUserByEmail } from "../app/models/accounts.server.ts";
import { grantRole, revokeRole } from "../app/models/roles.server.ts";
import { emailSchema, passwordSchema } from "../app/lib/account-schemas.ts";

const USAGE = `Usage:
  npm run admin -- create --email E --password P   create a verified admin account (or promote an existing one; see README)
  npm run admin -- grant --email E                  give an existing account the admin role
  npm run admin -- revoke --email E                 take the admin role away`;

export class CliError extends Error {}

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CliError(`${what}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  return parsed.data;
}

/** The admin CLI's work, separate from process handling so tests can call it directly. */
export async function runAdminCommand(
  argv: string[],
  deps: { db: Database; secret: string; appUrl: string },
): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
  });
  const command = positionals[0];
  if (!command || !["create", "grant", "revoke"].includes(command)) throw new CliError(USAGE);
  const email = check(emailSchema, values.email ?? "", "Invalid email");

  if (command === "create") {
    const password = check(passwordSchema, values.password ?? "", "Weak password");
    const { outcome } = await ensureAdmin(deps, { email, password });
    return describeFirstAdmin(email, outcome);
  }

  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new CliError(`No account with the email ${email}.`);
  if (command === "grant") {
    await grantRole(deps.db, user.id);
    return `${email} is now an admin.`;
  }
  await revokeRole(deps.db, user.id);
  return `${email} is no longer an admin.`;
}

async function main() {
  console.log(await withCliDatabase((deps) => runAdminCommand(process.argv.slice(2), deps)));
}

if (process.argv[1] && import.meta.url === (await import("node:url")).pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof CliError || (error instanceof Error && error.name === "DataDirLockedError") ? error.message : error);
    process.exit(1);
  });
}
