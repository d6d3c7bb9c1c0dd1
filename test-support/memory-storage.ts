/**
 * Web Storage kept in a Map, for tests of code that is given its storage: the same getItem, setItem,
 * removeItem, key and length as localStorage, and `entries` to look inside. `failWrites` makes setItem
 * throw as a full storage does.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map<string, string>(Object.entries(initial));
  const state = { failWrites: false };
  return {
    entries,
    state,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (state.failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      entries.set(key, value);
    },
    removeItem: (key: string) => void entries.delete(key),
    key: (index: number) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}
