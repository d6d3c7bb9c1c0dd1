import type { AchievementStatus } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEY_PREFIXES } from "@domain/entities/browser-storage-keys.ts";

/** An unlock older than this is not toasted on a device that never saw it: it is news no longer. */
export const ANNOUNCE_WITHIN_MS = 24 * 60 * 60 * 1000;

const storageKey = (userId: string) => `${LOCAL_STORAGE_KEY_PREFIXES.announcedAchievements}${userId}`;

/** The unlocked achievements to toast: recent, and not yet toasted in this browser. */
export function achievementsToAnnounce(achievements: readonly AchievementStatus[], announced: ReadonlySet<string>, now: Date): AchievementStatus[] {
  return achievements.filter(
    (achievement) =>
      achievement.isUnlocked &&
      achievement.unlockedAt !== null &&
      !announced.has(achievement.id) &&
      now.getTime() - new Date(achievement.unlockedAt).getTime() <= ANNOUNCE_WITHIN_MS,
  );
}

type AnnouncedStorage = Pick<Storage, "getItem" | "setItem">;

export function readAnnounced(userId: string, storage: AnnouncedStorage | undefined = globalThis.localStorage): Set<string> {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(storageKey(userId)) ?? "[]");
    return new Set(Array.isArray(saved) ? saved.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function saveAnnounced(userId: string, ids: ReadonlySet<string>, storage: AnnouncedStorage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(storageKey(userId), JSON.stringify([...ids]));
  } catch {
    // Without storage an achievement may be toasted once more on the next visit; nothing is lost.
  }
}

/**
 * A home kept in the browser moved into an account: the achievements it brought were toasted already, under
 * the browser's user, and are not toasted again under the account's.
 */
export function carryAnnounced(storage: AnnouncedStorage, fromUserId: string, toUserId: string): void {
  const carried = readAnnounced(fromUserId, storage);
  if (carried.size === 0) return;
  saveAnnounced(toUserId, new Set([...readAnnounced(toUserId, storage), ...carried]), storage);
}
