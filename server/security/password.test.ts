import { describe, expect, test } from "vitest";
import { createPasswordHashing, passwordHashing, passwordHashParameters, verifyPassword } from "./password.ts";

const { hash: hashPassword, needsRehash, verifyAgainstDummy } = passwordHashing;

describe("password hashing", () => {
  test("uses OWASP's scrypt parameters: N=2^17, r=8, p=1, a 32-byte salt", async () => {
    expect(passwordHashParameters).toMatchObject({ N: 131_072, r: 8, p: 1, saltBytes: 32 });
    const stored = await hashPassword("correct horse battery staple");
    const [scheme, N, r, p, salt, key] = stored.split("$");
    expect([scheme, N, r, p]).toEqual(["scrypt", "131072", "8", "1"]);
    expect(Buffer.from(salt!, "base64url")).toHaveLength(32);
    expect(Buffer.from(key!, "base64url")).toHaveLength(32);
  });

  test("verifies the right password and rejects a wrong one; two hashes of one password differ (salt)", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", first)).toBe(false);
  });

  test.each(["", "plain", "scrypt$x$8$1$salt$key", "bcrypt$2$8$1$c2FsdA$a2V5", "scrypt$16384$8$1$c2FsdA$"])("a malformed stored hash %j never verifies", async (stored) => {
    expect(await verifyPassword("anything", stored)).toBe(false);
  });

  test("a hash with weaker parameters still verifies and asks to be re-hashed", async () => {
    const { scrypt, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt("old password", salt, 32, { N: 16_384, r: 8, p: 1 }, (error, derived) => (error ? reject(error) : resolve(derived))),
    );
    const legacy = ["scrypt", 16_384, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifyPassword("old password", legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword("new password"))).toBe(false);
  });

  test("hashing at other parameters stores them, verifies alike, and the app's own asks for those hashes to be made anew", async () => {
    const lower = createPasswordHashing({ ...passwordHashParameters, N: 2 ** 10 });
    const stored = await lower.hash("copper kettle");
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    expect(await verifyPassword("copper kettle", stored)).toBe(true);
    expect(await verifyPassword("copper kettles", stored)).toBe(false);
    expect(lower.needsRehash(stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  test("the dummy check for unknown e-mails always fails", async () => {
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });
});
