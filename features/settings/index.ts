/**
 * The screen loads when its page is opened, not with this face: the app shell imports this face for
 * its small parts on every signed-in page, and the screen would otherwise come with them.
 */
export const loadSettingsScreen = () => import("./settings-screen.tsx").then((module) => module.SettingsScreen);
export { ThemeFromAccount } from "./theme-from-account.tsx";
export { useSaveTheme } from "./use-save-theme.ts";
export { ApplianceMaintenanceRecord } from "./appliance-maintenance-record.tsx";
