import { z } from "zod";
import { homeLocationSchema } from "../seasons/home-location.ts";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";

/**
 * The local data store, version 1 (docs/product.md §3.10): what local mode keeps in the browser about the
 * home's appliances and completed tasks. The version travels with the data, so a later shape can be
 * recognised and migrated rather than misread.
 */
export const LOCAL_DATA_STORE_VERSION = 1;

export const applianceAgeSchema = z.object({
  applianceId: z.string().min(1),
  /** Years since purchase, as the user entered them. */
  yearsPurchased: z.number().min(0).max(200),
});
export type ApplianceAge = z.infer<typeof applianceAgeSchema>;

export const localCompletedTaskSchema = z.object({
  taskId: z.string().min(1),
  applianceId: z.string().min(1),
  masterTaskSlug: z.string().nullable(),
  completedAt: instantSchema,
  /** The calendar day of completedAt in the user's zone: the de-duplication key with task and appliance. */
  date: calendarDateSchema,
  notes: z.string().optional(),
  timeSpentMinutes: z.number().optional(),
  costActual: z.number().optional(),
});
export type LocalCompletedTask = z.infer<typeof localCompletedTaskSchema>;

export const localDataStoreSchema = z.object({
  version: z.literal(LOCAL_DATA_STORE_VERSION),
  selectedAppliances: z.array(z.string()),
  applianceAges: z.array(applianceAgeSchema),
  completedTasks: z.array(localCompletedTaskSchema),
  /** Last completion instant keyed by `lastCompletedKey(taskId, applianceId)`. */
  lastCompleted: z.record(z.string(), instantSchema),
  /** Free-form answers a task's guide collected, keyed by task id (their shape is not specified). */
  taskResponses: z.record(z.string(), z.unknown()),
  streak: z.number().int().min(0),
  lastTaskDate: calendarDateSchema.nullable(),
  /** Where the home is (docs/product.md §5.7); absent in data stored before it was asked, which reads as no location. */
  homeLocation: homeLocationSchema.optional(),
});
export type LocalDataStore = z.infer<typeof localDataStoreSchema>;

export function emptyLocalDataStore(): LocalDataStore {
  return {
    version: LOCAL_DATA_STORE_VERSION,
    selectedAppliances: [],
    applianceAges: [],
    completedTasks: [],
    lastCompleted: {},
    taskResponses: {},
    streak: 0,
    lastTaskDate: null,
  };
}

/** The key of a last-completed mark: a task may repeat per appliance, so both name it. */
export function lastCompletedKey(taskId: string, applianceId: string): string {
  return `${taskId}::${applianceId}`;
}

/**
 * The task and appliance a last-completed key names: today's `task::appliance`, or the single-colon
 * `task:appliance` of older local data (ids never hold a colon, so the last one separates them).
 */
export function parseLastCompletedKey(key: string): { taskId: string; applianceId: string } | undefined {
  const doubled = key.indexOf("::");
  const separator = doubled >= 0 ? doubled : key.lastIndexOf(":");
  const width = doubled >= 0 ? 2 : 1;
  if (separator <= 0) return undefined;
  const taskId = key.slice(0, separator);
  const applianceId = key.slice(separator + width);
  return applianceId && !applianceId.includes(":") ? { taskId, applianceId } : undefined;
}
