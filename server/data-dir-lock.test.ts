import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { currentProcess, DataDirInUseError, isProcessRunning, lockDataDir, lockFileName, type LockHolder } from "./data-dir-lock.ts";

let dataDir: string;
let lockFile: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hearthkeep-lock-"));
  lockFile = path.join(dataDir, lockFileName);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** The PID of a process that has run and exited, so no process holds it for now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

const otherServer: LockHolder = { pid: 4_000_001, startedAt: "1" };

describe("the data folder lock", () => {
  test("is a file in the folder naming this process, removed on release", () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lock.release();
  });

  test("creates the data folder when it does not exist yet", () => {
    const nested = path.join(dataDir, "new", "folder");
    lockDataDir(nested).release();
    expect(existsSync(nested)).toBe(true);
  });

  test("refuses a second holder while the first runs, naming the folder and the PID", () => {
    const lock = lockDataDir(dataDir);
    try {
      let refusal: unknown;
      try {
        lockDataDir(dataDir, { self: otherServer, isRunning: isProcessRunning });
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toContain(dataDir);
      expect((refusal as Error).message).toContain(`PID ${process.pid}`);
      expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    } finally {
      lock.release();
    }
  });

  test("takes over a lock whose holder has died (kill -9, a crash)", () => {
    const dead = deadPid();
    writeFileSync(lockFile, JSON.stringify({ pid: dead, startedAt: undefined }));
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  test.runIf(process.platform === "linux")("takes over a lock whose PID now belongs to another process (a container's restart)", () => {
    // Our parent runs, but it is not the process that took this lock: that one started at another time.
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, startedAt: "1" }));
    lockDataDir(dataDir).release();
  });

  test("takes over a lock holding this very PID from an earlier life", () => {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startedAt: "an earlier start" }));
    lockDataDir(dataDir).release();
  });

  test("takes over a lock it cannot read (emptied by a crash, edited by hand)", () => {
    writeFileSync(lockFile, "");
    lockDataDir(dataDir).release();
    writeFileSync(lockFile, "not json");
    lockDataDir(dataDir).release();
  });

  test("a release does not remove a lock another process has taken over since", () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockFile, JSON.stringify(otherServer));
    lock.release();
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toEqual(otherServer);
  });

  test("while another process is taking over a stale lock, a third one refuses instead of taking it too", () => {
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid() }));
    writeFileSync(`${lockFile}.takeover`, JSON.stringify(otherServer));
    expect(() => lockDataDir(dataDir, { self: { pid: 4_000_002, startedAt: "2" }, isRunning: (holder) => holder.pid === otherServer.pid })).toThrow(
      `PID ${otherServer.pid}`,
    );
  });

  test("a takeover guard left by a process that died is cleared for the next start", () => {
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid() }));
    writeFileSync(`${lockFile}.takeover`, JSON.stringify({ pid: deadPid() }));
    lockDataDir(dataDir).release();
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  });

  test("this process is running; a process that exited is not", () => {
    expect(isProcessRunning(currentProcess())).toBe(true);
    expect(isProcessRunning({ pid: deadPid(), startedAt: undefined })).toBe(false);
  });
});
