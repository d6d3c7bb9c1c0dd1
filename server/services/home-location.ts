import { resolveApplianceId } from "@domain/appliances/identifiers.ts";
import type { HomeLocationResponse } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { seasonOfTask } from "@domain/scheduling/server-schedule.ts";
import { homeLocationAnswer } from "@domain/seasons/derive-climate.ts";
import type { HomeLocation } from "@domain/seasons/home-location.ts";
import { rescheduleForClimate } from "@domain/seasons/reschedule.ts";
import type { Database } from "../db/client.ts";
import { listAppliances } from "../db/repositories/appliances-repository.ts";
import { deleteOpenTasks, insertTasksSkippingDuplicates, listOpenOccurrencesForReschedule, setTaskDueDate } from "../db/repositories/tasks-repository.ts";
import { findHomeLocation, lockHomeContents, setHomeLocation } from "../db/repositories/users-repository.ts";
import type { AuthContext } from "../security/require-auth.ts";
import type { CatalogSource } from "./catalog-source.ts";

/**
 * Moves a home to a location inside the caller's transaction (its contents already locked): keeps the
 * location, moves the home's future seasonal occurrences to its new seasons, drops the open ones of seasons
 * it no longer has, and plans the seasonal tasks it now needs for the appliances it has. Completed
 * occurrences, the history, are never touched. Settings and the move of a browser's home both come here.
 */
export async function relocateHome(tx: Database, catalog: CatalogSource, homeId: string, location: HomeLocation | null, today: CalendarDate): Promise<HomeLocationResponse> {
  await setHomeLocation(tx, homeId, location);
  const answer = homeLocationAnswer(location);
  const { moved, removed } = rescheduleForClimate(await listOpenOccurrencesForReschedule(tx, homeId), answer.climate, today);
  for (const { id, dueDate } of moved) await setTaskDueDate(tx, homeId, id, dueDate);
  await deleteOpenTasks(tx, homeId, removed);
  for (const appliance of await listAppliances(tx, homeId)) {
    const kind = resolveApplianceId(appliance.type);
    if (kind === undefined) continue;
    const seasonal = catalog.tasksForAppliance(kind).filter((task) => seasonOfTask(task.id) !== undefined);
    const planned = planApplianceTasks(seasonal, appliance.installDate, today, answer.climate);
    await insertTasksSkippingDuplicates(
      tx,
      planned.map((task) => ({ ...task, homeId, applianceId: appliance.id, applianceType: appliance.type, applianceName: appliance.name })),
    );
  }
  return answer;
}

/** Where the home is (docs/product.md §5.7): read it, or change it and the schedule with it. */
export function createHomeLocationService({ db, catalog }: { db: Database; catalog: CatalogSource }) {
  return {
    async get({ homeId }: AuthContext): Promise<HomeLocationResponse> {
      return homeLocationAnswer(await findHomeLocation(db, homeId));
    },

    async set({ homeId }: AuthContext, location: HomeLocation | null, today: CalendarDate): Promise<HomeLocationResponse> {
      return db.transaction(async (tx) => {
        await lockHomeContents(tx, homeId);
        return relocateHome(tx, catalog, homeId, location, today);
      });
    },
  };
}
export type HomeLocationService = ReturnType<typeof createHomeLocationService>;
