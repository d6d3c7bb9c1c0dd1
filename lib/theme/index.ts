export { ThemeProvider, useTheme } from "./theme-provider.tsx";
export { readSavedTheme } from "./theme-storage.ts";
