import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { BackupError, cliMessage, formatBytes, restoreDatabase } from "../database/backup.ts";
import { loadEnv } from "../app/services/env.server.ts";

const USAGE = `Usage: npm run restore -- <file> [--force]

Restores a backup made by npm run backup into the configured database:
  DATABASE_URL set   pg_restore into that database, in one transaction
  otherwise          the embedded database in DATA_DIR (stop the server first)
The target must be empty. --force replaces what is there: on PostgreSQL the backup's tables are
dropped and restored; the embedded database's old directory is kept beside it as pglite.before-restore-…`;

export async function runRestore(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return USAGE;
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const result = await restoreDatabase({ databaseUrl: env.DATABASE_URL, dataDir }, positionals[0]!, { force: Boolean(values.force) });
  const into = result.engine === "postgres" ? "the PostgreSQL database" : `the embedded database in ${path.join(dataDir, "pglite")}`;
  const kept = result.setAside ? `; the one it replaced is kept in ${result.setAside}` : "";
  return `Restored ${result.file} (${formatBytes(result.bytes)}, ${result.tables} tables) into ${into}${kept}.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRestore(process.argv.slice(2)).then(
    (line) => console.log(line),
    (error: unknown) => {
      console.error(cliMessage(error));
      process.exit(1);
    },
  );
}
