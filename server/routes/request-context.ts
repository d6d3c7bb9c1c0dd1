import type { Request, RequestHandler } from "express";
import { TIME_ZONE_HEADER, timeZoneFromHeader } from "@domain/contract/time-zone.ts";
import { calendarDateInTimeZone, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { authOf, tokenUserOf } from "../security/require-auth.ts";
import type { Clock } from "../services/clock.ts";
import type { MemberRequestContext, TaskRequestContext } from "../services/tasks.ts";

/** The signed-in member, their home and the time zone their device is in. */
export function contextOf(req: Request): TaskRequestContext {
  return { ...authOf(req), timeZone: timeZoneFromHeader(req.get(TIME_ZONE_HEADER)) };
}

/** The user of a token not yet checked against a home, for statements that check the membership themselves. */
export function memberContextOf(req: Request): MemberRequestContext {
  return { ...tokenUserOf(req), timeZone: timeZoneFromHeader(req.get(TIME_ZONE_HEADER)) };
}

/** Today where the request's device is. */
export const todayOf =
  (clock: Clock) =>
  (req: Request): CalendarDate =>
    calendarDateInTimeZone(clock.now(), contextOf(req).timeZone);

/**
 * A home's data is private to its members. Reads may be kept by the browser but must be revalidated
 * (their ETag turns an unchanged dashboard into a 304); answers to changes are never stored.
 */
export const privateCaching: RequestHandler = (req, res, next) => {
  res.setHeader("Cache-Control", req.method === "GET" ? "private, no-cache" : "no-store");
  next();
};
