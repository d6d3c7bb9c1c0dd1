import { randomBytes, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import webPush from "web-push";
import {
  DELIVERY_CHANNELS,
  DELIVERY_EVENT_KINDS,
  deliveryChoicesSchema,
  type Delivery,
  type DeliveryChannel,
  type DeliveryChannelsResponse,
  type DeliveryChoices,
  type DeliveryEventKind,
  type PushDevice,
} from "@domain/contract/delivery-channels.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import {
  claimDelivery,
  deleteChannel,
  deletePushSubscription,
  findChannel,
  findDelivery,
  findDeliveryChoices,
  findPushSubscription,
  findStoredVapidKeys,
  forgetPushSubscription,
  latestDeliveryPerChannel,
  listChannels,
  listHomeMemberIds,
  listDeliveries,
  listPushSubscriptions,
  markPushSuccess,
  recordDeliveries,
  saveChannel,
  saveDeliveryChoices,
  savePushSubscription,
  settleDelivery,
  vapidKeysOrStore,
  type DeliveryRow,
  type NewDeliveryRow,
} from "../db/repositories/delivery-channels-repository.ts";
import { AppError } from "../http/app-error.ts";
import { deviceLabel } from "../notify/device-label.ts";
import { checkOutboundUrl, RefusedUrlError, type OutboundPolicy } from "../notify/outbound.ts";
import { sendNtfy, sendPush, sendWebhook, type AttemptResult, type NotificationMessage, type VapidDetails } from "../notify/senders.ts";
import type { Clock } from "./clock.ts";
import { achievementNotificationContent, type AchievementId } from "@domain/progress/achievements.ts";

export type DeliveryChannelServiceDependencies = {
  db: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, "appUrl" | "vapidKeys" | "vapidSubject" | "allowPrivateNotificationUrls" | "notificationTimeoutMs" | "jobsSendTimeoutSeconds">;
};

/** An event some people are to hear of on their channels: the daily reminder, the summary's arrival, an achievement, household activity. */
export type DeliveryEvent = {
  userId: string;
  kind: DeliveryEventKind;
  /** Names the event once for every channel: a retried dispatch finds the same key and sends nothing new. */
  key: string;
  message: NotificationMessage;
};

/** What one delivery attempt did. */
export type DeliverOutcome =
  | { kind: "sent" | "gone" | "failed"; delivery: DeliveryRow }
  | { kind: "already-done"; status: DeliveryRow["status"] }
  | { kind: "busy" };

/** Thrown to the job queue so it tries a delivery again later, with backoff. */
export class DeliveryRetryError extends Error {}

/**
 * A person who has not chosen hears of reminders, the summary and achievements on every channel they set up;
 * household activity, which can come many times a day, only where they ask for it (decision 097).
 */
const unchosen: DeliveryChoices = {
  ...(Object.fromEntries(DELIVERY_EVENT_KINDS.map((kind) => [kind, [...DELIVERY_CHANNELS]])) as DeliveryChoices),
  household: [],
};

export type DeliveryChannelService = ReturnType<typeof createDeliveryChannelService>;

/**
 * Push, ntfy and webhook deliveries (docs/decisions/081-notification-channels.md). `fanOut` records one
 * delivery per event and chosen channel (exactly once by its unique key) and answers those to send;
 * `deliver` sends one, once, whatever the number of workers, retries and restarts, and logs the result.
 */
export function createDeliveryChannelService({ db, clock, logger, config }: DeliveryChannelServiceDependencies) {
  const policy: OutboundPolicy = { allowPrivateAddresses: config.allowPrivateNotificationUrls, timeoutMs: config.notificationTimeoutMs };
  let vapidKeys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  const vapid = async (): Promise<VapidDetails> => {
    vapidKeys ??= config.vapidKeys
      ? Promise.resolve(config.vapidKeys)
      : (async () => (await findStoredVapidKeys(db)) ?? vapidKeysOrStore(db, webPush.generateVAPIDKeys()))();
    // A failed read is tried again by the next caller, not remembered.
    vapidKeys.catch(() => (vapidKeys = undefined));
    return { subject: config.vapidSubject, ...(await vapidKeys) };
  };

  async function checkedUrl(url: string): Promise<string> {
    try {
      return (await checkOutboundUrl(url, policy)).url.toString();
    } catch (error) {
      if (error instanceof RefusedUrlError) throw AppError.badRequest(error.message, { fields: { url: error.message } });
      throw error;
    }
  }

  async function choicesOf(userId: string, on: Database = db): Promise<DeliveryChoices> {
    // Choices saved before household activity existed parse with it on no channel (the schema's default).
    const stored = deliveryChoicesSchema.safeParse(await findDeliveryChoices(on, userId));
    return stored.success ? stored.data : unchosen;
  }

  function view(row: DeliveryRow, deviceLabels: ReadonlyMap<string, string>): Delivery {
    return {
      id: row.id,
      channel: row.channel,
      deviceLabel: row.subscriptionId ? (deviceLabels.get(row.subscriptionId) ?? null) : null,
      eventKind: row.eventKind,
      title: row.payload.title,
      status: row.status,
      attempts: row.attempts,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  async function labelsOf(userId: string): Promise<Map<string, string>> {
    return new Map((await listPushSubscriptions(db, userId)).map((row) => [row.id, row.deviceLabel]));
  }

  async function deliverNow(row: DeliveryRow, lastAttempt: boolean): Promise<DeliverOutcome> {
    const now = () => clock.now();
    let result: AttemptResult;
    let subscriptionId: string | null = null;
    if (row.channel === "push") {
      const subscription = row.subscriptionId ? await findPushSubscription(db, row.subscriptionId) : undefined;
      if (!subscription) result = { kind: "failed", error: "the device was removed before sending", retry: false };
      else {
        subscriptionId = subscription.id;
        result = await sendPush(subscription, row.payload, await vapid(), policy);
      }
    } else {
      const channel = await findChannel(db, row.userId, row.channel);
      if (!channel) result = { kind: "failed", error: `the ${row.channel} channel was removed before sending`, retry: false };
      else if (row.channel === "ntfy") result = await sendNtfy({ url: channel.url, token: channel.secret }, row.payload, policy);
      else {
        result = await sendWebhook(
          { url: channel.url, secret: channel.secret ?? "" },
          { id: row.id, event: row.eventKind, occurredAt: row.createdAt.toISOString(), ...row.payload },
          now(),
          policy,
        );
      }
    }
    if (result.kind === "sent") {
      await settleDelivery(db, row.id, { status: "sent", at: now(), error: null });
      if (subscriptionId) await markPushSuccess(db, subscriptionId, now());
      return { kind: "sent", delivery: (await findDelivery(db, row.id))! };
    }
    if (result.kind === "gone") {
      await settleDelivery(db, row.id, { status: "gone", at: now(), error: result.error });
      if (subscriptionId) await forgetPushSubscription(db, subscriptionId);
      logger.info({ deliveryId: row.id }, "push subscription gone: removed");
      return { kind: "gone", delivery: (await findDelivery(db, row.id))! };
    }
    const final = lastAttempt || !result.retry;
    await settleDelivery(db, row.id, { status: final ? "failed" : "pending", at: now(), error: result.error });
    if (!final) throw new DeliveryRetryError(result.error);
    return { kind: "failed", delivery: (await findDelivery(db, row.id))! };
  }

  async function test(userId: string, target: { channel: DeliveryChannel; channelKey: string; subscriptionId: string | null }): Promise<Delivery> {
    const [id] = await recordDeliveries(db, [
      {
        userId,
        ...target,
        eventKind: "test",
        eventKey: `test:${randomUUID()}`,
        payload: { title: "Hearthkeep test", body: "Notifications reach you here.", url: `${config.appUrl}/settings` },
      },
    ]);
    const claimed = id ? await claimDelivery(db, id, clock.now(), config.jobsSendTimeoutSeconds) : undefined;
    if (!claimed) throw new Error("A test delivery just recorded could not be claimed");
    // One try, answered as it ends: the person is waiting for it.
    const outcome = await deliverNow(claimed, true);
    const row = "delivery" in outcome ? outcome.delivery : (await findDelivery(db, claimed.id))!;
    return view(row, await labelsOf(userId));
  }

  return {
    async vapidPublicKey(): Promise<string> {
      return (await vapid()).publicKey;
    },

    async overview(userId: string): Promise<DeliveryChannelsResponse> {
      const [subscriptions, channels, latest, choices] = await Promise.all([
        listPushSubscriptions(db, userId),
        listChannels(db, userId),
        latestDeliveryPerChannel(db, userId),
        choicesOf(userId),
      ]);
      const labels = new Map(subscriptions.map((row) => [row.id, row.deviceLabel]));
      const last = (key: string) => {
        const row = latest.get(key);
        return row ? view(row, labels) : null;
      };
      const ntfy = channels.find((channel) => channel.kind === "ntfy");
      const webhook = channels.find((channel) => channel.kind === "webhook");
      return {
        devices: subscriptions.map((row) => deviceView(row, last(`push:${row.id}`))),
        ntfy: ntfy ? { url: ntfy.url, hasToken: ntfy.secret !== null, lastDelivery: last("ntfy") } : null,
        webhook: webhook ? { url: webhook.url, lastDelivery: last("webhook") } : null,
        choices,
      };
    },

    async subscribe(userId: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, userAgent: string | undefined): Promise<PushDevice> {
      const endpoint = await checkedUrl(subscription.endpoint);
      const row = await savePushSubscription(db, { userId, endpoint, ...subscription.keys, deviceLabel: deviceLabel(userAgent) });
      return deviceView(row, null);
    },

    async unsubscribe(userId: string, id: string): Promise<void> {
      if (!(await deletePushSubscription(db, userId, id))) throw AppError.notFound("No such device");
    },

    async setNtfy(userId: string, { url, token }: { url: string; token?: string | null | undefined }) {
      const row = await saveChannel(db, { userId, kind: "ntfy", url: await checkedUrl(url), secret: token ?? null }, clock.now());
      return { url: row.url, hasToken: row.secret !== null, lastDelivery: null };
    },

    /** Saves the webhook with a new signing secret and answers that secret, the one time it is shown. */
    async setWebhook(userId: string, { url }: { url: string }) {
      const secret = `whsec_${randomBytes(32).toString("base64url")}`;
      const row = await saveChannel(db, { userId, kind: "webhook", url: await checkedUrl(url), secret }, clock.now());
      return { data: { url: row.url, lastDelivery: null }, secret };
    },

    async removeChannel(userId: string, kind: "ntfy" | "webhook"): Promise<void> {
      if (!(await deleteChannel(db, userId, kind))) throw AppError.notFound(`No ${kind} channel is set`);
    },

    async setChoices(userId: string, choices: DeliveryChoices): Promise<DeliveryChoices> {
      const unique = Object.fromEntries(Object.entries(choices).map(([kind, channels]) => [kind, [...new Set(channels)]])) as DeliveryChoices;
      await saveDeliveryChoices(db, userId, unique, clock.now());
      return unique;
    },

    async testPush(userId: string, id: string): Promise<Delivery> {
      const subscription = await findPushSubscription(db, id);
      if (!subscription || subscription.userId !== userId) throw AppError.notFound("No such device");
      return test(userId, { channel: "push", channelKey: `push:${id}`, subscriptionId: id });
    },

    async testChannel(userId: string, kind: "ntfy" | "webhook"): Promise<Delivery> {
      if (!(await findChannel(db, userId, kind))) throw AppError.notFound(`No ${kind} channel is set`);
      return test(userId, { channel: kind, channelKey: kind, subscriptionId: null });
    },

    async deliveries(userId: string): Promise<Delivery[]> {
      const [rows, labels] = await Promise.all([listDeliveries(db, userId, 100), labelsOf(userId)]);
      return rows.map((row) => view(row, labels));
    },

    /** Whether the person would hear of this kind of event on any channel besides e-mail. */
    async hasChannelsFor(userId: string, kind: DeliveryEventKind): Promise<boolean> {
      const chosen = (await choicesOf(userId))[kind];
      if (chosen.length === 0) return false;
      const [subscriptions, channels] = await Promise.all([chosen.includes("push") ? listPushSubscriptions(db, userId) : [], listChannels(db, userId)]);
      return subscriptions.length > 0 || channels.some((channel) => chosen.includes(channel.kind));
    },

    /** The deliveries of a home's newly unlocked achievements, to every member's chosen channels: the ids to send. */
    async announceAchievements(homeId: string, unlocked: readonly AchievementId[]): Promise<string[]> {
      const members = await listHomeMemberIds(db, homeId);
      return this.fanOut(
        members.flatMap((userId) =>
          unlocked.map((id) => {
            const { title, message } = achievementNotificationContent(id);
            return { userId, kind: "achievement" as const, key: `achievement:${homeId}:${id}:${userId}`, message: { title, body: message, url: `${config.appUrl}/dashboard` } };
          }),
        ),
      );
    },

    /**
     * The deliveries of household activity (docs/product.md §6.5), recorded in the transaction that tells the
     * members' notification centers, one event per notification: the ids to send once it is committed.
     */
    async announceHousehold(on: Database, notified: readonly { id: string; recipientUserId: string; title: string; message: string }[]): Promise<string[]> {
      return this.fanOut(
        notified.map((notification) => ({
          userId: notification.recipientUserId,
          kind: "household" as const,
          key: `household:${notification.id}`,
          message: { title: notification.title, body: notification.message, url: `${config.appUrl}/dashboard` },
        })),
        on,
      );
    },

    /**
     * Records the deliveries of events on each person's chosen channels and answers those still to send;
     * `on` is the caller's transaction when the deliveries must stand or fall with the event.
     */
    async fanOut(events: readonly DeliveryEvent[], on: Database = db): Promise<string[]> {
      const rows: NewDeliveryRow[] = [];
      for (const event of events) {
        const chosen = (await choicesOf(event.userId, on))[event.kind];
        // Recorded at the database's time (created_at's default), which orders the log even where a test fixes the clock.
        const common = { userId: event.userId, eventKind: event.kind, eventKey: event.key, payload: event.message };
        if (chosen.includes("push")) {
          for (const subscription of await listPushSubscriptions(on, event.userId)) {
            rows.push({ ...common, channel: "push", channelKey: `push:${subscription.id}`, subscriptionId: subscription.id });
          }
        }
        for (const channel of await listChannels(on, event.userId)) {
          if (chosen.includes(channel.kind)) rows.push({ ...common, channel: channel.kind, channelKey: channel.kind });
        }
      }
      return recordDeliveries(on, rows);
    },

    /**
     * Sends one delivery once. One another attempt is sending answers "busy" (the queue tries later; once
     * that attempt's lease runs out, it is taken over). A failure worth retrying puts it back to pending and
     * throws, so the queue retries with backoff; the last attempt, or a refusal for good, marks it failed.
     */
    async deliver(id: string, { lastAttempt = false }: { lastAttempt?: boolean } = {}): Promise<DeliverOutcome> {
      const claimed = await claimDelivery(db, id, clock.now(), config.jobsSendTimeoutSeconds);
      if (!claimed) {
        const current = await findDelivery(db, id);
        // A delivery is queued as its event's transaction ends, and a job may come first: tried again later.
        // One still missing on the last try had its event undone, and there is nothing to send.
        if (!current && !lastAttempt) throw new DeliveryRetryError("the delivery is not recorded yet");
        if (!current) return { kind: "already-done", status: "failed" };
        return current.status === "sending" ? { kind: "busy" } : { kind: "already-done", status: current.status };
      }
      try {
        return await deliverNow(claimed, lastAttempt);
      } catch (error) {
        if (error instanceof DeliveryRetryError) throw error;
        // Anything unforeseen (the database, a bug): logged in words and tried again like a failed send.
        const reason = error instanceof Error ? error.message : String(error);
        await settleDelivery(db, id, { status: lastAttempt ? "failed" : "pending", at: clock.now(), error: reason });
        throw error;
      }
    },
  };
}

function deviceView(row: { id: string; deviceLabel: string; createdAt: Date; lastSuccessAt: Date | null }, lastDelivery: Delivery | null): PushDevice {
  return { id: row.id, deviceLabel: row.deviceLabel, createdAt: row.createdAt.toISOString(), lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null, lastDelivery };
}
