import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MonthlyHistoryResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { progressKeys } from "@features/tasks/index.ts";

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
