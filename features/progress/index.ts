export { CompletedScreen } from "./completed-screen.tsx";
export { AchievementWatcher } from "./achievement-watcher.tsx";
export { progressKeys } from "./api/keys.ts";
export { useTaskStats, taskStatsQueryOptions, type TaskStatistics } from "./api/get-task-stats.ts";
export { useAchievements } from "./api/get-achievements.ts";
export { useRecordGuideFinished } from "./api/record-guide-finished.ts";
