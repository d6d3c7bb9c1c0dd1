import { z } from "zod";
import { textSchema } from "./text.ts";
import type { ApiRoute } from "./routes.ts";

/**
 * Where reminders, the weekly summary's arrival, achievements and household activity go besides e-mail and
 * the notification center (docs/decisions/081-notification-channels.md, 097-household-activity-on-channels.md):
 * this browser's Web Push, an ntfy topic, a webhook.
 */

export const DELIVERY_CHANNELS = ["push", "ntfy", "webhook"] as const;
export const deliveryChannelSchema = z.enum(DELIVERY_CHANNELS);
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;

/** The kinds of event a person chooses channels for. */
export const DELIVERY_EVENT_KINDS = ["reminder", "weekly-summary", "achievement", "household"] as const;
export const deliveryEventKindSchema = z.enum(DELIVERY_EVENT_KINDS);
export type DeliveryEventKind = z.infer<typeof deliveryEventKindSchema>;

export const deliveryStatusSchema = z.enum(["pending", "sending", "sent", "failed", "gone"]);

/** One line of the delivery log: which channel, which event, when, the result and the error in words. */
export const deliverySchema = z.object({
  id: z.string().min(1),
  channel: deliveryChannelSchema,
  /** The device of a push delivery, while it is still subscribed. */
  deviceLabel: z.string().nullable(),
  eventKind: z.enum([...DELIVERY_EVENT_KINDS, "test"]),
  title: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const pushDeviceSchema = z.object({
  id: z.string().min(1),
  /** "Firefox on Android". */
  deviceLabel: z.string(),
  createdAt: z.iso.datetime(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastDelivery: deliverySchema.nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const ntfyChannelSchema = z.object({ url: z.string(), hasToken: z.boolean(), lastDelivery: deliverySchema.nullable() });
export const webhookChannelSchema = z.object({ url: z.string(), lastDelivery: deliverySchema.nullable() });

/**
 * For each kind of event, the channels it goes to (e-mail keeps its own preferences). Household activity
 * came later: choices saved before it, and a client that does not name it, leave it on no channel.
 */
export const deliveryChoicesSchema = z.object({
  reminder: z.array(deliveryChannelSchema).max(3),
  "weekly-summary": z.array(deliveryChannelSchema).max(3),
  achievement: z.array(deliveryChannelSchema).max(3),
  household: z.array(deliveryChannelSchema).max(3).default([]),
});
export type DeliveryChoices = z.infer<typeof deliveryChoicesSchema>;

/** `GET /api/delivery-channels`: the devices, the ntfy topic and webhook (null when not set) and the choices. */
export const deliveryChannelsResponseSchema = z.object({
  devices: z.array(pushDeviceSchema),
  ntfy: ntfyChannelSchema.nullable(),
  webhook: webhookChannelSchema.nullable(),
  choices: deliveryChoicesSchema,
});
export type DeliveryChannelsResponse = z.infer<typeof deliveryChannelsResponseSchema>;

/**
 * What a Web Push message carries, encrypted, to the service worker (lib/service-worker/push-handler.ts):
 * the notification's title, its text, the icon and the app's address its click opens.
 */
export const pushMessageSchema = z.object({
  title: z.string().min(1),
  body: z.string(),
  url: z.string().min(1),
  icon: z.string().min(1),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string().min(1) });

const base64Url = (min: number, max: number) => textSchema().regex(/^[A-Za-z0-9_-]+={0,2}$/, "Must be base64url").min(min).max(max);
const notificationUrl = () => textSchema().trim().max(2000).pipe(z.url({ protocol: /^https?$/, error: "Enter an address that starts with https://" }));

/** `POST /api/delivery-channels/push`: the browser's `PushSubscription.toJSON()`. */
export const subscribePushRequestSchema = z.object({
  endpoint: notificationUrl(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64Url(80, 100), auth: base64Url(16, 32) }),
});
export type SubscribePushRequest = z.input<typeof subscribePushRequestSchema>;
export const pushDeviceResponseSchema = z.object({ data: pushDeviceSchema });

export const pushDeviceParamsSchema = z.object({ id: z.uuid() });
export const channelKindParamsSchema = z.object({ kind: z.enum(["ntfy", "webhook"]) });

/** `PUT /api/delivery-channels/channel/ntfy`: the topic's full URL (any ntfy server) and, for a protected topic, its access token. */
export const setNtfyRequestSchema = z.object({ url: notificationUrl(), token: textSchema().trim().min(1).max(200).nullable().optional() });
export type SetNtfyRequest = z.input<typeof setNtfyRequestSchema>;
export const ntfyChannelResponseSchema = z.object({ data: ntfyChannelSchema });

/** `PUT /api/delivery-channels/channel/webhook`: every save makes a new signing secret, answered this once. */
export const setWebhookRequestSchema = z.object({ url: notificationUrl() });
export type SetWebhookRequest = z.input<typeof setWebhookRequestSchema>;
export const webhookChannelResponseSchema = z.object({ data: webhookChannelSchema, secret: z.string().min(32) });

export const deliveryChoicesResponseSchema = z.object({ data: deliveryChoicesSchema });

/** `POST …/test`: the test's delivery as it ended, sent or failed with the error in words. */
export const deliveryResponseSchema = z.object({ data: deliverySchema });

export const deliveriesResponseSchema = z.object({ data: z.array(deliverySchema) });

const tag = "delivery-channels";
export const deliveryChannelRoutes = [
  { method: "get", path: "/api/delivery-channels", operationId: "listDeliveryChannels", summary: "Push devices, ntfy topic, webhook and the channels of each kind of event", tag, auth: true, successStatus: 200, response: deliveryChannelsResponseSchema },
  { method: "get", path: "/api/delivery-channels/vapid-public-key", operationId: "getVapidPublicKey", summary: "The server's VAPID public key, for PushManager.subscribe", tag, auth: true, successStatus: 200, response: vapidPublicKeyResponseSchema },
  { method: "post", path: "/api/delivery-channels/push", operationId: "subscribePush", summary: "Notify this device: save its push subscription", tag, auth: true, body: subscribePushRequestSchema, successStatus: 201, response: pushDeviceResponseSchema },
  { method: "delete", path: "/api/delivery-channels/push/{id}", operationId: "unsubscribePush", summary: "Stop notifying a device", tag, auth: true, params: pushDeviceParamsSchema, successStatus: 204 },
  { method: "post", path: "/api/delivery-channels/push/{id}/test", operationId: "testPush", summary: "Send a test push to a device and answer how it went", tag, auth: true, params: pushDeviceParamsSchema, successStatus: 200, response: deliveryResponseSchema },
  { method: "put", path: "/api/delivery-channels/channel/ntfy", operationId: "setNtfyChannel", summary: "Set the ntfy topic (URL and optional access token)", tag, auth: true, body: setNtfyRequestSchema, successStatus: 200, response: ntfyChannelResponseSchema },
  { method: "put", path: "/api/delivery-channels/channel/webhook", operationId: "setWebhookChannel", summary: "Set the webhook URL; answers its new signing secret, once", tag, auth: true, body: setWebhookRequestSchema, successStatus: 200, response: webhookChannelResponseSchema },
  { method: "put", path: "/api/delivery-channels/choices", operationId: "setDeliveryChoices", summary: "Which channels each kind of event goes to", tag, auth: true, body: deliveryChoicesSchema, successStatus: 200, response: deliveryChoicesResponseSchema },
  { method: "delete", path: "/api/delivery-channels/channel/{kind}", operationId: "removeDeliveryChannel", summary: "Remove the ntfy topic or the webhook", tag, auth: true, params: channelKindParamsSchema, successStatus: 204 },
  { method: "post", path: "/api/delivery-channels/channel/{kind}/test", operationId: "testDeliveryChannel", summary: "Send a test to the ntfy topic or webhook and answer how it went", tag, auth: true, params: channelKindParamsSchema, successStatus: 200, response: deliveryResponseSchema },
  { method: "get", path: "/api/delivery-channels/deliveries", operationId: "listDeliveries", summary: "The delivery log, newest first (the last 100)", tag, auth: true, successStatus: 200, response: deliveriesResponseSchema },
] as const satisfies readonly ApiRoute[];
