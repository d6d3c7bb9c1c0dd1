import { z } from "zod";
import { notificationSchema } from "./notification.ts";

/**
 * The notification center of a home kept in the browser (docs/product.md §3.12, §4.16): what the server
 * writes for a home, local mode writes here with the same words (an appliance added or removed, §4.8), so
 * the bell and the center read the same in both modes. Kept apart from the local data store of §3.10,
 * whose shape is what moving to an account imports: an account has its own notifications.
 */
export const LOCAL_NOTIFICATIONS_VERSION = 1;

/** As many as the server lists (its newest 200); older ones are let go rather than kept unread for ever. */
export const MAX_LOCAL_NOTIFICATIONS = 200;

export const localNotificationsSchema = z.object({
  version: z.literal(LOCAL_NOTIFICATIONS_VERSION),
  /** Newest first (docs/product.md §4.9: a new one goes to the front). */
  notifications: z.array(notificationSchema).max(MAX_LOCAL_NOTIFICATIONS),
});
export type LocalNotifications = z.infer<typeof localNotificationsSchema>;

export function emptyLocalNotifications(): LocalNotifications {
  return { version: LOCAL_NOTIFICATIONS_VERSION, notifications: [] };
}
