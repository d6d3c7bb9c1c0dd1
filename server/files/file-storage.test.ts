import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";
import { assertStorageKey, type FileStorage } from "./file-storage.ts";
import { createMemoryStorage } from "./memory-storage.ts";

describe("assertStorageKey", () => {
  test.each(["homes/a/b.pdf", "homes/0f2c/7d1e.thumbnail.jpg", "a"])("takes %s", (key) => {
    expect(() => assertStorageKey(key)).not.toThrow();
  });
  test.each(["../etc/passwd", "homes/../../x", "/etc/passwd", "homes//x", "homes/a/", "homes/a b", "homes/.hidden", "homes\\a", ""])("refuses %j", (key) => {
    expect(() => assertStorageKey(key)).toThrow(/Not a storage key/);
  });
  test("refuses a prefix that does not end with a slash", () => {
    expect(() => assertStorageKey("homes/a", { prefix: true })).toThrow(/ends with/);
    expect(() => assertStorageKey("homes/a/", { prefix: true })).not.toThrow();
  });
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "hearthkeep-files-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// The S3 driver runs the same behaviour through the API in server/routes/documents.int.test.ts.
describe.each([
  ["disk", () => createDiskStorage(path.join(root, String(Math.random()).slice(2)))],
  ["memory", () => createMemoryStorage()],
] as const)("the %s storage", (_name, create: () => FileStorage) => {
  test("gives back what was put, and nothing for a key never put", async () => {
    const storage = create();
    await storage.put("homes/a/one.pdf", new TextEncoder().encode("first"), "application/pdf");
    await storage.put("homes/a/one.pdf", new TextEncoder().encode("second"), "application/pdf");
    expect(await text((await storage.get("homes/a/one.pdf"))!)).toBe("second");
    expect(await storage.get("homes/a/two.pdf")).toBeUndefined();
  });

  test("deletes one key, or every key under a prefix and none beside it", async () => {
    const storage = create();
    for (const key of ["homes/a/1.pdf", "homes/a/2.jpg", "homes/ab/3.pdf", "homes/b/4.pdf"]) await storage.put(key, new Uint8Array([1]), "application/pdf");
    await storage.delete("homes/a/1.pdf");
    await storage.delete("homes/a/never.pdf");
    expect(await storage.list("homes/a/")).toEqual(["homes/a/2.jpg"]);
    await storage.deletePrefix("homes/a/");
    expect(await storage.list("homes/")).toEqual(["homes/ab/3.pdf", "homes/b/4.pdf"]);
    expect(await storage.list("homes/none/")).toEqual([]);
  });
});

test("the disk storage leaves no temporary file behind a write", async () => {
  const folder = path.join(root, "atomic");
  const storage = createDiskStorage(folder);
  await storage.put("homes/h/doc.pdf", new Uint8Array(1024), "application/pdf");
  expect(await readdir(path.join(folder, "homes", "h"))).toEqual(["doc.pdf"]);
});
