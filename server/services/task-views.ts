import type { Appliance, CompletedBy, Notification, ServerTask } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { taskDifficultySchema, type TaskDifficulty } from "@domain/entities/task.ts";
import { daysUntilDue } from "@domain/tasks/task-list.ts";
import { isQuickWinTime } from "@domain/tasks/task-rules.ts";
import type { ApplianceRow } from "../db/repositories/appliances-repository.ts";
import type { NotificationRow } from "../db/repositories/notifications-repository.ts";
import type { TaskViewRow } from "../db/repositories/tasks-repository.ts";
import type { CatalogSource } from "./catalog-source.ts";

/** Database rows → the contract's shapes. */

export function toAppliance(row: ApplianceRow): Appliance {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    brand: row.brand,
    model: row.model,
    serialNumber: row.serialNumber,
    location: row.location,
    notes: row.notes,
    installDate: row.installDate,
    installDateSource: row.installDate === null ? null : row.installDateSource,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const knownDifficulties: ReadonlySet<string> = new Set(taskDifficultySchema.options);
const isTaskDifficulty = (value: string): value is TaskDifficulty => knownDifficulties.has(value);

/**
 * A task row as the contract's server task, every field the schema would default already filled. It is
 * not parsed with the schema on the way out: the busiest answers list many tasks each, and
 * task-views.test.ts shows that what this builds is what the schema would give back.
 */
export function toServerTask(row: TaskViewRow, today: CalendarDate, catalog: CatalogSource): ServerTask {
  const entry = catalog.taskById(row.catalogTaskId);
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    applianceId: row.applianceId ?? row.applianceType,
    applianceName: row.applianceName,
    timeEstimate: row.timeEstimate,
    dueDate: row.dueDate,
    daysUntilDue: daysUntilDue(row.dueDate, today),
    savingsMessage: entry?.savingsMessage,
    isQuickWin: isQuickWinTime(row.timeEstimate),
    difficulty: isTaskDifficulty(row.difficulty) ? row.difficulty : undefined,
    masterTaskSlug: row.catalogTaskId,
    description: entry?.description,
    priority: row.priority,
    isCompleted: row.status === "completed",
    completedAt: row.completedAt,
    snoozeUntil: row.snoozeUntil,
    createdAt: row.createdAt,
    ...(entry && { diyCost: entry.diyCost, proCost: entry.proCost }),
    assignee: row.assignee,
  };
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    ...(row.warranty ? { warranty: row.warranty } : {}),
  };
}

/**
 * Who a completion names, from its row's joined person: every completion the server records names who did it,
 * so one whose person is not found now was done by someone since gone, "a former member" (docs/product.md §6.5).
 */
export function completedByOfRow({ completedById, completedByName }: { completedById: string | null; completedByName: string | null }): CompletedBy {
  return completedById !== null && completedByName !== null ? { userId: completedById, name: completedByName } : { userId: null, name: null };
}
