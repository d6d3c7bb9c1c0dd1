import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiTokensResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { apiTokenKeys } from "./keys.ts";

export function revokeApiToken(client: ApiClient, id: string): Promise<undefined> {
  return callRoute(client, "revokeApiToken", { params: { id } });
}

/** Revokes a token: it leaves the list at once when the server has answered, and the list is read again. */
export function useRevokeApiToken() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiToken(client, id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ApiTokensResponse>(apiTokenKeys.list(), (list) => (list ? { tokens: list.tokens.filter((token) => token.id !== id) } : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
