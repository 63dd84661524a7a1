import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { backupDatabase, BackupError, cliMessage, formatBytes, type BackupResult } from "../database/backup.ts";
import { loadEnv } from "../app/services/env.server.ts";

const USAGE = `Usage: npm run backup -- <file>

Writes a backup of the configured database to <file> (an older file of that name is replaced only
once the new one is whole):
  DATABASE_URL set   pg_dump's custom format
  otherwise          the embedded database in DATA_DIR, a gzipped copy PGlite loads; taken by the
                     running server when there is one, so the site need not stop
Restore it with npm run restore.`;

const TAKEN_BY: Record<BackupResult["takenBy"], string> = {
  server: "taken by the running server",
  cli: "no server was running",
  pg_dump: "pg_dump",
};

export async function runBackup(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
  if (values.help) return USAGE;
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const env = loadEnv();
  const result = await backupDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) }, positionals[0]!);
  const engine = result.engine === "postgres" ? "PostgreSQL database" : "embedded database (PGlite)";
  return `Backed up the ${engine} to ${result.file} (${formatBytes(result.bytes)}, ${TAKEN_BY[result.takenBy]}).`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBackup(process.argv.slice(2)).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(cliMessage(error));
      process.exit(1);
    },
  );
}
