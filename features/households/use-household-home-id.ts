import { useCurrentHomeId } from "@lib/app-state/index.ts";

/**
 * The home the household page is about: the one this device shows (docs/product.md §6.5). Null until the app
 * knows it; the app's frame resolves "the account's first home" into the store, and the page waits for it.
 */
export function useHouseholdHomeId(): string | null {
  return useCurrentHomeId();
}
