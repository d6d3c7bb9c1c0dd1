/*
 * The colour themes, without zod: the browser applies the saved theme before the app's schemas load.
 */

/** A user's choice: light, dark, or whatever their device asks for. */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/** The theme a page is painted in: "system" resolves to one of these. */
export type ResolvedTheme = Exclude<Theme, "system">;

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** "system" follows the device's preference; light and dark are themselves. */
export function resolveTheme(choice: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}
