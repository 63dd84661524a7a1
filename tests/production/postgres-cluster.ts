import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, dropDatabase } from "../setup/postgres-names";
import { freePort, temporaryDataDir } from "./server-process";

/** Debian's server binaries (newest version), or PG_BIN. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(base, version, "bin");
    if (fs.existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  throw new Error("PostgreSQL server binaries not found: install postgresql or set PG_BIN");
}

export interface PrivateCluster {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free port, so a
 * test can stop and restart it under a running app without touching the machine's
 * shared server. PostgreSQL refuses to run as root: as root, it runs as `postgres`.
 */
export async function createPrivateCluster(): Promise<PrivateCluster> {
  const bin = binDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-pgcluster-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: "pipe", cwd: dir });
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=50`;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "30", "start"]),
    // "fast": what a service manager does: active sessions are terminated, the server stops.
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

/**
 * A new, empty PostgreSQL database that the server will migrate: next to TEST_DATABASE_URL's
 * when it is set (as in CI), otherwise in a private cluster, so these tests never skip.
 */
export async function createEmptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const cluster = await createPrivateCluster();
    return { url: cluster.url, drop: async () => cluster.destroy() };
  }
  const name = `rr_prod_${crypto.randomBytes(6).toString("hex")}`;
  return { url: await createDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

export interface EngineStorage {
  dataDir: string;
  /** Set for PostgreSQL: an empty database of the test's own. */
  databaseUrl: string | undefined;
  /** Removes the directory and drops the database. */
  remove(): Promise<void>;
}

/** Where a server on `engine` keeps its data: always a fresh DATA_DIR, plus a database on PostgreSQL. */
export async function storageFor(engine: "pglite" | "postgres"): Promise<EngineStorage> {
  const dataDir = temporaryDataDir();
  const database = engine === "postgres" ? await createEmptyPostgres() : null;
  return {
    dataDir,
    databaseUrl: database?.url,
    remove: async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
