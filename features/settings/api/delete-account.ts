import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountRequest } from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEY_PREFIXES } from "@domain/entities/browser-storage-keys.ts";
import { dashboardCacheKeyForAccount } from "@domain/entities/dashboard-cache.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

export async function deleteAccount(client: ApiClient, request: DeleteAccountRequest): Promise<void> {
  await callRoute(client, "deleteAccount", { body: request });
}

/**
 * Forgets what this browser kept for one account alone: its dashboard, its home-move marker and the
 * achievements it toasted. Signing out keeps them for the account's return; a deleted account never returns.
 */
export function forgetAccountInBrowser(storage: Pick<Storage, "removeItem">, userId: string): void {
  for (const key of accountKeysInBrowser(userId)) storage.removeItem(key);
}

/**
 * The keys this browser keeps for one account. Every per-user prefix ends in the user's id, except the
 * dashboard's, whose key is a hash of it (decision 021), so that one is built by its own function.
 */
export function accountKeysInBrowser(userId: string): string[] {
  const byUserId = Object.entries(LOCAL_STORAGE_KEY_PREFIXES)
    .filter(([name]) => name !== "dashboardCache")
    .map(([, prefix]) => `${prefix}${userId}`);
  return [dashboardCacheKeyForAccount(userId), ...byUserId];
}

/**
 * Deletes the account; the server revokes every session with it, and this device forgets its own and
 * what it kept for the account. The caller sends the user away once it settles.
 */
export function useDeleteAccount() {
  const { client, logout, user } = useAuth();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => deleteAccount(client, request),
    onSuccess: () => {
      try {
        if (user) forgetAccountInBrowser(globalThis.localStorage, user.id);
      } catch {
        // Storage refused (private browsing): nothing of the account's could have been kept there either.
      }
      return logout();
    },
  });
}
