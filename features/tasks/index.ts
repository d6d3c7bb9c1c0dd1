/*
 * What the dashboard, the task screen, progress, appliances and onboarding share: task views and cards, the
 * task cache and its keys, the task mutations, the completion-details dialog (docs/decisions/071-lib-below-features.md).
 * The only feature other features may import, through this face or, for the set-up screens, home-setup.ts.
 */
export { forgetStoredDashboards, accountDashboardCache } from "./api/dashboard-cache-store.ts";
export { currentHomeOf, NEW_HOME_ADDRESS, NEW_HOME_SETUP_ADDRESS, switchHome, useCurrentHome, useHomeSwitches, useSwitchHome, type CurrentHome } from "./api/current-home.ts";
export { useHomes } from "./api/get-homes.ts";
export { homeKeys } from "./api/home-keys.ts";
export { useDashboardTasks } from "./api/get-dashboard-tasks.ts";
export { useTaskDetails } from "./api/get-task-details.ts";
export { useTaskList } from "./api/get-task-list.ts";
export { useTaskStats, useTaskStatsOnTheirWay, type TaskStats, useHeaderFigures } from "./api/get-task-stats.ts";
export { progressKeys, type HistoryFilters } from "./api/progress-keys.ts";
export { useRecordGuideFinished } from "./api/record-guide-finished.ts";
export { keepSyncedTaskChange, sendQueuedTaskChange } from "./api/send-queued-change.ts";
export { CompletionDetailsDialog } from "./deferred-completion-details-dialog.tsx";
export { ATTACHMENT_MESSAGES, CompletionAttachmentsProvider, type AttachmentRefusal, type AttachmentTarget, type CompletionAttachmentsPort } from "./completion-attachments-port.tsx";
export { completionDateLimitsOf } from "./completion-date-limits.ts";
export { DifficultyBadge } from "./difficulty-badge.tsx";
export { figuresWithWaitingChanges } from "./header-figures.ts";
export { ShortTaskCard } from "./short-task-card.tsx";
export { type TaskCardActions, TaskCard } from "./task-card.tsx";
export { type WeekFigures, type DashboardTask, groupTasks, quickWinsOf, startHereOf, weekFigures, type Clock, type TaskGroup, toDashboardTask, TASK_GROUP_TITLES, type TaskGroupId } from "./task-groups.ts";
export { useClock } from "./use-clock.ts";
export { useTaskActions } from "./use-task-actions.ts";
export { useHomeMembers } from "./api/get-home-members.ts";
export { AssigneeMenu } from "./assignee-menu.tsx";
export { completedByLine, completedByWords, isMine, isSharedHome } from "./task-people.ts";
