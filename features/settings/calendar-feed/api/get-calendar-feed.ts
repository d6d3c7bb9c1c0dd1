import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CalendarFeedResponse } from "@domain/contract/index.ts";
import { callRoute, routePathOf, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { calendarFeedKeys } from "./keys.ts";

export const calendarFeedPath = routePathOf("getCalendarFeed");

export function getCalendarFeed(client: ApiClient): Promise<CalendarFeedResponse> {
  return callRoute(client, "getCalendarFeed", {});
}

export function calendarFeedQueryOptions(client: ApiClient) {
  // The URL changes only when someone regenerates it, which invalidates this query.
  return queryOptions({ queryKey: calendarFeedKeys.url(), queryFn: () => getCalendarFeed(client), staleTime: Infinity });
}

/** The signed-in home's private calendar feed URL. */
export function useCalendarFeed() {
  const { client } = useAuth();
  return useQuery(calendarFeedQueryOptions(client));
}
