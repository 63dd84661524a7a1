import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle } from "./client";
import { backupDatabase, BackupError, libpqConnection, restoreDatabase } from "./backup";
import { createDatabase, dropDatabase, withDatabase } from "../tests/setup/postgres-names";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-backup-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function open(dataDir: string, databaseUrl?: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir, databaseUrl });
  cleanups.push(() => handle.close());
  return handle;
}

async function items(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(handle.db, sql`select name from items order by name`);
  return rows.map((row) => row.name);
}

/** Every file's name and bytes: a directory nobody touched hashes the same. */
function fingerprint(dir: string): string {
  const hash = crypto.createHash("sha256");
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(dir, entry);
    hash.update(entry);
    if (fs.statSync(full).isFile()) hash.update(fs.readFileSync(full));
  }
  return hash.digest("hex");
}

// Each PGlite start costs seconds: a test opens several.
describe("PGlite backup and restore", { timeout: 90_000 }, () => {
  it("is taken by the process holding the directory, after the transaction in flight commits", async () => {
    const source = tempDir();
    const handle = await open(source);
    await handle.db.execute(sql`create table items (name text primary key)`);
    await handle.db.execute(sql`insert into items values ('before')`);

    // A transaction half-way through when the backup is asked for: the copy waits for its commit.
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let inserted!: () => void;
    const started = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values ('first half')`);
      inserted();
      await held;
      await tx.execute(sql`insert into items values ('second half')`);
    });
    await started;
    const order: string[] = [];
    const file = path.join(tempDir(), "site.backup");
    const backup = backupDatabase({ dataDir: source }, file).then((result) => (order.push("backup"), result));
    await new Promise((resolve) => setTimeout(resolve, 300));
    order.push("commit");
    finish();
    await transaction;
    const result = await backup;
    expect(order).toEqual(["commit", "backup"]);
    expect(result).toMatchObject({ engine: "pglite", takenBy: "server", file });
    expect(result.bytes).toBe(fs.statSync(file).size);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    await handle.db.execute(sql`insert into items values ('after')`);

    const target = tempDir();
    const restored = await restoreDatabase({ dataDir: target }, file, { force: false });
    expect(restored).toMatchObject({ engine: "pglite", tables: 1 });
    expect(restored.setAside).toBeUndefined();
    expect(fs.existsSync(path.join(target, "pglite.lock"))).toBe(false);
    expect(fs.readdirSync(target).filter((name) => name.includes("restoring"))).toEqual([]);
    expect(await items(await open(target))).toEqual(["before", "first half", "second half"]);
  });

  it("opens the directory itself when no server holds it, and leaves it unlocked", async () => {
    const source = tempDir();
    const handle = await openDatabase({ dataDir: source });
    await handle.db.execute(sql`create table items (name text primary key)`);
    await handle.db.execute(sql`insert into items values ('only')`);
    await handle.close();
    const file = path.join(tempDir(), "offline.backup");
    expect(await backupDatabase({ dataDir: source }, file)).toMatchObject({ takenBy: "cli" });
    expect(fs.existsSync(path.join(source, "pglite.lock"))).toBe(false);

    const target = tempDir();
    await restoreDatabase({ dataDir: target }, file, { force: false });
    expect(await items(await open(target))).toEqual(["only"]);
  });

  it("refuses a non-empty target unless forced, and keeps the replaced directory", async () => {
    const source = tempDir();
    const handle = await openDatabase({ dataDir: source });
    await handle.db.execute(sql`create table items (name text primary key)`);
    await handle.db.execute(sql`insert into items values ('backed up')`);
    await handle.close();
    const file = path.join(tempDir(), "site.backup");
    await backupDatabase({ dataDir: source }, file);

    const target = tempDir();
    const existing = await openDatabase({ dataDir: target });
    await existing.db.execute(sql`create table items (name text primary key)`);
    await existing.db.execute(sql`insert into items values ('in the way')`);
    await existing.close();
    const before = fingerprint(path.join(target, "pglite"));
    await expect(restoreDatabase({ dataDir: target }, file, { force: false })).rejects.toThrowError(/--force/);
    expect(fingerprint(path.join(target, "pglite"))).toBe(before);

    const forced = await restoreDatabase({ dataDir: target }, file, { force: true });
    expect(forced.setAside).toMatch(/pglite\.before-restore-/);
    expect(fingerprint(forced.setAside!)).toBe(before);
    expect(await items(await open(target))).toEqual(["backed up"]);
  });

  it("refuses while a server holds the target, and a file that is no backup", async () => {
    const source = tempDir();
    const handle = await openDatabase({ dataDir: source });
    await handle.db.execute(sql`create table items (name text primary key)`);
    await handle.close();
    const file = path.join(tempDir(), "site.backup");
    await backupDatabase({ dataDir: source }, file);

    const running = tempDir();
    await open(running);
    await expect(restoreDatabase({ dataDir: running }, file, { force: true })).rejects.toThrowError(/stop it first/);

    const junk = path.join(tempDir(), "junk.backup");
    fs.writeFileSync(junk, "not a backup");
    const empty = tempDir();
    await expect(restoreDatabase({ dataDir: empty }, junk, { force: false })).rejects.toThrowError(BackupError);
    await expect(restoreDatabase({ dataDir: empty }, path.join(empty, "missing"), { force: false })).rejects.toThrowError(/There is no file/);
    // A gzip file that is not a data directory: the load fails and nothing is left behind.
    const gzipJunk = path.join(tempDir(), "junk.gz");
    fs.writeFileSync(gzipJunk, (await import("node:zlib")).gzipSync("not a tar"));
    await expect(restoreDatabase({ dataDir: empty }, gzipJunk, { force: false })).rejects.toThrowError(BackupError);
    expect(fs.readdirSync(empty)).toEqual([]);
  });

  it("refuses a backup into a folder that does not exist", async () => {
    const source = tempDir();
    await expect(backupDatabase({ dataDir: source }, path.join(source, "no", "such.backup"))).rejects.toThrowError(/does not exist/);
    await expect(backupDatabase({ dataDir: source }, path.join(source, "x.backup"))).rejects.toThrowError(/no embedded database/);
    expect(fs.existsSync(path.join(source, "pglite"))).toBe(false);
  });
});

describe("PostgreSQL connection for pg_dump", () => {
  it("moves the password out of the command line into PGPASSWORD", () => {
    expect(libpqConnection("postgres://app:s%40cret@db.internal:5433/site?sslmode=require")).toEqual({
      url: "postgres://app@db.internal:5433/site?sslmode=require",
      env: { PGPASSWORD: "s@cret" },
    });
    expect(libpqConnection("postgres://postgres@127.0.0.1/site").env).toEqual({});
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)("PostgreSQL backup and restore", () => {
  async function database(): Promise<string> {
    const name = `rr_backup_${crypto.randomBytes(5).toString("hex")}`;
    await createDatabase(adminUrl!, name);
    cleanups.push(() => dropDatabase(adminUrl!, name));
    return withDatabase(adminUrl!, name);
  }

  it("dumps with pg_dump and restores into an empty database; refuses a non-empty one unless forced", async () => {
    const sourceUrl = await database();
    const source = await open("", sourceUrl);
    await source.db.execute(sql`create table items (name text primary key)`);
    await source.db.execute(sql`insert into items values ('one'), ('two')`);
    const file = path.join(tempDir(), "site.dump");
    expect(await backupDatabase({ dataDir: "", databaseUrl: sourceUrl }, file)).toMatchObject({ engine: "postgres", takenBy: "pg_dump" });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const targetUrl = await database();
    expect(await restoreDatabase({ dataDir: "", databaseUrl: targetUrl }, file, { force: false })).toMatchObject({ tables: 1 });
    const target = await open("", targetUrl);
    expect(await items(target)).toEqual(["one", "two"]);

    await target.db.execute(sql`insert into items values ('three')`);
    await expect(restoreDatabase({ dataDir: "", databaseUrl: targetUrl }, file, { force: false })).rejects.toThrowError(/not empty.*--force/);
    expect(await items(target)).toEqual(["one", "three", "two"]);
    await restoreDatabase({ dataDir: "", databaseUrl: targetUrl }, file, { force: true });
    expect(await items(target)).toEqual(["one", "two"]);

    // A table the backup does not hold would survive --clean: refused rather than half-replaced.
    await target.db.execute(sql`create table newer (id int)`);
    await expect(restoreDatabase({ dataDir: "", databaseUrl: targetUrl }, file, { force: true })).rejects.toThrowError(/public\.newer/);
  });
});
