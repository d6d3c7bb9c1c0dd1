import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiTokensResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { apiTokenKeys } from "./keys.ts";

export function getApiTokens(client: ApiClient): Promise<ApiTokensResponse> {
  return callRoute(client, "listApiTokens", {});
}

export function apiTokensQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: apiTokenKeys.list(), queryFn: () => getApiTokens(client) });
}

/** The account's personal API tokens, without their secrets. */
export function useApiTokens() {
  const { client } = useAuth();
  return useQuery(apiTokensQueryOptions(client));
}
