import { onlineManager, QueryClient, QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ApiError, NETWORK_ERROR_CODE, shouldRetryQuery } from "@lib/http/index.ts";
import { startQueriesFromBrowserNetwork } from "./query-network.ts";

let client: QueryClient | undefined;
afterEach(() => {
  client?.unmount();
  client?.clear();
  client = undefined;
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** A browser whose network can be cut and brought back, as it tells the page: `navigator.onLine`, then the event. */
function network(up: boolean) {
  const state = { up };
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => state.up);
  return {
    get up() {
      return state.up;
    },
    comeBack() {
      state.up = true;
      window.dispatchEvent(new Event("online"));
    },
  };
}

/** The dashboard's list as the app reads it: once even offline, retried as the app retries (at once here). */
function dashboardQuery(net: { up: boolean }) {
  client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery, retryDelay: 0 } } });
  client.mount();
  const observer = new QueryObserver(client, {
    queryKey: ["tasks", "dashboard"],
    queryFn: () => (net.up ? Promise.resolve(["Replace the HVAC air filter"]) : Promise.reject(new ApiError({ code: NETWORK_ERROR_CODE, message: "Unable to reach the server." }))),
    networkMode: "offlineFirst",
  });
  let latest: QueryObserverResult<string[]> | undefined;
  const unsubscribe = observer.subscribe((result) => (latest = result));
  return { latest: () => latest, unsubscribe };
}

describe("a page opened without a network (docs/product.md §4.13)", () => {
  test("its reads wait for the network instead of failing, and are read as soon as it is back", async () => {
    const net = network(false);
    startQueriesFromBrowserNetwork();
    const query = dashboardQuery(net);

    // Tried once (offlineFirst), then held: no error to show while the network is away.
    await vi.waitFor(() => expect(query.latest()?.status === "error" || query.latest()?.fetchStatus === "paused").toBe(true));
    expect(query.latest()).toMatchObject({ status: "pending", fetchStatus: "paused" });

    net.comeBack();
    await vi.waitFor(() => expect(query.latest()).toMatchObject({ status: "success", data: ["Replace the HVAC air filter"] }));
    query.unsubscribe();
  });

  test("a page opened online is left as TanStack Query has it", () => {
    network(true);
    const setOnline = vi.spyOn(onlineManager, "setOnline");
    startQueriesFromBrowserNetwork();
    expect(setOnline).not.toHaveBeenCalled();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
