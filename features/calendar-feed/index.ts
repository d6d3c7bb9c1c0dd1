export { CalendarFeedSection } from "./calendar-feed-section.tsx";
export { CALENDAR_FILE_NAME, useDownloadCalendarFile } from "./api/download-calendar-file.ts";
