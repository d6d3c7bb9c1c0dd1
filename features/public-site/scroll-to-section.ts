/**
 * Scrolls smoothly to a section and moves focus to it, so keyboard and screen-reader users land where
 * sighted users see the page go. Visitors who ask for reduced motion get an instant jump.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  section.focus({ preventScroll: true });
  return true;
}
