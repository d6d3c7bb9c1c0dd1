import { onlineManager as queryOnlineManager } from "@tanstack/react-query";

type Browser = Pick<Window, "addEventListener"> & { navigator: Pick<Navigator, "onLine"> };

/**
 * TanStack Query believes the browser online until it hears an `offline` event, and acts only on a change.
 * A page opened without a network (the service worker's copy) hears none: its reads failed after their
 * retries as if the server had refused them, and the `online` event that followed was no change to the
 * query layer, so nothing was read again (refetchOnReconnect) and the dashboard kept saying 'Unable to load
 * tasks' with the network back. Told the truth from the start, reads wait for the network, paused, as they
 * do when it goes during a visit (and as the stories of a page opened offline show them), and go as soon as
 * it is back. The offline queue and the dashboard's kept list already go by what the browser says.
 */
export function startQueriesFromBrowserNetwork({ onlineManager = queryOnlineManager, browser = window }: { onlineManager?: Pick<typeof queryOnlineManager, "setOnline">; browser?: Browser } = {}): void {
  if (browser.navigator.onLine) return;
  onlineManager.setOnline(false);
  // The query layer listens only once the app has mounted: a network back before then must not go unheard.
  browser.addEventListener("online", () => onlineManager.setOnline(true), { once: true });
}
