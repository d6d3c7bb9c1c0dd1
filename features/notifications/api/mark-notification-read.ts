import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Notification } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { notificationKeys } from "./keys.ts";

export async function markNotificationRead(client: ApiClient, id: string): Promise<Notification> {
  const { data } = await callRoute(client, "markNotificationRead", { params: { id } });
  return data;
}

/** Marks one read at once in the list (and the bell), rolling back if the server refuses. */
export function useMarkNotificationRead() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(client, id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<Notification[]>(notificationKeys.list());
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) =>
        list?.map((notification) => (notification.id === id ? { ...notification, isRead: true } : notification)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
