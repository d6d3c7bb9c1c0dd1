import type { NetworkMode, QueryClient } from "@tanstack/react-query";

/**
 * When the app's reads and writes may run (TanStack Query's `networkMode`). A server session's wait,
 * paused, until the browser is online ('online', TanStack's own default), and the pages say they wait
 * for the network. A local session's never leave the browser (docs/product.md §4.16,
 * docs/decisions/019-local-mode-behind-the-api-client.md), so they run offline as well ('always'): the
 * Completed page, the notifications and the appliances of a home kept in the browser load without a
 * network, as its dashboard does. A query or mutation that names its own mode keeps it.
 */
export function networkModeOfSession(isLocalSession: boolean): NetworkMode {
  return isLocalSession ? "always" : "online";
}

/** Makes the client's defaults those of the session; changes nothing when they already are. */
export function applyNetworkModeOfSession(queryClient: QueryClient, isLocalSession: boolean): void {
  const mode = networkModeOfSession(isLocalSession);
  const defaults = queryClient.getDefaultOptions();
  if (defaults.queries?.networkMode === mode && defaults.mutations?.networkMode === mode) return;
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, networkMode: mode }, mutations: { ...defaults.mutations, networkMode: mode } });
}
