import { z } from "zod";
import { textSchema } from "./text.ts";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";
import { ACHIEVEMENT_IDS, type AchievementId, type AchievementStatus as AchievementStatusOfTheRules } from "../progress/achievements.ts";
import type { ApiRoute } from "./routes.ts";
import { taskParamsSchema } from "./tasks.ts";
import { completedBySchema } from "../entities/task.ts";

/**
 * The home's history and achievements: `GET /api/tasks/history` (the completed tasks, newest first,
 * paged, searchable), `GET /api/tasks/history/monthly` (the chart's figures), `GET /api/achievements`.
 */

export const HISTORY_MAX_PAGE_SIZE = 50;

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(20),
  /** Words in the task's name, its appliance's name or the notes. */
  search: textSchema().trim().max(100).optional(),
  /** Only this appliance's tasks (its id, or its type for tasks of a removed appliance). */
  applianceId: textSchema().trim().min(1).max(200).optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** One completed task with what it took and what it saved against the professional's price. */
export const completedTaskEntrySchema = z.object({
  /** The completed task occurrence (what `PUT /api/tasks/{id}/uncomplete` takes). */
  taskId: z.string().min(1),
  name: z.string().min(1),
  applianceId: z.string().min(1),
  applianceName: z.string(),
  /**
   * The catalogue task it is an occurrence of: while its undo waits offline, the task lists leave out the
   * occurrence its completion opened, which the undo removes. Absent from answers of an older server.
   */
  masterTaskSlug: z.string().min(1).nullable().optional(),
  /**
   * The occurrence's due day, which an undo gives back to it: while the undo waits offline, the task lists
   * show the task on that day. Absent from answers of an older server.
   */
  dueDate: calendarDateSchema.optional(),
  completedAt: instantSchema,
  completedOn: calendarDateSchema,
  notes: z.string().nullable(),
  timeSpentMinutes: z.number().int().min(0).nullable(),
  costActual: z.number().min(0).nullable(),
  /** The catalogue's price of having a professional do it, when the task comes from the catalogue. */
  proCost: z.number().min(0).nullable(),
  moneySaved: z.number().min(0),
  /**
   * Who recorded it (docs/product.md §6.5): a member, or `{ userId: null, name: null }` for someone since
   * gone; null where nobody is named (a home kept in the browser), and from an older server.
   */
  completedBy: completedBySchema.default(null),
});
export type CompletedTaskEntry = z.infer<typeof completedTaskEntrySchema>;

export const historyResponseSchema = z.object({
  data: z.array(completedTaskEntrySchema),
  pagination: z.object({ page: z.number().int().min(1), pageSize: z.number().int().min(1), total: z.number().int().min(0) }),
  /** Every appliance that appears in the history (for the filter), by name. */
  appliances: z.array(z.object({ id: z.string().min(1), name: z.string() })),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const monthlyHistoryResponseSchema = z.object({
  data: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      completed: z.number().int().min(0),
      moneySaved: z.number().min(0),
    }),
  ),
});
export type MonthlyHistoryResponse = z.infer<typeof monthlyHistoryResponseSchema>;

export const achievementIdSchema = z.enum(ACHIEVEMENT_IDS as [AchievementId, ...AchievementId[]]);

/** docs/product.md §3 achievements: id, isUnlocked, unlockedAt; with the words to show. */
export const achievementStatusSchema = z.object({
  id: achievementIdSchema,
  title: z.string().min(1),
  description: z.string(),
  isUnlocked: z.boolean(),
  unlockedAt: instantSchema.nullable(),
}) satisfies z.ZodType<AchievementStatusOfTheRules, AchievementStatusOfTheRules>;
export type AchievementStatus = z.infer<typeof achievementStatusSchema>;

export const achievementsResponseSchema = z.object({ data: z.array(achievementStatusSchema) });
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

/** `POST /api/achievements/guide-finished`: the task whose guide was followed to its last step. */
export const guideFinishedRequestSchema = z.object({ taskId: taskParamsSchema.shape.id });
export type GuideFinishedRequest = z.infer<typeof guideFinishedRequestSchema>;

export const progressRoutes = [
  { method: "get", path: "/api/tasks/history", operationId: "listTaskHistory", summary: "Completed tasks, newest first, with notes, time, cost and savings", tag: "tasks", auth: true, home: true, tokens: "read", query: historyQuerySchema, successStatus: 200, response: historyResponseSchema },
  { method: "get", path: "/api/tasks/history/monthly", operationId: "getMonthlyHistory", summary: "Completions and money saved per month, last 12 months", tag: "tasks", auth: true, home: true, tokens: "read", successStatus: 200, response: monthlyHistoryResponseSchema },
  { method: "get", path: "/api/achievements", operationId: "listAchievements", summary: "Every achievement, unlocked or not, with when", tag: "achievements", auth: true, home: true, tokens: "read", successStatus: 200, response: achievementsResponseSchema },
  { method: "post", path: "/api/achievements/guide-finished", operationId: "recordGuideFinished", summary: "A guide was followed to its last step (unlocks its achievement)", tag: "achievements", auth: true, home: true, tokens: "write", body: guideFinishedRequestSchema, successStatus: 200, response: achievementsResponseSchema },
] as const satisfies readonly ApiRoute[];
