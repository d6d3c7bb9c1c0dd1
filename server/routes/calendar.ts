import type { Router } from "express";
import { apiRouter } from "../http/router.ts";
import { calendarFeedParamsSchema } from "@domain/contract/index.ts";
import { AppError } from "../http/app-error.ts";
import { calendarRefreshSeconds, type CalendarFeedService } from "../services/calendar-feed.ts";
import type { Clock } from "../services/clock.ts";

/**
 * `/api/calendar/{secret}.ics`: the feed calendar apps subscribe to. No sign-in (calendar apps cannot
 * sign in): the URL's secret is the credential, so an unknown or replaced one is a plain 404.
 */
export function calendarRoutes({ calendar, clock }: { calendar: CalendarFeedService; clock: Clock }): Router {
  const router = apiRouter();
  router.get("/:secret.ics", async (req, res) => {
    const parsed = calendarFeedParamsSchema.safeParse(req.params);
    const feed = parsed.success ? await calendar.feed(parsed.data.secret, clock.now()) : undefined;
    if (feed === undefined) throw AppError.notFound("Calendar feed not found");
    res.setHeader("Content-Type", "text/calendar; charset=utf-8");
    res.setHeader("Content-Disposition", 'inline; filename="hearthkeep.ics"');
    res.setHeader("Cache-Control", `private, max-age=${Math.min(calendarRefreshSeconds, 3600)}`);
    res.setHeader("X-Robots-Tag", "noindex");
    res.send(feed);
  });
  return router;
}
