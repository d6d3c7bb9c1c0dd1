export { connectionMessage, pendingChangesText, type SyncState, type ConnectionFacts, type ConnectionTone } from "./connection-message.ts";
export { useOnlineStatus } from "./online-status.ts";
