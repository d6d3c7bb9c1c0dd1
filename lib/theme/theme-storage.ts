import { isTheme, type Theme } from "@domain/entities/theme.ts";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

/**
 * Where this browser remembers the theme. public/theme-boot.js reads the same key before the page is
 * painted, so a reload never flashes the other theme; keep the two in step.
 */
export const THEME_STORAGE_KEY = LOCAL_STORAGE_KEYS.theme;

/** The saved choice, or null when none (or storage is blocked). */
export function readSavedTheme(): Theme | null {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveTheme(choice: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // A blocked storage only costs the memory of the choice; the page still changes now.
  }
}

export function forgetSavedTheme(): void {
  try {
    globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
