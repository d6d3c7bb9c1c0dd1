import * as React from "react";
import { resolveTheme, type ResolvedTheme, type Theme } from "@domain/entities/theme.ts";
import { readSavedTheme, saveTheme } from "./theme-storage.ts";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export type ThemeContextValue = {
  /** What the user chose: light, dark or system. */
  choice: Theme;
  /** What the page is painted in now. */
  resolved: ResolvedTheme;
  /** Applies the choice at once and remembers it in this browser. */
  setChoice: (choice: Theme) => void;
};

const ThemeContext = React.createContext<ThemeContextValue | null>(null);

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

function subscribeToSystem(onChange: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Paints the document in `theme`: the `dark` class the styles key on, and the browser's own colour scheme. */
export function paintDocument(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

type ThemeProviderProps = {
  children: React.ReactNode;
  /**
   * Whether the provider paints `<html>`. The app does; stories do not, since Storybook sets each
   * story's theme itself.
   */
  applyToDocument?: boolean;
  /** The starting choice; the saved one (else light, the server's default) when absent. */
  initialChoice?: Theme;
};

/**
 * The colour theme: chosen in settings or the user menu, applied at once everywhere, remembered in this
 * browser, and following the device while the choice is "system".
 */
export function ThemeProvider({ children, applyToDocument = true, initialChoice }: ThemeProviderProps) {
  const [choice, setChoiceState] = React.useState<Theme>(() => initialChoice ?? readSavedTheme() ?? "light");
  const prefersDark = React.useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const resolved = resolveTheme(choice, prefersDark);

  React.useLayoutEffect(() => {
    if (applyToDocument) paintDocument(resolved);
  }, [applyToDocument, resolved]);

  const setChoice = React.useCallback(
    (next: Theme) => {
      setChoiceState(next);
      if (applyToDocument) saveTheme(next);
    },
    [applyToDocument],
  );

  const value = React.useMemo<ThemeContextValue>(() => ({ choice, resolved, setChoice }), [choice, resolved, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme and its setter; only inside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used within a ThemeProvider");
  return context;
}
