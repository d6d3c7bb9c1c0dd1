/*
 * What the dashboard, the task screen, progress, appliances and onboarding share: task views and cards, the
 * task cache and its keys, the task mutations, the completion-details dialog, the appliance catalogue and
 * picker, and the form that says where the home is, which settings and onboarding both show (its seasons move the
 * tasks) (docs/decisions/071-lib-below-features.md). The only feature other features may import.
 */
export { invalidateApplianceQueries, useAddAppliance } from "./api/add-appliance.ts";
export { applianceKeys } from "./api/appliance-keys.ts";
export { forgetStoredDashboards, accountDashboardCache } from "./api/dashboard-cache-store.ts";
export { useCatalogAppliances } from "./api/get-catalog-appliances.ts";
export { useCatalogTasks } from "./api/get-catalog-tasks.ts";
export { useDashboardTasks } from "./api/get-dashboard-tasks.ts";
export { useTaskDetails } from "./api/get-task-details.ts";
export { useTaskList } from "./api/get-task-list.ts";
export { useTaskStats, type TaskStats, useHeaderFigures } from "./api/get-task-stats.ts";
export { progressKeys, type HistoryFilters } from "./api/progress-keys.ts";
export { useRecordGuideFinished } from "./api/record-guide-finished.ts";
export { keepSyncedTaskChange, sendQueuedTaskChange } from "./api/send-queued-change.ts";
export { ApplianceIcon } from "./appliance-icon.tsx";
export { AppliancePicker } from "./appliance-picker.tsx";
export { CompletionDetailsDialog } from "./deferred-completion-details-dialog.tsx";
export { DifficultyBadge } from "./difficulty-badge.tsx";
export { figuresWithWaitingChanges } from "./header-figures.ts";
export { ShortTaskCard } from "./short-task-card.tsx";
export { type TaskCardActions, TaskCard } from "./task-card.tsx";
export { type WeekFigures, type DashboardTask, groupTasks, quickWinsOf, startHereOf, weekFigures, type Clock, type TaskGroup, toDashboardTask, TASK_GROUP_TITLES, type TaskGroupId } from "./task-groups.ts";
export { useClock } from "./use-clock.ts";
export { useTaskActions } from "./use-task-actions.ts";
export { HomeLocationForm, HOME_LOCATION_WORDS, type HomeLocationFormProps } from "./home-location-form.tsx";
export { browserCountry, browserLatitude } from "./browser-position.ts";
