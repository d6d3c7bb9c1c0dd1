import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { createDiskSpaceWatch, isOutOfSpace } from "./disk-space.ts";

describe("isOutOfSpace", () => {
  test("knows PostgreSQL's disk_full and Node's ENOSPC, also as the cause of a wrapping error", () => {
    const diskFull = Object.assign(new Error("could not extend file"), { code: "53100" });
    const noSpace = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
    expect(isOutOfSpace(diskFull)).toBe(true);
    expect(isOutOfSpace(noSpace)).toBe(true);
    expect(isOutOfSpace(new Error("Failed query", { cause: noSpace }))).toBe(true);
    expect(isOutOfSpace(new Error("Failed query", { cause: diskFull }))).toBe(true);
  });

  test("is false for other failures", () => {
    expect(isOutOfSpace(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isOutOfSpace(new Error("connection refused"))).toBe(false);
    expect(isOutOfSpace(undefined)).toBe(false);
  });
});

describe("createDiskSpaceWatch", () => {
  test("logs running out of room once however many writes fail, and having room again once", () => {
    const lines: string[] = [];
    const logger = pino(new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const watch = createDiskSpaceWatch(logger);
    const full = Object.assign(new Error("no room"), { code: "53100" });
    for (let write = 0; write < 5; write += 1) watch.noteOutOfSpace(full);
    expect(watch.writable).toBe(false);
    watch.noteWritten();
    watch.noteWritten();
    expect(watch.writable).toBe(true);
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      "the database is out of disk space: every change is refused until it has room again",
      "the database has room again: changes are accepted",
    ]);
  });
});
