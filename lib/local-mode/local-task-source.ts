import {
  completeTaskResponseSchema,
  editCompletionRequestSchema,
  snoozeTaskRequestSchema,
  taskDetailsSchema,
  taskHistoryEntrySchema,
  type CompleteTaskResponse,
  type EditCompletionRequest,
  type EditCompletionResponse,
  type TaskDetails,
  type TaskHistoryEntry,
  type TaskStatisticsResponse,
  historyQuerySchema,
  type CompletedTaskEntry,
  type HistoryQuery,
  type HistoryResponse,
  type MonthlyHistoryResponse,
  type AchievementStatus,
  TASK_HISTORY_LIMIT,
} from "@domain/contract/index.ts";
import { achievementNotificationContent, achievementStatuses, newlyEarnedAchievements, type AchievementId } from "@domain/progress/achievements.ts";
import type { LocalAchievements } from "@domain/entities/local-achievements.ts";
import { matchesHistoryQuery } from "@domain/progress/history-search.ts";
import { monthlyTotals } from "@domain/progress/monthly-history.ts";
import { catalogTaskById } from "@domain/catalog/index.ts";
import { calendarDateInTimeZone, calendarDateOfInstant, type CalendarDate } from "@domain/dates/calendar-date.ts";
import type { LocalCompletedTask, LocalDataStore } from "@domain/entities/local-data-store.ts";
import type { LocalTask } from "@domain/entities/local-tasks.ts";
import {
  completedTaskMetadataRequestSchema,
  sanitiseCompletedTaskMetadata,
  serverTaskSchema,
  type CompletedTaskMetadata,
  type ServerTask,
  type TaskStatusFilter,
} from "@domain/entities/task.ts";
import { nextOccurrenceDueDate } from "@domain/scheduling/plan-appliance-tasks.ts";
import { deriveHomeClimate } from "@domain/seasons/derive-climate.ts";
import { recordLocalCompletion, undoLocalCompletion } from "@domain/tasks/local-completions.ts";
import { checkCompletionDate } from "@domain/tasks/completion-date.ts";
import { COMPLETION_DATE_MESSAGES } from "@domain/messages.ts";
import {
  computeTaskStatistics,
  daysUntilDue,
  filterTasks,
  snoozeTask,
  sortByDaysUntilDue,
  TaskNotFoundError,
  uncompleteTask,
} from "@domain/tasks/task-list.ts";
import { moneySavedByCompletion, streaksFromCompletionDays } from "@domain/tasks/task-rules.ts";
import type { ApplianceIdWarning } from "@domain/appliances/identifiers.ts";
import { logWarning } from "@lib/logger/index.ts";
import { LOCAL_CONFLICT_MESSAGES, LocalTaskConflictError } from "./local-errors.ts";
import type { LocalNotificationCenter } from "./local-notifications.ts";
import type { LocalStores } from "./local-stores.ts";
import { addedCatalogTasks, generateLocalTasks, sameSeries, seriesTaskId } from "./local-task-generation.ts";
import type { StoredValueProblem } from "./versioned-store.ts";
import { createSerialQueue } from "./serial-queue.ts";

/**
 * The operations the task screens need, answered with the contract's types (docs/product.md §7.5), so a
 * screen can be given this local source or the remote one and never ask which mode runs
 * (docs/product.md §4.16). Each answer is what the remote fetcher of features/tasks/api resolves to.
 */
export interface TaskSource {
  /** `GET /api/tasks/for-dashboard`: the open tasks, by daysUntilDue ascending. */
  dashboardTasks(): Promise<ServerTask[]>;
  /** `GET /api/tasks/{id}/details`. */
  taskDetails(id: string): Promise<TaskDetails>;
  /** `PUT /api/tasks/{id}/complete`, with the day it was done when not today (docs/product.md §4.5). */
  complete(id: string, metadata?: CompletedTaskMetadata & { readonly completedOn?: CalendarDate | undefined }): Promise<CompleteTaskResponse>;
  /** `PUT /api/tasks/{id}/completion`: a completion's day, notes, time and cost edited from the history. */
  editCompletion(id: string, changes: EditCompletionRequest): Promise<EditCompletionResponse["data"]>;
  /** `PUT /api/tasks/{id}/uncomplete`. */
  uncomplete(id: string): Promise<ServerTask>;
  /** `PUT /api/tasks/{id}/metadata`. */
  updateMetadata(id: string, metadata: CompletedTaskMetadata): Promise<CompletedTaskMetadata>;
  /** `PUT /api/tasks/{id}/snooze`. */
  snooze(id: string, days: number): Promise<ServerTask>;
  /** `PUT /api/tasks/{id}/unsnooze`. */
  unsnooze(id: string): Promise<ServerTask>;
  /** `GET /api/tasks?status=…`: the tasks in that state, most recently done first for `completed`. */
  taskList(status: TaskStatusFilter): Promise<ServerTask[]>;
  /** `GET /api/tasks/stats`. */
  statistics(): Promise<TaskStatisticsResponse["data"]>;
  /** `GET /api/tasks/history`: the completed tasks, newest first, a page at a time, as the server pages them. */
  history(query: HistoryQuery): Promise<HistoryResponse>;
  /** `GET /api/tasks/history/monthly`: completions and money saved in each of the last 12 months. */
  monthlyHistory(): Promise<MonthlyHistoryResponse["data"]>;
}

export interface LocalTaskSource extends TaskSource {
  /** `GET /api/achievements`: every achievement with its state; what the history earns by now is unlocked first. */
  achievements(): Promise<AchievementStatus[]>;
  /** `POST /api/achievements/guide-finished`: the guide of a task of this home was followed to its last step. */
  guideFinished(taskId: string): Promise<AchievementStatus[]>;
  /** Local generation (docs/product.md §4.12) for the store's selected appliances: adds what is missing. */
  generateTasks(): Promise<{ readonly created: number; readonly warnings: ApplianceIdWarning[] }>;
  /**
   * Reads the tasks and the data store, and stores what `change` makes of them, as one of this source's
   * operations: a completion asked for meanwhile waits rather than being overwritten. For the changes of
   * the home's appliances (local-appliances.ts), which take tasks and appliance ids with them.
   */
  changeHome<Answer>(change: (home: LocalHomeState) => LocalHomeChange<Answer>): Promise<Answer>;
  /** Stored values found damaged and set aside so far (docs/product.md §4.16), for the screen to tell. */
  problems(): StoredValueProblem[];
}

/** What `changeHome` hands the change: the stored state, and the instant and day it runs at. */
export interface LocalHomeState {
  readonly data: LocalDataStore;
  readonly tasks: readonly LocalTask[];
  readonly now: Date;
  readonly today: CalendarDate;
}

/** What a change stores (each part only when given) and what it answers. */
export interface LocalHomeChange<Answer> {
  readonly data?: LocalDataStore;
  readonly tasks?: LocalTask[];
  readonly answer: Answer;
}

export interface LocalTaskSourceOptions {
  readonly stores: LocalStores;
  readonly now?: () => Date;
  /** The user's IANA time zone: "today" is their calendar day (docs/product.md §4.5). */
  readonly timeZone?: () => string;
  /** Ids of next occurrences. */
  readonly newId?: () => string;
  /** Where an unlocked achievement is announced, as the server writes it to the home's notifications (docs/product.md §4.9, §2.16). */
  readonly notifications?: Pick<LocalNotificationCenter, "add">;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A local task as the server sends one (docs/product.md §3.7): days until due as of today, the catalogue's costs. */
function toServerTask(task: LocalTask, today: CalendarDate): ServerTask {
  const entry = task.masterTaskSlug ? catalogTaskById(task.masterTaskSlug) : undefined;
  return serverTaskSchema.parse({
    id: task.id,
    name: task.name,
    frequency: task.frequency,
    applianceId: task.applianceId,
    applianceName: task.applianceName,
    timeEstimate: task.timeEstimate,
    dueDate: task.dueDate,
    daysUntilDue: daysUntilDue(task.dueDate, today),
    savingsMessage: task.costSavings,
    isQuickWin: task.isQuickWin,
    difficulty: task.difficulty,
    masterTaskSlug: task.masterTaskSlug,
    description: task.description,
    priority: task.priority,
    isCompleted: task.isCompleted,
    completedAt: task.completedAt,
    snoozeUntil: task.snoozeUntil,
    createdAt: task.createdAt ?? undefined,
    notes: task.notes,
    ...(entry && { diyCost: entry.diyCost, proCost: entry.proCost }),
  });
}

/** A completion record of the task's series (docs/product.md §3.10 names the task and the appliance). */
function isRecordOf(record: LocalCompletedTask, task: LocalTask): boolean {
  return record.taskId === seriesTaskId(task) && record.applianceId === task.applianceId;
}

/** The completion record of a completed occurrence: its series, and its instant. */
function recordOf(store: LocalDataStore, task: LocalTask): LocalCompletedTask | undefined {
  return store.completedTasks.find((record) => isRecordOf(record, task) && record.completedAt === task.completedAt);
}

function metadataOf(record: LocalCompletedTask): CompletedTaskMetadata {
  return {
    ...(record.notes !== undefined && { notes: record.notes }),
    ...(record.timeSpentMinutes !== undefined && { timeSpentMinutes: record.timeSpentMinutes }),
    ...(record.costActual !== undefined && { costActual: record.costActual }),
  };
}

/** docs/product.md §5.5: time and cost only when they are numbers; then a request's limits (§5.9), as the server checks them. */
function cleanMetadata(metadata: CompletedTaskMetadata | undefined): CompletedTaskMetadata {
  return completedTaskMetadataRequestSchema.parse(sanitiseCompletedTaskMetadata(metadata ?? {}));
}

/** A history entry, with values an older store may hold outside the contract's limits left out. */
export function historyEntry(record: LocalCompletedTask, tasks: readonly LocalTask[]): TaskHistoryEntry {
  const occurrence = tasks.find((task) => task.completedAt === record.completedAt && isRecordOf(record, task));
  const { timeSpentMinutes, costActual } = taskHistoryEntrySchema.shape;
  return {
    taskId: occurrence?.id ?? record.taskId,
    completedAt: record.completedAt,
    completedOn: record.date,
    notes: record.notes ?? null,
    timeSpentMinutes: timeSpentMinutes.safeParse(record.timeSpentMinutes).data ?? null,
    costActual: costActual.safeParse(record.costActual).data ?? null,
    // One person keeps a home in the browser: nobody is named.
    completedBy: null,
  };
}

/** What a completion saved against the professional's price, as the server counts it. */
function savedBy(record: LocalCompletedTask): number {
  const entry = record.masterTaskSlug ? catalogTaskById(record.masterTaskSlug) : undefined;
  return entry ? moneySavedByCompletion({ ...entry, costActual: record.costActual ?? null }) : 0;
}

/** Every completed occurrence with its record, newest first (docs/product.md §2 `/completed`). */
function completedEntries(data: LocalDataStore, tasks: readonly LocalTask[]): CompletedTaskEntry[] {
  const { timeSpentMinutes, costActual } = taskHistoryEntrySchema.shape;
  return tasks
    .filter((task) => task.isCompleted && task.completedAt !== null)
    .flatMap((task) => {
      const record = recordOf(data, task);
      if (!record) return [];
      const entry = task.masterTaskSlug ? catalogTaskById(task.masterTaskSlug) : undefined;
      return [
        {
          taskId: task.id,
          name: task.name,
          applianceId: task.applianceId,
          applianceName: task.applianceName ?? task.applianceId,
          masterTaskSlug: task.masterTaskSlug ?? null,
          dueDate: task.dueDate,
          completedAt: record.completedAt,
          completedOn: record.date,
          notes: record.notes ?? null,
          timeSpentMinutes: timeSpentMinutes.safeParse(record.timeSpentMinutes).data ?? null,
          costActual: costActual.safeParse(record.costActual).data ?? null,
          proCost: entry?.proCost ?? null,
          moneySaved: savedBy(record),
          // One person keeps a home in the browser: nobody is named.
          completedBy: null,
        },
      ];
    })
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}

/** Every achievement with its state, as the server lists them (docs/product.md §4.9). */
function statusesOf({ unlocked }: LocalAchievements): AchievementStatus[] {
  return achievementStatuses((id) => unlocked[id] ?? null);
}

/**
 * Local mode's task source: the local tasks and the local data store (docs/product.md §3.10), changed by
 * the domain's rules (§4.5, §4.6, §4.7) and answered at once. Operations run one at a time, so two quick
 * taps never read the same stored state and lose one's change.
 */
export function createLocalTaskSource({
  stores,
  now = () => new Date(),
  timeZone = browserTimeZone,
  newId = () => globalThis.crypto.randomUUID(),
  notifications,
}: LocalTaskSourceOptions): LocalTaskSource {
  const serial = createSerialQueue();
  const todayAt = (instant: Date): CalendarDate => calendarDateInTimeZone(instant, timeZone());

  async function load() {
    const [data, list] = await Promise.all([stores.dataStore.read(), stores.tasks.read()]);
    // A schedule made before the catalogue's added tasks gets them at its first read (domain/catalog/additions.ts).
    const instant = now();
    const added = addedCatalogTasks(data, list.tasks, { now: instant, today: todayAt(instant) });
    if (added.length === 0) return { data, tasks: list.tasks };
    const tasks = [...list.tasks, ...added];
    await stores.tasks.write({ version: 1, tasks });
    return { data, tasks };
  }

  function find(tasks: readonly LocalTask[], id: string): LocalTask {
    const task = tasks.find((each) => each.id === id);
    if (!task) throw new TaskNotFoundError(id);
    return task;
  }

  async function save(changes: { data?: LocalDataStore; tasks?: LocalTask[] }): Promise<void> {
    // The record of what the person did first: it is what moving to the server later imports (docs/product.md §4.4).
    if (changes.data) await stores.dataStore.write(changes.data);
    if (changes.tasks) await stores.tasks.write({ version: 1, tasks: changes.tasks });
  }

  const replace = (tasks: readonly LocalTask[], changed: LocalTask) => tasks.map((task) => (task.id === changed.id ? changed : task));
  const nextOf = (tasks: readonly LocalTask[], task: LocalTask) => tasks.find((each) => each.previousTaskId === task.id);
  /** The day a task was added, in the person's zone: the earliest day a completion of it may be dated. */
  const addedOn = (task: LocalTask): CalendarDate | null => (task.createdAt ? calendarDateOfInstant(task.createdAt, timeZone()) : null);

  /** An open task changed by `change`, or the conflict the server would answer for a closed one. */
  function changeOpenTask(id: string, message: string, change: (task: LocalTask, instant: Date) => LocalTask): Promise<ServerTask> {
    return serial.run(async () => {
      const { tasks } = await load();
      const task = find(tasks, id);
      if (task.isCompleted) throw new LocalTaskConflictError(message, id);
      const instant = now();
      const changed = change(task, instant);
      await save({ tasks: replace(tasks, changed) });
      return toServerTask(changed, todayAt(instant));
    });
  }

  /**
   * 'Achievement unlocked' in the notification center for each unlock, in the server's words
   * (achievementNotificationContent). One that could not be kept never undoes the unlock: the unlock is what counts.
   */
  async function announce(unlocked: readonly AchievementId[]): Promise<void> {
    if (!notifications) return;
    for (const id of unlocked) {
      await notifications.add(achievementNotificationContent(id)).catch((error: unknown) => logWarning("The notification of an achievement unlocked could not be kept in this browser", error));
    }
  }

  /**
   * Unlocks what the history now earns and was not unlocked before, each with its notification, as the
   * server does on each read and after each completion (server/services/progress.ts), from the same rules
   * (domain/progress/achievements.ts).
   */
  async function unlockEarned(change: { guideFinished?: boolean } = {}): Promise<LocalAchievements> {
    const [{ data, tasks }, kept] = await Promise.all([load(), stores.achievements.read()]);
    const instant = now();
    const today = todayAt(instant);
    const guideFinished = kept.guideFinished || change.guideFinished === true;
    const earned = newlyEarnedAchievements(
      {
        completions: data.completedTasks.map((record) => ({ completedOn: record.date, applianceId: record.applianceId, moneySaved: savedBy(record) })),
        applianceIds: data.selectedAppliances,
        tasks: tasks.map((task) => ({ dueDate: task.dueDate, completedOn: task.completedAt ? calendarDateOfInstant(task.completedAt, timeZone()) : null })),
        guideFinished,
        today,
      },
      Object.keys(kept.unlocked),
    );
    if (earned.length === 0 && guideFinished === kept.guideFinished) return kept;
    const unlockedAt = instant.toISOString();
    const next: LocalAchievements = { ...kept, guideFinished, unlocked: { ...kept.unlocked, ...Object.fromEntries(earned.map((id) => [id, unlockedAt])) } };
    await stores.achievements.write(next);
    await announce(earned);
    return next;
  }

  return {
    achievements: () => serial.run(async () => statusesOf(await unlockEarned())),

    guideFinished: (taskId) =>
      serial.run(async () => {
        const { tasks } = await load();
        find(tasks, taskId);
        return statusesOf(await unlockEarned({ guideFinished: true }));
      }),

    dashboardTasks: () =>
      serial.run(async () => {
        const { tasks } = await load();
        const today = todayAt(now());
        return sortByDaysUntilDue(tasks.filter((task) => !task.isCompleted).map((task) => toServerTask(task, today)));
      }),

    taskDetails: (id) =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const task = find(tasks, id);
        const record = task.isCompleted ? recordOf(data, task) : undefined;
        const history = data.completedTasks
          .filter((each) => isRecordOf(each, task))
          .sort((a, b) => (a.completedAt < b.completedAt ? 1 : a.completedAt > b.completedAt ? -1 : 0))
          .slice(0, TASK_HISTORY_LIMIT)
          .map((each) => historyEntry(each, tasks));
        return taskDetailsSchema.parse({
          ...toServerTask(task, todayAt(now())),
          notes: record?.notes ?? null,
          guide: (task.masterTaskSlug && catalogTaskById(task.masterTaskSlug)) || null,
          history,
          applianceBrand: null,
          applianceModel: null,
        });
      }),

    complete: (id, metadata) =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const task = find(tasks, id);
        const meta = cleanMetadata(metadata);
        // A repeat (a double tap, a replayed queue item) answers what the first completion did.
        if (task.isCompleted) {
          const next = nextOf(tasks, task);
          return { nextTaskId: next?.id ?? null, nextDueDate: next?.dueDate ?? null };
        }
        const instant = now();
        const today = todayAt(instant);
        // docs/product.md §4.5 "Done earlier": by the server's rule, refused on its field as the server refuses it.
        const doneOn = metadata?.completedOn ?? today;
        if (doneOn !== today) checkCompletionDate(doneOn, today, addedOn(task));
        const { store, recorded } = recordLocalCompletion(data, {
          taskId: seriesTaskId(task),
          applianceId: task.applianceId,
          masterTaskSlug: task.masterTaskSlug,
          now: instant,
          today,
          doneOn,
          metadata: meta,
        });
        // docs/product.md §4.6: the same task and appliance were already completed today, so nothing is recorded,
        // and the person is told so rather than shown a completion that never counts.
        if (!recorded) throw new LocalTaskConflictError(LOCAL_CONFLICT_MESSAGES.alreadyDoneToday, id);
        const completedAt = instant.toISOString();
        const closed: LocalTask = { ...task, isCompleted: true, completedAt, lastCompleted: completedAt, snoozeUntil: null, isOverdue: false, notes: meta.notes ?? task.notes };
        // At most one open occurrence per task and appliance, as on the server.
        const alreadyOpen = tasks.some((other) => other.id !== task.id && !other.isCompleted && sameSeries(other, task));
        let next: LocalTask | undefined;
        if (!alreadyOpen) {
          const dueDate = nextOccurrenceDueDate({ catalogTaskId: seriesTaskId(task), frequency: task.frequency }, doneOn, today, deriveHomeClimate(data.homeLocation));
          next = {
            ...task,
            id: newId(),
            dueDate,
            daysUntilDue: daysUntilDue(dueDate, today),
            isOverdue: false,
            isCompleted: false,
            completedAt: null,
            lastCompleted: completedAt,
            snoozeUntil: null,
            createdAt: completedAt,
            notes: "",
            previousTaskId: task.id,
          };
        }
        await save({ data: store, tasks: [...replace(tasks, closed), ...(next ? [next] : [])] });
        // Unlocked at the completion that earned them: in the browser that costs no server's work, and the
        // server's judging at the next read of the achievements (decision 038), which the app makes after every
        // change, unlocks them at the same moment. A failure here never fails the completion.
        await unlockEarned().catch(() => undefined);
        return completeTaskResponseSchema.parse({ nextTaskId: next?.id ?? null, nextDueDate: next?.dueDate ?? null });
      }),

    uncomplete: (id) =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const task = find(tasks, id);
        const instant = now();
        const today = todayAt(instant);
        // Nothing to take back (a replayed undo): the task as it is.
        if (!task.isCompleted) return toServerTask(task, today);
        const next = nextOf(tasks, task);
        // Undoing now would rewrite history: the next occurrence has been done since.
        if (next?.isCompleted) throw new LocalTaskConflictError(LOCAL_CONFLICT_MESSAGES.nextAlreadyCompleted, id);
        const record = recordOf(data, task);
        const store = record
          ? undoLocalCompletion(data, { taskId: record.taskId, applianceId: record.applianceId, date: record.date, now: instant })
          : data;
        const previous = task.previousTaskId ? tasks.find((each) => each.id === task.previousTaskId) : undefined;
        const reopened: LocalTask = { ...task, ...uncompleteTask(task, today), lastCompleted: previous?.completedAt ?? null };
        await save({ data: store, tasks: replace(tasks, reopened).filter((each) => each.id !== next?.id) });
        return toServerTask(reopened, today);
      }),

    updateMetadata: (id, metadata) =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const task = find(tasks, id);
        const meta = cleanMetadata(metadata);
        const record = task.isCompleted ? recordOf(data, task) : undefined;
        if (!record) throw new LocalTaskConflictError(LOCAL_CONFLICT_MESSAGES.metadataNeedsCompletion, id);
        const updated: LocalCompletedTask = { ...record, ...meta };
        const store = { ...data, completedTasks: data.completedTasks.map((each) => (each === record ? updated : each)) };
        await save({ data: store, tasks: replace(tasks, { ...task, notes: updated.notes ?? task.notes }) });
        return metadataOf(updated);
      }),

    editCompletion: (id, input) =>
      serial.run(async () => {
        const changes = editCompletionRequestSchema.parse(input);
        const { data, tasks } = await load();
        const task = find(tasks, id);
        const record = task.isCompleted ? recordOf(data, task) : undefined;
        if (!record) throw new LocalTaskConflictError(COMPLETION_DATE_MESSAGES.notCompleted, id);
        const today = todayAt(now());
        const movesDay = changes.completedOn !== undefined && changes.completedOn !== record.date;
        if (changes.completedOn !== undefined && movesDay) checkCompletionDate(changes.completedOn, today, addedOn(task));
        // The contract has held the values to a request's limits; "" or null clears a field, one left out is kept.
        const updated: LocalCompletedTask = { ...record };
        if (movesDay && changes.completedOn !== undefined) updated.date = changes.completedOn;
        if (changes.notes === "") delete updated.notes;
        else if (changes.notes !== undefined) updated.notes = changes.notes;
        if (changes.timeSpentMinutes === null) delete updated.timeSpentMinutes;
        else if (changes.timeSpentMinutes !== undefined) updated.timeSpentMinutes = changes.timeSpentMinutes;
        if (changes.costActual === null) delete updated.costActual;
        else if (changes.costActual !== undefined) updated.costActual = changes.costActual;
        // The latest completion of its series (its next occurrence still open) moves that occurrence's due date.
        const next = nextOf(tasks, task);
        let openNext = next && !next.isCompleted ? next : undefined;
        let changedTasks = replace(tasks, { ...task, notes: updated.notes ?? "" });
        if (openNext && movesDay) {
          const dueDate = nextOccurrenceDueDate({ catalogTaskId: seriesTaskId(task), frequency: task.frequency }, updated.date, today, deriveHomeClimate(data.homeLocation));
          openNext = { ...openNext, dueDate, daysUntilDue: daysUntilDue(dueDate, today) };
          changedTasks = replace(changedTasks, openNext);
        }
        const store = { ...data, completedTasks: data.completedTasks.map((each) => (each === record ? updated : each)) };
        await save({ data: store, tasks: changedTasks });
        return { ...historyEntry(updated, tasks), taskId: task.id, nextDueDate: openNext?.dueDate ?? null };
      }),

    // async, so a refused number of days is a rejected promise like every other failure, never a throw.
    snooze: async (id, days) => {
      const request = snoozeTaskRequestSchema.parse({ days });
      return changeOpenTask(id, LOCAL_CONFLICT_MESSAGES.snoozeNeedsOpenTask, (task, instant) => ({ ...task, ...snoozeTask(task, instant, request.days) }));
    },

    unsnooze: (id) => changeOpenTask(id, LOCAL_CONFLICT_MESSAGES.unsnoozeNeedsOpenTask, (task) => ({ ...task, snoozeUntil: null })),

    taskList: (status) =>
      serial.run(async () => {
        const { tasks } = await load();
        const today = todayAt(now());
        const chosen = filterTasks(tasks, status, today);
        if (status !== "completed") return sortByDaysUntilDue(chosen.map((task) => toServerTask(task, today)));
        // Most recently done first, as the server lists completed tasks.
        const newestFirst = [...chosen].sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? ""));
        return newestFirst.map((task) => toServerTask(task, today));
      }),

    statistics: () =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const today = todayAt(now());
        const counts = computeTaskStatistics(tasks, today);
        const streaks = streaksFromCompletionDays(data.completedTasks.map((record) => record.date), today);
        // The money and minutes of docs/product.md §3.9, counted as the server counts them.
        let moneySaved = 0;
        let minutesSpent = 0;
        for (const record of data.completedTasks) {
          moneySaved += savedBy(record);
          minutesSpent += record.timeSpentMinutes ?? 0;
        }
        return { ...counts, currentStreak: streaks.current, longestStreak: streaks.longest, moneySaved, minutesSpent };
      }),

    history: (input) =>
      serial.run(async () => {
        const query = historyQuerySchema.parse(input);
        const { data, tasks } = await load();
        const entries = completedEntries(data, tasks);
        const chosen = entries.filter((entry) => matchesHistoryQuery(entry, query));
        const appliances = [...new Map(entries.map((entry) => [entry.applianceId, entry.applianceName])).entries()]
          .map(([id, name]) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name));
        const start = (query.page - 1) * query.pageSize;
        return { data: chosen.slice(start, start + query.pageSize), pagination: { page: query.page, pageSize: query.pageSize, total: chosen.length }, appliances };
      }),

    monthlyHistory: () =>
      serial.run(async () => {
        const { data, tasks } = await load();
        return monthlyTotals(completedEntries(data, tasks), todayAt(now()));
      }),

    generateTasks: () =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const instant = now();
        const { tasks: all, created, warnings } = generateLocalTasks(data, tasks, { now: instant, today: todayAt(instant) });
        if (created.length > 0) await save({ tasks: all });
        return { created: created.length, warnings };
      }),

    changeHome: (change) =>
      serial.run(async () => {
        const { data, tasks } = await load();
        const instant = now();
        const { answer, ...changes } = change({ data, tasks, now: instant, today: todayAt(instant) });
        await save(changes);
        return answer;
      }),

    problems: () => stores.problems(),
  };
}
