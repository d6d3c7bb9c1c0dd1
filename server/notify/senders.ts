import { createHmac } from "node:crypto";
import webPush from "web-push";
import type { PushMessage } from "@domain/contract/delivery-channels.ts";
import { checkOutboundUrl, OutboundFailure, RefusedUrlError, sendOutbound, type OutboundAnswer, type OutboundPolicy } from "./outbound.ts";

/** What a delivery says, on every channel: a title, a line or a few, and the app's address to open. */
export type NotificationMessage = { title: string; body: string; url: string };

/** The event a webhook receives, as JSON. */
export type WebhookEvent = { id: string; event: string; occurredAt: string; title: string; body: string; url: string };

/**
 * One attempt's result. `retry` says whether trying again later may help (no answer, a 5xx, a 429);
 * `gone` is a push service saying the browser's subscription no longer exists (404, 410).
 */
export type AttemptResult = { kind: "sent" } | { kind: "gone"; error: string } | { kind: "failed"; error: string; retry: boolean };

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The app's icon, beside its manifest (public/icon-192.png), shown with every push notification. */
const pushIcon = "/icon-192.png";

/** Push answers live this long at the push service while the browser is offline. */
const pushTimeToLiveSeconds = 24 * 60 * 60;

/** The header names of a signed webhook request. */
export const webhookHeaders = { signature: "hearthkeep-signature", timestamp: "hearthkeep-timestamp", delivery: "hearthkeep-delivery" } as const;

/**
 * The signature of a webhook request: HMAC-SHA256, keyed with the channel's secret, of
 * `<timestamp>.<body>`, in hex and prefixed `v1=`. The timestamp (Unix seconds, also in its own header)
 * is signed with the body, so a receiver that refuses old timestamps refuses a replayed request.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

async function attempt(url: string, policy: OutboundPolicy, request: { headers: Record<string, string>; body: Buffer | string }): Promise<OutboundAnswer | AttemptResult> {
  try {
    const target = await checkOutboundUrl(url, policy);
    return await sendOutbound(target, { method: "POST", ...request }, policy.timeoutMs);
  } catch (error) {
    if (error instanceof RefusedUrlError) return { kind: "failed", error: error.message, retry: false };
    if (error instanceof OutboundFailure) return { kind: "failed", error: error.message, retry: true };
    throw error;
  }
}

const isAnswer = (value: OutboundAnswer | AttemptResult): value is OutboundAnswer => "status" in value;

function judge(answer: OutboundAnswer, receiver: string): AttemptResult {
  if (answer.status >= 200 && answer.status < 300) return { kind: "sent" };
  const said = answer.body.trim().slice(0, 200);
  const error = `${receiver} answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ""}${said ? `: ${said}` : ""}`;
  return { kind: "failed", error, retry: answer.status >= 500 || answer.status === 429 || answer.status === 408 };
}

/** One Web Push message, encrypted for the browser (aes128gcm) and signed with the installation's VAPID key. */
export async function sendPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: NotificationMessage,
  vapid: VapidDetails,
  policy: OutboundPolicy,
): Promise<AttemptResult> {
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify({ title: message.title, body: message.body, url: message.url, icon: pushIcon } satisfies PushMessage),
    { vapidDetails: vapid, TTL: pushTimeToLiveSeconds, contentEncoding: "aes128gcm" },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  const answer = await attempt(details.endpoint, policy, { headers, body: details.body });
  if (!isAnswer(answer)) return answer;
  if (answer.status === 404 || answer.status === 410) return { kind: "gone", error: `the push service answered ${answer.status}: the browser's subscription has ended` };
  return judge(answer, "the push service");
}

/** RFC 2047 for a header that is not plain ASCII; ntfy decodes it. */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString("base64")}?=`;
}

/** One ntfy message: published to the topic's URL with its title, the link it opens and the token when there is one. */
export async function sendNtfy(channel: { url: string; token: string | null }, message: NotificationMessage, policy: OutboundPolicy): Promise<AttemptResult> {
  const headers: Record<string, string> = { "content-type": "text/plain; charset=utf-8", title: headerText(message.title), click: message.url, tags: "house" };
  if (channel.token) headers.authorization = `Bearer ${channel.token}`;
  const answer = await attempt(channel.url, policy, { headers, body: message.body });
  return isAnswer(answer) ? judge(answer, "the ntfy server") : answer;
}

/** One webhook request: the event as JSON, signed with the channel's secret and stamped with the time. */
export async function sendWebhook(channel: { url: string; secret: string }, event: WebhookEvent, at: Date, policy: OutboundPolicy): Promise<AttemptResult> {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const headers = {
    "content-type": "application/json",
    [webhookHeaders.timestamp]: timestamp,
    [webhookHeaders.signature]: webhookSignature(channel.secret, timestamp, body),
    [webhookHeaders.delivery]: event.id,
  };
  const answer = await attempt(channel.url, policy, { headers, body });
  return isAnswer(answer) ? judge(answer, "the webhook") : answer;
}
