export { CompletedScreen } from "./completed-screen.tsx";
export { AchievementWatcher } from "./achievement-watcher.tsx";
export { progressKeys } from "./api/keys.ts";
export { useRecordGuideFinished } from "./api/record-guide-finished.ts";
