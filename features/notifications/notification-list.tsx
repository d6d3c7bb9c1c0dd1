import * as React from "react";
import { formatDistance } from "date-fns";
import { Bell, CheckCheck, CheckCircle2, Info, Trash2 } from "lucide-react";
import type { Notification } from "@domain/contract/index.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@ui/alert-dialog/index.ts";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { EmptyState } from "@ui/empty-state/index.ts";
import { cn } from "@ui/lib/cn.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";

/** How many notifications show before "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export type NotificationListProps = {
  notifications: readonly Notification[];
  /** "Now", for the time-ago labels; passed in so stories and tests read the same words every run. */
  now: Date;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onClearAll: () => void;
  markingAllRead?: boolean;
  clearing?: boolean;
  pageSize?: number;
};

/** "5 minutes ago". */
export function timeAgo(createdAt: string, now: Date): string {
  return formatDistance(new Date(createdAt), now, { addSuffix: true });
}

/** The notification center: newest first, unread marked, read one or all, clear all after a confirmation. */
export function NotificationList({
  notifications,
  now,
  onMarkRead,
  onMarkAllRead,
  onClearAll,
  markingAllRead = false,
  clearing = false,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
}: NotificationListProps) {
  const [shown, setShown] = React.useState(pageSize);
  const unread = notifications.filter((notification) => !notification.isRead).length;
  const visible = notifications.slice(0, shown);
  const listRef = React.useRef<HTMLElement>(null);
  const emptyRef = React.useRef<HTMLElement>(null);
  // A Mark read or Show more that goes away with its press, or a cleared list, leaves the focus nearby, not at the page's start.
  useFocusAfterChange(listRef, () => emptyRef.current);

  if (notifications.length === 0) {
    return (
      <EmptyState
        ref={emptyRef}
        tabIndex={-1}
        className="outline-none"
        framed
        icon={<Bell />}
        title="No notifications"
        description="Achievements, appliance changes and tasks coming due will show up here."
      />
    );
  }

  return (
    <section ref={listRef} aria-labelledby="notification-list-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notification-list-heading" className="text-sm text-muted-foreground">
          {unread === 0 ? "All caught up" : `${unread} unread`} · {notifications.length} in all
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onMarkAllRead} disabled={unread === 0} loading={markingAllRead}>
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" loading={clearing}>
                <Trash2 aria-hidden="true" />
                Clear all
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Clear all notifications?</AlertDialogTitle>
                <AlertDialogDescription>
                  All {notifications.length} notifications will be removed, read or not. This cannot be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={onClearAll}>
                  Clear all
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
      <ul className="grid gap-2" aria-label="Notifications">
        {visible.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={onMarkRead} />
        ))}
      </ul>
      {notifications.length > shown ? (
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
          <span>
            Showing {visible.length} of {notifications.length}
          </span>
          <Button variant="outline" size="sm" onClick={() => setShown((count) => count + pageSize)}>
            Show more
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function NotificationItem({ notification, now, onMarkRead }: { notification: Notification; now: Date; onMarkRead: (id: string) => void }) {
  const Icon = notification.type === "success" ? CheckCircle2 : Info;
  return (
    <li
      data-unread={notification.isRead ? undefined : ""}
      data-focus-key={notification.id}
      tabIndex={-1}
      className={cn(
        "flex items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
        !notification.isRead && "border-primary/50 bg-accent/40",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", notification.type === "success" ? "text-success" : "text-info")} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{notification.title}</h3>
          {notification.isRead ? null : <Badge tone="primary" size="sm">Unread</Badge>}
        </div>
        {notification.message ? <p className="text-sm text-muted-foreground">{notification.message}</p> : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt, now)}</time>
        </p>
      </div>
      {notification.isRead ? null : (
        // The name starts with the visible words and names the notification by its message too: many share a title
        // ("Achievement unlocked"), and a list of buttons that sound alike cannot be told apart by ear.
        <Button variant="ghost" size="sm" aria-label={`Mark read: ${notification.title}, ${notification.message}`} onClick={() => onMarkRead(notification.id)}>
          Mark read
        </Button>
      )}
    </li>
  );
}
