import { queryOptions, useQuery } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deliveryChannelKeys } from "./keys.ts";

export async function getVapidPublicKey(client: ApiClient): Promise<string> {
  return (await callRoute(client, "getVapidPublicKey", {})).publicKey;
}

export function vapidPublicKeyQueryOptions(client: ApiClient) {
  // The key changes only with the installation's key pair: read once per visit.
  return queryOptions({ queryKey: deliveryChannelKeys.vapidPublicKey(), queryFn: () => getVapidPublicKey(client), staleTime: Infinity });
}

/**
 * The server's VAPID public key, read before the person taps "Notify this device": browsers ask for
 * permission only within the tap, which a request made after it could outlast.
 */
export function useVapidPublicKey({ enabled }: { enabled: boolean }) {
  const { client } = useAuth();
  return useQuery({ ...vapidPublicKeyQueryOptions(client), enabled });
}
