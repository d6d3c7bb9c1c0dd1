import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MonthlyHistoryResponse } from "@domain/contract/index.ts";
import { callRoute, useAuth, type ApiClient } from "@features/session/index.ts";
import { progressKeys } from "./keys.ts";

export async function getMonthlyHistory(client: ApiClient): Promise<MonthlyHistoryResponse["data"]> {
  const { data } = await callRoute(client, "getMonthlyHistory", {});
  return data;
}

export function monthlyHistoryQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: progressKeys.monthly(), queryFn: () => getMonthlyHistory(client) });
}

export function useMonthlyHistory() {
  const { client } = useAuth();
  return useQuery(monthlyHistoryQueryOptions(client));
}
