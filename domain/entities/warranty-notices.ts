import { compareCalendarDates, type CalendarDate } from "../dates/calendar-date.ts";
import type { Notification, WarrantyNotice } from "./notification.ts";

/** A warranty-ending notice the dashboard shows: the notification's id (to mark it read) and what it is about. */
export type WarrantyEndingNotice = { id: string; warranty: WarrantyNotice };

/**
 * The home's warranty-ending notices the dashboard shows (docs/product.md §4.20): unread, their warranty not
 * ended by `today` (its last day still counts as covered), the soonest end first. Once read (dismissed on
 * the dashboard, or in the notification center) a notice is not shown again.
 */
export function unreadWarrantyNotices(notifications: readonly Notification[], today: CalendarDate): WarrantyEndingNotice[] {
  return notifications
    .flatMap(({ id, isRead, warranty }) => (!isRead && warranty !== undefined && compareCalendarDates(warranty.endsOn, today) >= 0 ? [{ id, warranty }] : []))
    .sort((a, b) => compareCalendarDates(a.warranty.endsOn, b.warranty.endsOn));
}
