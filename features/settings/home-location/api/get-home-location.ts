import { queryOptions, useQuery } from "@tanstack/react-query";
import { homeLocationResponseSchema, type HomeLocationResponse } from "@domain/contract/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { type ApiClient } from "@lib/http/index.ts";
import { homeLocationKeys } from "./keys.ts";

export async function getHomeLocation(client: ApiClient): Promise<HomeLocationResponse> {
  return client.get("/home/location", { schema: homeLocationResponseSchema, invalidMessage: "Invalid home location response" });
}

export function homeLocationQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: homeLocationKeys.current(), queryFn: () => getHomeLocation(client) });
}

export function useHomeLocation() {
  const { client } = useAuth();
  return useQuery(homeLocationQueryOptions(client));
}
