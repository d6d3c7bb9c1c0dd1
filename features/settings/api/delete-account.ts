import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountRequest } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";

export async function deleteAccount(client: ApiClient, request: DeleteAccountRequest): Promise<void> {
  await client.delete("/users/me", { body: request });
}

/**
 * Deletes the account; the server revokes every session with it, and this device forgets its own.
 * The caller sends the user away once it settles.
 */
export function useDeleteAccount() {
  const { client, logout } = useAuth();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => deleteAccount(client, request),
    onSuccess: () => logout(),
  });
}
