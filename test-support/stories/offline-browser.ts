import type { Decorator } from "@storybook/react-vite";
import { onlineManager } from "@tanstack/react-query";

/** The browser loses its network: it says so in `navigator.onLine`, then fires `offline`. */
export function goOffline(): void {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  window.dispatchEvent(new Event("offline"));
}

/**
 * A story's `beforeEach`: the browser has its network again once the story ends. No `online` event: the
 * story's paused queries would resume as it is taken down and ask the next story's mock API; the next
 * story starts online anyway (.storybook/preview.tsx).
 */
export const onlineAgainAfterwards = () => () => {
  Reflect.deleteProperty(navigator, "onLine");
};

/** A story's `beforeEach`: the browser says it is offline from the start, and has the network again once the story ends. */
export function startsOffline(): () => void {
  goOffline();
  return onlineAgainAfterwards();
}

/**
 * For a page opened with no network at all, whose reads wait, paused, from the first: the query layer is
 * told as the story renders, after the preview's loader has put every story online (.storybook/preview.tsx).
 */
export const openedOffline: { beforeEach: () => () => void; decorators: Decorator[] } = {
  beforeEach: startsOffline,
  decorators: [
    (Story) => {
      onlineManager.setOnline(false);
      return Story();
    },
  ],
};
