import type { SubscribePushRequest } from "@domain/contract/index.ts";

/**
 * What this browser can do about Web Push (docs/product.md §2.17 "Notifications"):
 * - `available`: a service worker, the Push API and notifications;
 * - `needs-home-screen`: iOS and iPadOS, whose Safari pushes only to the app opened from the Home Screen
 *   (16.4 and later), so the person is shown how to add it instead of a button that cannot work;
 * - `unsupported`: anything else without them.
 */
export type PushSupport = "available" | "needs-home-screen" | "unsupported";

/** The browser's side of Web Push, as the settings and the start of the app use it; tests give a fake. */
export type PushPlatform = {
  support(): PushSupport;
  permission(): NotificationPermission;
  /** Asks the person; call it from a tap or key press, as browsers require. */
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, or null when it has none (never made, or dropped by the browser). */
  currentSubscription(): Promise<SubscribePushRequest | null>;
  /** Subscribes with the server's VAPID public key (base64url), showing every push (`userVisibleOnly`). */
  subscribe(vapidPublicKey: string): Promise<SubscribePushRequest>;
  /** Ends this browser's subscription, if it has one. */
  unsubscribe(): Promise<void>;
};

/** Why subscribing failed, in words a person can act on. */
export class PushSubscribeError extends Error {
  override name = "PushSubscribeError";
}

/** The parts of a window this module reads: the page's own globals by default, a fake in tests. */
export type PushGlobals = {
  readonly navigator: {
    readonly userAgent: string;
    readonly maxTouchPoints: number;
    readonly serviceWorker?: { getRegistration(): Promise<{ readonly pushManager?: PushManagerLike } | undefined> } | undefined;
    /** Safari's own flag: false in a Safari tab, true in an app opened from the Home Screen. */
    readonly standalone?: boolean;
  };
  readonly PushManager?: unknown;
  readonly Notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
};

export type PushSubscriptionLike = { toJSON(): PushSubscriptionJSON; unsubscribe(): Promise<boolean> };
export type PushManagerLike = {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<PushSubscriptionLike>;
};

/** iPhone and iPod, and the iPad, which says it is a Mac but has a touch screen. */
export function isAppleMobile(navigator: PushGlobals["navigator"]): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

export function pushSupportOf(globals: PushGlobals): PushSupport {
  const { navigator } = globals;
  if (isAppleMobile(navigator) && (!globals.PushManager || navigator.standalone === false)) return "needs-home-screen";
  return navigator.serviceWorker && globals.PushManager && globals.Notification ? "available" : "unsupported";
}

/** A VAPID key as `PushManager.subscribe` takes it everywhere: bytes (some browsers refuse the base64url text). */
export function vapidKeyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64Url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function subscriptionRequest(subscription: PushSubscriptionLike): SubscribePushRequest {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushSubscribeError("The browser made a subscription without its keys. Try again.");
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Web Push through this page's own browser (or the globals given). */
export function browserPushPlatform(globals: PushGlobals = globalThis): PushPlatform {
  const pushManager = async (): Promise<PushManagerLike> => {
    const registration = await globals.navigator.serviceWorker?.getRegistration();
    // The worker is registered once the app has loaded (lib/service-worker); without it nothing can be shown.
    if (!registration?.pushManager) throw new PushSubscribeError("The app is not fully set up in this browser yet. Reload the page and try again.");
    return registration.pushManager;
  };
  return {
    support: () => pushSupportOf(globals),
    permission: () => globals.Notification?.permission ?? "denied",
    requestPermission: () => globals.Notification?.requestPermission() ?? Promise.resolve("denied"),
    currentSubscription: async () => {
      if (pushSupportOf(globals) !== "available") return null;
      const registration = await globals.navigator.serviceWorker?.getRegistration();
      const subscription = await registration?.pushManager?.getSubscription();
      return subscription ? subscriptionRequest(subscription) : null;
    },
    subscribe: async (vapidPublicKey) => {
      const manager = await pushManager();
      let subscription: PushSubscriptionLike;
      try {
        subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidPublicKey) });
      } catch (error) {
        const reason = error instanceof Error && error.message ? ` (${error.message})` : "";
        throw new PushSubscribeError(`This browser could not reach its push service${reason}. Check the connection and try again.`);
      }
      return subscriptionRequest(subscription);
    },
    unsubscribe: async () => {
      const registration = await globals.navigator.serviceWorker?.getRegistration();
      await (await registration?.pushManager?.getSubscription())?.unsubscribe();
    },
  };
}
