import * as React from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { HomeSummary } from "@domain/contract/homes.ts";
import { appStore, useCurrentHomeId } from "@lib/app-state/index.ts";
import { forgetStoredDashboards } from "./dashboard-cache-store.ts";
import { ACCOUNT_QUERY_ROOTS } from "./home-keys.ts";
import { useHomes } from "./get-homes.ts";

/** The address of the screen that creates another home, with its own onboarding (docs/product.md §6.5). */
export const NEW_HOME_ADDRESS = "/homes/new";

/** Where that screen goes once the home is created: the onboarding of the new home, now the one shown. */
export const NEW_HOME_SETUP_ADDRESS = `${NEW_HOME_ADDRESS}/setup`;

/*
 * How many times this tab has switched home: the signed-in frame keys its page by it (useHomeSwitches), so a
 * switch mounts the page afresh, its queries made anew for the new home, and none keeps the previous one's.
 */
let switches = 0;
const switchListeners = new Set<() => void>();
const subscribeToSwitches = (listener: () => void) => {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
};

/** Changes each time this tab shows another home; a page keyed by it starts afresh. */
export function useHomeSwitches(): number {
  return React.useSyncExternalStore(subscribeToSwitches, () => switches, () => switches);
}

/**
 * Shows another home on this device (docs/product.md §6.5). In one moment the store's choice changes, every
 * query of home data leaves the cache, and the page is mounted afresh (useHomeSwitches): no screen draws the
 * previous home's data, not even for a frame; each shows its loading state and asks again, for the new home.
 * The dashboard's list kept in the browser (§9.4) is the previous home's, and goes.
 */
export function switchHome(queryClient: QueryClient, homeId: string): void {
  if (appStore.getState().currentHomeId === homeId) return;
  appStore.getState().setCurrentHomeId(homeId);
  forgetStoredDashboards();
  queryClient.removeQueries({ predicate: (query) => !ACCOUNT_QUERY_ROOTS.has(String(query.queryKey[0])) });
  switches += 1;
  for (const listener of [...switchListeners]) listener();
}

export function useSwitchHome(): (homeId: string) => void {
  const queryClient = useQueryClient();
  return React.useCallback((homeId: string) => switchHome(queryClient, homeId), [queryClient]);
}

/** The home this device shows among `homes`: the one chosen, else the first (the account's oldest). */
export function currentHomeOf(homes: readonly HomeSummary[], chosenId: string | null): HomeSummary | undefined {
  return homes.find((home) => home.id === chosenId) ?? homes[0];
}

export type CurrentHome = {
  /** The person's homes, undefined until known (and in local mode, which has one). */
  readonly homes: readonly HomeSummary[] | undefined;
  /** The home shown, once the list is known. */
  readonly current: HomeSummary | undefined;
};

/**
 * The home this device shows, resolved against the person's homes once they are known. A choice that is
 * not among them (the person left it, it was deleted, another account used this browser) falls back to the
 * first, and its data is dropped as a switch drops it; with no choice yet, the first is stored, which is the
 * home the server took for the requests that named none.
 */
export function useCurrentHome(): CurrentHome {
  const homes = useHomes().data;
  const chosenId = useCurrentHomeId();
  const queryClient = useQueryClient();
  const current = homes ? currentHomeOf(homes, chosenId) : undefined;
  React.useEffect(() => {
    if (!current || current.id === chosenId) return;
    if (chosenId === null) appStore.getState().setCurrentHomeId(current.id);
    else switchHome(queryClient, current.id);
  }, [current, chosenId, queryClient]);
  return { homes, current };
}
