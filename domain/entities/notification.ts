import { z } from "zod";
import { instantSchema } from "../dates/calendar-date.ts";

/** A notification of the notification center (docs/product.md §3.12): type success | info. */
export const notificationTypeSchema = z.enum(["success", "info"]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string().min(1).max(200),
  type: notificationTypeSchema,
  title: z.string().min(1).max(200),
  message: z.string().max(2000),
  createdAt: instantSchema,
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** docs/product.md §4.8: the exact titles and message tails of appliance notifications. */
export const APPLIANCE_NOTIFICATION_TEXTS = {
  added: { title: "Appliance Added", messageTail: "has been added to your home" },
  removed: { title: "Appliance Removed", messageTail: "has been removed from your home" },
} as const;

/** "Refrigerator has been added to your home". */
export function applianceNotificationContent(
  change: keyof typeof APPLIANCE_NOTIFICATION_TEXTS,
  applianceName: string,
): { readonly type: NotificationType; readonly title: string; readonly message: string } {
  const texts = APPLIANCE_NOTIFICATION_TEXTS[change];
  return { type: change === "added" ? "success" : "info", title: texts.title, message: `${applianceName} ${texts.messageTail}` };
}

/** docs/product.md §7.8: the simulated login's notification, 'Welcome back!' / 'Logged in as {email}'. */
export function welcomeBackNotificationContent(email: string): { readonly type: NotificationType; readonly title: string; readonly message: string } {
  return { type: "success", title: "Welcome back!", message: `Logged in as ${email}` };
}
