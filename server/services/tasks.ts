import type {
  AllHomesTask,
  AssignTaskRequest,
  CompletedBy,
  CompleteTaskRequest,
  CompleteTaskResponse,
  EditCompletionRequest,
  EditCompletionResponse,
  TaskDetails,
  TaskMetadataRequest,
  TaskPerson,
  TaskStatisticsResponse,
} from "@domain/contract/index.ts";
import type { ServerTask, CompletedTaskMetadata } from "@domain/entities/task.ts";
import { calendarDateInTimeZone, type CalendarDate } from "@domain/dates/calendar-date.ts";
import { COMPLETION_DATE_MESSAGES, TASK_ASSIGNMENT_MESSAGES, VALIDATION_MESSAGES } from "@domain/messages.ts";
import { checkCompletionDate } from "@domain/tasks/completion-date.ts";
import { sortByDaysUntilDue } from "@domain/tasks/task-list.ts";
import { statisticsByMember } from "@domain/progress/member-statistics.ts";
import { completionRate, moneySavedByCompletion, snoozeUntilFrom, streaksFromCompletionDays } from "@domain/tasks/task-rules.ts";
import type { Database } from "../db/client.ts";
import {
  countTasksByState,
  findTask,
  findTaskOfMember,
  findTaskPeople,
  listOpenTasksOfEveryHomeOfMember,
  listOpenTasksOfMember,
  listTasksPage,
  moveOpenTaskDueDate,
  setTaskAssignee,
  updateTask,
  type TaskListStatus,
  type TaskRow,
  taskViewRowOf,
} from "../db/repositories/tasks-repository.ts";
import { findMembership, listMembersOfHome } from "../db/repositories/households-repository.ts";
import { tellHousehold, type HouseholdChannels } from "./notifications.ts";
import { findCompletionOfTask, completeOpenTask, listCompletionsOfTaskSeries, listCompletionsWithTasks, updateCompletion, undoCompletion } from "../db/repositories/completions-repository.ts";
import { listAppliances } from "../db/repositories/appliances-repository.ts";
import { AppError } from "../http/app-error.ts";
import { notAMemberError } from "../security/home-access.ts";
import type { AuthContext } from "../security/require-auth.ts";
import type { CatalogSource } from "./catalog-source.ts";
import { systemClock, type Clock } from "./clock.ts";
import { nextOccurrenceDueDate } from "@domain/scheduling/plan-appliance-tasks.ts";
import { seasonOfTask } from "@domain/scheduling/server-schedule.ts";
import { homeClimateOf } from "./appliances.ts";
import { completedByOfRow, toServerTask } from "./task-views.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

export type TaskService = ReturnType<typeof createTaskService>;

/** "Where am I": the signed-in home and the user's calendar day. */
export type TaskRequestContext = AuthContext & { timeZone: string };

/**
 * A caller known only by a verified token, with the home the request names (undefined for their first
 * home), for the changes whose statements check the membership themselves (decision 018): a user with no
 * home (a deleted account) gets a 401 from them, and one naming a home they are not a member of a 404.
 */
export type MemberRequestContext = Pick<TaskRequestContext, "userId" | "timeZone"> & { requestedHomeId?: string | undefined };

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

/**
 * Who a completion names: every completion the server records names who did it, so one whose person is not
 * found was done by someone since gone, "a former member" (docs/product.md §6.5).
 */
const completedByOf = (person: TaskPerson | undefined): CompletedBy => person ?? { userId: null, name: null };

/** The day a task was added, in the caller's zone: the earliest day a completion of it may be dated. */
const addedOn = (task: Pick<TaskRow, "createdAt">, timeZone: string): CalendarDate => calendarDateInTimeZone(task.createdAt, timeZone);

export function createTaskService({
  db,
  catalog,
  clock = systemClock,
  householdChannels,
}: {
  db: Database;
  catalog: CatalogSource;
  clock?: Clock;
  householdChannels?: HouseholdChannels;
}) {
  const todayIn = (timeZone: string): CalendarDate => calendarDateInTimeZone(clock.now(), timeZone);
  /** The rows as the contract's tasks, each assignee named (one read for all of them, none when nobody is assigned). */
  const views = async (rows: readonly TaskRow[], today: CalendarDate): Promise<ServerTask[]> => {
    const people = await findTaskPeople(db, rows.map((row) => row.assigneeId));
    return rows.map((row) => toServerTask(taskViewRowOf(row, row.assigneeId === null ? null : (people.get(row.assigneeId) ?? null)), today, catalog));
  };
  const view = async (row: TaskRow, today: CalendarDate): Promise<ServerTask> => (await views([row], today))[0]!;

  return {
    /**
     * The open tasks of the caller's home, for a caller known only by a verified token: the membership
     * is checked by the same statement, and a user with no home (a deleted account) gets a 401.
     */
    async forDashboard({ userId, requestedHomeId, timeZone }: MemberRequestContext): Promise<ServerTask[]> {
      const today = todayIn(timeZone);
      const rows = await listOpenTasksOfMember(db, { userId, requestedHomeId });
      if (!rows) throw await notAMemberError(db, userId, requestedHomeId);
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
      return { data: await views(rows, today), pagination: { page: query.page, pageSize: query.pageSize, total } };
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
        ...(await view(row, todayIn(timeZone))),
        notes: completion?.notes ?? null,
        guide: catalog.taskById(row.catalogTaskId) ?? null,
        history: history.map(({ completedById, completedByName, ...entry }) => ({
          ...entry,
          completedAt: entry.completedAt.toISOString(),
          completedBy: completedByOfRow({ completedById, completedByName }),
        })),
        applianceBrand: appliance?.brand ?? null,
        applianceModel: appliance?.model ?? null,
      };
    },

    /** The open tasks of every home of the caller, each labelled with its home, by days until due (docs/product.md §6.5). */
    async forAllHomesDashboard({ userId, timeZone }: TaskRequestContext): Promise<AllHomesTask[]> {
      const today = todayIn(timeZone);
      const rows = await listOpenTasksOfEveryHomeOfMember(db, userId);
      return sortByDaysUntilDue(rows.map(({ homeId, homeName, task }) => ({ ...toServerTask(task, today, catalog), homeId, homeName })));
    },

    /**
     * Records the completion, closes the occurrence and opens the next one, due on the date the domain
     * gives from the day it was done (today unless the request says an earlier day). A second completion of the same occurrence is a 409, never a second record.
     * The caller's home is read with the task; a user with no home gets a 401. What the completion earned is
     * judged by the next read of the achievements, which the app makes after every change (decision 038).
     */
    async complete({ userId, requestedHomeId, timeZone }: MemberRequestContext, id: string, metadata: CompleteTaskRequest): Promise<CompleteTaskResponse> {
      const now = clock.now();
      const today = todayIn(timeZone);
      const member = await findTaskOfMember(db, { userId, requestedHomeId }, id);
      if (!member) throw await notAMemberError(db, userId, requestedHomeId);
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
      // The completing statement read who hears of it: a home of one pays nothing more (decision 105).
      await tellHousehold(
        db,
        homeId,
        outcome.audience,
        { kind: "member-completed", taskName: task.name, applianceName: taskPlaceName({ masterTaskSlug: task.catalogTaskId, applianceName: task.applianceName, applianceId: task.applianceType }) },
        householdChannels,
      );
      const { completionId } = outcome;
      return outcome.nextTaskId ? { completionId, nextTaskId: outcome.nextTaskId, nextDueDate } : { completionId, nextTaskId: null, nextDueDate: null };
    },

    /**
     * Reopens a completed occurrence: removes its completion record and the next occurrence it opened,
     * unless that one has been completed meanwhile (then undoing would rewrite history: 409). The
     * caller's home is read by the same statement; a user with no home gets a 401.
     */
    async uncomplete({ userId, requestedHomeId, timeZone }: MemberRequestContext, id: string): Promise<ServerTask> {
      const outcome = await undoCompletion(db, { userId, requestedHomeId }, id);
      if (!outcome.member) throw await notAMemberError(db, userId, requestedHomeId);
      if (!outcome.found) throw taskNotFound();
      if (outcome.status !== "completed") throw AppError.conflict("This task is not completed");
      if (outcome.nextStatus === "completed") throw nextAlreadyCompleted();
      // The next occurrence was completed between the statement's read and its removal: nothing was changed.
      if (outcome.nextTaskId && outcome.nextStatus !== null && !outcome.nextRemoved) throw nextAlreadyCompleted();
      if (!outcome.reopened) throw AppError.conflict("This task is not completed");
      return view(outcome.reopened, todayIn(timeZone));
    },

    /**
     * Gives an open task to a member of its home, or to nobody (docs/product.md §6.5). Naming someone who is
     * not a member is refused with words, and nothing changes; naming who is already named changes nothing.
     */
    async assign({ homeId, timeZone }: TaskRequestContext, id: string, { userId }: AssignTaskRequest): Promise<ServerTask> {
      const task = await findTask(db, homeId, id);
      if (!task) throw taskNotFound();
      if (task.status !== "open") throw AppError.conflict(TASK_ASSIGNMENT_MESSAGES.notOpen);
      if (userId !== null && !(await findMembership(db, homeId, userId))) throw AppError.badRequest(TASK_ASSIGNMENT_MESSAGES.notAMember, { userId });
      const assigned = task.assigneeId === userId ? task : await setTaskAssignee(db, homeId, id, userId);
      // Completed between the read and the change: nothing was given.
      if (!assigned) throw AppError.conflict(TASK_ASSIGNMENT_MESSAGES.notOpen);
      return view(assigned, todayIn(timeZone));
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
      const people = await findTaskPeople(db, [updated.completedBy]);
      return {
        taskId: id,
        completedBy: completedByOf(updated.completedBy === null ? undefined : people.get(updated.completedBy)),
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

    async statistics({ homeId, userId, timeZone }: TaskRequestContext): Promise<TaskStatisticsResponse["data"]> {
      const today = todayIn(timeZone);
      const [counts, completions, people] = await Promise.all([countTasksByState(db, homeId, today), listCompletionsWithTasks(db, homeId), listMembersOfHome(db, homeId)]);
      const streaks = streaksFromCompletionDays(
        completions.map((completion) => completion.completedOn),
        today,
      );
      const ofMembers = completions.map((completion) => {
        const entry = catalog.taskById(completion.catalogTaskId);
        return {
          completedBy: completion.completedBy,
          completedOn: completion.completedOn,
          minutesSpent: completion.timeSpentMinutes ?? 0,
          moneySaved: entry ? moneySavedByCompletion({ ...entry, costActual: completion.costActual }) : 0,
        };
      });
      const moneySaved = ofMembers.reduce((sum, completion) => sum + completion.moneySaved, 0);
      const minutesSpent = ofMembers.reduce((sum, completion) => sum + completion.minutesSpent, 0);
      const members = statisticsByMember(
        people.map((person) => ({ userId: person.userId, name: person.name ?? person.email, isYou: person.userId === userId })),
        ofMembers,
        today,
      );
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
        members,
      };
    },
  };
}
