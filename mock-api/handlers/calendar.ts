import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import { calendarFeedResponseSchema, type CalendarFeedResponse } from "@domain/contract/index.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";

export const calendarUrls = { feed: mockPathOf("getCalendarFeed"), regenerate: mockPathOf("regenerateCalendarFeed") } as const;

const origin = "https://app.hearthkeep.example";
export const calendarFeedFixtures = {
  current: { url: `${origin}/api/calendar/Q2FsZW5kYXItZmVlZC1zZWNyZXQtb25lLWZvci1zdG9yaWVz.ics` },
  replaced: { url: `${origin}/api/calendar/TmV3LWNhbGVuZGFyLWZlZWQtc2VjcmV0LWFmdGVyLXJlZ2Vu.ics` },
} satisfies Record<string, CalendarFeedResponse>;

const serverError = () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side"));

/** The server's answers to the calendar feed routes, for stories and `npm run dev` without a server. */
export const calendarHandlers = {
  feed: http.get(calendarUrls.feed, () => HttpResponse.json(calendarFeedResponseSchema.parse(calendarFeedFixtures.current))),
  feedPending: http.get(calendarUrls.feed, neverAnswer),
  feedError: http.get(calendarUrls.feed, serverError),
  regenerate: http.post(calendarUrls.regenerate, () => HttpResponse.json(calendarFeedResponseSchema.parse(calendarFeedFixtures.replaced))),
  regenerateError: http.post(calendarUrls.regenerate, serverError),
};

export const defaultCalendarHandlers = [calendarHandlers.feed, calendarHandlers.regenerate];
