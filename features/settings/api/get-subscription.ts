import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SubscriptionResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { accountKeys } from "./keys.ts";

export function getSubscription(client: ApiClient): Promise<SubscriptionResponse> {
  return callRoute(client, "getSubscription", {});
}

export function subscriptionQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: accountKeys.subscription(), queryFn: () => getSubscription(client) });
}

export function useSubscription() {
  const { client } = useAuth();
  return useQuery(subscriptionQueryOptions(client));
}
