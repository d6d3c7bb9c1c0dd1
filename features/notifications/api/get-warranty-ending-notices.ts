import { useQuery } from "@tanstack/react-query";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { unreadWarrantyNotices, type WarrantyEndingNotice } from "@domain/entities/warranty-notices.ts";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";
import { notificationsQueryOptions } from "./get-notifications.ts";

/** The notification center's own list (one request for the bell and the dashboard), read once the page's content shows. */
export function useWarrantyEndingNotices(today: CalendarDate): WarrantyEndingNotice[] {
  const { client } = useAuth();
  const { data } = useQuery({ ...notificationsQueryOptions(client), enabled: usePageContentShown() });
  return data ? unreadWarrantyNotices(data, today) : [];
}
