import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database, type Engine } from "../../database/client";
import { createEmptyPostgres, storageFor } from "./postgres-cluster";
import { startServer, temporaryDataDir, type ServerProcess } from "./server-process";
import { cliEnv, nextClientAddress, profileSlugs, sendEnquiry } from "./site-client";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WRITERS = 6;
const WRITES_BEFORE_MS = 1_500;
const WRITES_AFTER_MS = 1_000;

interface Storage {
  dataDir: string;
  databaseUrl: string | undefined;
}

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as built (build/cli), with the environment the server has. */
function cli(tool: "backup" | "restore", args: string[], storage: Storage): Promise<CliRun> {
  const env = cliEnv(storage);
  return new Promise((resolve) => {
    execFile(process.execPath, [`build/cli/${tool}.js`, ...args], { cwd: ROOT, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Every table's rows, by primary key, as canonical JSON. */
type Tables = Map<string, Map<string, string>>;

async function readTables(db: Database): Promise<Tables> {
  const tables = await queryRows<{ name: string; oid: number }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name, format('%I.%I', table_schema, table_name)::regclass::oid::int as oid
          from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
         order by 1`,
  );
  const result: Tables = new Map();
  for (const { name, oid } of tables) {
    const keyColumns = await queryRows<{ column: string }>(
      db,
      sql`select quote_ident(a.attname) as column from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
           where i.indrelid = ${oid} and i.indisprimary order by a.attnum`,
    );
    const key = keyColumns.length > 0 ? `jsonb_build_array(${keyColumns.map((c) => c.column).join(", ")})::text` : "to_jsonb(t)::text";
    const rows = await queryRows<{ key: string; row: string }>(db, sql.raw(`select ${key} as key, to_jsonb(t)::text as row from ${name} t`));
    const byKey = new Map<string, string>();
    // A table without a primary key: identical rows are told apart by their count.
    for (const row of rows) byKey.set(byKey.has(row.key) ? `${row.key}#${byKey.size}` : row.key, row.row);
    result.set(name, byKey);
  }
  return result;
}

async function readStorage(storage: Storage): Promise<Tables> {
  const handle = await openDatabase({ ...storage, maxConnections: 2 });
  try {
    return await readTables(handle.db);
  } finally {
    await handle.close();
  }
}

/** The tables an enquiry writes: the restored copy may lack the rows written after its snapshot. */
const WRITTEN = new Set(["public.contact_requests", "public.outbox", "public.rate_limits", "public.analytics_events"]);
/** Columns that change after the snapshot: the mail worker sends (and empties) queued mail, counters count on. */
const STABLE_COLUMNS: Record<string, string[]> = {
  "public.outbox": ["id", "created_at"],
  "public.rate_limits": ["key"],
};

function pick(row: string, columns: string[] | undefined): string {
  if (!columns) return row;
  const value = JSON.parse(row) as Record<string, unknown>;
  return JSON.stringify(columns.map((column) => value[column]));
}

/**
 * What the restored copy may differ from the source read at the end: rows of the written tables
 * added after the snapshot, and the columns the site changes on its own. Everything else equal.
 */
function differences(source: Tables, restored: Tables): string[] {
  const problems: string[] = [];
  expect([...restored.keys()]).toEqual([...source.keys()]);
  for (const [table, rows] of restored) {
    const sourceRows = source.get(table)!;
    for (const [key, row] of rows) {
      const sourceRow = sourceRows.get(key);
      if (sourceRow === undefined) problems.push(`${table} ${key}: restored, not in the source`);
      else if (pick(row, STABLE_COLUMNS[table]) !== pick(sourceRow, STABLE_COLUMNS[table])) problems.push(`${table} ${key}: differs`);
    }
    if (!WRITTEN.has(table) && rows.size !== sourceRows.size) problems.push(`${table}: ${rows.size} rows restored of ${sourceRows.size}`);
  }
  return problems;
}

const MARKER = /Reference (backup-\w+-(\d+)-(\d+))\./;

/** Enquiry markers in contact_requests, with their transaction's time (shared by the mail it queued). */
function enquiries(tables: Tables): Map<string, { writer: number; sequence: number; createdAt: string }> {
  const found = new Map<string, { writer: number; sequence: number; createdAt: string }>();
  for (const row of tables.get("public.contact_requests")!.values()) {
    const value = JSON.parse(row) as { message: string; created_at: string };
    const match = MARKER.exec(value.message);
    if (match) found.set(match[1]!, { writer: Number(match[2]), sequence: Number(match[3]), createdAt: value.created_at });
  }
  return found;
}

function outboxTimes(tables: Tables): string[] {
  return [...tables.get("public.outbox")!.values()].map((row) => (JSON.parse(row) as { created_at: string }).created_at);
}

function fingerprint(dir: string): string {
  const hash = crypto.createHash("sha256");
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(dir, entry);
    hash.update(entry);
    if (fs.statSync(full).isFile()) hash.update(fs.readFileSync(full));
  }
  return hash.digest("hex");
}

describe.each(["pglite", "postgres"] as const)("backup during writes and restore on %s", (engine: Engine) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("restores a consistent snapshot of every table; refuses a non-empty target unless forced", { timeout: 300_000 }, async () => {
    const storage = await storageFor(engine);
    cleanups.push(storage.remove);
    let server: ServerProcess = await startServer({ ...storage, env: { SEED_DEMO: "true", TRUST_PROXY: "1" } });
    cleanups.push(() => server.kill());
    const slugs = await profileSlugs(server.url, 3);

    // Each writer sends its enquiries one after another, so a snapshot taken at one instant holds a
    // gapless prefix of each writer's sequence.
    const sent = new Map<string, { startedAt: number; acknowledgedAt?: number }>();
    let stopping = false;
    const writer = async (worker: number) => {
      for (let sequence = 0; !stopping; sequence++) {
        const marker = `backup-${engine}-${worker}-${sequence}`;
        const record: { startedAt: number; acknowledgedAt?: number } = { startedAt: performance.now() };
        sent.set(marker, record);
        const result = await sendEnquiry(server.url, slugs[(worker * 7 + sequence) % slugs.length]!, marker, nextClientAddress());
        if (!result.acknowledged) throw new Error(`enquiry ${marker} refused with ${result.status}`);
        record.acknowledgedAt = performance.now();
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, worker) => writer(worker));
    await new Promise((resolve) => setTimeout(resolve, WRITES_BEFORE_MS));
    const file = path.join(temporaryDataDir(), `site-${engine}.backup`);
    cleanups.push(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    const backupStarted = performance.now();
    const backup = await cli("backup", [file], storage);
    const backupEnded = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WRITES_AFTER_MS));
    stopping = true;
    await Promise.all(writers);

    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(engine === "pglite" ? /^Backed up the embedded database \(PGlite\) to .* \(.+, taken by the running server\)\.$/m : /^Backed up the PostgreSQL database to .*pg_dump\)\.$/m);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    // Writes were going on around the backup, and some were in flight while it ran.
    const all = [...sent.values()];
    expect(all.filter((write) => write.acknowledgedAt! < backupStarted).length).toBeGreaterThan(WRITERS);
    expect(all.filter((write) => write.startedAt > backupEnded).length).toBeGreaterThan(WRITERS);
    expect(all.some((write) => write.startedAt < backupEnded && write.acknowledgedAt! > backupStarted)).toBe(true);
    expect(await server.stop()).toBe(0);
    const source = await readStorage(storage);

    // Restore into a new data directory / a new database.
    const target: Storage = { dataDir: temporaryDataDir(), databaseUrl: undefined };
    cleanups.push(() => fs.rmSync(target.dataDir, { recursive: true, force: true }));
    if (engine === "postgres") {
      const database = await createEmptyPostgres();
      cleanups.push(database.drop);
      target.databaseUrl = database.url;
    }
    const restore = await cli("restore", [file], target);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .* tables\) into the /m);
    const restored = await readStorage(target);

    expect(differences(source, restored)).toEqual([]);
    // A snapshot of one instant: each writer's enquiries a gapless prefix, holding every one
    // acknowledged before the backup began and none sent after it finished.
    const restoredEnquiries = enquiries(restored);
    for (let worker = 0; worker < WRITERS; worker++) {
      const sequences = [...restoredEnquiries.values()].filter((e) => e.writer === worker).map((e) => e.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => index));
    }
    for (const [marker, write] of sent) {
      if (write.acknowledgedAt! < backupStarted) expect(restoredEnquiries.has(marker), marker).toBe(true);
      if (write.startedAt > backupEnded) expect(restoredEnquiries.has(marker), marker).toBe(false);
    }
    expect(restoredEnquiries.size).toBeLessThan(enquiries(source).size);
    // An enquiry and the mail it queued are one transaction (one now()): both restored, or neither.
    const enquiryTimes = new Set([...restoredEnquiries.values()].map((e) => e.createdAt));
    const count = (times: string[]) => times.filter((time) => enquiryTimes.has(time)).length;
    expect(count(outboxTimes(restored))).toBe(count(outboxTimes(source)));
    // Both read in one time zone with trailing zeros dropped: as strings they sort as times do.
    const firstEnquiry = [...enquiries(source).values()].map((e) => e.createdAt).sort()[0]!;
    expect(outboxTimes(restored).filter((time) => time >= firstEnquiry && !enquiryTimes.has(time))).toEqual([]);

    // A non-empty target is refused, untouched.
    const pgliteDir = path.join(target.dataDir, "pglite");
    const before = engine === "pglite" ? fingerprint(pgliteDir) : "";
    const refused = await cli("restore", [file], target);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/--force/);
    if (engine === "pglite") expect(fingerprint(pgliteDir)).toBe(before);
    else expect(await readStorage(target)).toEqual(restored);

    // --force replaces it: a change made since is gone.
    const changed = await openDatabase({ ...target, maxConnections: 1 });
    await changed.db.execute(sql`delete from contact_requests where message like '%Reference backup-%'`);
    await changed.close();
    const forced = await cli("restore", [file, "--force"], target);
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    if (engine === "pglite") expect(forced.stdout).toMatch(/the one it replaced is kept in .*pglite\.before-restore-/);
    expect(await readStorage(target)).toEqual(restored);

    // The restored site serves; on PGlite a restore while it runs is refused.
    server = await startServer({ ...target });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.url}/provider/${slugs[0]}`)).status).toBe(200);
    if (engine === "pglite") {
      const whileRunning = await cli("restore", [file, "--force"], target);
      expect(whileRunning.code).not.toBe(0);
      expect(whileRunning.stderr).toMatch(/stop it first/);
    }
    expect(await server.stop()).toBe(0);
  });
});
