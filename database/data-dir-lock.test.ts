import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, currentHolder, DataDirLockedError, LOCK_STALE_MS, sendLockCommand } from "./data-dir-lock";

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
  it("refuses a second holder while a live process holds it, with a clear message", async () => {
    const dir = tempDataDir();
    // A live process other than us on this machine: our parent.
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), pid: process.ppid }));
    await expect(acquireDataDirLock(dir)).rejects.toThrowError(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrowError(/in use by process \d+ on host/);
  });

  it("takes over a lock left by a process of this machine that no longer exists", async () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), pid: deadPid() }));
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toMatchObject(currentHolder());
    lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("still reads the bare-pid lock files of earlier versions", async () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(acquireDataDirLock(dir)).rejects.toThrowError(DataDirLockedError);
    fs.writeFileSync(`${dir}.lock`, String(deadPid()));
    (await acquireDataDirLock(dir)).release();
  });

  it("refuses a lock from another host even when that process id is free here", async () => {
    const dir = tempDataDir();
    const other = { ...currentHolder(), host: "other-host", pid: deadPid() };
    fs.writeFileSync(`${dir}.lock`, JSON.stringify(other));
    await expect(acquireDataDirLock(dir)).rejects.toThrowError(/in use by process \d+ on host other-host/);
  });

  it("refuses a lock from another container on this host (same boot, both PID 1)", async () => {
    const dir = tempDataDir();
    const container = { ...currentHolder(), host: "c0ffee", pid: 1, pidNamespace: "pid:[4026532999]" };
    fs.writeFileSync(`${dir}.lock`, JSON.stringify(container));
    await expect(acquireDataDirLock(dir)).rejects.toThrowError(DataDirLockedError);
  });

  it("takes over another host's lock only once its holder has stopped refreshing it", async () => {
    const dir = tempDataDir();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), host: "other-host", pid: 1 }));
    const written = Date.now();
    await expect(acquireDataDirLock(dir, () => written + LOCK_STALE_MS - 1_000)).rejects.toThrowError(DataDirLockedError);
    (await acquireDataDirLock(dir, () => written + LOCK_STALE_MS + 1_000)).release();
  });

  it("is released and can be taken again", async () => {
    const dir = tempDataDir();
    const lock = await acquireDataDirLock(dir);
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    lock.release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    const again = await acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toMatchObject(currentHolder());
    again.release();
  });

  it("names a socket of its own, mode 0600, beside the lock, and removes both when released", async () => {
    const dir = tempDataDir();
    const lock = await acquireDataDirLock(dir);
    const { socket } = JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")) as { socket: string };
    const socketPath = path.join(path.dirname(dir), socket);
    expect(fs.statSync(socketPath).isSocket()).toBe(true);
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
    lock.release();
    expect(fs.existsSync(socketPath)).toBe(false);
  });

  describe("another container on this host (same boot, another PID namespace, its PID 1 looks alive here)", () => {
    // What a container sees of another: nothing but the lock file and the socket it names.
    async function otherContainerHolding(dir: string) {
      const socket = "pglite.othercontainer.sock";
      const socketPath = path.join(path.dirname(dir), socket);
      const child = spawn(
        process.execPath,
        ["-e", `require("net").createServer().listen(${JSON.stringify(socketPath)}, () => console.log("listening"))`],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      await new Promise((resolve) => child.stdout.once("data", resolve));
      fs.writeFileSync(
        `${dir}.lock`,
        JSON.stringify({ ...currentHolder(), host: "c0ffee", pid: 1, pidNamespace: "pid:[4026532999]", socket }),
      );
      return { child, socketPath };
    }

    it("is refused while that container's process lives, and taken over at once after it crashed", async () => {
      const dir = tempDataDir();
      const { child, socketPath } = await otherContainerHolding(dir);
      try {
        await expect(acquireDataDirLock(dir)).rejects.toThrowError(/in use by process 1 on host c0ffee/);
      } finally {
        child.kill("SIGKILL");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      // kill -9 left the socket file and a fresh lock file: the refused connection alone proves it gone.
      expect(fs.existsSync(socketPath)).toBe(true);
      const lock = await acquireDataDirLock(dir);
      expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toMatchObject(currentHolder());
      expect(fs.existsSync(socketPath)).toBe(false);
      lock.release();
    });

    it("without a socket to ask (an earlier version's lock) still waits for its heartbeat to stop", async () => {
      const dir = tempDataDir();
      fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...currentHolder(), host: "c0ffee", pid: 1, pidNamespace: "pid:[4026532999]" }));
      await expect(acquireDataDirLock(dir)).rejects.toThrowError(DataDirLockedError);
    });

    it("only probes a socket beside the lock: a lock file naming another path is not followed", async () => {
      const dir = tempDataDir();
      const elsewhere = path.join(os.tmpdir(), "not-ours.sock");
      fs.writeFileSync(
        `${dir}.lock`,
        JSON.stringify({ ...currentHolder(), host: "c0ffee", pid: 1, pidNamespace: "pid:[4026532999]", socket: elsewhere }),
      );
      await expect(acquireDataDirLock(dir)).rejects.toThrowError(DataDirLockedError);
    });
  });

  it("carries a command to the holder and its answer back; no holder answers undefined", async () => {
    const dir = tempDataDir();
    expect(await sendLockCommand(dir, "echo", { word: "hello" })).toBeUndefined();
    const lock = await acquireDataDirLock(dir);
    lock.onCommand("echo", async (args) => ({ heard: args.word }));
    lock.onCommand("fail", async () => {
      throw new Error("the disk is full");
    });
    try {
      expect(await sendLockCommand(dir, "echo", { word: "hello" })).toEqual({ result: { heard: "hello" } });
      await expect(sendLockCommand(dir, "fail", {})).rejects.toThrowError("the disk is full");
      await expect(sendLockCommand(dir, "unheard-of", {})).rejects.toThrowError(/Unknown command/);
      // Anything that is not one line of JSON is closed without an answer.
      const raw = net.connect(path.join(path.dirname(dir), (JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")) as { socket: string }).socket));
      raw.write("x".repeat(70 * 1024));
      await new Promise((resolve) => raw.once("close", resolve));
    } finally {
      lock.release();
    }
    expect(await sendLockCommand(dir, "echo", { word: "hello" })).toBeUndefined();
  });
});
