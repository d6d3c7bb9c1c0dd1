import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import {
  assignTaskRequestSchema,
  assignTaskResponseSchema,
  completeTaskRequestSchema,
  completeTaskResponseSchema,
  dashboardTasksResponseSchema,
  snoozeTaskRequestSchema,
  snoozeTaskResponseSchema,
  taskDetailsResponseSchema,
  taskListResponseSchema,
  taskMetadataRequestSchema,
  taskMetadataResponseSchema,
  taskParamsSchema,
  taskStatisticsResponseSchema,
  uncompleteTaskResponseSchema,
  unsnoozeTaskResponseSchema,
  type HomeMember,
  type TaskDetails,
  type TaskHistoryEntry,
  type TaskStatisticsResponse,
} from "@domain/contract/index.ts";
import { calendarDateOfInstant, daysBetween, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { TASK_ASSIGNMENT_MESSAGES, VALIDATION_MESSAGES } from "@domain/messages.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { clientNextDueDate } from "@domain/scheduling/next-due.ts";
import { nextOccurrenceDueDate } from "@domain/scheduling/plan-appliance-tasks.ts";
import { completionDateProblem, completionDateRefusal } from "@domain/tasks/completion-date.ts";
import { snoozeUntilFrom } from "@domain/tasks/task-rules.ts";
import { FIXTURE_NOW, FIXTURE_TODAY, homeStats, homeTasks, taskDetailsOf } from "../fixtures/tasks.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { homeOfYourOwn, someHomeMembers } from "./households.ts";
import { simulateWork } from "./simulated-latency.ts";

export const taskUrls = {
  dashboard: mockPathOf("getDashboardTasks"),
  list: mockPathOf("listTasks"),
  stats: mockPathOf("getTaskStatistics"),
  details: mockPathOf("getTaskDetails"),
  complete: mockPathOf("completeTask"),
  uncomplete: mockPathOf("uncompleteTask"),
  metadata: mockPathOf("updateTaskMetadata"),
  snooze: mockPathOf("snoozeTask"),
  unsnooze: mockPathOf("unsnoozeTask"),
  assign: mockPathOf("assignTask"),
} as const;

const notFound = () => refuse(404, errorBody("NOT_FOUND", VALIDATION_MESSAGES.taskNotFound));
const serverError = () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side"));
/** A completion's id as the server gives it (a UUID), numbered so a story's uploads name the same one every run. */
export const mockCompletionId = (sequence: number) => `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
const paramId = (params: Record<string, string | readonly string[] | undefined>) => String(params.id ?? "");

export type TaskHomeOptions = {
  tasks?: ServerTask[];
  stats?: TaskStatisticsResponse["data"];
  /** History per task id, for the task page. */
  history?: Record<string, TaskHistoryEntry[]>;
  today?: CalendarDate;
  now?: Date;
  /** Whom a task may be given to (docs/product.md §6.5): the home's people. */
  members?: readonly HomeMember[];
};

/**
 * A home's tasks held in memory and changed by the task calls as the server would: completing opens the
 * next occurrence, undo removes it, snooze sets snoozeUntil. Each call of this function is a fresh home,
 * so every story gets its own.
 */
export function taskHome({ tasks = homeTasks(), stats = homeStats, history = {}, today = FIXTURE_TODAY, now = FIXTURE_NOW, members = someHomeMembers }: TaskHomeOptions = {}) {
  let current = tasks.map((task) => ({ ...task }));
  const completedHistory = new Map(Object.entries(history).map(([id, entries]) => [id, [...entries]]));
  const nextOf = new Map<string, string>();
  const find = (id: string) => current.find((task) => task.id === id);

  const details = (task: ServerTask): TaskDetails => taskDetailsOf(task, completedHistory.get(task.id) ?? []);

  return [
    // The account's one home and its people, the signed-in person alone, so that the dashboard and the task screen
    // offer no assignment (docs/product.md §6.5); a story of several homes or a shared home lists its own first.
    ...homeOfYourOwn(members),
    http.get(taskUrls.dashboard, async () => {
      await simulateWork("refresh");
      return HttpResponse.json(dashboardTasksResponseSchema.parse({ data: current.filter((task) => !task.isCompleted) }));
    }),
    http.get(taskUrls.stats, () => HttpResponse.json(taskStatisticsResponseSchema.parse({ data: stats }))),
    http.get(taskUrls.list, async ({ request }) => {
      await simulateWork("refresh");
      const status = new URL(request.url).searchParams.get("status") ?? "all";
      const data = current.filter((task) =>
        status === "completed" ? task.isCompleted : status === "overdue" ? !task.isCompleted && task.dueDate < today : status === "pending" ? !task.isCompleted && task.dueDate >= today : true,
      );
      return HttpResponse.json(taskListResponseSchema.parse({ data, pagination: { page: 1, pageSize: 50, total: data.length } }));
    }),
    http.get(taskUrls.details, ({ params }) => {
      // As the server: an id the contract refuses (too long, a NUL) is a 400, not a 404.
      if (!taskParamsSchema.safeParse({ id: paramId(params) }).success) return refuse(400, errorBody("VALIDATION_FAILED", "The task id is not valid"));
      const task = find(paramId(params));
      return task ? HttpResponse.json(taskDetailsResponseSchema.parse({ data: details(task) })) : notFound();
    }),
    http.put(taskUrls.complete, async ({ params, request }) => {
      await simulateWork("update");
      // Read before the task is looked at, so that two completions at once meet as on the server: the second is refused.
      const metadata = completeTaskRequestSchema.parse(await request.json().catch(() => ({})));
      const task = find(paramId(params));
      if (!task) return notFound();
      if (task.isCompleted) return refuse(409, errorBody("CONFLICT", "This task is already completed"));
      const completedAt = now.toISOString();
      // docs/product.md §4.5 "Done earlier", by the server's rule; a completion of today keeps the browser's rule the stories were drawn with.
      const doneOn = metadata.completedOn ?? today;
      const dateProblem = completionDateProblem(doneOn, today, task.createdAt ? calendarDateOfInstant(task.createdAt, "UTC") : null);
      if (dateProblem !== null) {
        return refuse(400, { error: { code: "VALIDATION_FAILED", message: dateProblem, details: completionDateRefusal(doneOn, dateProblem).issues } });
      }
      const nextDueDate =
        doneOn === today ? clientNextDueDate(today, task.frequency) : nextOccurrenceDueDate({ catalogTaskId: task.masterTaskSlug ?? task.id, frequency: task.frequency }, doneOn, today);
      const next: ServerTask = { ...task, id: `${task.id}-next-${current.length}`, dueDate: nextDueDate, daysUntilDue: daysBetween(today, nextDueDate), snoozeUntil: null };
      current = [...current.map((each) => (each.id === task.id ? { ...each, isCompleted: true, completedAt, snoozeUntil: null } : each)), next];
      nextOf.set(task.id, next.id);
      const completionId = mockCompletionId(completedHistory.size + current.length);
      const entry: TaskHistoryEntry = {
        taskId: task.id,
        completionId,
        completedAt,
        completedOn: doneOn,
        notes: metadata.notes ?? null,
        timeSpentMinutes: metadata.timeSpentMinutes ?? null,
        costActual: metadata.costActual ?? null,
        completedBy: null,
      };
      completedHistory.set(task.id, [entry, ...(completedHistory.get(task.id) ?? [])]);
      return HttpResponse.json(completeTaskResponseSchema.parse({ completionId, nextTaskId: next.id, nextDueDate }));
    }),
    http.put(taskUrls.uncomplete, async ({ params }) => {
      await simulateWork("update");
      const task = find(paramId(params));
      if (!task) return notFound();
      if (!task.isCompleted) return refuse(409, errorBody("CONFLICT", "This task is not completed"));
      const nextId = nextOf.get(task.id);
      current = current.filter((each) => each.id !== nextId).map((each) => (each.id === task.id ? { ...each, isCompleted: false, completedAt: null } : each));
      completedHistory.set(task.id, (completedHistory.get(task.id) ?? []).filter((entry) => entry.taskId !== task.id || entry.completedOn !== today));
      return HttpResponse.json(uncompleteTaskResponseSchema.parse({ data: find(task.id) }));
    }),
    http.put(taskUrls.metadata, async ({ params, request }) => {
      await simulateWork("update");
      const task = find(paramId(params));
      if (!task) return notFound();
      const metadata = taskMetadataRequestSchema.parse(await request.json());
      const entries = completedHistory.get(task.id) ?? [];
      const [latest, ...rest] = entries;
      if (!task.isCompleted || !latest) return refuse(409, errorBody("CONFLICT", "Notes, time and cost belong to a completed task"));
      completedHistory.set(task.id, [{ ...latest, ...metadata }, ...rest]);
      return HttpResponse.json(taskMetadataResponseSchema.parse({ data: metadata }));
    }),
    http.put(taskUrls.snooze, async ({ params, request }) => {
      await simulateWork("snooze");
      const task = find(paramId(params));
      if (!task) return notFound();
      const parsed = snoozeTaskRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, errorBody("VALIDATION", "Snooze for 1 to 365 days"));
      current = current.map((each) => (each.id === task.id ? { ...each, snoozeUntil: snoozeUntilFrom(now, parsed.data.days) } : each));
      return HttpResponse.json(snoozeTaskResponseSchema.parse({ data: find(task.id) }));
    }),
    http.put(taskUrls.unsnooze, async ({ params }) => {
      await simulateWork("snooze");
      const task = find(paramId(params));
      if (!task) return notFound();
      current = current.map((each) => (each.id === task.id ? { ...each, snoozeUntil: null } : each));
      return HttpResponse.json(unsnoozeTaskResponseSchema.parse({ data: find(task.id) }));
    }),
    http.put(taskUrls.assign, async ({ params, request }) => {
      await simulateWork("update");
      const task = find(paramId(params));
      if (!task) return notFound();
      const parsed = assignTaskRequestSchema.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_FAILED", TASK_ASSIGNMENT_MESSAGES.notAMember));
      const { userId } = parsed.data;
      const member = members.find((each) => each.userId === userId);
      if (userId !== null && !member) return refuse(400, errorBody("BAD_REQUEST", TASK_ASSIGNMENT_MESSAGES.notAMember));
      const assignee = member ? { userId: member.userId, name: member.name ?? member.email } : null;
      current = current.map((each) => (each.id === task.id ? { ...each, assignee } : each));
      return HttpResponse.json(assignTaskResponseSchema.parse({ data: find(task.id) }));
    }),
  ];
}

/**
 * Writes down each task write the mock server receives, as "complete <id>", "snooze <id>"…, and lets the
 * handlers after it answer; put it before a `taskHome()`. Stories count with it what a press sent.
 */
export function recordTaskWrites(writes: string[]) {
  return (["complete", "uncomplete", "metadata", "snooze", "unsnooze", "assign"] as const).map((kind) =>
    http.put(taskUrls[kind], ({ params }) => {
      writes.push(`${kind} ${paramId(params)}`);
    }),
  );
}

/** Single-state handlers for the failure and loading stories; put them before a `taskHome()` to win. */
export const taskHandlers = {
  dashboard: {
    loading: http.get(taskUrls.dashboard, neverAnswer),
    failing: http.get(taskUrls.dashboard, serverError),
    invalid: http.get(taskUrls.dashboard, () => HttpResponse.json({ data: [{ id: 1 }] })),
    empty: http.get(taskUrls.dashboard, async () => {
      await simulateWork("refresh");
      return HttpResponse.json(dashboardTasksResponseSchema.parse({ data: [] }));
    }),
    /** The server cannot be reached (offline, or down): the request fails without an answer. */
    unreachable: http.get(taskUrls.dashboard, () => HttpResponse.error()),
  },
  details: {
    loading: http.get(taskUrls.details, neverAnswer),
    notFound: http.get(taskUrls.details, notFound),
    failing: http.get(taskUrls.details, serverError),
    offline: http.get(taskUrls.details, () => HttpResponse.error()),
  },
  complete: {
    failing: http.put(taskUrls.complete, serverError),
    slow: http.put(taskUrls.complete, neverAnswer),
    /** Completed meanwhile from another device: the server's 409. */
    alreadyCompleted: http.put(taskUrls.complete, () => refuse(409, errorBody("CONFLICT", "This task is already completed"))),
  },
  uncomplete: { failing: http.put(taskUrls.uncomplete, serverError) },
  snooze: { failing: http.put(taskUrls.snooze, serverError), unreachable: http.put(taskUrls.snooze, () => HttpResponse.error()) },
  assign: { failing: http.put(taskUrls.assign, serverError) },
  stats: { failing: http.get(taskUrls.stats, serverError) },
};



