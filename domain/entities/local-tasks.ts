import { z } from "zod";
import { clientTaskSchema } from "./task.ts";

/**
 * The local tasks (docs/product.md §3.8, §9.1): the occurrences local mode keeps in the browser, as the server
 * keeps them (docs/decisions/006-task-occurrences-are-the-history.md): completing one closes it and opens
 * the next, so the completed ones are the history and an undo knows which occurrence to take back.
 */
export const LOCAL_TASKS_VERSION = 1;

export const localTaskSchema = clientTaskSchema.extend({
  /** The occurrence whose completion opened this one; null for a first occurrence (and in older stores). */
  previousTaskId: z.string().min(1).nullable().default(null),
});
export type LocalTask = z.output<typeof localTaskSchema>;

export const localTasksSchema = z.object({
  version: z.literal(LOCAL_TASKS_VERSION),
  tasks: z.array(localTaskSchema),
});
export type LocalTasks = z.output<typeof localTasksSchema>;

export function emptyLocalTasks(): LocalTasks {
  return { version: LOCAL_TASKS_VERSION, tasks: [] };
}
