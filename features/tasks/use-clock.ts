import * as React from "react";
import { calendarDateInTimeZone, DEFAULT_TIME_ZONE, isValidTimeZone } from "@domain/dates/calendar-date.ts";
import type { Clock } from "./task-groups.ts";

function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * "Now", today and the zone the screens date things in: the browser's zone, the one the API client sends
 * the server, so the server's "today" and the screen's agree. Stories pass a fixed `now`.
 */
export function useClock(now?: () => Date): Clock & { readonly nowFn: () => Date } {
  const nowFn = React.useMemo(() => now ?? (() => new Date()), [now]);
  const timeZone = React.useMemo(browserTimeZone, []);
  const today = calendarDateInTimeZone(nowFn(), timeZone);
  // A new object only when the day changes, so what depends on the clock is not redone on every render.
  return React.useMemo(() => ({ now: nowFn(), today, timeZone, nowFn }), [today, timeZone, nowFn]);
}
