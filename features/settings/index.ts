export { SettingsScreen } from "./settings-screen.tsx";
export { ThemeFromAccount } from "./theme-from-account.tsx";
export { useSaveTheme } from "./use-save-theme.ts";
export { accountKeys } from "./api/keys.ts";
export { useProfile, profileQueryOptions } from "./api/get-profile.ts";
