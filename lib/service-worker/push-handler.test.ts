import { describe, expect, test, vi } from "vitest";
import { installPushHandlers, notificationOfPush, openAppAt, UNREADABLE_PUSH, type NotificationClickEventLike, type PushEventLike, type PushWorkerScope, type WindowClientLike } from "./push-handler.ts";

const origin = "https://hearthkeep.example";
const data = (payload: unknown): PushEventLike["data"] => ({ json: () => payload });

describe("notificationOfPush", () => {
  test("shows the push's title, text and icon, and keeps its address for the click", () => {
    const { title, options } = notificationOfPush(data({ title: "3 tasks are due", body: "Replace the furnace filter", url: `${origin}/tasks/abc`, icon: "/icon-192.png" }), origin);
    expect(title).toBe("3 tasks are due");
    expect(options).toMatchObject({ body: "Replace the furnace filter", icon: "/icon-192.png", data: { url: `${origin}/tasks/abc` } });
  });

  test.each([
    ["no payload", null],
    ["a payload that is not JSON", { json: () => JSON.parse("not json") as unknown }],
    ["a payload without a title", data({ body: "x", url: "/dashboard", icon: "/i.png" })],
  ])("%s: a notification that says something is waiting, opening the dashboard", (_label, pushData) => {
    const { title, options } = notificationOfPush(pushData, origin);
    expect(title).toBe(UNREADABLE_PUSH.title);
    expect(options.data).toEqual({ url: `${origin}/dashboard` });
  });

  test("an address on another origin opens its path in this app", () => {
    const { options } = notificationOfPush(data({ title: "t", body: "", url: "https://elsewhere.example/tasks/1?x=2", icon: "/icon-192.png" }), origin);
    expect(options.data).toEqual({ url: `${origin}/tasks/1?x=2` });
  });
});

const windowAt = (url: string, navigable = true) => {
  const focus = vi.fn(() => Promise.resolve());
  const navigate = vi.fn(() => (navigable ? Promise.resolve() : Promise.reject(new TypeError("not controlled"))));
  const client: WindowClientLike = { url, focus, navigate };
  return { client, focus, navigate };
};

const clientsWith = (windows: WindowClientLike[]) => ({ matchAll: vi.fn(() => Promise.resolve(windows)), openWindow: vi.fn(() => Promise.resolve(null)) });

describe("openAppAt", () => {
  test("focuses the window already on the address", async () => {
    const there = windowAt(`${origin}/settings`);
    const clients = clientsWith([windowAt(`${origin}/dashboard`).client, there.client]);
    await openAppAt({ clients }, `${origin}/settings`);
    expect(there.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  test("takes an open window of the app there", async () => {
    const open = windowAt(`${origin}/dashboard`);
    const clients = clientsWith([open.client]);
    await openAppAt({ clients }, `${origin}/settings`);
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/settings`);
    expect(open.focus).toHaveBeenCalled();
  });

  test("opens a window when none can go there", async () => {
    const clients = clientsWith([windowAt(`${origin}/dashboard`, false).client]);
    await openAppAt({ clients }, `${origin}/settings`);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/settings`);
  });
});

describe("installPushHandlers", () => {
  test("a push shows its notification, and its click closes it and opens the app at its address", async () => {
    const listeners: Record<string, (event: never) => void> = {};
    const showNotification = vi.fn(() => Promise.resolve());
    const clients = clientsWith([]);
    const scope: PushWorkerScope = {
      location: { origin },
      registration: { showNotification },
      clients,
      addEventListener: (type: string, listener: (event: never) => void) => {
        listeners[type] = listener;
      },
    };
    installPushHandlers(scope);
    const work: Promise<unknown>[] = [];
    const push: PushEventLike = { data: data({ title: "Hearthkeep test", body: "Notifications reach you here.", url: `${origin}/settings`, icon: "/icon-192.png" }), waitUntil: (promise) => work.push(promise) };
    listeners.push?.(push as never);
    await Promise.all(work);
    expect(showNotification).toHaveBeenCalledWith("Hearthkeep test", expect.objectContaining({ body: "Notifications reach you here." }));

    const close = vi.fn();
    const click: NotificationClickEventLike = { notification: { data: { url: `${origin}/settings` }, close }, waitUntil: (promise) => work.push(promise) };
    listeners.notificationclick?.(click as never);
    await Promise.all(work);
    expect(close).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/settings`);
  });
});
