import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
/** docs/product.md §4.14: analytics consent is granted, denied or (not asked yet) pending. */
export type ConsentState = "granted" | "denied" | "pending";

export const CONSENT_STORAGE_KEY = LOCAL_STORAGE_KEYS.analyticsConsent;

type ConsentStorage = Pick<Storage, "getItem" | "setItem">;

const browserStorage = (): ConsentStorage | undefined => (typeof globalThis.localStorage === "undefined" ? undefined : globalThis.localStorage);

/** The saved answer; anything else (never asked, blocked storage, a stray value) is pending. */
export function readConsent(storage: ConsentStorage | undefined = browserStorage()): ConsentState {
  try {
    const saved = storage?.getItem(CONSENT_STORAGE_KEY);
    return saved === "granted" || saved === "denied" ? saved : "pending";
  } catch {
    return "pending";
  }
}

/** Saves the answer so the question is asked once. Returns false when the browser refused to store it. */
export function writeConsent(state: Exclude<ConsentState, "pending">, storage: ConsentStorage | undefined = browserStorage()): boolean {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, state);
    return storage !== undefined;
  } catch {
    return false;
  }
}
