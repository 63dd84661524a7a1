import fs from "node:fs";
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
      };
    }
  } catch {
    // Not JSON: see below.
  }
  return undefined;
}

/**
 * Whether the holder is certainly gone. Only a process we can see (same host, boot and PID
 * namespace) can be checked by its id; anyone else is presumed alive while it keeps its
 * lock file fresh, because two writers corrupt the directory for good.
 */
function provablyDead(holder: LockHolder, me: LockHolder, lastBeat: number, now: number): boolean {
  const sameMachine = holder.host === me.host && holder.boot !== "" && holder.boot === me.boot;
  if (sameMachine && holder.pidNamespace === me.pidNamespace) {
    // Our own id in the file is a former process whose id was reused (PID 1 in a restarted container).
    return holder.pid === me.pid || !isAlive(holder.pid);
  }
  return now - lastBeat > LOCK_STALE_MS;
}

/**
 * Takes an exclusive lock on a PGlite data directory: a lock file naming its holder (process,
 * host, boot and PID namespace), created with O_EXCL so two processes can never both succeed,
 * and refreshed while held. A lock is taken over only when its holder is provably dead.
 * Returns the function that releases it.
 */
export function acquireDataDirLock(dir: string, now: () => number = Date.now): () => void {
  const lockPath = path.join(dir, "..", `${path.basename(dir)}.lock`);
  const me = currentHolder();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: "wx", mode: 0o600 });
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
        try {
          if (fs.readFileSync(lockPath, "utf8") === mine) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
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
      const holder = parseHolder(text) ?? (legacyPid === undefined ? undefined : { ...me, pid: legacyPid });
      if (holder && !provablyDead(holder, me, lastBeat, now())) {
        throw new DataDirLockedError(dir, holder, lockPath);
      }
      // A dead holder's lock (or an unreadable, half-written file): remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database directory ${dir}.`);
}
