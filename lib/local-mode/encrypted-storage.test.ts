import { describe, expect, test, vi } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createEncryptedStorage, PBKDF2_ITERATIONS } from "./encrypted-storage.ts";

const KEY = LOCAL_STORAGE_KEYS.localUsers;
const SECRET = LOCAL_STORAGE_KEYS.localSecret;
const USER_DATA = JSON.stringify({ email: "ana@example.com", name: "Ana" });

function setup() {
  const storage = memoryStorage();
  return { storage, encrypted: createEncryptedStorage({ storage, now: () => 42 }) };
}

describe("user data stored encrypted (docs/product.md §9.1)", () => {
  test("what is written reads back, and never lies in storage as plain text", async () => {
    const { storage, encrypted } = setup();
    await encrypted.write(KEY, USER_DATA);
    const stored = storage.getItem(KEY) ?? "";
    expect(stored).not.toContain("ana@example.com");
    expect(stored).not.toContain("Ana");
    await expect(encrypted.read(KEY)).resolves.toEqual({ kind: "text", text: USER_DATA, stored, wasEncrypted: true });
  });

  test("the envelope says how: AES-GCM, PBKDF2 with SHA-256 at 100,000 iterations, a 16-byte salt and a 12-byte IV", async () => {
    const { storage, encrypted } = setup();
    await encrypted.write(KEY, USER_DATA);
    const envelope = JSON.parse(storage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    expect(envelope).toMatchObject({ format: "hearthkeep:encrypted", version: 1, key: KEY, kdf: "PBKDF2-SHA-256", iterations: 100_000, cipher: "AES-GCM" });
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(atob(String(envelope.salt))).toHaveLength(16);
    expect(atob(String(envelope.iv))).toHaveLength(12);
  });

  test("the key is derived with Web Crypto's PBKDF2 at 100,000 iterations", async () => {
    const storage = memoryStorage();
    const deriveKey = vi.spyOn(globalThis.crypto.subtle, "deriveKey");
    try {
      await createEncryptedStorage({ storage }).write(KEY, USER_DATA);
      expect(deriveKey).toHaveBeenCalledWith(
        expect.objectContaining({ name: "PBKDF2", iterations: 100_000, hash: "SHA-256" }),
        expect.anything(),
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    } finally {
      deriveKey.mockRestore();
    }
  });

  test("each write has its own salt and IV, so the same text never gives the same ciphertext", async () => {
    const { storage, encrypted } = setup();
    await encrypted.write(KEY, USER_DATA);
    const first = JSON.parse(storage.getItem(KEY) ?? "{}") as Record<string, string>;
    await encrypted.write(KEY, USER_DATA);
    const second = JSON.parse(storage.getItem(KEY) ?? "{}") as Record<string, string>;
    expect(second.salt).not.toBe(first.salt);
    expect(second.iv).not.toBe(first.iv);
    expect(second.data).not.toBe(first.data);
  });

  test("the per-browser secret is made once, random, under its own key, and reused", async () => {
    const { storage, encrypted } = setup();
    await encrypted.write(KEY, USER_DATA);
    const secret = storage.getItem(SECRET);
    expect(secret && atob(secret)).toHaveLength(32);
    await encrypted.write(LOCAL_STORAGE_KEYS.localTasks, "[]");
    expect(storage.getItem(SECRET)).toBe(secret);
    expect(setup().storage.getItem(SECRET)).toBeNull();
  });

  test("a later instance on the same storage reads what an earlier one wrote (a reload)", async () => {
    const { storage, encrypted } = setup();
    await encrypted.write(KEY, USER_DATA);
    const reloaded = createEncryptedStorage({ storage });
    await expect(reloaded.read(KEY)).resolves.toMatchObject({ kind: "text", text: USER_DATA });
  });

  test("nothing stored reads as missing", async () => {
    await expect(setup().encrypted.read(KEY)).resolves.toEqual({ kind: "missing" });
  });

  test("plain JSON from before encryption reads as text that was not encrypted, so it can be migrated", async () => {
    const { storage, encrypted } = setup();
    storage.setItem(KEY, USER_DATA);
    await expect(encrypted.read(KEY)).resolves.toEqual({ kind: "text", text: USER_DATA, stored: USER_DATA, wasEncrypted: false });
  });
});

describe("a value that cannot be decrypted is reported, never thrown", () => {
  async function written() {
    const context = setup();
    await context.encrypted.write(KEY, USER_DATA);
    return { ...context, stored: context.storage.getItem(KEY) ?? "" };
  }

  test("when one byte of the ciphertext changed", async () => {
    const { storage, encrypted, stored } = await written();
    const envelope = JSON.parse(stored) as Record<string, string>;
    const bytes = atob(envelope.data ?? "");
    const flipped = String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1);
    const tampered = JSON.stringify({ ...envelope, data: btoa(flipped) });
    storage.setItem(KEY, tampered);
    await expect(encrypted.read(KEY)).resolves.toEqual({ kind: "unreadable", stored: tampered, wasEncrypted: true });
  });

  test("when the secret is gone or is another browser's", async () => {
    const { storage, encrypted, stored } = await written();
    storage.removeItem(SECRET);
    await expect(encrypted.read(KEY)).resolves.toEqual({ kind: "unreadable", stored, wasEncrypted: true });
    await encrypted.write(LOCAL_STORAGE_KEYS.localTasks, "[]");
    expect(storage.getItem(SECRET)).not.toBeNull();
    await expect(encrypted.read(KEY)).resolves.toMatchObject({ kind: "unreadable" });
  });

  test("when a value was moved under another key, even with the key it names changed (it is authenticated with the data)", async () => {
    const { storage, encrypted, stored } = await written();
    const other = LOCAL_STORAGE_KEYS.localTasks;
    storage.setItem(other, stored);
    await expect(encrypted.read(other)).resolves.toMatchObject({ kind: "unreadable", wasEncrypted: true });
    storage.setItem(other, JSON.stringify({ ...(JSON.parse(stored) as object), key: other }));
    await expect(encrypted.read(other)).resolves.toMatchObject({ kind: "unreadable", wasEncrypted: true });
  });

  test("a copy set aside next to its key still reads", async () => {
    const { storage, encrypted, stored } = await written();
    storage.setItem(`${KEY}:damaged:7`, stored);
    await expect(encrypted.read(`${KEY}:damaged:7`)).resolves.toMatchObject({ kind: "text", text: USER_DATA });
  });

  test.each([
    ["an envelope missing its IV", JSON.stringify({ format: "hearthkeep:encrypted", version: 1, key: KEY, data: "AAAA" }), true],
    ["an envelope asking for fewer iterations than §9.1 allows", JSON.stringify({ format: "hearthkeep:encrypted", version: 1, key: KEY, kdf: "PBKDF2-SHA-256", iterations: 1000, salt: btoa("x".repeat(16)), cipher: "AES-GCM", iv: btoa("x".repeat(12)), data: "AAAA" }), true],
    ["half a write", '{"format":"hearthkeep:encr', false],
  ])("when it is %s", async (_case, stored, wasEncrypted) => {
    const { storage, encrypted } = await written();
    storage.setItem(KEY, stored);
    await expect(encrypted.read(KEY)).resolves.toEqual({ kind: "unreadable", stored, wasEncrypted });
  });

  test("a damaged secret is set aside under its own key and a new one made on the next write", async () => {
    const { storage, encrypted } = await written();
    storage.setItem(SECRET, "not a secret");
    await expect(encrypted.read(KEY)).resolves.toMatchObject({ kind: "unreadable" });
    expect(storage.getItem(`${SECRET}:damaged:42`)).toBe("not a secret");
    await encrypted.write(KEY, USER_DATA);
    await expect(encrypted.read(KEY)).resolves.toMatchObject({ kind: "text", text: USER_DATA });
  });
});
