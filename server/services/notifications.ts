import type { Notification } from "@domain/contract/index.ts";
import { NOTIFICATION_MESSAGES } from "@domain/messages.ts";
import type { Database } from "../db/client.ts";
import { deleteNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from "../db/repositories/notifications-repository.ts";
import { AppError } from "../http/app-error.ts";
import { isUuid } from "../http/ids.ts";
import type { AuthContext } from "../security/require-auth.ts";
import { toNotification } from "./task-views.ts";
import { systemClock, type Clock } from "./clock.ts";

export type NotificationService = ReturnType<typeof createNotificationService>;

export function createNotificationService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    async list({ homeId }: AuthContext): Promise<Notification[]> {
      return (await listNotifications(db, homeId)).map(toNotification);
    },
    async markRead({ homeId }: AuthContext, id: string): Promise<Notification> {
      const row = isUuid(id) ? await markNotificationRead(db, homeId, id, clock.now()) : undefined;
      if (!row) throw AppError.notFound(NOTIFICATION_MESSAGES.notFound);
      return toNotification(row);
    },
    async markAllRead({ homeId }: AuthContext): Promise<Notification[]> {
      await markAllNotificationsRead(db, homeId, clock.now());
      return (await listNotifications(db, homeId)).map(toNotification);
    },
    async clear({ homeId }: AuthContext): Promise<void> {
      await deleteNotifications(db, homeId);
    },
  };
}
