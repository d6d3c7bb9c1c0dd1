import type { CompleteTaskRequest, CompleteTaskResponse, EditCompletionRequest, EditCompletionResponse, TaskDetails, TaskMetadataRequest, TaskStatisticsResponse } from "@domain/contract/index.ts";
import type { ServerTask, CompletedTaskMetadata } from "@domain/entities/task.ts";
import { calendarDateInTimeZone, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { COMPLETION_DATE_MESSAGES, VALIDATION_MESSAGES } from "@domain/messages.ts";
import { checkCompletionDate } from "@domain/tasks/completion-date.ts";
import { sortByDaysUntilDue } from "@domain/tasks/task-list.ts";
import { completionRate, moneySavedByCompletion, snoozeUntilFrom, streaksFromCompletionDays } from "@domain/tasks/task-rules.ts";
import type { Database } from "../db/client.ts";
import { countTasksByState, findTask, findTaskOfMember, listOpenTasksOfMember, listTasksPage, moveOpenTaskDueDate, updateTask, type TaskListStatus, type TaskRow, taskViewRowOf } from "../db/repositories/tasks-repository.ts";
import { findCompletionOfTask, completeOpenTask, listCompletionsOfTaskSeries, listCompletionsWithTasks, updateCompletion, undoCompletion } from "../db/repositories/completions-repository.ts";
import { listAppliances } from "../db/repositories/appliances-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { AuthContext } from "../security/require-auth.ts";
import type { CatalogSource } from "./catalog-source.ts";
import { systemClock, type Clock } from "./clock.ts";
import { nextOccurrenceDueDate } from "@domain/scheduling/plan-appliance-tasks.ts";
import { seasonOfTask } from "@domain/scheduling/server-schedule.ts";
import { homeClimateOf } from "./appliances.ts";
import { toServerTask } from "./task-views.ts";

export type TaskService = ReturnType<typeof createTaskService>;

/** "Where am I": the signed-in home and the user's calendar day. */
export type TaskRequestContext = AuthContext & { timeZone: string };

/**
 * A caller known only by a verified token, for the changes whose statements check the membership
 * themselves (decision 018): a user with no home (a deleted account) gets a 401 from them.
 */
export type MemberRequestContext = Pick<TaskRequestContext, "userId" | "timeZone">;

const taskNotFound = () => AppError.notFound(VALIDATION_MESSAGES.taskNotFound);
const alreadyCompleted = () => AppError.conflict("This task is already completed");
const nextAlreadyCompleted = () => AppError.conflict("The next occurrence of this task is already completed");

function metadataColumns(metadata: CompletedTaskMetadata) {
  return {
    ...(metadata.notes !== undefined && { notes: metadata.notes }),
    ...(metadata.timeSpentMinutes !== undefined && { timeSpentMinutes: metadata.timeSpentMinutes }),
    ...(metadata.costActual !== undefined && { costActual: metadata.costActual }),
  };
}

/** The day a task was added, in the caller's zone: the earliest day a completion of it may be dated. */
const addedOn = (task: Pick<TaskRow, "createdAt">, timeZone: string): CalendarDate => calendarDateInTimeZone(task.createdAt, timeZone);

export function createTaskService({
  db,
  catalog,
  clock = systemClock,
}: {
  db: Database;
  catalog: CatalogSource;
  clock?: Clock;
}) {
  const todayIn = (timeZone: string): CalendarDate => calendarDateInTimeZone(clock.now(), timeZone);
  const view = (row: TaskRow, today: CalendarDate): ServerTask => toServerTask(taskViewRowOf(row), today, catalog);

  return {
    /**
     * The open tasks of the caller's home, for a caller known only by a verified token: the membership
     * is checked by the same statement, and a user with no home (a deleted account) gets a 401.
     */
    async forDashboard({ userId, timeZone }: Pick<TaskRequestContext, "userId" | "timeZone">): Promise<ServerTask[]> {
      const today = todayIn(timeZone);
      const rows = await listOpenTasksOfMember(db, userId);
      if (!rows) throw AppError.unauthorized();
      return sortByDaysUntilDue(rows.map((row) => toServerTask(row, today, catalog)));
    },

    async list({ homeId, timeZone }: TaskRequestContext, query: { status: TaskListStatus; page: number; pageSize: number }) {
      const today = todayIn(timeZone);
      const { rows, total } = await listTasksPage(db, homeId, {
        status: query.status,
        today,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { data: rows.map((row) => view(row, today)), pagination: { page: query.page, pageSize: query.pageSize, total } };
    },

    async details({ homeId, timeZone }: TaskRequestContext, id: string): Promise<TaskDetails> {
      const row = await findTask(db, homeId, id);
      if (!row) throw taskNotFound();
      const [history, appliances] = await Promise.all([
        listCompletionsOfTaskSeries(db, homeId, { taskId: row.id, catalogTaskId: row.catalogTaskId, applianceId: row.applianceId }),
        row.applianceId ? listAppliances(db, homeId) : Promise.resolve([]),
      ]);
      const appliance = appliances.find((each) => each.id === row.applianceId);
      const completion = history.find((entry) => entry.taskId === row.id);
      return {
        ...view(row, todayIn(timeZone)),
        notes: completion?.notes ?? null,
        guide: catalog.taskById(row.catalogTaskId) ?? null,
        history: history.map((entry) => ({ ...entry, completedAt: entry.completedAt.toISOString() })),
        applianceBrand: appliance?.brand ?? null,
        applianceModel: appliance?.model ?? null,
      };
    },

    /**
     * Records the completion, closes the occurrence and opens the next one, due on the date the domain
     * gives from the day it was done (today unless the request says an earlier day). A second completion of the same occurrence is a 409, never a second record.
     * The caller's home is read with the task; a user with no home gets a 401. What the completion earned is
     * judged by the next read of the achievements, which the app makes after every change (decision 038).
     */
    async complete({ userId, timeZone }: MemberRequestContext, id: string, metadata: CompleteTaskRequest): Promise<CompleteTaskResponse> {
      const now = clock.now();
      const today = todayIn(timeZone);
      const member = await findTaskOfMember(db, userId, id);
      if (!member) throw AppError.unauthorized();
      const { homeId, task } = member;
      if (!task) throw taskNotFound();
      if (task.status === "completed") throw alreadyCompleted();
      // docs/product.md §4.5 "Done earlier": the day it was done, today unless the request names another.
      const doneOn = metadata.completedOn ?? today;
      if (doneOn !== today) checkCompletionDate(doneOn, today, addedOn(task, timeZone));
      // Only a seasonal task needs to know where the home is, so the busiest write reads it only then.
      const home = seasonOfTask(task.catalogTaskId) === undefined ? undefined : await homeClimateOf(db, homeId);
      const nextDueDate = task.applianceId ? nextOccurrenceDueDate(task, doneOn, today, home) : null;
      // One statement closes the occurrence, opens the next and records the completion; it finds nothing
      // to close when another request completed the task since it was read, and then this one is the 409.
      const outcome = await completeOpenTask(db, {
        homeId,
        taskId: id,
        completedAt: now,
        completion: { completedBy: userId, completedOn: doneOn, ...metadataColumns(metadata) },
        next:
          task.applianceId && nextDueDate
            ? {
                applianceId: task.applianceId,
                applianceType: task.applianceType,
                applianceName: task.applianceName,
                catalogTaskId: task.catalogTaskId,
                name: task.name,
                frequency: task.frequency,
                timeEstimate: task.timeEstimate,
                difficulty: task.difficulty,
                priority: task.priority,
                dueDate: nextDueDate,
              }
            : null,
      });
      if (!outcome) throw alreadyCompleted();
      return outcome.nextTaskId ? { nextTaskId: outcome.nextTaskId, nextDueDate } : { nextTaskId: null, nextDueDate: null };
    },

    /**
     * Reopens a completed occurrence: removes its completion record and the next occurrence it opened,
     * unless that one has been completed meanwhile (then undoing would rewrite history: 409). The
     * caller's home is read by the same statement; a user with no home gets a 401.
     */
    async uncomplete({ userId, timeZone }: MemberRequestContext, id: string): Promise<ServerTask> {
      const outcome = await undoCompletion(db, userId, id);
      if (!outcome.member) throw AppError.unauthorized();
      if (!outcome.found) throw taskNotFound();
      if (outcome.status !== "completed") throw AppError.conflict("This task is not completed");
      if (outcome.nextStatus === "completed") throw nextAlreadyCompleted();
      // The next occurrence was completed between the statement's read and its removal: nothing was changed.
      if (outcome.nextTaskId && outcome.nextStatus !== null && !outcome.nextRemoved) throw nextAlreadyCompleted();
      if (!outcome.reopened) throw AppError.conflict("This task is not completed");
      return view(outcome.reopened, todayIn(timeZone));
    },

    async updateMetadata({ homeId }: TaskRequestContext, id: string, metadata: TaskMetadataRequest): Promise<CompletedTaskMetadata> {
      const task = await findTask(db, homeId, id);
      if (!task) throw taskNotFound();
      const completion = await findCompletionOfTask(db, homeId, id);
      if (!completion) throw AppError.conflict("Notes, time and cost belong to a completed task");
      // A change naming no field (a form cleaned of everything sends `{}`) changes nothing and answers what is kept.
      const columns = metadataColumns(metadata);
      const updated = Object.keys(columns).length === 0 ? completion : ((await updateCompletion(db, homeId, completion.id, columns)) ?? completion);
      return {
        ...(updated.notes !== null && { notes: updated.notes }),
        ...(updated.timeSpentMinutes !== null && { timeSpentMinutes: updated.timeSpentMinutes }),
        ...(updated.costActual !== null && { costActual: updated.costActual }),
      };
    },

    /**
     * Edits a completion from the history (docs/product.md §4.5): its day, notes, time and cost. When the
     * day moves and the occurrence the completion opened is still open (this is the latest completion of
     * the series), that occurrence's due date is counted again from the new day; an earlier completion's
     * day changes the record alone. One transaction: the record and the due date move together.
     */
    async editCompletion({ homeId, timeZone }: TaskRequestContext, id: string, changes: EditCompletionRequest): Promise<EditCompletionResponse["data"]> {
      const today = todayIn(timeZone);
      const task = await findTask(db, homeId, id);
      if (!task) throw taskNotFound();
      const completion = await findCompletionOfTask(db, homeId, id);
      if (!completion) throw AppError.conflict(COMPLETION_DATE_MESSAGES.notCompleted);
      const movesDay = changes.completedOn !== undefined && changes.completedOn !== completion.completedOn;
      if (changes.completedOn !== undefined && movesDay) checkCompletionDate(changes.completedOn, today, addedOn(task, timeZone));
      const columns = {
        ...(movesDay && changes.completedOn !== undefined && { completedOn: changes.completedOn }),
        ...(changes.notes !== undefined && { notes: changes.notes === "" ? null : changes.notes }),
        ...(changes.timeSpentMinutes !== undefined && { timeSpentMinutes: changes.timeSpentMinutes }),
        ...(changes.costActual !== undefined && { costActual: changes.costActual }),
      };
      const home = movesDay && task.applianceId && seasonOfTask(task.catalogTaskId) !== undefined ? await homeClimateOf(db, homeId) : undefined;
      const { updated, next } = await db.transaction(async (tx) => {
        const edited = Object.keys(columns).length === 0 ? completion : ((await updateCompletion(tx, homeId, completion.id, columns)) ?? completion);
        const nextOpen = completion.nextTaskId ? await findTask(tx, homeId, completion.nextTaskId) : undefined;
        if (!nextOpen || nextOpen.status !== "open") return { updated: edited, next: undefined };
        if (!movesDay) return { updated: edited, next: nextOpen };
        const dueDate = nextOccurrenceDueDate(task, edited.completedOn, today, home);
        return { updated: edited, next: (await moveOpenTaskDueDate(tx, homeId, nextOpen.id, dueDate)) ?? nextOpen };
      });
      return {
        taskId: id,
        completedAt: updated.completedAt.toISOString(),
        completedOn: updated.completedOn,
        notes: updated.notes,
        timeSpentMinutes: updated.timeSpentMinutes,
        costActual: updated.costActual,
        nextDueDate: next?.dueDate ?? null,
      };
    },

    async snooze({ homeId, timeZone }: TaskRequestContext, id: string, days: number): Promise<ServerTask> {
      const task = await findTask(db, homeId, id);
      if (!task) throw taskNotFound();
      if (task.status !== "open") throw AppError.conflict("Only an open task can be snoozed");
      const snoozed = await updateTask(db, homeId, id, { snoozeUntil: new Date(snoozeUntilFrom(clock.now(), days)) });
      return view(snoozed!, todayIn(timeZone));
    },

    /** The undo of a snooze: the task is due on its own date again. */
    async unsnooze({ homeId, timeZone }: TaskRequestContext, id: string): Promise<ServerTask> {
      const task = await findTask(db, homeId, id);
      if (!task) throw taskNotFound();
      if (task.status !== "open") throw AppError.conflict("Only an open task can be unsnoozed");
      const reopened = await updateTask(db, homeId, id, { snoozeUntil: null });
      return view(reopened!, todayIn(timeZone));
    },

    async statistics({ homeId, timeZone }: TaskRequestContext): Promise<TaskStatisticsResponse["data"]> {
      const today = todayIn(timeZone);
      const [counts, completions] = await Promise.all([countTasksByState(db, homeId, today), listCompletionsWithTasks(db, homeId)]);
      const streaks = streaksFromCompletionDays(
        completions.map((completion) => completion.completedOn),
        today,
      );
      let moneySaved = 0;
      let minutesSpent = 0;
      for (const completion of completions) {
        const entry = catalog.taskById(completion.catalogTaskId);
        if (entry) moneySaved += moneySavedByCompletion({ ...entry, costActual: completion.costActual });
        minutesSpent += completion.timeSpentMinutes ?? 0;
      }
      return {
        total: counts.total,
        completed: counts.completed,
        overdue: counts.overdue,
        pending: counts.total - counts.completed - counts.overdue,
        completionRate: completionRate(counts.completed, counts.total),
        currentStreak: streaks.current,
        longestStreak: streaks.longest,
        moneySaved,
        minutesSpent,
      };
    },
  };
}
