import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite data directory lock", () => {
  it("refuses a second holder while a live process holds it, with a clear message", () => {
    const dir = tempDataDir();
    const lockPath = `${dir}.lock`;
    // A live process other than us: our parent.
    fs.writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrowError(/in use by process \d+/);
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = tempDataDir();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    fs.writeFileSync(`${dir}.lock`, dead);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("is released and can be taken again", () => {
    const dir = tempDataDir();
    const release = acquireDataDirLock(dir);
    release();
    acquireDataDirLock(dir)();
  });
});
