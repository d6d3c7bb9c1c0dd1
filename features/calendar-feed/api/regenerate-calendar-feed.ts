import { useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarFeedResponseSchema, type CalendarFeedResponse } from "@domain/contract/index.ts";
import { useAuth, type ApiClient } from "@features/session/index.ts";
import { calendarFeedKeys } from "./keys.ts";

export const regenerateCalendarFeedPath = "/users/calendar/regenerate";

export function regenerateCalendarFeed(client: ApiClient): Promise<CalendarFeedResponse> {
  return client.post(regenerateCalendarFeedPath, undefined, { schema: calendarFeedResponseSchema, invalidMessage: "The calendar feed answer is not valid" });
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
