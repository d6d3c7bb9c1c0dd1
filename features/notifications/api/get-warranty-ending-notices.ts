import { useQuery } from "@tanstack/react-query";
import type { Notification, WarrantyNotice } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";
import { notificationsQueryOptions } from "./get-notifications.ts";

export type WarrantyEndingNotice = { id: string; warranty: WarrantyNotice };

/**
 * The home's warranty-ending notices still unread and whose warranty has not ended yet, oldest end first:
 * once read (dismissed on the dashboard, or in the notification center) a notice is not shown again.
 */
export function unreadWarrantyNotices(notifications: readonly Notification[], today: CalendarDate): WarrantyEndingNotice[] {
  return notifications
    .flatMap(({ id, isRead, warranty }) => (!isRead && warranty !== undefined && warranty.endsOn >= today ? [{ id, warranty }] : []))
    .sort((a, b) => (a.warranty.endsOn < b.warranty.endsOn ? -1 : a.warranty.endsOn > b.warranty.endsOn ? 1 : 0));
}

/** The notification center's own list (one request for the bell and the dashboard), read once the page's content shows. */
export function useWarrantyEndingNotices(today: CalendarDate): WarrantyEndingNotice[] {
  const { client } = useAuth();
  const { data } = useQuery({ ...notificationsQueryOptions(client), enabled: usePageContentShown() });
  return data ? unreadWarrantyNotices(data, today) : [];
}
