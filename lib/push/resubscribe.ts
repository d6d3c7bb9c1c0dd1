import { callRoute, type ApiClient } from "@lib/http/index.ts";
import type { PushPlatform } from "./push-platform.ts";
import { forgetThisDevice, readThisDevice, saveThisDevice } from "./this-device.ts";

export type ResubscribeOutcome = "not-this-device" | "still-subscribed" | "removed-on-server" | "cannot" | "subscribed-again";

/**
 * Browsers drop a push subscription now and then (cleared site data, a push service's expiry, a changed
 * VAPID key): the device stays listed in settings and nothing arrives. At start, when this browser was
 * subscribed for the account, may still notify, has no subscription any more and the server still lists
 * the device, it subscribes again and the new subscription takes the old one's place (docs/product.md §2.17).
 */
export async function resubscribeIfDropped({
  client,
  userId,
  platform,
  storage = globalThis.localStorage,
}: {
  client: ApiClient;
  userId: string;
  platform: PushPlatform;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
}): Promise<ResubscribeOutcome> {
  const deviceId = readThisDevice(userId, storage);
  if (!deviceId) return "not-this-device";
  if (platform.support() !== "available" || platform.permission() !== "granted") return "cannot";
  if (await platform.currentSubscription()) return "still-subscribed";
  const channels = await callRoute(client, "listDeliveryChannels", {});
  if (!channels.devices.some((device) => device.id === deviceId)) {
    // Removed here or on another device: the person said stop.
    forgetThisDevice(userId, storage);
    return "removed-on-server";
  }
  const { publicKey } = await callRoute(client, "getVapidPublicKey", {});
  const subscription = await platform.subscribe(publicKey);
  const { data: device } = await callRoute(client, "subscribePush", { body: subscription });
  saveThisDevice(userId, device.id, storage);
  await callRoute(client, "unsubscribePush", { params: { id: deviceId } });
  return "subscribed-again";
}
