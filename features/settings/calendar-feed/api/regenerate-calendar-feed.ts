import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CalendarFeedResponse } from "@domain/contract/index.ts";
import { callRoute, routePathOf, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { calendarFeedKeys } from "./keys.ts";

export const regenerateCalendarFeedPath = routePathOf("regenerateCalendarFeed");

export function regenerateCalendarFeed(client: ApiClient): Promise<CalendarFeedResponse> {
  return callRoute(client, "regenerateCalendarFeed", {});
}

/** Replaces the feed URL (the old one stops working) and puts the new one in the cache. */
export function useRegenerateCalendarFeed() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateCalendarFeed(client),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKeys.url(), feed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
