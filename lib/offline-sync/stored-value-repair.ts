import type { z } from "zod";

/**
 * How a stored value that cannot be read is kept (docs/product.md §4.16): under its own key next to the
 * original, `<key>:damaged:<ms>`, so the app starts afresh without losing what the person did, and
 * someone can still recover it. Shared by every versioned value the product keeps in the browser.
 */

/** The key a damaged copy of `key` goes to at `nowMs`; never one already in use, so no copy overwrites another. */
export function damagedCopyKey(storage: Pick<Storage, "getItem">, key: string, nowMs: number): string {
  const base = `${key}:damaged:${nowMs}`;
  let candidate = base;
  for (let attempt = 1; storage.getItem(candidate) !== null; attempt++) candidate = `${base}-${attempt}`;
  return candidate;
}

/** Keeps `text` (the value as it was stored) under a damaged-copy key of `key`, and says which. */
export function setAsideDamagedValue(storage: Pick<Storage, "getItem" | "setItem">, key: string, text: string, nowMs: number): string {
  const setAsideKey = damagedCopyKey(storage, key, nowMs);
  storage.setItem(setAsideKey, text);
  return setAsideKey;
}

/**
 * The valid items of a stored list that did not pass as a whole: a bare array (how the oldest versions
 * kept lists) or the `field` of an object. Each item is checked on its own, so one damaged item costs
 * only itself.
 */
export function salvageItems<Item>(stored: unknown, field: string, itemSchema: z.ZodType<Item>): Item[] {
  const candidates: unknown = Array.isArray(stored) ? stored : isRecord(stored) ? stored[field] : undefined;
  if (!Array.isArray(candidates)) return [];
  return candidates.flatMap((candidate: unknown) => {
    const item = itemSchema.safeParse(candidate);
    return item.success ? [item.data] : [];
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
