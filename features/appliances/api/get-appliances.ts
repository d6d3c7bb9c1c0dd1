import { queryOptions, useQuery } from "@tanstack/react-query";
import { type HomeAppliance } from "@domain/contract/index.ts";
import { callRoute, INVALID_ANSWER_MESSAGES, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { applianceKeys } from "@features/tasks/home-setup.ts";

export const INVALID_APPLIANCES_RESPONSE = INVALID_ANSWER_MESSAGES.listAppliances;

/** `GET /api/appliances`: the home's appliances, oldest first, each with its open task count. */
export async function getAppliances(client: ApiClient): Promise<HomeAppliance[]> {
  const { data } = await callRoute(client, "listAppliances", {});
  return data;
}

export const appliancesQueryOptions = (client: ApiClient) => queryOptions({ queryKey: applianceKeys.list(), queryFn: () => getAppliances(client) });

export function useAppliances() {
  const { client } = useAuth();
  return useQuery(appliancesQueryOptions(client));
}
