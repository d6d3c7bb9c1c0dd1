import { calendarDateInTimeZone, DEFAULT_TIME_ZONE } from "@domain/dates/calendar-date.ts";
import type { Database } from "../db/client.ts";
import { countTasksByState } from "../db/repositories/tasks-repository.ts";
import { listAppliances } from "../db/repositories/appliances-repository.ts";
import { toAppliance } from "./task-views.ts";
import type { HomeContentsReader } from "./users.ts";
import { systemClock, type Clock } from "./clock.ts";

/** What the profile shows of a home: its appliances and how its tasks stand. */
export function createHomeContentsReader(db: Database, clock: Clock = systemClock): HomeContentsReader {
  return async (homeId) => {
    const [appliances, counts] = await Promise.all([
      listAppliances(db, homeId),
      countTasksByState(db, homeId, calendarDateInTimeZone(clock.now(), DEFAULT_TIME_ZONE)),
    ]);
    return {
      appliances: appliances.map(toAppliance),
      stats: {
        applianceCount: appliances.length,
        activeTaskCount: counts.total - counts.completed,
        completedTaskCount: counts.completed,
        nextTaskDue: counts.nextDue,
      },
    };
  };
}
