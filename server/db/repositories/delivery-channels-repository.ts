import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { deliveries, deliveryChoices, homeMembers, notificationChannels, pushSubscriptions, vapidKeys } from "../schema.ts";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationChannelRow = typeof notificationChannels.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;
export type ChannelKind = NotificationChannelRow["kind"];

/** The installation's VAPID pair: the stored one, or `candidate` stored now when there is none (the first server's wins). */
export async function vapidKeysOrStore(db: Database, candidate: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
  await db.insert(vapidKeys).values({ id: 1, ...candidate }).onConflictDoNothing();
  const [row] = await db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (!row) throw new Error("The VAPID keys were neither found nor stored");
  return row;
}

export async function findStoredVapidKeys(db: Database): Promise<{ publicKey: string; privateKey: string } | undefined> {
  const [row] = await db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys).where(eq(vapidKeys.id, 1));
  return row;
}

/** Saves a browser's subscription for a user; the same endpoint again (a renewal, another account) replaces the row. */
export async function savePushSubscription(
  db: Database,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; deviceLabel: string },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, deviceLabel: values.deviceLabel },
    })
    .returning();
  return row!;
}

export async function listPushSubscriptions(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.createdAt);
}

export async function findPushSubscription(db: Database, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** Removes one of the user's subscriptions; false when the user has none by that id. */
export async function deletePushSubscription(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The push service said the subscription is gone: forget it, whoever's it is. */
export async function forgetPushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushSuccess(db: Database, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}

/** The members of a home: each hears of the home's achievements on their own channels. */
export async function listHomeMemberIds(db: Database, homeId: string): Promise<string[]> {
  return (await db.select({ userId: homeMembers.userId }).from(homeMembers).where(eq(homeMembers.homeId, homeId))).map((row) => row.userId);
}

export async function listChannels(db: Database, userId: string): Promise<NotificationChannelRow[]> {
  return db.select().from(notificationChannels).where(eq(notificationChannels.userId, userId));
}

export async function findChannel(db: Database, userId: string, kind: ChannelKind): Promise<NotificationChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.userId, userId), eq(notificationChannels.kind, kind)));
  return row;
}

export async function saveChannel(db: Database, values: { userId: string; kind: ChannelKind; url: string; secret: string | null }, at: Date): Promise<NotificationChannelRow> {
  const [row] = await db
    .insert(notificationChannels)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [notificationChannels.userId, notificationChannels.kind],
      set: { url: values.url, secret: values.secret, updatedAt: at },
    })
    .returning();
  return row!;
}

export async function deleteChannel(db: Database, userId: string, kind: ChannelKind): Promise<boolean> {
  const removed = await db
    .delete(notificationChannels)
    .where(and(eq(notificationChannels.userId, userId), eq(notificationChannels.kind, kind)))
    .returning({ id: notificationChannels.id });
  return removed.length > 0;
}

export async function findDeliveryChoices(db: Database, userId: string): Promise<Record<string, string[]> | undefined> {
  const [row] = await db.select({ choices: deliveryChoices.choices }).from(deliveryChoices).where(eq(deliveryChoices.userId, userId));
  return row?.choices;
}

export async function saveDeliveryChoices(db: Database, userId: string, choices: Record<string, string[]>, at: Date): Promise<void> {
  await db
    .insert(deliveryChoices)
    .values({ userId, choices, updatedAt: at })
    .onConflictDoUpdate({ target: deliveryChoices.userId, set: { choices, updatedAt: at } });
}

/**
 * Records one delivery per event and channel, keeping any already recorded (the unique key is what makes
 * it exactly once), and answers the event's deliveries still to be sent: new ones and any an earlier
 * dispatch recorded without sending.
 */
export async function recordDeliveries(db: Database, rows: NewDeliveryRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  await db.insert(deliveries).values(rows).onConflictDoNothing({ target: [deliveries.eventKey, deliveries.channelKey] });
  const eventKeys = [...new Set(rows.map((row) => row.eventKey))];
  const open = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(inArray(deliveries.eventKey, eventKeys), inArray(deliveries.status, ["pending", "sending"])));
  return open.map((row) => row.id);
}

/** Takes a delivery to send: a pending one, or one whose sender's lease ran out. Undefined when another attempt holds it or it is done. */
export async function claimDelivery(db: Database, id: string, now: Date, leaseSeconds: number): Promise<DeliveryRow | undefined> {
  const leaseEnd = new Date(now.getTime() - leaseSeconds * 1000);
  const [row] = await db
    .update(deliveries)
    .set({ status: "sending", claimedAt: now, attempts: sql`${deliveries.attempts} + 1` })
    .where(and(eq(deliveries.id, id), or(eq(deliveries.status, "pending"), and(eq(deliveries.status, "sending"), lt(deliveries.claimedAt, leaseEnd)))))
    .returning();
  return row;
}

export async function settleDelivery(db: Database, id: string, outcome: { status: "pending" | "sent" | "failed" | "gone"; at: Date; error: string | null }): Promise<void> {
  await db.update(deliveries).set({ status: outcome.status, claimedAt: null, settledAt: outcome.at, error: outcome.error }).where(eq(deliveries.id, id));
}

export async function findDelivery(db: Database, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return row;
}

/** The user's delivery log, newest first. */
export async function listDeliveries(db: Database, userId: string, limit: number): Promise<DeliveryRow[]> {
  return db.select().from(deliveries).where(eq(deliveries.userId, userId)).orderBy(desc(deliveries.createdAt), desc(deliveries.id)).limit(limit);
}

/** The latest delivery of each of the user's channels (`channel_key`), the one settings shows beside it. */
export async function latestDeliveryPerChannel(db: Database, userId: string): Promise<Map<string, DeliveryRow>> {
  const rows = await db
    .selectDistinctOn([deliveries.channelKey])
    .from(deliveries)
    .where(eq(deliveries.userId, userId))
    .orderBy(deliveries.channelKey, desc(deliveries.createdAt));
  return new Map(rows.map((row) => [row.channelKey, row]));
}
