import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { dashboardCacheKeyForAccount } from "@domain/entities/dashboard-cache.ts";
import { memoryStorage } from "../../../test-support/memory-storage.ts";
import { accountKeysInBrowser, forgetAccountInBrowser } from "./delete-account.ts";

describe("forgetAccountInBrowser", () => {
  test("takes the deleted account's own keys and leaves other accounts' and the browser's", () => {
    const gone = "user-gone";
    const other = "user-other";
    const kept = {
      [dashboardCacheKeyForAccount(other)]: "{}",
      [`${LOCAL_STORAGE_KEY_PREFIXES.announcedAchievements}${other}`]: "[]",
      [LOCAL_STORAGE_KEYS.appState]: "{}",
    };
    const storage = memoryStorage({
      ...kept,
      [dashboardCacheKeyForAccount(gone)]: "{}",
      [`${LOCAL_STORAGE_KEY_PREFIXES.announcedAchievements}${gone}`]: '["first-task"]',
      [`${LOCAL_STORAGE_KEY_PREFIXES.migratedUser}${gone}`]: "true",
    });
    forgetAccountInBrowser(storage, gone);
    const left: Record<string, string> = {};
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)!;
      left[key] = storage.getItem(key)!;
    }
    expect(left).toEqual(kept);
  });

  test("names each of the account's keys once, the dashboard's by its hashed key alone", () => {
    const keys = accountKeysInBrowser("user-1");
    expect(keys).toEqual([
      dashboardCacheKeyForAccount("user-1"),
      `${LOCAL_STORAGE_KEY_PREFIXES.migratedUser}user-1`,
      `${LOCAL_STORAGE_KEY_PREFIXES.announcedAchievements}user-1`,
      `${LOCAL_STORAGE_KEY_PREFIXES.pushDevice}user-1`,
    ]);
  });
});
