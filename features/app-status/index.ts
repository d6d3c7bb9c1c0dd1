export { AppUpdatePrompt } from "./app-update-prompt.tsx";
export { ConnectionStatus, type ConnectionStatusProps } from "./connection-status.tsx";
export { UpdatePrompt, UPDATE_AVAILABLE_TEXT } from "./update-prompt.tsx";
