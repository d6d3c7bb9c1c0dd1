import type { Appliance, Notification, ServerTaskInput } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { taskDifficultySchema } from "@domain/entities/task.ts";
import { daysUntilDue } from "@domain/tasks/task-list.ts";
import { isQuickWinTime } from "@domain/tasks/task-rules.ts";
import type { ApplianceRow, NotificationRow, TaskRow } from "../db/repositories/maintenance-repository.ts";
import type { CatalogSource } from "./catalog-source.ts";

/** Database rows → the contract's shapes. */

export function toAppliance(row: ApplianceRow): Appliance {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    brand: row.brand,
    model: row.model,
    installDate: row.installDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toServerTask(row: TaskRow, today: CalendarDate, catalog: CatalogSource): ServerTaskInput {
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
    difficulty: taskDifficultySchema.safeParse(row.difficulty).data,
    masterTaskSlug: row.catalogTaskId,
    description: entry?.description,
    priority: row.priority,
    isCompleted: row.status === "completed",
    completedAt: row.completedAt?.toISOString() ?? null,
    snoozeUntil: row.snoozeUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(entry && { diyCost: entry.diyCost, proCost: entry.proCost }),
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
  };
}
