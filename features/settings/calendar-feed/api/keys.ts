/** Query keys of the calendar feed. */
export const calendarFeedKeys = {
  all: ["calendar-feed"] as const,
  url: () => [...calendarFeedKeys.all, "url"] as const,
};
