/*
 * Paints the page in the saved colour theme before anything is drawn, so a reload never flashes the
 * other theme. A classic script file loaded from <head>, because the Content-Security-Policy allows no
 * inline script. It mirrors lib/theme (THEME_STORAGE_KEY) and domain/entities/theme.ts
 * (resolveTheme): keep them in step.
 */
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem("hearthkeep:theme");
  } catch {
    // Storage can be blocked (private windows, strict settings): the system's choice then applies.
    choice = null;
  }
  var systemDark = typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
  var dark = choice === "dark" || (choice === "system" && systemDark);
  var root = document.documentElement;
  if (dark) root.classList.add("dark");
  root.style.colorScheme = dark ? "dark" : "light";
})();
