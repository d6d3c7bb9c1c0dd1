export { DashboardScreen } from "./dashboard-screen.tsx";
export { useTaskDetails } from "./api/get-task-details.ts";
export { useTaskActions } from "./use-task-actions.ts";
export { useClock } from "./use-clock.ts";
export { CompletionDetailsDialog } from "./deferred-completion-details-dialog.tsx";
export { DifficultyBadge } from "./difficulty-badge.tsx";
export { sendQueuedTaskChange } from "./api/send-queued-change.ts";
export { forgetStoredDashboards } from "./api/dashboard-cache-store.ts";
