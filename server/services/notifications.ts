import type { Notification } from "@domain/contract/index.ts";
import { householdNotificationContent, type HouseholdEvent } from "@domain/entities/notification.ts";
import { NOTIFICATION_MESSAGES } from "@domain/messages.ts";
import type { Database } from "../db/client.ts";
import {
  deleteNotifications,
  insertNotifications,
  listHouseholdAudience,
  type HouseholdAudience,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../db/repositories/notifications-repository.ts";
import { AppError } from "../http/app-error.ts";
import { isUuid } from "../http/ids.ts";
import type { AuthContext } from "../security/require-auth.ts";
import { toNotification } from "./task-views.ts";
import { systemClock, type Clock } from "./clock.ts";

export type NotificationService = ReturnType<typeof createNotificationService>;

/** One member told of household activity, as their notification center has it. */
export type HouseholdNotice = { id: string; recipientUserId: string; title: string; message: string };

/**
 * Takes household activity on to the members' chosen push, ntfy and webhook channels (decision 097): records
 * the deliveries in the caller's transaction and queues them. Absent where no job queue sends them.
 */
export type HouseholdChannels = (tx: Database, notified: readonly HouseholdNotice[]) => Promise<void>;

/**
 * Tells the other members of a shared home what one of them did (docs/product.md §6.5): a row in each one's
 * notification center who keeps "Household activity" on, none in the actor's. A home of one tells no one.
 * The completion, an appliance added and a member joining call it; it takes the caller's transaction when
 * the news must stand or fall with the change. `channels` takes it on to each member's chosen channels.
 */
export async function notifyHousehold(db: Database, homeId: string, actorUserId: string, event: HouseholdEvent, channels?: HouseholdChannels): Promise<void> {
  await tellHousehold(db, homeId, await listHouseholdAudience(db, homeId, actorUserId), event, channels);
}

/**
 * `notifyHousehold` for a change whose own statement read its audience (a completion, decision 105): the
 * rows and their deliveries, nothing at all when no one is to hear of it.
 */
export async function tellHousehold(db: Database, homeId: string, { actorName, recipients }: HouseholdAudience, event: HouseholdEvent, channels?: HouseholdChannels): Promise<void> {
  if (recipients.length === 0) return;
  const content = householdNotificationContent(actorName ?? "A member", event);
  const rows = await insertNotifications(
    db,
    recipients.map((recipientUserId) => ({ homeId, recipientUserId, kind: event.kind, ...content })),
  );
  await channels?.(
    db,
    rows.flatMap((row) => (row.recipientUserId ? [{ id: row.id, recipientUserId: row.recipientUserId, title: row.title, message: row.message }] : [])),
  );
}

/** Each member's notification center in the home: their own rows and the home's unaddressed ones. */
export function createNotificationService({ db, clock = systemClock }: { db: Database; clock?: Clock }) {
  return {
    async list(auth: AuthContext): Promise<Notification[]> {
      return (await listNotifications(db, auth)).map(toNotification);
    },
    async markRead(auth: AuthContext, id: string): Promise<Notification> {
      const row = isUuid(id) ? await markNotificationRead(db, auth, id, clock.now()) : undefined;
      if (!row) throw AppError.notFound(NOTIFICATION_MESSAGES.notFound);
      return toNotification(row);
    },
    async markAllRead(auth: AuthContext): Promise<Notification[]> {
      await markAllNotificationsRead(db, auth, clock.now());
      return (await listNotifications(db, auth)).map(toNotification);
    },
    async clear(auth: AuthContext): Promise<void> {
      await deleteNotifications(db, auth);
    },
  };
}
