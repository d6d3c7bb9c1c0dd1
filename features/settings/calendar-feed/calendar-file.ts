import icalGenerator, { ICalCalendarMethod } from "ical-generator";
import type { ServerTask } from "@domain/contract/index.ts";
import { parseCalendarDate } from "@domain/dates/calendar-date.ts";
import { formatMinutes } from "@domain/format/for-people.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

/**
 * The home's open tasks as an iCalendar file (docs/product.md §4.17), written as the server writes its
 * calendar feed (server/services/calendar-feed.ts), with the same library: each an all-day event on its due
 * date with the appliance, the time it takes and the guide's address. A home kept in the browser has no
 * feed a calendar app could poll, so the file is its calendar (§4.16).
 */
export function calendarFileOf(tasks: readonly Pick<ServerTask, "id" | "name" | "applianceId" | "applianceName" | "masterTaskSlug" | "dueDate" | "timeEstimate">[], { appUrl, now }: { appUrl: string; now: Date }): string {
  const calendar = icalGenerator({
    name: "Hearthkeep maintenance",
    description: "Your home's open maintenance tasks, from Hearthkeep",
    prodId: { company: "Hearthkeep", product: "Maintenance calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: `${appUrl}/dashboard`,
  });
  for (const task of tasks) {
    const { year, month, day } = parseCalendarDate(task.dueDate);
    const applianceName = taskPlaceName(task);
    const guide = `${appUrl}/task/${encodeURIComponent(task.id)}`;
    calendar.createEvent({
      id: `${task.id}@hearthkeep`,
      // An all-day event on the due date: ical-generator writes DTSTART;VALUE=DATE from these parts.
      start: new Date(Date.UTC(year, month - 1, day)),
      allDay: true,
      timezone: null,
      floating: true,
      stamp: now,
      summary: `${task.name} (${applianceName})`,
      description: `${applianceName}: ${task.name}\nAbout ${formatMinutes(task.timeEstimate)}.\nGuide: ${guide}`,
      url: guide,
      categories: [{ name: applianceName }],
    });
  }
  return calendar.toString();
}
