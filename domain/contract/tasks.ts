import { z } from "zod";
import { textSchema } from "./text.ts";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";
import {
  completedBySchema,
  completedTaskMetadataRequestSchema,
  completedTaskMetadataSchema,
  serverTaskSchema,
  taskFilterSchema,
  taskStatisticsSchema,
} from "../entities/task.ts";
import { catalogTaskSchema } from "./catalog.ts";
import type { MemberFigures } from "../progress/member-statistics.ts";

/**
 * The task calls of docs/product.md §7.5 (under `/api`), plus snooze, the filtered list and statistics.
 * Lists and single results arrive under `data`, as the task calls of docs/product.md §7.5 do.
 */

/** `/api/tasks/{id}/…` path parameters. */
export const taskParamsSchema = z.object({ id: textSchema().min(1).max(200) });
export type TaskParams = z.infer<typeof taskParamsSchema>;

/** `GET /api/tasks/for-dashboard`: the open tasks, sorted by daysUntilDue ascending. */
export const dashboardTasksResponseSchema = z.object({ data: z.array(serverTaskSchema) });
export type DashboardTasksResponse = z.output<typeof dashboardTasksResponseSchema>;

/**
 * `PUT /api/tasks/{id}/complete`: optional notes, time spent (at most a day) and actual cost, and the day it
 * was done (docs/product.md §4.5 "Done earlier"): today when absent; the server refuses a day after today
 * in the caller's zone or before the task was added (domain/tasks/completion-date.ts), on `completedOn`.
 */
export const completeTaskRequestSchema = completedTaskMetadataRequestSchema.extend({
  completedOn: calendarDateSchema.optional(),
});
export type CompleteTaskRequest = z.input<typeof completeTaskRequestSchema>;

/**
 * The completion recorded (what its photos and receipts are attached to, docs/product.md §4.19; absent from a
 * home kept in the browser, which keeps no files) and the next occurrence the server created for a recurring
 * task, or nulls when it created none.
 */
export const completeTaskResponseSchema = z.object({
  completionId: z.uuid().optional(),
  nextTaskId: z.string().min(1).nullable(),
  nextDueDate: calendarDateSchema.nullable(),
});
export type CompleteTaskResponse = z.infer<typeof completeTaskResponseSchema>;

/** `PUT /api/tasks/{id}/uncomplete` takes no body and answers the reopened task. */
export const uncompleteTaskResponseSchema = z.object({ data: serverTaskSchema });
export type UncompleteTaskResponse = z.output<typeof uncompleteTaskResponseSchema>;

/** `PUT /api/tasks/{id}/metadata`: notes, time spent and actual cost of a completed task. */
export const taskMetadataRequestSchema = completedTaskMetadataRequestSchema;
export type TaskMetadataRequest = z.input<typeof taskMetadataRequestSchema>;
export const taskMetadataResponseSchema = z.object({ data: completedTaskMetadataSchema });
export type TaskMetadataResponse = z.infer<typeof taskMetadataResponseSchema>;

/**
 * `PUT /api/tasks/{id}/completion`: edits the completion of a completed occurrence from the history
 * (docs/product.md §4.5): the day it was done (the same bounds as completing), notes, time and cost; a
 * field left out is kept, `null` clears time or cost and "" clears the notes. When the edited completion is
 * the latest (its next occurrence still open), that occurrence's due date moves with the new day.
 */
const completionMetadataFields = completedTaskMetadataRequestSchema.shape;
export const editCompletionRequestSchema = z.object({
  completedOn: calendarDateSchema.optional(),
  notes: completionMetadataFields.notes,
  timeSpentMinutes: completionMetadataFields.timeSpentMinutes.unwrap().nullable().optional(),
  costActual: completionMetadataFields.costActual.unwrap().nullable().optional(),
});
export type EditCompletionRequest = z.input<typeof editCompletionRequestSchema>;

/**
 * One past completion of a task in this home: this occurrence or an earlier one of the same catalogue
 * task on the same appliance, with what the user noted.
 */
export const taskHistoryEntrySchema = z.object({
  taskId: z.string().min(1),
  /** The completion's own id, which its attachments name (absent from a home kept in the browser). */
  completionId: z.uuid().optional(),
  completedAt: instantSchema,
  /** The calendar day it was done, in the user's zone. */
  completedOn: calendarDateSchema,
  notes: z.string().nullable(),
  timeSpentMinutes: z.number().int().min(0).nullable(),
  costActual: z.number().min(0).nullable(),
  /** Who recorded it in a shared home (absent from older servers and from a home kept in the browser: nobody named). */
  completedBy: completedBySchema.default(null),
});
export type TaskHistoryEntry = z.output<typeof taskHistoryEntrySchema>;

/** The edited completion, with the due date of the next occurrence it opened while that is open (else null). */
export const editCompletionResponseSchema = z.object({
  data: taskHistoryEntrySchema.extend({ nextDueDate: calendarDateSchema.nullable() }),
});
export type EditCompletionResponse = z.output<typeof editCompletionResponseSchema>;

/** How many of a task's completions its details carry, the newest: the server and a home kept in the browser alike. */
export const TASK_HISTORY_LIMIT = 100;

/**
 * `GET /api/tasks/{id}/details`: the task and, when it comes from the catalogue, its guide; with the
 * history of this task in this home, newest first (absent from older servers, so it defaults to none).
 */
export const taskDetailsSchema = serverTaskSchema.extend({
  guide: catalogTaskSchema.nullable(),
  history: z.array(taskHistoryEntrySchema).default([]),
  /** The appliance's brand and model when the home noted them: the parts help searches with them. */
  applianceBrand: z.string().nullable().default(null),
  applianceModel: z.string().nullable().default(null),
});
export type TaskDetails = z.output<typeof taskDetailsSchema>;
export const taskDetailsResponseSchema = z.object({ data: taskDetailsSchema });
export type TaskDetailsResponse = z.output<typeof taskDetailsResponseSchema>;

/** The longest snooze a user may choose, in days. */
export const MAX_SNOOZE_DAYS = 365;

/** `PUT /api/tasks/{id}/snooze`: snooze for N whole days; answers the task with its snoozeUntil. */
export const snoozeTaskRequestSchema = z.object({ days: z.number().int().min(1).max(MAX_SNOOZE_DAYS) });
export type SnoozeTaskRequest = z.infer<typeof snoozeTaskRequestSchema>;
export const snoozeTaskResponseSchema = z.object({ data: serverTaskSchema });
export type SnoozeTaskResponse = z.output<typeof snoozeTaskResponseSchema>;

/** `PUT /api/tasks/{id}/unsnooze` takes no body: it clears snoozeUntil (the undo of a snooze). */
export const unsnoozeTaskResponseSchema = z.object({ data: serverTaskSchema });
export type UnsnoozeTaskResponse = z.output<typeof unsnoozeTaskResponseSchema>;

/** `GET /api/tasks?status=all|completed|pending|overdue` (default all). */
export const TASK_LIST_MAX_PAGE_SIZE = 100;
export const taskListQuerySchema = taskFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TASK_LIST_MAX_PAGE_SIZE).default(50),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;
export const taskListResponseSchema = z.object({
  data: z.array(serverTaskSchema),
  pagination: z.object({
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  }),
});
export type TaskListResponse = z.output<typeof taskListResponseSchema>;

/** One member's share of the home's statistics, with whether it is the caller's. */
export const memberFiguresSchema = z.object({
  userId: z.uuid(),
  /** The name the person gave, else their e-mail address. */
  name: z.string().min(1),
  isYou: z.boolean(),
  completed: z.number().int().min(0),
  minutesSpent: z.number().int().min(0),
  moneySaved: z.number().min(0),
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
}) satisfies z.ZodType<MemberFigures, MemberFigures>;
export type MemberStatistics = z.infer<typeof memberFiguresSchema>;

/**
 * `GET /api/tasks/stats`: total, completed, pending, overdue, completionRate (docs/product.md §3.9), plus the
 * streaks (days in a row with a task done), the money saved (the pro cost avoided minus what was spent
 * doing it yourself, never below zero per task) and the minutes spent.
 */
export const taskStatisticsResponseSchema = z.object({
  data: taskStatisticsSchema.extend({
    currentStreak: z.number().int().min(0),
    longestStreak: z.number().int().min(0),
    moneySaved: z.number().min(0),
    minutesSpent: z.number().int().min(0),
    /**
     * In a home of two or more people, who did how much (docs/product.md §2.15): each member's completions,
     * time, savings and own streaks, owners first as the home's people are listed. Empty in a home of one
     * person; absent from a home kept in the browser and from an older server.
     */
    members: z.array(memberFiguresSchema).optional(),
  }),
});
export type TaskStatisticsResponse = z.infer<typeof taskStatisticsResponseSchema>;

/**
 * `PUT /api/tasks/{id}/assignee`: who in the home will do an open task (docs/product.md §6.5), a member's
 * account id or null for anyone. Setting what is already set changes nothing; answers the task.
 */
export const assignTaskRequestSchema = z.object({ userId: z.uuid({ error: "Choose a member of this home, or nobody" }).nullable() });
export type AssignTaskRequest = z.infer<typeof assignTaskRequestSchema>;
export const assignTaskResponseSchema = z.object({ data: serverTaskSchema });
export type AssignTaskResponse = z.output<typeof assignTaskResponseSchema>;
