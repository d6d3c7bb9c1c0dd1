export { ThemeProvider, useTheme, paintDocument, type ThemeContextValue } from "./theme-provider.tsx";
export { THEME_STORAGE_KEY, readSavedTheme, saveTheme, forgetSavedTheme } from "./theme-storage.ts";
