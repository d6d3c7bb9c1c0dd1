import * as React from "react";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useClearNotifications } from "./api/clear-notifications.ts";
import { useNotifications } from "./api/get-notifications.ts";
import { useMarkAllNotificationsRead } from "./api/mark-all-notifications-read.ts";
import { useMarkNotificationRead } from "./api/mark-notification-read.ts";
import { NotificationList } from "./notification-list.tsx";

export const NOTIFICATIONS_LOAD_FAILED = "Unable to load notifications. Please check your connection and try again.";
export const NOTIFICATIONS_UPDATE_FAILED = "Update failed";

/** /notifications: the home's notification center. */
export function NotificationsScreen({ now: fixedNow }: { now?: Date }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const clear = useClearNotifications();
  const { toast } = useToast();
  // "Now" for the time-ago labels, taken when the list arrives so the words do not change under the reader.
  const now = React.useMemo(() => fixedNow ?? new Date(notifications.dataUpdatedAt), [fixedNow, notifications.dataUpdatedAt]);
  const failed = () => toast({ title: NOTIFICATIONS_UPDATE_FAILED, description: "Please try again.", variant: "error" });

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
      {notifications.isPending ? (
        <div role="status" aria-label="Loading notifications..." className="grid gap-2">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : notifications.isError ? (
        <ErrorPanel title={NOTIFICATIONS_LOAD_FAILED} actions={[{ label: "Try Again", onAction: () => void notifications.refetch() }]} />
      ) : (
        <NotificationList
          notifications={notifications.data}
          now={now}
          onMarkRead={(id) => markRead.mutate(id, { onError: failed })}
          onMarkAllRead={() => markAllRead.mutate(undefined, { onError: failed })}
          onClearAll={() => clear.mutate(undefined, { onError: failed })}
          markingAllRead={markAllRead.isPending}
          clearing={clear.isPending}
        />
      )}
    </div>
  );
}
