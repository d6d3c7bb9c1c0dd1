import { randomBytes } from "node:crypto";
import icalGenerator, { ICalCalendarMethod } from "ical-generator";
import { parseCalendarDate } from "@domain/dates/calendar-date.ts";
import type { Database } from "../db/client.ts";
import { listOpenTasks } from "../db/repositories/scheduled-messages-repository.ts";
import { findHomeByCalendarSecret, findHomeById, setCalendarSecret } from "../db/repositories/users-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { AuthContext } from "../security/require-auth.ts";
import { formatMinutes } from "@domain/format/for-people.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

/** Calendar apps poll feeds; every six hours keeps due dates fresh without hammering the server. */
export const calendarRefreshSeconds = 6 * 60 * 60;

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

/**
 * The private calendar feed of a home: a URL with a long random secret (32 bytes), made on first
 * request and replaced on regenerate, which makes the old URL unknown (404).
 */
export function createCalendarFeedService({ db, appUrl }: { db: Database; appUrl: string }) {
  const feedUrl = (secret: string) => `${appUrl}/api/calendar/${secret}.ics`;
  const newSecret = () => randomBytes(32).toString("base64url");

  return {
    async url({ homeId }: AuthContext): Promise<{ url: string }> {
      const home = await findHomeById(db, homeId);
      if (!home) throw AppError.notFound();
      if (home.calendarSecret) return { url: feedUrl(home.calendarSecret) };
      const secret = newSecret();
      await setCalendarSecret(db, homeId, secret);
      return { url: feedUrl(secret) };
    },

    async regenerate({ homeId }: AuthContext): Promise<{ url: string }> {
      const secret = newSecret();
      await setCalendarSecret(db, homeId, secret);
      return { url: feedUrl(secret) };
    },

    /** The feed as iCalendar text; undefined when no home has this secret. */
    async feed(secret: string, now: Date): Promise<string | undefined> {
      const home = await findHomeByCalendarSecret(db, secret);
      if (!home) return undefined;
      const calendar = icalGenerator({
        name: "Hearthkeep maintenance",
        description: "Your home's open maintenance tasks, from Hearthkeep",
        prodId: { company: "Hearthkeep", product: "Maintenance feed", language: "EN" },
        method: ICalCalendarMethod.PUBLISH,
        ttl: calendarRefreshSeconds,
        url: `${appUrl}/dashboard`,
      });
      for (const task of await listOpenTasks(db, home.id)) {
        const { year, month, day } = parseCalendarDate(task.dueDate);
        const guide = `${appUrl}/task/${task.id}`;
        const place = taskPlaceName({ masterTaskSlug: task.catalogTaskId, applianceName: task.applianceName, applianceId: task.applianceId ?? task.applianceType });
        calendar.createEvent({
          id: `${task.id}@hearthkeep`,
          // An all-day event on the due date: ical-generator writes DTSTART;VALUE=DATE from these parts.
          start: new Date(Date.UTC(year, month - 1, day)),
          allDay: true,
          timezone: null,
          floating: true,
          stamp: now,
          summary: `${task.name} (${place})`,
          description: `${place}: ${task.name}\nAbout ${formatMinutes(task.timeEstimate)}.\nGuide: ${guide}`,
          url: guide,
          categories: [{ name: place }],
        });
      }
      return calendar.toString();
    },
  };
}
