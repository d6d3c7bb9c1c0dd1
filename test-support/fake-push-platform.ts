import type { SubscribePushRequest } from "@domain/contract/index.ts";
import { PushSubscribeError, type PushPlatform, type PushSupport } from "@lib/push/index.ts";

/** A subscription of the shape browsers make (P-256 key of 65 bytes, 16-byte auth secret), for a push service that is not there. */
export const fakeSubscription: SubscribePushRequest = {
  endpoint: "https://push.example.net/send/fake-subscription",
  expirationTime: null,
  keys: { p256dh: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U", auth: "tBHItJI5svbpez7KI4CCXg" },
};

/**
 * A browser's push side, scripted: what it supports, what the person answers when asked, and whether its
 * push service answers (`subscribe` that never settles shows the subscribing state).
 */
export function fakePushPlatform({
  support = "available",
  permission = "default",
  answer = "granted",
  subscribe = "ok",
}: {
  support?: PushSupport;
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribe?: "ok" | "fails" | "never";
} = {}): PushPlatform & { readonly calls: string[] } {
  let current: SubscribePushRequest | null = null;
  let granted = permission;
  const calls: string[] = [];
  return {
    calls,
    support: () => support,
    permission: () => granted,
    requestPermission: () => {
      calls.push("requestPermission");
      granted = answer;
      return Promise.resolve(answer);
    },
    currentSubscription: () => Promise.resolve(current),
    subscribe: (key) => {
      calls.push(`subscribe:${key}`);
      if (subscribe === "never") return new Promise(() => undefined);
      if (subscribe === "fails") return Promise.reject(new PushSubscribeError("This browser could not reach its push service. Check the connection and try again."));
      current = fakeSubscription;
      return Promise.resolve(fakeSubscription);
    },
    unsubscribe: () => {
      calls.push("unsubscribe");
      current = null;
      return Promise.resolve();
    },
  };
}
