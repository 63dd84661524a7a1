import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, currentHolder, DataDirLockedError, LOCK_STALE_MS } from "./data-dir-lock";

const dirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function deadPid(): number {
  return Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString());
}

describe("PGlite data directory lock", () => {
  it("refuses a second holder while a live process holds it, with a clear message", () => {
    const dir = tempDataDir();
    // A live process other than us on this machine: our parent.
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), pid: process.ppid }));
    expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrowError(/in use by process \d+ on host/);
  });

  it("takes over a lock left by a process of this machine that no longer exists", () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), pid: deadPid() }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toEqual(currentHolder());
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("still reads the bare-pid lock files of earlier versions", () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
    fs.writeFileSync(`${dir}.lock`, String(deadPid()));
    acquireDataDirLock(dir)();
  });

  it("refuses a lock from another host even when that process id is free here", () => {
    const dir = tempDataDir();
    const other = { ...currentHolder(), host: "other-host", pid: deadPid() };
    fs.writeFileSync(`${dir}.lock`, JSON.stringify(other));
    expect(() => acquireDataDirLock(dir)).toThrowError(/in use by process \d+ on host other-host/);
  });

  it("refuses a lock from another container on this host (same boot, both PID 1)", () => {
    const dir = tempDataDir();
    const container = { ...currentHolder(), host: "c0ffee", pid: 1, pidNamespace: "pid:[4026532999]" };
    fs.writeFileSync(`${dir}.lock`, JSON.stringify(container));
    expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
  });

  it("takes over another host's lock only once its holder has stopped refreshing it", () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), host: "other-host", pid: 1 }));
    const written = Date.now();
    expect(() => acquireDataDirLock(dir, () => written + LOCK_STALE_MS - 1_000)).toThrowError(DataDirLockedError);
    acquireDataDirLock(dir, () => written + LOCK_STALE_MS + 1_000)();
  });

  it("is released and can be taken again", () => {
    const dir = tempDataDir();
    const release = acquireDataDirLock(dir);
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toEqual(currentHolder());
    again();
  });
});
