import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { selectCompletionsWithTasks } from "./completions-repository.ts";
import { completions, tasks, users } from "../schema.ts";

// Every function takes the home id and filters on it: a row of another home is never read.

/** Every completion of the home for its maintenance record: the task, its appliance, who did it and what they noted. */
export async function listCompletionsForRecord(db: Database, homeId: string) {
  return selectCompletionsWithTasks(db, {
    completedOn: completions.completedOn,
    taskName: tasks.name,
    masterTaskSlug: tasks.catalogTaskId,
    applianceId: tasks.applianceId,
    applianceName: tasks.applianceName,
    completedBy: users.name,
    notes: completions.notes,
    timeSpentMinutes: completions.timeSpentMinutes,
    costActual: completions.costActual,
  })
    .leftJoin(users, eq(users.id, completions.completedBy))
    .where(and(eq(completions.homeId, homeId), eq(tasks.homeId, homeId)))
    .orderBy(asc(completions.completedOn), asc(completions.completedAt));
}
