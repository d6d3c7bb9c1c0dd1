import { queryOptions, useQuery } from "@tanstack/react-query";
import { type HomeLocationResponse } from "@domain/contract/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { homeLocationKeys } from "./keys.ts";

export async function getHomeLocation(client: ApiClient): Promise<HomeLocationResponse> {
  return callRoute(client, "getHomeLocation", {});
}

export function homeLocationQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: homeLocationKeys.current(), queryFn: () => getHomeLocation(client) });
}

export function useHomeLocation() {
  const { client } = useAuth();
  return useQuery(homeLocationQueryOptions(client));
}
