export { SettingsScreen } from "./settings-screen.tsx";
export { ThemeFromAccount } from "./theme-from-account.tsx";
export { useSaveTheme } from "./use-save-theme.ts";
