import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { newLocalProfile } from "@domain/entities/local-profile.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { LocalUserUpdateError } from "./local-errors.ts";
import { createLocalStores } from "./local-stores.ts";
import { createLocalUsers } from "./local-users.ts";

const SIGNED_UP = new Date("2026-11-22T09:00:00.000Z");

function setup() {
  const storage = memoryStorage();
  const clock = { now: SIGNED_UP };
  let sequence = 0;
  const stores = createLocalStores({ storage });
  const users = createLocalUsers({ stores, now: () => clock.now, newId: () => `user-${++sequence}` });
  return { storage, stores, users, clock };
}

describe("the local user (docs/product.md §3.5)", () => {
  test("signing in for the first time makes a profile named from the e-mail, and makes it current", async () => {
    const { users } = setup();
    const ana = await users.signIn({ email: " Ana@Example.com " });
    expect(ana).toMatchObject({ id: "user-1", email: "ana@example.com", name: "ana", plan: "free", hasCompletedOnboarding: false, createdAt: SIGNED_UP.toISOString() });
    await expect(users.currentUser()).resolves.toEqual(ana);
  });

  test("signing in again with the same e-mail finds the same user; a name given is kept", async () => {
    const { users } = setup();
    const ana = await users.signIn({ email: "ana@example.com", name: "Ana Lima" });
    expect(ana.name).toBe("Ana Lima");
    await users.signIn({ email: "bo@example.com" });
    await expect(users.signIn({ email: "ANA@example.com" })).resolves.toEqual(ana);
    await expect(users.currentUser()).resolves.toEqual(ana);
  });

  test("is stored encrypted: neither the e-mail nor the name in the stored text (docs/product.md §9.1)", async () => {
    const { users, storage } = setup();
    await users.signIn({ email: "ana@example.com", name: "Ana Lima" });
    const stored = storage.getItem(LOCAL_STORAGE_KEYS.localUsers) ?? "";
    expect(stored).not.toContain("ana@example.com");
    expect(stored).not.toContain("Ana Lima");
  });
});

describe("updating the local user (docs/product.md §5.2)", () => {
  test("changes what is given and stamps the time", async () => {
    const { users, clock } = setup();
    await users.signIn({ email: "ana@example.com" });
    clock.now = new Date("2026-11-23T10:00:00.000Z");
    const updated = await users.updateCurrentUser({ name: "Ana", hasCompletedOnboarding: true, onboardingCompletedAt: clock.now.toISOString() });
    expect(updated).toMatchObject({ id: "user-1", email: "ana@example.com", name: "Ana", hasCompletedOnboarding: true, lastUpdatedAt: "2026-11-23T10:00:00.000Z" });
    await expect(users.currentUser()).resolves.toEqual(updated);
  });

  test("fails with 'No user to update' when nobody is signed in", async () => {
    const { users } = setup();
    const update = users.updateCurrentUser({ name: "Ana" });
    await expect(update).rejects.toBeInstanceOf(LocalUserUpdateError);
    await expect(update).rejects.toThrow(/^No user to update$/);
  });

  test("fails with 'User not found' when the current user is not among the stored ones", async () => {
    const { users, stores } = setup();
    const bo = newLocalProfile({ id: "bo", email: "bo@example.com", now: SIGNED_UP });
    await stores.users.write({ version: 1, currentUserId: "gone", users: [bo] });
    await expect(users.updateCurrentUser({ name: "Ana" })).rejects.toThrow(/^User not found$/);
    expect((await stores.users.read()).users).toEqual([bo]);
  });

  test("refuses a change the profile's schema does not allow, and stores nothing", async () => {
    const { users, stores } = setup();
    const ana = await users.signIn({ email: "ana@example.com" });
    await expect(users.updateCurrentUser({ plan: "platinum" as "pro" })).rejects.toThrow();
    expect((await stores.users.read()).users).toEqual([ana]);
  });
});
