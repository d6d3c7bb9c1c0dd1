import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@ui/lib/cn.ts";

/** "99+" past 99, so the badge keeps its size. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The bell in the header: a link to the notification center naming how many are unread. */
export function NotificationBell({ unreadCount, className }: { unreadCount: number; className?: string }) {
  const label = unreadCount === 0 ? "Notifications" : `Notifications, ${unreadCount} unread`;
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      className={cn(
        "relative inline-flex size-10 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground",
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[0.6875rem] leading-5 font-semibold text-destructive-foreground"
        >
          {unreadBadgeText(unreadCount)}
        </span>
      ) : null}
    </NavLink>
  );
}
