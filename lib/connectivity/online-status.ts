import * as React from "react";

/** Where the online status is read and its changes heard: the window in the app, a stand-in in tests. */
export type OnlineStatusSource = Pick<EventTarget, "addEventListener" | "removeEventListener"> & {
  readonly navigator: { readonly onLine: boolean };
};

export type OnlineStatusStore = {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => boolean;
};

/**
 * The browser's own idea of being online (`navigator.onLine`), as a store React can read. It is false only
 * when the device has no network at all; a server that cannot be reached still counts as online, which is
 * the offline queue's business (docs/product.md §4.13), not this indicator's.
 */
export function createOnlineStatusStore(source: OnlineStatusSource): OnlineStatusStore {
  return {
    subscribe(onChange) {
      source.addEventListener("online", onChange);
      source.addEventListener("offline", onChange);
      return () => {
        source.removeEventListener("online", onChange);
        source.removeEventListener("offline", onChange);
      };
    },
    getSnapshot: () => source.navigator.onLine,
  };
}

let browserStore: OnlineStatusStore | undefined;
const windowStore = () => (browserStore ??= createOnlineStatusStore(window));

const subscribe = (onChange: () => void) => windowStore().subscribe(onChange);
const getSnapshot = () => windowStore().getSnapshot();
// A page rendered ahead of time (the landing page's build) is assumed online.
const getServerSnapshot = () => true;

/** True while the browser has a network; the component re-renders when that changes. */
export function useOnlineStatus(): boolean {
  return React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
