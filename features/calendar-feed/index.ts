export { CalendarFeedSection } from "./calendar-feed-section.tsx";
