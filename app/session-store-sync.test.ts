import { afterEach, describe, expect, test } from "vitest";
import type { User } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { appStore } from "@lib/app-state/index.ts";
import { memoryStorage } from "../test-support/memory-storage.ts";
import { forgetSession, rememberedSessionUser, rememberSessionUser } from "./session-store-sync.ts";

const ADA: User = {
  id: "user-ada",
  email: "ada@example.com",
  name: "Ada Lovelace",
  plan: "free",
  hasCompletedOnboarding: true,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  avatarUrl: null,
};

/** Every value the storage holds, as one text to search. */
const everythingIn = (storage: ReturnType<typeof memoryStorage>) => [...storage.entries.values()].join("\n");

afterEach(() => {
  appStore.getState().reset();
});

describe("who is signed in, kept for a start without a network (decision 056)", () => {
  test("is kept encrypted: no e-mail or name lies in the browser's storage", async () => {
    const storage = memoryStorage();
    await rememberSessionUser(ADA, storage);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.sessionUser)).not.toBeNull();
    expect(everythingIn(storage)).not.toContain("ada@example.com");
    expect(everythingIn(storage)).not.toContain("Ada Lovelace");
  });

  test("a later start of the page, with nothing in memory, finds them again", async () => {
    const storage = memoryStorage();
    await rememberSessionUser(ADA, storage);
    // A new page: the store restored from its saved copy, which holds no user.
    appStore.setState({ user: null, isAuthenticated: false });
    await expect(rememberedSessionUser(storage)).resolves.toMatchObject({ id: ADA.id, email: ADA.email, name: ADA.name, hasCompletedOnboarding: true });
  });

  test("a plain copy under the key is not taken for one (nothing of ours writes it so)", async () => {
    const storage = memoryStorage({ [LOCAL_STORAGE_KEYS.sessionUser]: JSON.stringify({ ...ADA, lastLoginAt: null, preferences: { emailReminders: true, weeklySummary: true, theme: "light" } }) });
    await expect(rememberedSessionUser(storage)).resolves.toBeNull();
  });

  test("sign-out forgets them, also when their copy was still being encrypted", async () => {
    const storage = memoryStorage();
    const writing = rememberSessionUser(ADA, storage);
    forgetSession(storage);
    await writing;
    expect(storage.getItem(LOCAL_STORAGE_KEYS.sessionUser)).toBeNull();
    await expect(rememberedSessionUser(storage)).resolves.toBeNull();
  });
});
