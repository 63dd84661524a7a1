import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** How often a holder refreshes its lock file, and how long a silent one is still trusted. */
export const LOCK_HEARTBEAT_MS = 10_000;
export const LOCK_STALE_MS = 120_000;

/** Who holds the lock: a process id alone is ambiguous across containers (all PID 1) and hosts. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Linux boot id: a reboot of the holder's machine ends every process it had. */
  boot: string;
  /** PID namespace: two containers on one host share the boot id but not their process ids. */
  pidNamespace: string;
  /**
   * The file name (beside the lock file) of a Unix socket the holder listens on while it lives.
   * The kernel closes it with the process, so on the same kernel (same boot id) a refused
   * connection proves the holder gone, across containers whose process ids say nothing.
   */
  socket?: string;
}

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: LockHolder, lockPath: string) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid} on host ${holder.host || "unknown"}. ` +
        `Stop that process first, or point DATA_DIR at another directory. ` +
        `If you are sure it is gone, delete ${lockPath}.`,
    );
    this.name = "DataDirLockedError";
  }
}

function readQuietly(file: string, read: (file: string) => string): string {
  try {
    return read(file).trim();
  } catch {
    return "";
  }
}

export function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    host: os.hostname(),
    boot: readQuietly("/proc/sys/kernel/random/boot_id", (f) => fs.readFileSync(f, "utf8")),
    pidNamespace: readQuietly("/proc/self/ns/pid", fs.readlinkSync),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value === "object" && value && Number.isInteger(value.pid)) {
      return {
        pid: value.pid!,
        host: String(value.host ?? ""),
        boot: String(value.boot ?? ""),
        pidNamespace: String(value.pidNamespace ?? ""),
        ...(typeof value.socket === "string" && isSocketName(value.socket) ? { socket: value.socket } : {}),
      };
    }
  } catch {
    // Not JSON: see below.
  }
  return undefined;
}

/** A bare file name of ours: a lock file must not point us at any other path to probe or delete. */
function isSocketName(name: string): boolean {
  return /^[\w.-]+\.sock$/.test(name) && !name.startsWith(".");
}

type SocketState = "listening" | "closed" | "unknown";

/** Whether a process listens on the socket; "unknown" when it cannot be told (no such file, timeouts). */
function probeSocket(socketPath: string, timeoutMs = 2_000): Promise<SocketState> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (state: SocketState) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(state);
    };
    const timer = setTimeout(() => done("unknown"), timeoutMs);
    socket.once("connect", () => done("listening"));
    // ECONNREFUSED: the file is there and nobody listens, which on one kernel means its process
    // ended. A missing file proves nothing (it may have been deleted by hand): the old rules apply.
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED" ? "closed" : "unknown"));
  });
}

/**
 * Whether the holder is certainly gone. On the same kernel its socket tells (a crashed
 * container restarted on the same host starts at once, though its old PID 1 looks alive);
 * a process we can see (same host, boot and PID namespace) can also be checked by its id;
 * anyone else is presumed alive while it keeps its lock file fresh, because two writers
 * corrupt the directory for good.
 */
async function provablyDead(holder: LockHolder, me: LockHolder, lockDir: string, lastBeat: number, now: number): Promise<boolean> {
  const sameKernel = holder.boot !== "" && holder.boot === me.boot;
  if (sameKernel && holder.socket) {
    const state = await probeSocket(path.join(lockDir, holder.socket));
    if (state === "listening") return false;
    if (state === "closed") return true;
  }
  if (sameKernel && holder.host === me.host && holder.pidNamespace === me.pidNamespace) {
    // Our own id in the file is a former process whose id was reused (PID 1 in a restarted container).
    return holder.pid === me.pid || !isAlive(holder.pid);
  }
  return now - lastBeat > LOCK_STALE_MS;
}

export type LockCommandHandler = (args: Record<string, unknown>) => Promise<unknown>;

export interface DataDirLock {
  release(): void;
  /**
   * What the holder answers to a command sent with sendLockCommand: the one way to reach the
   * process that owns the directory (a backup taken while the site runs), for whoever may open
   * the socket, which is the directory owner's user alone (mode 0600).
   */
  onCommand(name: string, handler: LockCommandHandler): void;
}

const MAX_COMMAND_BYTES = 64 * 1024;

function answerCommands(server: net.Server, handlers: Map<string, LockCommandHandler>): void {
  server.on("connection", (socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end < 0) {
        if (received.length > MAX_COMMAND_BYTES) socket.destroy();
        return;
      }
      socket.removeAllListeners("data");
      void (async () => {
        let answer: { result: unknown } | { error: string };
        try {
          const request = JSON.parse(received.slice(0, end)) as { name?: unknown; args?: unknown };
          const handler = typeof request.name === "string" ? handlers.get(request.name) : undefined;
          if (!handler) throw new Error(`Unknown command ${JSON.stringify(request.name)}.`);
          const args = typeof request.args === "object" && request.args !== null ? (request.args as Record<string, unknown>) : {};
          answer = { result: (await handler(args)) ?? null };
        } catch (error) {
          answer = { error: error instanceof Error ? error.message : String(error) };
        }
        socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
  });
}

async function listenOnSocket(socketPath: string): Promise<net.Server | undefined> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
    fs.chmodSync(socketPath, 0o600);
    // The socket must not keep a process alive that has nothing else to do.
    server.unref();
    return server;
  } catch {
    // A path over the kernel's 107 bytes, or a file system without sockets: the lock still
    // works, on the older rules (process ids, then heartbeats).
    server.close();
    return undefined;
  }
}

function lockPathOf(dir: string): string {
  return path.join(dir, "..", `${path.basename(dir)}.lock`);
}

/**
 * Takes an exclusive lock on a PGlite data directory: a lock file naming its holder (process,
 * host, boot, PID namespace and a socket it listens on), created with O_EXCL so two processes
 * can never both succeed, and refreshed while held. A lock is taken over only when its holder is
 * provably dead.
 */
export async function acquireDataDirLock(dir: string, now: () => number = Date.now): Promise<DataDirLock> {
  const lockPath = lockPathOf(dir);
  const lockDir = path.dirname(lockPath);
  fs.mkdirSync(lockDir, { recursive: true });
  // The socket listens before the lock file names it, so a named socket that refuses is a dead one.
  const socketName = `${path.basename(dir)}.${crypto.randomBytes(6).toString("hex")}.sock`;
  const socketPath = path.join(lockDir, socketName);
  const server = await listenOnSocket(socketPath);
  // "ping": whether a live holder answers at all (a restore refuses to run under a server).
  const handlers = new Map<string, LockCommandHandler>([["ping", async () => ({ pid: process.pid })]]);
  if (server) answerCommands(server, handlers);
  const closeSocket = () => {
    if (!server) return;
    server.close();
    fs.rmSync(socketPath, { force: true });
  };
  const me: LockHolder = { ...currentHolder(), ...(server ? { socket: socketName } : {}) };
  const mine = JSON.stringify(me);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.writeFileSync(lockPath, mine, { flag: "wx", mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        let text: string;
        let lastBeat: number;
        try {
          text = fs.readFileSync(lockPath, "utf8");
          lastBeat = fs.statSync(lockPath).mtimeMs;
        } catch {
          continue; // Released between our attempt and the read: try again.
        }
        // A bare pid is the format of earlier versions, written on this machine.
        const legacyPid = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
        const { socket: _ours, ...sameMachine } = me;
        const holder = parseHolder(text) ?? (legacyPid === undefined ? undefined : { ...sameMachine, pid: legacyPid });
        if (holder && !(await provablyDead(holder, me, lockDir, lastBeat, now()))) {
          throw new DataDirLockedError(dir, holder, lockPath);
        }
        // A dead holder's lock (or an unreadable, half-written file): remove it and its socket,
        // unless another process took it over while we looked, and try again.
        if (readQuietly(lockPath, (file) => fs.readFileSync(file, "utf8")) === text.trim()) {
          fs.rmSync(lockPath, { force: true });
          if (holder?.socket) fs.rmSync(path.join(lockDir, holder.socket), { force: true });
        }
        continue;
      }
      return holdLock(lockPath, mine, handlers, closeSocket);
    }
  } catch (error) {
    closeSocket();
    throw error;
  }
  closeSocket();
  throw new Error(`Could not lock the embedded database directory ${dir}.`);
}

function holdLock(lockPath: string, mine: string, handlers: Map<string, LockCommandHandler>, closeSocket: () => void): DataDirLock {
  let released = false;
  const heartbeat = setInterval(() => {
    try {
      const time = new Date();
      fs.utimesSync(lockPath, time, time);
    } catch {
      // The file went away: release() and the next start sort it out.
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener("exit", release);
    try {
      if (fs.readFileSync(lockPath, "utf8") === mine) fs.unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
    closeSocket();
  };
  process.once("exit", release);
  return {
    release,
    onCommand: (name, handler) => void handlers.set(name, handler),
  };
}

/**
 * Sends a command to the live holder of dir's lock on this machine. Resolves undefined when no
 * live holder answers (no lock, a dead holder, or one on another machine); rejects with the
 * handler's message when it fails.
 */
export async function sendLockCommand(
  dir: string,
  name: string,
  args: Record<string, unknown>,
  timeoutMs = 10 * 60_000,
): Promise<{ result: unknown } | undefined> {
  const lockPath = lockPathOf(dir);
  const holder = parseHolder(readQuietly(lockPath, (file) => fs.readFileSync(file, "utf8")));
  if (!holder?.socket) return undefined;
  const socketPath = path.join(path.dirname(lockPath), holder.socket);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server holding ${dir} did not answer "${name}" within ${Math.round(timeoutMs / 1000)} s.`));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.once("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ name, args })}\n`);
    });
    socket.on("data", (chunk: string) => (received += chunk));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected) resolve(undefined);
      else reject(error);
    });
    socket.once("end", () => {
      clearTimeout(timer);
      try {
        const answer = JSON.parse(received) as { result?: unknown; error?: string };
        if (typeof answer.error === "string") reject(new Error(answer.error));
        else resolve({ result: answer.result });
      } catch {
        reject(new Error(`The server holding ${dir} gave no answer to "${name}".`));
      }
    });
  });
}
