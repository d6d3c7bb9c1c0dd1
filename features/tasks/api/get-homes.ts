import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeSummary } from "@domain/contract/homes.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { homeKeys } from "./home-keys.ts";

/** `GET /api/homes`: every home the person belongs to, the oldest membership first, with their role. */
export async function getHomes(client: ApiClient): Promise<HomeSummary[]> {
  const { homes } = await callRoute(client, "listHomes", {});
  return homes;
}

export const homesQueryOptions = (client: ApiClient) => queryOptions({ queryKey: homeKeys.list(), queryFn: () => getHomes(client) });

/** The person's homes; local mode keeps one home in the browser and has no list (docs/product.md §6.5). */
export function useHomes() {
  const { client, isLocalSession, status } = useAuth();
  return useQuery({ ...homesQueryOptions(client), enabled: status === "authenticated" && !isLocalSession });
}
