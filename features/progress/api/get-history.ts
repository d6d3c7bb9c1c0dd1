import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type HistoryResponse } from "@domain/contract/index.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { progressKeys, type HistoryFilters } from "@features/tasks/index.ts";

export const HISTORY_PAGE_SIZE = 20;

export function getHistory(client: ApiClient, filters: HistoryFilters, page: number): Promise<HistoryResponse> {
  const search = filters.search.trim();
  return callRoute(client, "listTaskHistory", {
    query: { page, pageSize: HISTORY_PAGE_SIZE, ...(search ? { search } : {}), ...(filters.applianceId ? { applianceId: filters.applianceId } : {}) },
  });
}

export function historyQueryOptions(client: ApiClient, filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: progressKeys.history(filters),
    queryFn: ({ pageParam }) => getHistory(client, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page * last.pagination.pageSize < last.pagination.total ? last.pagination.page + 1 : undefined),
  });
}

/** The completed tasks, newest first, a page at a time. */
export function useHistory(filters: HistoryFilters) {
  const { client } = useAuth();
  return useInfiniteQuery(historyQueryOptions(client, filters));
}
