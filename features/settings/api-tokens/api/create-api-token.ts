import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateApiTokenRequest, CreateApiTokenResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { apiTokenKeys } from "./keys.ts";

export function createApiToken(client: ApiClient, request: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
  return callRoute(client, "createApiToken", { body: request });
}

/**
 * Makes a token. Its secret is in the mutation's answer alone, for the screen to show once: the list's
 * cache is invalidated, never given the secret.
 */
export function useCreateApiToken() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiTokenRequest) => createApiToken(client, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
