export { CalendarFeedPanel, type CalendarFeedPanelProps } from "./calendar-feed-panel.tsx";
export { CalendarFeedSection } from "./calendar-feed-section.tsx";
export { useCalendarFeed, calendarFeedQueryOptions, getCalendarFeed } from "./api/get-calendar-feed.ts";
export { useRegenerateCalendarFeed, regenerateCalendarFeed } from "./api/regenerate-calendar-feed.ts";
export { calendarFeedKeys } from "./api/keys.ts";
