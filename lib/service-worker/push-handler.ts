import { pushMessageSchema, type PushMessage } from "@domain/contract/delivery-channels.ts";

/**
 * The service worker's part for Web Push (docs/decisions/091-push-in-the-service-worker.md): it shows each
 * push as a notification and, on a click, brings the app to the address the push names. Built on its own
 * into `push-handler.js`, which the generated worker loads with `importScripts` (vite.config.ts).
 *
 * The worker's globals are described here by the little this code uses, so the file compiles with the
 * page's types (the project's TypeScript knows the DOM, not the worker's scope) and tests can hand in fakes.
 */

/** What a click opens when a push names no address of this app. */
export const PUSH_FALLBACK_PATH = "/dashboard";

/**
 * Shown when a push cannot be read: a browser shows something for every push anyway (subscriptions are
 * `userVisibleOnly`), so it says what it can rather than the browser's generic "updated in the background".
 */
export const UNREADABLE_PUSH: PushMessage = {
  title: "Hearthkeep",
  body: "Something new is waiting for you in Hearthkeep.",
  url: PUSH_FALLBACK_PATH,
  icon: "/icon-192.png",
};

export type WindowClientLike = {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};

export type PushWorkerScope = {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEventLike) => void): void;
};

export type PushEventLike = { readonly data: { json(): unknown } | null; waitUntil(work: Promise<unknown>): void };
export type NotificationClickEventLike = {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
};

/**
 * The address a notification opens, on this app's origin. The server writes absolute addresses from its
 * configured URL; one on another origin keeps its path here, so a click never leaves the app.
 */
export function appAddressOf(url: string, origin: string): string {
  try {
    const address = new URL(url, origin);
    return `${origin}${address.pathname}${address.search}${address.hash}`;
  } catch {
    return `${origin}${PUSH_FALLBACK_PATH}`;
  }
}

/** The push's message as the contract says it, or the unreadable one. */
export function messageOfPush(data: PushEventLike["data"]): PushMessage {
  if (!data) return UNREADABLE_PUSH;
  let payload: unknown;
  try {
    payload = data.json();
  } catch {
    return UNREADABLE_PUSH;
  }
  const parsed = pushMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : UNREADABLE_PUSH;
}

/** The notification a push shows: its title, text and icon, and the address a click opens. */
export function notificationOfPush(data: PushEventLike["data"], origin: string): { title: string; options: NotificationOptions } {
  const message = messageOfPush(data);
  return {
    title: message.title,
    options: { body: message.body, icon: message.icon, badge: "/favicon-32x32.png", data: { url: appAddressOf(message.url, origin) } },
  };
}

const urlOfNotification = (data: unknown, origin: string): string => {
  const url = typeof data === "object" && data !== null && "url" in data && typeof data.url === "string" ? data.url : PUSH_FALLBACK_PATH;
  return appAddressOf(url, origin);
};

/**
 * A click: the app's window already on that address comes to the front; else an open window of the app
 * goes there; else a new window opens on it. `navigate` refuses a window this worker does not control
 * yet, which then stays as it is and a new one opens.
 */
export async function openAppAt(scope: Pick<PushWorkerScope, "clients">, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const onIt = windows.find((client) => client.url === url);
  if (onIt) {
    await onIt.focus();
    return;
  }
  for (const client of windows) {
    try {
      await client.navigate(url);
      await client.focus();
      return;
    } catch {
      // Not controlled by this worker: try the next, or open a window.
    }
  }
  await scope.clients.openWindow(url);
}

/** Listens for pushes and for clicks on their notifications. */
export function installPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener("push", (event) => {
    const { title, options } = notificationOfPush(event.data, scope.location.origin);
    event.waitUntil(scope.registration.showNotification(title, options));
  });
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(openAppAt(scope, urlOfNotification(event.notification.data, scope.location.origin)));
  });
}
