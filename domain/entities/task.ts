import { z } from "zod";
import { textSchema } from "../contract/text.ts";
import { calendarDateSchema, instantSchema } from "../dates/calendar-date.ts";
import { DEFAULT_TIME_ESTIMATE_MINUTES, difficultyFromMinutes, isQuickWinTime } from "../tasks/task-rules.ts";

/** docs/product.md §9.8: priorities high, medium, low. */
export const taskPrioritySchema = z.enum(["high", "medium", "low"]);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/**
 * A task's difficulty: the catalogue's words (Easy, Moderate, Professional) for catalogue tasks, the
 * templates' words (easy, medium, hard) for template tasks and for difficulties derived from time.
 * Both sets are kept as written (docs/product.md §9.8): "Professional" means a technician, which no
 * lower-case word says.
 */
export const taskDifficultySchema = z.enum(["easy", "medium", "hard", "Easy", "Moderate", "Professional"]);
export type TaskDifficulty = z.infer<typeof taskDifficultySchema>;

/** docs/product.md §3.7: a server task without a frequency is monthly. */
export const DEFAULT_TASK_FREQUENCY = "monthly";

const taskIdSchema = z.string().min(1).max(200);

/**
 * A member of a shared home as a task names them (docs/product.md §6.5): their account's id and the name
 * to show (the name they gave, or their e-mail address when they gave none).
 */
export const taskPersonSchema = z.object({ userId: z.uuid(), name: z.string().min(1) });
export type TaskPerson = z.infer<typeof taskPersonSchema>;

/**
 * Who recorded a completion: a member of the home, or `{ userId: null, name: null }` for someone who has
 * since left it or deleted their account ("a former member"); the field itself is null where nobody is
 * recorded (a home kept in the browser, one person). Screens say "You", the name or "A former member".
 */
export const completedBySchema = z.union([taskPersonSchema, z.object({ userId: z.null(), name: z.null() })]).nullable();
export type CompletedBy = z.infer<typeof completedBySchema>;

/**
 * Task (server), docs/product.md §3.7, as `GET /tasks/for-dashboard` lists it under `data`. Optional fields
 * after `masterTaskSlug` are ones the server may add (state of the task); the browser defaults them.
 */
export const serverTaskSchema = z.object({
  id: taskIdSchema,
  name: z.string().min(1),
  frequency: z.string().min(1).default(DEFAULT_TASK_FREQUENCY),
  applianceId: z.string().min(1),
  /** Falls back to applianceId when absent or empty. */
  applianceName: z.string().optional(),
  timeEstimate: z.number().int().min(0).default(DEFAULT_TIME_ESTIMATE_MINUTES),
  dueDate: calendarDateSchema,
  daysUntilDue: z.number().int().default(0),
  savingsMessage: z.string().optional(),
  isQuickWin: z.boolean().optional(),
  difficulty: taskDifficultySchema.optional(),
  /** The catalogue task id this task was made from ("hvac-replace-filter"), null for custom tasks. */
  masterTaskSlug: z.string().nullable().optional(),
  description: z.string().optional(),
  priority: taskPrioritySchema.optional(),
  isCompleted: z.boolean().optional(),
  completedAt: instantSchema.nullable().optional(),
  snoozeUntil: instantSchema.nullable().optional(),
  createdAt: instantSchema.optional(),
  notes: z.string().nullable().optional(),
  /** The catalogue's cost of doing it yourself and of hiring a professional, whole dollars. */
  diyCost: z.number().min(0).optional(),
  proCost: z.number().min(0).optional(),
  /** The member who will do it in a shared home; null (or absent, from a home kept in the browser) for anyone. */
  assignee: taskPersonSchema.nullable().optional(),
});
/** A server task as it travels (defaults not yet applied). */
export type ServerTaskInput = z.input<typeof serverTaskSchema>;
/** A server task after parsing (defaults applied). */
export type ServerTask = z.output<typeof serverTaskSchema>;

/** Task (client), docs/product.md §3.8: what the screens and the local store work with. */
export const clientTaskSchema = z.object({
  id: taskIdSchema,
  name: z.string().min(1),
  description: z.string(),
  applianceId: z.string().min(1),
  applianceName: z.string(),
  frequency: z.string().min(1),
  timeEstimate: z.number().int().min(0),
  difficulty: taskDifficultySchema,
  priority: taskPrioritySchema,
  instructions: z.array(z.string()),
  dueDate: calendarDateSchema,
  isOverdue: z.boolean(),
  isCompleted: z.boolean(),
  completedAt: instantSchema.nullable(),
  lastCompleted: instantSchema.nullable(),
  snoozeUntil: instantSchema.nullable(),
  createdAt: instantSchema.nullable(),
  notes: z.string(),
  daysUntilDue: z.number().int(),
  /** The savings message. */
  costSavings: z.string(),
  isQuickWin: z.boolean(),
  masterTaskSlug: z.string().nullable(),
  /** The member who will do it in a shared home, or null for anyone; absent where nobody shares the home. */
  assignee: taskPersonSchema.nullable().optional(),
});
export type ClientTask = z.infer<typeof clientTaskSchema>;

/** A priority the server did not send: overdue work is high, everything else medium. */
function defaultPriority(isOverdue: boolean): TaskPriority {
  return isOverdue ? "high" : "medium";
}

/**
 * The server → client mapping of docs/product.md §3.8, with its defaults: frequency monthly, applianceName
 * falls back to applianceId, timeEstimate 30, daysUntilDue 0. Difficulty and quick win, when the
 * server sends none, follow the time rules of §9. Works on a task before or after parsing.
 */
export function toClientTask(task: ServerTaskInput): ClientTask {
  const timeEstimate = task.timeEstimate ?? DEFAULT_TIME_ESTIMATE_MINUTES;
  const daysUntilDue = task.daysUntilDue ?? 0;
  const isCompleted = task.isCompleted ?? false;
  const isOverdue = !isCompleted && daysUntilDue < 0;
  return {
    id: task.id,
    name: task.name,
    description: task.description ?? "",
    applianceId: task.applianceId,
    applianceName: task.applianceName?.trim() ? task.applianceName : task.applianceId,
    frequency: task.frequency?.trim() ? task.frequency : DEFAULT_TASK_FREQUENCY,
    timeEstimate,
    difficulty: task.difficulty ?? difficultyFromMinutes(timeEstimate),
    priority: task.priority ?? defaultPriority(isOverdue),
    instructions: [],
    dueDate: task.dueDate,
    isOverdue,
    isCompleted,
    completedAt: task.completedAt ?? null,
    lastCompleted: task.completedAt ?? null,
    snoozeUntil: task.snoozeUntil ?? null,
    createdAt: task.createdAt ?? null,
    notes: task.notes ?? "",
    daysUntilDue,
    costSavings: task.savingsMessage ?? "",
    isQuickWin: task.isQuickWin ?? isQuickWinTime(timeEstimate),
    masterTaskSlug: task.masterTaskSlug ?? null,
    ...(task.assignee !== undefined && { assignee: task.assignee }),
  };
}

const minutesSchema = z.number().int().min(0).max(100_000);
const dollarsSchema = z.number().min(0).max(10_000_000);

/** Completed-task metadata, docs/product.md §3.9: what the user notes after doing a task. */
export const completedTaskMetadataSchema = z.object({
  notes: textSchema().max(5000).optional(),
  timeSpentMinutes: minutesSchema.optional(),
  costActual: dollarsSchema.optional(),
});
export type CompletedTaskMetadata = z.infer<typeof completedTaskMetadataSchema>;

/** docs/product.md §5.9: the most time one completion may note, a day. */
export const MAX_TIME_SPENT_MINUTES = 1440;
export const TIME_SPENT_TOO_LONG_MESSAGE = "Enter at most 1,440 minutes (24 hours)";

/**
 * Completed-task metadata as a request may send it (docs/product.md §5.9): time spent at most a day. Only
 * requests are held to it; what older versions stored (up to completedTaskMetadataSchema's bounds) still reads.
 */
export const completedTaskMetadataRequestSchema = completedTaskMetadataSchema.extend({
  timeSpentMinutes: minutesSchema.max(MAX_TIME_SPENT_MINUTES, TIME_SPENT_TOO_LONG_MESSAGE).optional(),
});

/**
 * Metadata a request can carry: sanitised, then a value an older version stored beyond a request's limits
 * is left out, so a completion queued before the limits were set is still saved, without that value.
 */
export function requestableCompletedTaskMetadata(input: Parameters<typeof sanitiseCompletedTaskMetadata>[0]): CompletedTaskMetadata {
  const metadata = sanitiseCompletedTaskMetadata(input);
  const kept: CompletedTaskMetadata = {};
  const fields = completedTaskMetadataRequestSchema.shape;
  if (metadata.notes !== undefined && fields.notes.safeParse(metadata.notes).success) kept.notes = metadata.notes;
  if (metadata.timeSpentMinutes !== undefined && fields.timeSpentMinutes.safeParse(metadata.timeSpentMinutes).success) kept.timeSpentMinutes = metadata.timeSpentMinutes;
  if (metadata.costActual !== undefined && fields.costActual.safeParse(metadata.costActual).success) kept.costActual = metadata.costActual;
  return kept;
}

/**
 * docs/product.md §5.5: "Metadata queuing keeps timeSpentMinutes and costActual only if they are numbers."
 * A form may hand over "", "12" or NaN; only finite numbers survive, and notes only as text.
 */
export function sanitiseCompletedTaskMetadata(input: {
  readonly notes?: unknown;
  readonly timeSpentMinutes?: unknown;
  readonly costActual?: unknown;
}): CompletedTaskMetadata {
  const metadata: CompletedTaskMetadata = {};
  if (typeof input.notes === "string") metadata.notes = input.notes;
  if (isFiniteNumber(input.timeSpentMinutes)) metadata.timeSpentMinutes = input.timeSpentMinutes;
  if (isFiniteNumber(input.costActual)) metadata.costActual = input.costActual;
  return metadata;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Task filter, docs/product.md §3.9: status all | completed | pending | overdue, default all. */
export const taskStatusFilterSchema = z.enum(["all", "completed", "pending", "overdue"]);
export type TaskStatusFilter = z.infer<typeof taskStatusFilterSchema>;
export const taskFilterSchema = z.object({ status: taskStatusFilterSchema.default("all") });
export type TaskFilter = z.infer<typeof taskFilterSchema>;

/**
 * Task statistics, docs/product.md §3. completed + pending + overdue = total: pending counts open tasks
 * that are not overdue, so the three filters split the list.
 */
export const taskStatisticsSchema = z.object({
  total: z.number().int().min(0),
  completed: z.number().int().min(0),
  pending: z.number().int().min(0),
  overdue: z.number().int().min(0),
  completionRate: z.number().int().min(0).max(100),
});
export type TaskStatistics = z.infer<typeof taskStatisticsSchema>;
