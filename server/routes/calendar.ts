import type { Router } from "express";
import { ZodError } from "zod";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { AppError } from "../http/app-error.ts";
import { calendarRefreshSeconds, type CalendarFeedService } from "../services/calendar-feed.ts";
import type { Clock } from "../services/clock.ts";

const feedNotFound = () => AppError.notFound("Calendar feed not found");

/**
 * `/api/calendar/{secret}.ics`: the feed calendar apps subscribe to. No sign-in (calendar apps cannot
 * sign in): the URL's secret is the credential, so an unknown, replaced or malformed one is a plain 404.
 */
export function calendarRoutes({ registry, calendar, clock }: { registry: RouteRegistry; calendar: CalendarFeedService; clock: Clock }): Router {
  return registry.mount(apiRouter(), "/api/calendar", {
    getCalendarFeedIcs: {
      around: (run) => async (req, res, next) => {
        try {
          await run(req, res, next);
        } catch (error) {
          throw error instanceof ZodError ? feedNotFound() : error;
        }
      },
      handle: async ({ params }, { res }) => {
        const feed = await calendar.feed(params.secret, clock.now());
        if (feed === undefined) throw feedNotFound();
        res.setHeader("Content-Disposition", 'inline; filename="hearthkeep.ics"');
        res.setHeader("Cache-Control", `private, max-age=${Math.min(calendarRefreshSeconds, 3600)}`);
        res.setHeader("X-Robots-Tag", "noindex");
        return feed;
      },
    },
  });
}
