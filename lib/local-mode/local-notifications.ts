import { LOCAL_NOTIFICATIONS_VERSION, MAX_LOCAL_NOTIFICATIONS } from "@domain/entities/local-notifications.ts";
import type { Notification } from "@domain/entities/notification.ts";
import { NOTIFICATION_MESSAGES } from "@domain/messages.ts";
import { LocalRefusal } from "./local-errors.ts";
import type { LocalStores } from "./local-stores.ts";
import { createSerialQueue } from "./serial-queue.ts";

/**
 * The notification center of a home kept in the browser (docs/product.md §2.16, §3.12): the routes of
 * `/api/notifications`, answered from an encrypted store, as the server answers them for a home.
 */
export interface LocalNotificationCenter {
  /** `GET /api/notifications`: newest first. */
  list(): Promise<Notification[]>;
  /** What the server writes for a home (an appliance added or removed, docs/product.md §4.8): to the front. */
  add(content: Pick<Notification, "type" | "title" | "message">): Promise<Notification>;
  /** `PUT /api/notifications/{id}/read`: the notification, now read; 'Notification not found' for another id. */
  markRead(id: string): Promise<Notification>;
  /** `PUT /api/notifications/read-all`: the list after the change. */
  markAllRead(): Promise<Notification[]>;
  /** `DELETE /api/notifications`. */
  clear(): Promise<void>;
}

export interface LocalNotificationCenterOptions {
  readonly stores: Pick<LocalStores, "notifications">;
  readonly now?: () => Date;
  readonly newId?: () => string;
}

export function createLocalNotificationCenter({
  stores,
  now = () => new Date(),
  newId = () => globalThis.crypto.randomUUID(),
}: LocalNotificationCenterOptions): LocalNotificationCenter {
  // One change at a time: two quick writes never read the same list and lose one's change.
  const serial = createSerialQueue();
  const store = stores.notifications;
  const save = (notifications: Notification[]) => store.write({ version: LOCAL_NOTIFICATIONS_VERSION, notifications });

  return {
    list: () => serial.run(async () => (await store.read()).notifications),

    add: (content) =>
      serial.run(async () => {
        const notification: Notification = { id: newId(), ...content, createdAt: now().toISOString(), isRead: false };
        const { notifications } = await store.read();
        await save([notification, ...notifications].slice(0, MAX_LOCAL_NOTIFICATIONS));
        return notification;
      }),

    markRead: (id) =>
      serial.run(async () => {
        const { notifications } = await store.read();
        const found = notifications.find((notification) => notification.id === id);
        if (!found) throw LocalRefusal.notFound(NOTIFICATION_MESSAGES.notFound);
        const read = { ...found, isRead: true };
        if (!found.isRead) await save(notifications.map((notification) => (notification.id === id ? read : notification)));
        return read;
      }),

    markAllRead: () =>
      serial.run(async () => {
        const { notifications } = await store.read();
        const read = notifications.map((notification) => (notification.isRead ? notification : { ...notification, isRead: true }));
        if (notifications.some((notification) => !notification.isRead)) await save(read);
        return read;
      }),

    clear: () => serial.run(() => save([])),
  };
}
