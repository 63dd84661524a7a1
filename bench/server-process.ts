import fs from "node:fs";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";

/**
 * The production server as operators run it (node over the built bundle,
 * build/server/index.js, one process), started as a child so the benchmark's own CPU use and the
 * server's are separate processes, as they would be on a real host.
 */
export interface RunningServer {
  baseUrl: string;
  logFile: string;
  /**
   * CPU seconds used so far by the server's processes (node and its threads: rendering, compression, PGlite). Divided by requests served it gives
   * CPU per request, which a busy machine disturbs far less than requests per second.
   * Undefined where /proc is not available.
   */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

export interface ServerOptions {
  root: string;
  port: number;
  dataDir: string;
  /** postgres://… for PostgreSQL; unset for PGlite in dataDir. */
  databaseUrl?: string;
  /** Added to (or overriding) the server's clean environment. */
  env?: Record<string, string>;
}

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export async function startServer({ root, port, dataDir, databaseUrl, env: extraEnv }: ServerOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, `server-${port}.log`);
  const log = fs.openSync(logFile, "a");
  // A clean environment: nothing from the caller's shell (a DATABASE_URL, a PORT) may leak in.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseUrl,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  // Its own process group, so stopping it also stops anything the server starts.
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  fs.closeSync(log);

  try {
    await waitUntilReady(baseUrl, child, exited);
  } catch (error) {
    await stopGroup(child, exited);
    const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`${(error as Error).message}\n--- server log (${logFile}) ---\n${tail}`, { cause: error });
  }
  return { baseUrl, logFile, cpuSeconds: () => groupCpuSeconds(child.pid!), stop: () => stopGroup(child, exited) };
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of every process in the group, from /proc/<pid>/stat. */
function groupCpuSeconds(groupId: number): number | undefined {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name (which may contain spaces) start at state: pgrp is the 3rd, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, exited: Promise<number | null>) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited during start-up (pid ${child.pid})`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM to the group (the server shuts down gracefully and flushes PGlite), SIGKILL if it hangs. */
async function stopGroup(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
