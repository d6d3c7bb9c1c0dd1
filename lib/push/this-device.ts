import { LOCAL_STORAGE_KEY_PREFIXES } from "@domain/entities/browser-storage-keys.ts";

type DeviceStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const storageKey = (userId: string) => `${LOCAL_STORAGE_KEY_PREFIXES.pushDevice}${userId}`;

/** The id of the push device this browser is for an account, or undefined when it is none of them. */
export function readThisDevice(userId: string, storage: DeviceStorage | undefined = globalThis.localStorage): string | undefined {
  try {
    return storage?.getItem(storageKey(userId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveThisDevice(userId: string, deviceId: string, storage: DeviceStorage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(storageKey(userId), deviceId);
  } catch {
    // Without storage a dropped subscription is not made again at start; the settings still can.
  }
}

export function forgetThisDevice(userId: string, storage: DeviceStorage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(storageKey(userId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
