import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { useWarrantyEndingNotices } from "./api/get-warranty-ending-notices.ts";
import { useMarkNotificationRead } from "./api/mark-notification-read.ts";
import { WarrantyEndingCallout } from "./warranty-ending-callout.tsx";

/** The dashboard's callout of warranties about to end (docs/product.md §4.20), from the home's unread notices. */
export function WarrantyEndingNotices({ today }: { today: CalendarDate }) {
  const notices = useWarrantyEndingNotices(today);
  const markRead = useMarkNotificationRead();
  return <WarrantyEndingCallout notices={notices} today={today} onDismiss={(id) => markRead.mutate(id)} />;
}
