import { z } from "zod";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";

/** A notification of the notification center (docs/product.md §3.12): type success | info. */
export const notificationTypeSchema = z.enum(["success", "info"]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * What a warranty-ending notice is about (docs/product.md §4.20), so the dashboard can name the appliance,
 * link to it and give the last day covered without reading the notice's words.
 */
export const warrantyNoticeSchema = z.object({
  applianceId: z.string().min(1).max(200),
  applianceName: z.string().min(1).max(200),
  endsOn: calendarDateSchema,
});
export type WarrantyNotice = z.infer<typeof warrantyNoticeSchema>;

export const notificationSchema = z.object({
  id: z.string().min(1).max(200),
  type: notificationTypeSchema,
  title: z.string().min(1).max(200),
  message: z.string().max(2000),
  createdAt: instantSchema,
  isRead: z.boolean(),
  /** Only on a warranty-ending notice; notices written before it was kept have none. */
  warranty: warrantyNoticeSchema.optional(),
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

/**
 * What one member did in a shared home, told to the others (docs/product.md §6.5): a completion, an
 * appliance added, the member's own arrival.
 */
export type HouseholdEvent =
  | { readonly kind: "member-completed"; readonly taskName: string; readonly applianceName: string }
  | { readonly kind: "member-added-appliance"; readonly applianceName: string }
  | { readonly kind: "member-joined"; readonly homeName: string };

/** "Sam completed a task" / "Replace furnace filter (Furnace)": the words the other members read. */
export function householdNotificationContent(
  actorName: string,
  event: HouseholdEvent,
): { readonly type: NotificationType; readonly title: string; readonly message: string } {
  switch (event.kind) {
    case "member-completed":
      return { type: "success", title: `${actorName} completed a task`, message: `${event.taskName} (${event.applianceName})` };
    case "member-added-appliance":
      return { type: "info", title: `${actorName} added an appliance`, message: `${event.applianceName} ${APPLIANCE_NOTIFICATION_TEXTS.added.messageTail}` };
    case "member-joined":
      return { type: "info", title: `${actorName} joined ${event.homeName}`, message: `${actorName} accepted the invitation and now shares this home's tasks.` };
  }
}
