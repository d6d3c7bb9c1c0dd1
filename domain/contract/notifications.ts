import { z } from "zod";
import { textSchema } from "./text.ts";
import { notificationSchema } from "../entities/notification.ts";

/** `GET /api/notifications`: newest first. */
export const notificationsResponseSchema = z.object({ data: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `/api/notifications/{id}/read` path parameters. */
export const notificationParamsSchema = z.object({ id: textSchema().min(1).max(200) });
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** `PUT /api/notifications/{id}/read`: answers the notification, now read. */
export const markNotificationReadResponseSchema = z.object({ data: notificationSchema });
export type MarkNotificationReadResponse = z.infer<typeof markNotificationReadResponseSchema>;

/** `DELETE /api/notifications` clears them all and answers 204. */
