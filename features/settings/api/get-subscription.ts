import { queryOptions, useQuery } from "@tanstack/react-query";
import { subscriptionResponseSchema, type SubscriptionResponse } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { accountKeys } from "./keys.ts";

export function getSubscription(client: ApiClient): Promise<SubscriptionResponse> {
  return client.get("/users/subscription", { schema: subscriptionResponseSchema, invalidMessage: "Invalid subscription response" });
}

export function subscriptionQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: accountKeys.subscription(), queryFn: () => getSubscription(client) });
}

export function useSubscription() {
  const { client } = useAuth();
  return useQuery(subscriptionQueryOptions(client));
}
