import { expect, type Page, type TestInfo } from "@playwright/test";
import { registryEntryFor, type BrowserStore } from "../domain/entities/browser-storage-registry.ts";

type FoundKey = { store: BrowserStore; key: string };

/** Every key the page's origin holds in the browser: Web Storage, its caches and databases, and the context's cookies. */
export async function keysInTheBrowser(page: Page): Promise<FoundKey[]> {
  const inPage = await page.evaluate(async () => {
    const keysOf = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
    return {
      localStorage: keysOf(window.localStorage),
      sessionStorage: keysOf(window.sessionStorage),
      cacheStorage: "caches" in window ? await caches.keys() : [],
      indexedDB: (await indexedDB.databases()).map((database) => database.name).filter((name): name is string => name !== undefined),
    };
  });
  const cookies = (await page.context().cookies(page.url())).map((cookie) => cookie.name);
  return [
    ...(Object.entries(inPage) as [BrowserStore, string[]][]).flatMap(([store, keys]) => keys.map((key) => ({ store, key }))),
    ...cookies.map((key) => ({ store: "cookie" as const, key })),
  ];
}

/**
 * After a journey that passed: every key its browser holds is one the cookie policy lists
 * (domain/entities/browser-storage-registry.ts). A page that is closed, or not on a web address, holds nothing to read.
 */
export async function expectOnlyRegisteredKeys(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !/^https?:/.test(page.url())) return;
  const found = await keysInTheBrowser(page).catch(() => undefined);
  // A page navigating away as the journey ends answers nothing: there is then nothing steady to read.
  if (!found) return;
  const unlisted = found.filter(({ store, key }) => registryEntryFor(store, key) === undefined).map(({ store, key }) => `${store}: ${key}`);
  expect(unlisted, "keys in the browser that the cookie policy's registry does not list").toEqual([]);
}
