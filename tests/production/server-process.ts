import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const STOP_TIMEOUT_MS = 15_000;

/**
 * The production server exactly as `npm start` runs it (node over build/server/index.js), as a
 * child process of its own: the production tests kill it, run two, or pull the database out from
 * under it; the bench (bench/run.ts) measures its CPU apart from the load generator's.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr and stdout so far. */
  output(): string;
  /**
   * CPU seconds used so far by the server's processes (node and its threads: rendering, compression,
   * PGlite). Divided by requests served it gives CPU per request, which a busy machine disturbs far
   * less than requests per second. Undefined where /proc is not available.
   */
  cpuSeconds(): number | undefined;
  /** The server process's peak resident memory so far (VmHWM), in bytes; undefined where /proc is not available. */
  peakRssBytes(): number | undefined;
  /** SIGTERM (a graceful shutdown that flushes PGlite), SIGKILL if it hangs; the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown, no flush. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** postgres://… or undefined for PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** Added to (or overriding) the server's clean environment. */
  env?: Record<string, string>;
  /** A free one when unset. */
  port?: number;
  /** Where the output goes (the bench keeps it with its results); kept in memory when unset. */
  logFile?: string;
  /** How long to wait for /readyz. */
  readyTimeoutMs?: number;
}

/** A free loopback port: the kernel picks one, we release it and hand it to the server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "rr-prod-"));
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? temporaryDataDir();
  const logFd = options.logFile ? fs.openSync(options.logFile, "a") : undefined;
  // A clean environment: nothing from the caller's shell (a DATABASE_URL, a PORT) may leak in.
  // Its own process group (detached), so stopping it also stops anything the server starts.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server/index.js"], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ...SERVER_ENV,
      AUTH_SECRET: "production-tests-secret-0123456789abcdef",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: logFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
  });
  if (logFd !== undefined) fs.closeSync(logFd);
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const output = () => (options.logFile ? fs.readFileSync(options.logFile, "utf8") : log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  const running = () => child.exitCode === null && child.signalCode === null && Boolean(child.pid);

  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running()) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      signal("SIGKILL");
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    child,
    output,
    cpuSeconds: () => groupCpuSeconds(child.pid!),
    peakRssBytes: () => peakRss(child.pid!),
    stop: async () => {
      if (!running()) return exited;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), STOP_TIMEOUT_MS);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    kill: async () => {
      if (running()) signal("SIGKILL");
      await exited;
    },
  };
}

/** The kernel's high-water mark of a process's resident memory: its peak, however brief, with no sampling. */
function peakRss(pid: number): number | undefined {
  try {
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
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
