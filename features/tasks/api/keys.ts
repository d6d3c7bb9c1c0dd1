import type { TaskStatusFilter } from "@domain/entities/task.ts";

/**
 * The query keys of a home's tasks. Every task write invalidates `taskKeys.all`: completing, undoing or
 * snoozing one task changes the dashboard, the statistics, the completed list and that task's page.
 */
export const taskKeys = {
  all: ["tasks"] as const,
  dashboard: () => [...taskKeys.all, "dashboard"] as const,
  list: (status: TaskStatusFilter) => [...taskKeys.all, "list", status] as const,
  stats: () => [...taskKeys.all, "stats"] as const,
  detail: (id: string) => [...taskKeys.all, "detail", id] as const,
};

/**
 * The keys of the task writes whose outcome the dashboard shows before the server's list has it
 * (task-writes-on-their-way.ts finds them by these).
 */
export const taskWriteKeys = {
  complete: () => [...taskKeys.all, "write", "complete"] as const,
  uncomplete: () => [...taskKeys.all, "write", "uncomplete"] as const,
};
