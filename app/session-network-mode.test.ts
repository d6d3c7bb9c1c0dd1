import { afterEach, describe, expect, test } from "vitest";
import { MutationObserver, onlineManager, QueryClient, QueryObserver, type QueryObserverResult } from "@tanstack/react-query";
import { applyNetworkModeOfSession } from "./session-network-mode.ts";

/** The first result of a read that has settled or paused: what a page opened without a network shows. */
function firstSettled(queryClient: QueryClient): Promise<QueryObserverResult<string>> {
  const observer = new QueryObserver(queryClient, { queryKey: ["progress", "stats"], queryFn: () => Promise.resolve("kept in the browser") });
  return new Promise((resolve) => {
    const settled = (result: QueryObserverResult<string>) => {
      if (result.fetchStatus === "fetching") return false;
      unsubscribe();
      resolve(result);
      return true;
    };
    const unsubscribe = observer.subscribe(settled);
    // A read that pauses at once has nothing more to tell its listener: its first result is the answer.
    settled(observer.getCurrentResult());
  });
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe("reads and writes without a network (docs/product.md §4.16, §2.15 'Offline')", () => {
  test("in a local session they run: everything they read and change is in the browser", async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    applyNetworkModeOfSession(queryClient, true);

    const read = await firstSettled(queryClient);
    expect(read).toMatchObject({ status: "success", fetchStatus: "idle", data: "kept in the browser" });
    const write = new MutationObserver(queryClient, { mutationFn: () => Promise.resolve("added") });
    await expect(write.mutate()).resolves.toBe("added");
    // The client's other defaults stay as the app set them.
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
  });

  test("in a server session they wait, paused, for the network; back to that when a local session gives way", async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    applyNetworkModeOfSession(queryClient, true);
    applyNetworkModeOfSession(queryClient, false);

    const read = await firstSettled(queryClient);
    expect(read).toMatchObject({ status: "pending", fetchStatus: "paused" });
  });
});
