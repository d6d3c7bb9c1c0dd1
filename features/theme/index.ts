export { ThemeProvider, useTheme } from "./theme-provider.tsx";
