/**
 * The request header that tells the server the user's IANA time zone, so "today", overdue and lead
 * times are the user's calendar days (docs/decisions/002-due-dates-are-calendar-dates.md). The
 * browser sends `Intl.DateTimeFormat().resolvedOptions().timeZone`; without it the server uses UTC.
 * A file of its own, free of zod, so the page's entry can send it before the contract's code arrives.
 */
export const TIME_ZONE_HEADER = "X-Time-Zone";
