import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Notification } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { notificationKeys } from "./keys.ts";

export async function markAllNotificationsRead(client: ApiClient): Promise<Notification[]> {
  const { data } = await callRoute(client, "markAllNotificationsRead", {});
  return data;
}

/** The server answers the list after the change, which becomes the cache. */
export function useMarkAllNotificationsRead() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(client),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list(), list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
