import { queryOptions, useQuery } from "@tanstack/react-query";
import { calendarFeedResponseSchema, type CalendarFeedResponse } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { calendarFeedKeys } from "./keys.ts";

export const calendarFeedPath = "/users/calendar";

export function getCalendarFeed(client: ApiClient): Promise<CalendarFeedResponse> {
  return client.get(calendarFeedPath, { schema: calendarFeedResponseSchema, invalidMessage: "The calendar feed answer is not valid" });
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
