export { AppUpdatePrompt } from "./app-update-prompt.tsx";
export { ConnectionStatus, type ConnectionStatusProps } from "./connection-status.tsx";
export { connectionMessage, pendingChangesText, type SyncState } from "./connection-message.ts";
export { useOnlineStatus } from "./online-status.ts";
export { registerServiceWorkerAfterLoad } from "./service-worker.ts";
export { UpdatePrompt, UPDATE_AVAILABLE_TEXT } from "./update-prompt.tsx";
