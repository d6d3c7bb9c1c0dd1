import { describe, expect, test } from "vitest";
import { createOnlineStatusStore, type OnlineStatusSource } from "./online-status.ts";

/** A window stand-in: its own events and a `navigator.onLine` the test sets, as the browser does before firing. */
function fakeWindow(initiallyOnline: boolean) {
  const target = new EventTarget();
  const navigator = { onLine: initiallyOnline };
  const source: OnlineStatusSource = Object.assign(target, { navigator });
  const go = (online: boolean) => {
    navigator.onLine = online;
    target.dispatchEvent(new Event(online ? "online" : "offline"));
  };
  return { source, go };
}

describe("createOnlineStatusStore", () => {
  test("reads navigator.onLine", () => {
    expect(createOnlineStatusStore(fakeWindow(true).source).getSnapshot()).toBe(true);
    expect(createOnlineStatusStore(fakeWindow(false).source).getSnapshot()).toBe(false);
  });

  test("tells its subscribers when the browser goes offline and back online", () => {
    const { source, go } = fakeWindow(true);
    const store = createOnlineStatusStore(source);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    go(false);
    go(true);
    expect(seen).toEqual([false, true]);
  });

  test("stops telling a subscriber that has unsubscribed", () => {
    const { source, go } = fakeWindow(true);
    const store = createOnlineStatusStore(source);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    go(false);
    unsubscribe();
    go(true);
    expect(calls).toBe(1);
  });
});
