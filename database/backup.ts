import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase, type Engine } from "./client.ts";
import { acquireDataDirLock, DataDirLockedError, sendLockCommand } from "./data-dir-lock.ts";

/**
 * `npm run backup` and `npm run restore` (issue #28 item 2), for both engines. PostgreSQL: pg_dump's
 * custom format, a consistent snapshot by itself. PGlite: a gzipped tar of its data directory as
 * PGlite's own dumpDataDir writes it, taken by the server process that holds the directory (asked
 * through the lock's socket) or, with no server running, by the CLI itself.
 */

/** A failure the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {
  override name = "BackupError";
}

export interface Storage {
  /** postgres://… selects PostgreSQL; otherwise PGlite in dataDir/pglite. */
  databaseUrl?: string | undefined;
  /** DATA_DIR, absolute. */
  dataDir: string;
}

export interface BackupResult {
  engine: Engine;
  file: string;
  bytes: number;
  /** Who took it: the running server, this process (no server was running) or pg_dump. */
  takenBy: "server" | "cli" | "pg_dump";
}

export interface RestoreResult {
  engine: Engine;
  file: string;
  bytes: number;
  /** Tables in schema public after the restore. */
  tables: number;
  /** PGlite with --force: where the directory it replaced was moved (nothing is deleted). */
  setAside?: string;
}

/** The command the server's lock answers (database/client.ts openPglite, which imports this module lazily). */
export const BACKUP_COMMAND = "backup";

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from("PGDMP");

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export async function backupDatabase(storage: Storage, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (fs.existsSync(target) && !fs.statSync(target).isFile()) throw new BackupError(`${target} exists and is not a file.`);
  if (!fs.existsSync(path.dirname(target))) throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  return storage.databaseUrl ? backupPostgres(storage.databaseUrl, target) : backupPglite(storage.dataDir, target);
}

export async function restoreDatabase(storage: Storage, file: string, options: { force: boolean }): Promise<RestoreResult> {
  const source = path.resolve(file);
  const kind = await backupKind(source);
  if (kind === "missing") throw new BackupError(`There is no file ${source}.`);
  if (storage.databaseUrl) {
    if (kind !== "postgres") throw new BackupError(`${source} is ${describeKind(kind)}, not a PostgreSQL backup (pg_dump's custom format). ${kind === "pglite" ? "Unset DATABASE_URL to restore it into the embedded database." : ""}`.trim());
    return restorePostgres(storage.databaseUrl, source, options.force);
  }
  if (kind !== "pglite") throw new BackupError(`${source} is ${describeKind(kind)}, not a backup of the embedded database. ${kind === "postgres" ? "Set DATABASE_URL to restore it into PostgreSQL." : ""}`.trim());
  return restorePglite(storage.dataDir, source, options.force);
}

// ---------------------------------------------------------------------------------------------
// PGlite
// ---------------------------------------------------------------------------------------------

/**
 * Writes a consistent copy of a live PGlite to `file`. The copy is taken inside PGlite's transaction
 * mutex, which every query and every transaction (Drizzle's included) holds from BEGIN to COMMIT, so
 * no transaction is half-way through it. The data files are then as after a crash at a quiet moment:
 * PostgreSQL replays the WAL when the copy is opened. The CHECKPOINT before keeps that replay short.
 * Compression runs after the mutex is let go, off the event loop, so requests wait only for the copy.
 */
export async function dumpPglite(client: PGlite, file: string): Promise<{ bytes: number }> {
  await client.exec("CHECKPOINT");
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir("none"));
  const gzipped = await promisify(zlib.gzip)(Buffer.from(await tar.arrayBuffer()));
  await writeDurably(file, gzipped);
  return { bytes: gzipped.length };
}

/** The server's side of BACKUP_COMMAND: the CLI sends the absolute path the operator named. */
export async function answerBackupCommand(client: PGlite, args: Record<string, unknown>): Promise<{ bytes: number }> {
  const file = args.file;
  if (typeof file !== "string" || !path.isAbsolute(file)) throw new Error("The backup command needs an absolute file path.");
  return dumpPglite(client, file);
}

async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  const dir = pgliteDir(dataDir);
  const byServer = await askServer(dir, file);
  if (byServer) return byServer;
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new BackupError(`There is no embedded database in ${dir} (DATA_DIR is ${dataDir}).`);
  let handle;
  try {
    handle = await openDatabase({ dataDir });
  } catch (error) {
    // A server that started after we asked: it answers now.
    if (error instanceof DataDirLockedError) {
      const late = await askServer(dir, file);
      if (late) return late;
      throw new BackupError(error.message);
    }
    throw error;
  }
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const { bytes } = await dumpPglite(client, file);
    return { engine: "pglite", file, bytes, takenBy: "cli" };
  } finally {
    await handle.close();
  }
}

async function askServer(dir: string, file: string): Promise<BackupResult | undefined> {
  let answer: { result: unknown } | undefined;
  try {
    answer = await sendLockCommand(dir, BACKUP_COMMAND, { file });
  } catch (error) {
    throw new BackupError(`The running server could not take the backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!answer) return undefined;
  const { bytes } = answer.result as { bytes: number };
  return { engine: "pglite", file, bytes, takenBy: "server" };
}

/** Whether a live process holds the directory's lock: any answer (its "ping", or a refusal from an older one) means one does. */
async function serverIsRunning(dir: string): Promise<boolean> {
  return sendLockCommand(dir, "ping", {}, 10_000).then(
    (answer) => answer !== undefined,
    () => true,
  );
}

/**
 * Loads the backup into a new directory beside the target and swaps it in only once it opens and
 * answers, so a bad file or a failure half-way leaves the old directory as it was. The lock is held
 * throughout: a server started meanwhile refuses rather than open a directory being replaced.
 */
async function restorePglite(dataDir: string, file: string, force: boolean): Promise<RestoreResult> {
  const target = pgliteDir(dataDir);
  if (await serverIsRunning(target)) {
    throw new BackupError(`The server is running on ${target}: stop it first (SIGTERM), then restore.`);
  }
  refuseNonEmptyDir(target, force);
  fs.mkdirSync(dataDir, { recursive: true });
  let lock;
  try {
    lock = await acquireDataDirLock(target);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(error.message);
    throw error;
  }
  const fresh = fs.mkdtempSync(`${target}.restoring-`);
  try {
    refuseNonEmptyDir(target, force);
    const data = await fs.promises.readFile(file);
    const { PGlite } = await import("@electric-sql/pglite");
    let client: PGlite;
    try {
      client = await PGlite.create(fresh, { loadDataDir: new Blob([data]) });
    } catch (error) {
      throw new BackupError(`PGlite could not load ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await client.close();
    // Opened a second time, as the server will: the copy must have been shut down cleanly.
    client = await PGlite.create(fresh);
    let tables: number;
    try {
      await client.query("select 1");
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname = 'public'");
      tables = rows[0]!.n;
    } finally {
      await client.close();
    }
    const setAside = swapIn(fresh, target);
    return { engine: "pglite", file, bytes: data.length, tables, ...(setAside ? { setAside } : {}) };
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
    lock.release();
  }
}

function refuseNonEmptyDir(dir: string, force: boolean): void {
  if (force || !fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return;
  throw new BackupError(`${dir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (the old one is kept beside it).`);
}

/** Renames the old directory away (kept, never deleted) and the new one into its place. */
function swapIn(fresh: string, target: string): string | undefined {
  let setAside: string | undefined;
  if (fs.existsSync(target)) {
    if (fs.readdirSync(target).length === 0) {
      fs.rmdirSync(target);
    } else {
      setAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(target, setAside);
    }
  }
  try {
    fs.renameSync(fresh, target);
  } catch (error) {
    if (setAside) fs.renameSync(setAside, target);
    throw error;
  }
  syncDir(path.dirname(target));
  return setAside;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------

/**
 * The URL without its password, which goes in PGPASSWORD instead: a password on pg_dump's
 * command line would be readable by every user of the machine in its process list.
 */
export function libpqConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** A URL fit for a message: no password. */
function shown(url: string): string {
  return libpqConnection(url).url;
}

async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  const serverMajor = (await inspectPostgres(url)).major;
  await checkTool("pg_dump", serverMajor);
  const partial = `${file}.partial`;
  try {
    // A dump is one REPEATABLE READ transaction: consistent however many writes go on meanwhile.
    await runTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${libpqConnection(url).url}`], url);
    // It holds every password hash and session: for the operator's eyes only, as PGlite's are.
    fs.chmodSync(partial, 0o600);
    await fsyncFile(partial);
    fs.renameSync(partial, file);
    syncDir(path.dirname(file));
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { engine: "postgres", file, bytes: fs.statSync(file).size, takenBy: "pg_dump" };
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<RestoreResult> {
  const before = await inspectPostgres(url);
  await checkTool("pg_restore", before.major);
  if (before.tables.length > 0 && !force) {
    const names = before.tables.slice(0, 5).join(", ") + (before.tables.length > 5 ? ", …" : "");
    throw new BackupError(`The database ${shown(url)} is not empty (${names}). Restore into an empty database, or add --force to replace what the backup holds.`);
  }
  if (force) {
    // --clean drops only what the backup holds: a table of a later migration would survive next to
    // the restored migration history, and the next start would fail creating it again.
    const inBackup = new Set(await tablesInArchive(file, url));
    const extra = before.tables.filter((table) => !inBackup.has(table));
    if (extra.length > 0) {
      throw new BackupError(`The database ${shown(url)} has tables the backup does not (${extra.join(", ")}). Restore into a new, empty database instead.`);
    }
  }
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      // All or nothing: a failure leaves the database as it was.
      "--single-transaction",
      ...(force ? ["--clean", "--if-exists"] : []),
      `--dbname=${libpqConnection(url).url}`,
      file,
    ],
    url,
  );
  const after = await inspectPostgres(url);
  return { engine: "postgres", file, bytes: fs.statSync(file).size, tables: after.tables.filter((t) => t.startsWith("public.")).length };
}

/** The server's major version, and its tables in public plus Drizzle's migration history. */
async function inspectPostgres(url: string): Promise<{ major: number; tables: string[] }> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to ${shown(url)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const version = await client.query<{ server_version_num: string }>("show server_version_num");
    const tables = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
        where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')
        order by 1`,
    );
    return { major: Math.floor(Number(version.rows[0]!.server_version_num) / 10_000), tables: tables.rows.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

/** Tables (schema.name) whose definitions a custom-format archive holds. */
async function tablesInArchive(file: string, url: string): Promise<string[]> {
  const list = await runTool("pg_restore", ["--list", file], url);
  return [...list.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)].map((match) => `${match[1]}.${match[2]}`);
}

/** Refuses a missing tool, or one older than the server (pg_dump itself refuses a newer server). */
async function checkTool(tool: "pg_dump" | "pg_restore", serverMajor: number): Promise<void> {
  let output: string;
  try {
    output = (await promisify(execFile)(tool, ["--version"])).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new BackupError(`${tool} was not found on PATH. Install PostgreSQL's client programs, version ${serverMajor} or newer (Debian: apt-get install postgresql-client-${serverMajor}).`);
    }
    throw error;
  }
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(output)?.[1] ?? Number.NaN);
  if (!(major >= serverMajor)) {
    throw new BackupError(`${tool} ${Number.isNaN(major) ? "(unknown version)" : major} is older than the PostgreSQL ${serverMajor} server. Put ${tool} ${serverMajor} or newer first on PATH (Debian: /usr/lib/postgresql/${serverMajor}/bin).`);
  }
}

/** Runs pg_dump or pg_restore; its error output becomes the message when it fails. */
function runTool(tool: string, args: string[], url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...libpqConnection(url).env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim() || "no message"}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

type BackupKind = "postgres" | "pglite" | "unknown" | "missing";

async function backupKind(file: string): Promise<BackupKind> {
  let handle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch {
    return "missing";
  }
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 5).equals(PG_DUMP_MAGIC)) return "postgres";
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return "pglite";
    return "unknown";
  } finally {
    await handle.close();
  }
}

function describeKind(kind: BackupKind): string {
  return { postgres: "a PostgreSQL backup", pglite: "a backup of the embedded database", unknown: "not a backup", missing: "not there" }[kind];
}

/**
 * Writes `<file>.partial`, flushes it to disk and renames it: a backup cut short (a full disk, a
 * kill) never leaves a file that looks whole, and an earlier backup of that name stays until then.
 */
async function writeDurably(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  try {
    const handle = await fs.promises.open(partial, "w", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    fs.renameSync(partial, file);
    syncDir(path.dirname(file));
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** So the rename itself survives a power cut. */
function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Not every file system lets a directory be synced: the rename has happened all the same.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the CLIs print for a failure: the message alone when the operator can act on it, else the trace. */
export function cliMessage(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const known = ["BackupError", "DataDirLockedError", "EnvError"].includes(error.name) || String((error as NodeJS.ErrnoException).code).startsWith("ERR_PARSE_ARGS");
  return known ? error.message : error;
}
