export { DashboardScreen, type DashboardScreenProps } from "./dashboard-screen.tsx";
export { taskKeys } from "./api/keys.ts";
export { useTaskDetails, getTaskDetails, taskDetailsQueryOptions } from "./api/get-task-details.ts";
export { useTaskActions, type TaskActionsOptions } from "./use-task-actions.ts";
export { useClock } from "./use-clock.ts";
export { CompletionDetailsDialog, type CompletionDetailsDialogProps } from "./completion-details-dialog.tsx";
export { DifficultyBadge } from "./difficulty-badge.tsx";
export { dueLabel, formatDay, formatDollars, formatMinutes } from "./task-groups.ts";
