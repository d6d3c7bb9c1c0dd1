import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeMember } from "@domain/contract/index.ts";
import { useCurrentHomeId } from "@lib/app-state/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth, usePageContentShown } from "@lib/session/index.ts";

/** The query keys of a home's people. */
export const homeMemberKeys = {
  all: ["home-members"] as const,
  ofHome: (homeId: string) => [...homeMemberKeys.all, homeId] as const,
};

/** `GET /api/homes/{homeId}/members`: owners first, then by when they joined. */
export async function getHomeMembers(client: ApiClient, homeId: string): Promise<HomeMember[]> {
  const { members } = await callRoute(client, "listHomeMembers", { params: { homeId } });
  return members;
}

export const homeMembersQueryOptions = (client: ApiClient, homeId: string) =>
  queryOptions({ queryKey: homeMemberKeys.ofHome(homeId), queryFn: () => getHomeMembers(client, homeId) });

const nobody: readonly HomeMember[] = [];

/**
 * The people of the home this device shows, for the task screens' "who does it" (docs/product.md §6.5): the
 * assignment menus, the "Mine / Everyone's" filter, "completed by". Empty until the home is known, while it
 * loads, when it fails, and for a home kept in the browser (one person): the screens then show none of it.
 * Only the task screens use it, hence here rather than in lib/.
 */
export function useHomeMembers(): readonly HomeMember[] {
  const { client, isLocalSession } = useAuth();
  const homeId = useCurrentHomeId();
  // Who shares the home only completes the page: it waits until the page's own content has painted.
  const contentShown = usePageContentShown();
  const members = useQuery({
    ...homeMembersQueryOptions(client, homeId ?? ""),
    enabled: homeId !== null && !isLocalSession && contentShown,
  });
  return members.data ?? nobody;
}
