import { type CalendarDate } from "../dates/calendar-date.ts";
import type { CompletedTaskMetadata } from "../entities/task.ts";
import { lastCompletedKey, type LocalCompletedTask, type LocalDataStore } from "../entities/local-data-store.ts";
import { isWithinUndoWindow, nextStreak } from "./task-rules.ts";

export interface LocalCompletion {
  readonly taskId: string;
  readonly applianceId: string;
  readonly masterTaskSlug?: string | null;
  readonly now: Date;
  /** Today in the user's zone: the day the completion counts for, unless `doneOn` names an earlier one. */
  readonly today: CalendarDate;
  /** The day it was done when not today (docs/product.md §4.5 "Done earlier"), already checked by the caller. */
  readonly doneOn?: CalendarDate;
  readonly metadata?: CompletedTaskMetadata;
}

export interface LocalCompletionResult {
  readonly store: LocalDataStore;
  /** False when the same task and appliance were already completed that day (docs/product.md §4.6). */
  readonly recorded: boolean;
}

function sameCompletion(record: LocalCompletedTask, taskId: string, applianceId: string, date: CalendarDate): boolean {
  return record.taskId === taskId && record.applianceId === applianceId && record.date === date;
}

/**
 * docs/product.md §4.6 "Local completion": a duplicate for the same task, appliance and day is ignored;
 * otherwise the completion is recorded with its last-completed time, and the streak moves on.
 */
export function recordLocalCompletion(store: LocalDataStore, completion: LocalCompletion): LocalCompletionResult {
  const { taskId, applianceId, today, now } = completion;
  const doneOn = completion.doneOn ?? today;
  if (store.completedTasks.some((record) => sameCompletion(record, taskId, applianceId, doneOn))) {
    return { store, recorded: false };
  }
  const completedAt = now.toISOString();
  const record: LocalCompletedTask = {
    taskId,
    applianceId,
    masterTaskSlug: completion.masterTaskSlug ?? null,
    completedAt,
    date: doneOn,
    ...completion.metadata,
  };
  const streak = nextStreak({ streak: store.streak, lastTaskDate: store.lastTaskDate }, today);
  return {
    store: {
      ...store,
      completedTasks: [...store.completedTasks, record],
      lastCompleted: { ...store.lastCompleted, [lastCompletedKey(taskId, applianceId)]: completedAt },
      streak: streak.streak,
      lastTaskDate: streak.lastTaskDate,
    },
    recorded: true,
  };
}

export interface LocalUndo {
  readonly taskId: string;
  readonly applianceId: string;
  /** The day whose completion is undone. */
  readonly date: CalendarDate;
  readonly now: Date;
}

/**
 * docs/product.md §4.6: undo removes the completion record, and removes the last-completed mark only when
 * that mark is within the 24-hour window; an older mark belongs to an earlier completion and stays.
 */
export function undoLocalCompletion(store: LocalDataStore, undo: LocalUndo): LocalDataStore {
  const { taskId, applianceId, date, now } = undo;
  const completedTasks = store.completedTasks.filter((record) => !sameCompletion(record, taskId, applianceId, date));
  // Nothing to undo: the mark belongs to another day's completion.
  if (completedTasks.length === store.completedTasks.length) return store;
  const key = lastCompletedKey(taskId, applianceId);
  const mark = store.lastCompleted[key];
  if (mark === undefined || !isWithinUndoWindow(mark, now)) return { ...store, completedTasks };
  const lastCompleted = Object.fromEntries(Object.entries(store.lastCompleted).filter(([entryKey]) => entryKey !== key));
  return { ...store, completedTasks, lastCompleted };
}
