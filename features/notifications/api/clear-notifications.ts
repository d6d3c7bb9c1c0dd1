import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { notificationKeys } from "./keys.ts";

export async function clearNotifications(client: ApiClient): Promise<void> {
  await callRoute(client, "clearNotifications", {});
}

export function useClearNotifications() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearNotifications(client),
    onSuccess: () => queryClient.setQueryData<Notification[]>(notificationKeys.list(), []),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
