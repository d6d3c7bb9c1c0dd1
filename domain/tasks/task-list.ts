import { daysBetween, type CalendarDate } from "../dates/calendar-date.ts";
import type { ClientTask, TaskPriority, TaskStatistics, TaskStatusFilter } from "../entities/task.ts";
import { VALIDATION_MESSAGES } from "../messages.ts";
import { clientNextDueDate } from "../scheduling/next-due.ts";
import { completionRate, snoozeUntilFrom } from "./task-rules.ts";

/** The part of a task the list rules read. */
type TaskState = Pick<ClientTask, "isCompleted" | "dueDate">;

/** docs/product.md §4.5: overdue means not completed and due before today (in the user's zone). */
export function isTaskOverdue(task: TaskState, today: CalendarDate): boolean {
  return !task.isCompleted && task.dueDate < today;
}

/** docs/product.md §4.5: upcoming means not completed and not overdue. */
export function isTaskUpcoming(task: TaskState, today: CalendarDate): boolean {
  return !task.isCompleted && !isTaskOverdue(task, today);
}

/** Whole calendar days from today to the due date: negative when overdue, 0 when due today. */
export function daysUntilDue(dueDate: CalendarDate, today: CalendarDate): number {
  return daysBetween(today, dueDate);
}

/**
 * docs/product.md §4.10: the server's dashboard list is sorted by daysUntilDue ascending (ties by due date,
 * then id, so the order is the same on every call).
 */
export function sortByDaysUntilDue<Task extends { readonly id: string; readonly dueDate: CalendarDate; readonly daysUntilDue: number }>(
  tasks: readonly Task[],
): Task[] {
  return [...tasks].sort(
    (a, b) => a.daysUntilDue - b.daysUntilDue || (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const PRIORITY_RANK: Readonly<Record<TaskPriority, number>> = { high: 0, medium: 1, low: 2 };

/**
 * docs/product.md §4.10 "Task ordering": overdue first, then priority high, medium, low, then earliest due
 * date. Ties keep their order (Array.prototype.sort is stable).
 */
export function compareTasksForDashboard(today: CalendarDate) {
  return (a: TaskState & Pick<ClientTask, "priority">, b: TaskState & Pick<ClientTask, "priority">): number => {
    const overdue = Number(isTaskOverdue(b, today)) - Number(isTaskOverdue(a, today));
    if (overdue !== 0) return overdue;
    const priority = PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
    if (priority !== 0) return priority;
    return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;
  };
}

export function sortTasksForDashboard<Task extends TaskState & Pick<ClientTask, "priority">>(
  tasks: readonly Task[],
  today: CalendarDate,
): Task[] {
  return [...tasks].sort(compareTasksForDashboard(today));
}

/** docs/product.md §3.9 task filter; pending is "open and not overdue", so the three filters split the list. */
export function filterTasks<Task extends TaskState>(tasks: readonly Task[], status: TaskStatusFilter, today: CalendarDate): Task[] {
  switch (status) {
    case "all":
      return [...tasks];
    case "completed":
      return tasks.filter((task) => task.isCompleted);
    case "pending":
      return tasks.filter((task) => isTaskUpcoming(task, today));
    case "overdue":
      return tasks.filter((task) => isTaskOverdue(task, today));
  }
}

/** docs/product.md §3.9 task statistics, with the completion rate of §9.3. */
export function computeTaskStatistics(tasks: readonly TaskState[], today: CalendarDate): TaskStatistics {
  const completed = tasks.filter((task) => task.isCompleted).length;
  const overdue = tasks.filter((task) => isTaskOverdue(task, today)).length;
  return {
    total: tasks.length,
    completed,
    pending: tasks.length - completed - overdue,
    overdue,
    completionRate: completionRate(completed, tasks.length),
  };
}

/** 'Task not found' (docs/product.md §5.4), thrown by the local list operations. */
export class TaskNotFoundError extends Error {
  readonly code = "TASK_NOT_FOUND";
  constructor(readonly taskId: string) {
    super(VALIDATION_MESSAGES.taskNotFound);
    this.name = "TaskNotFoundError";
  }
}

export interface CompleteTaskOptions {
  readonly now: Date;
  /** Today in the user's zone, the base of a due date computed from the frequency. */
  readonly today: CalendarDate;
  /** The server's nextDueDate, when it sent one. */
  readonly nextDueDate?: CalendarDate | null;
}

/**
 * docs/product.md §4.5: completing sets isCompleted, completedAt and lastCompleted, clears snoozeUntil and
 * sets a new dueDate: the server's nextDueDate, or the next-due rule applied to today.
 */
export function completeTask(task: ClientTask, { now, today, nextDueDate }: CompleteTaskOptions): ClientTask {
  const completedAt = now.toISOString();
  const dueDate = nextDueDate ?? clientNextDueDate(today, task.frequency);
  return {
    ...task,
    isCompleted: true,
    completedAt,
    lastCompleted: completedAt,
    snoozeUntil: null,
    dueDate,
    isOverdue: false,
    daysUntilDue: daysBetween(today, dueDate),
  };
}

/** docs/product.md §4.5: the task an undo reopens: not completed, and no completedAt. */
export function reopenedTask<Task extends { readonly isCompleted?: boolean | undefined; readonly completedAt?: string | null | undefined }>(task: Task): Task {
  return { ...task, isCompleted: false, completedAt: null };
}

/** docs/product.md §4.5: undo returns the task to not completed and clears completedAt. */
export function uncompleteTask(task: ClientTask, today: CalendarDate): ClientTask {
  const reopened = reopenedTask(task);
  return { ...reopened, isOverdue: isTaskOverdue(reopened, today), daysUntilDue: daysBetween(today, task.dueDate) };
}

/** docs/product.md §4.5: snooze by N days sets snoozeUntil to now plus N days. */
export function snoozeTask(task: ClientTask, now: Date, days: number): ClientTask {
  return { ...task, snoozeUntil: snoozeUntilFrom(now, days) };
}

/**
 * Applies `change` to the task with `taskId` in a local list; throws TaskNotFoundError ('Task not
 * found') when the list does not hold it, leaving the list untouched.
 */
export function updateTaskInList(
  tasks: readonly ClientTask[],
  taskId: string,
  change: (task: ClientTask) => ClientTask,
): ClientTask[] {
  const index = tasks.findIndex((task) => task.id === taskId);
  if (index === -1) throw new TaskNotFoundError(taskId);
  return tasks.map((task, position) => (position === index ? change(task) : task));
}
