import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Notification } from "@domain/contract/index.ts";
import { INVALID_ANSWER_MESSAGES, callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";
import { notificationKeys } from "./keys.ts";

export const INVALID_NOTIFICATIONS_RESPONSE = INVALID_ANSWER_MESSAGES.listNotifications;

export async function getNotifications(client: ApiClient): Promise<Notification[]> {
  const { data } = await callRoute(client, "listNotifications", {});
  return data;
}

export function notificationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => getNotifications(client),
    // The bell's count follows the user back to the tab (product: "updated when the window regains focus").
    refetchOnWindowFocus: "always",
  });
}

export function useNotifications() {
  const { client } = useAuth();
  return useQuery(notificationsQueryOptions(client));
}

/** How many notifications are still unread; the bell in the header shows it. */
export function useUnreadNotificationCount(): number {
  const { client } = useAuth();
  // The count completes the header: it waits for the page's own content (lib/session/page-content-first.tsx).
  const { data } = useQuery({ ...notificationsQueryOptions(client), select: countUnread, enabled: usePageContentShown() });
  return data ?? 0;
}

export function countUnread(notifications: readonly Notification[]): number {
  return notifications.reduce((count, notification) => (notification.isRead ? count : count + 1), 0);
}
