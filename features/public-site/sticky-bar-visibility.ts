/** The smallest scroll distance past which the sticky bar may appear, whatever the hero's height. */
export const STICKY_BAR_MIN_THRESHOLD_PX = 400;
/** A viewport that shrank by more than this is taken to have an on-screen keyboard open. */
export const KEYBOARD_SHRINK_LIMIT_PX = 120;

export type StickyBarInputs = {
  /** Current vertical scroll offset. */
  scrollY: number;
  /** Scroll offset at the previous decision, to know the direction. */
  previousScrollY: number;
  /** Height of the hero section in px. */
  heroHeight: number;
  heroInView: boolean;
  finalCtaInView: boolean;
  footerInView: boolean;
  /** How much the visible viewport is shorter than its tallest seen height (the on-screen keyboard). */
  viewportShrink: number;
  /** Whether the bar showed before this decision. */
  wasVisible: boolean;
};

/**
 * Whether the mobile sticky bar shows (docs/product.md §2.4): it appears once the visitor scrolls up while past
 * the hero (the hero's height, at least 400 px), and stays until they return above that line; it hides
 * while the hero, the final call to action or the footer is on screen, and while an on-screen keyboard
 * shrinks the viewport by more than 120 px. Scrolling down past the hero keeps whatever state it had.
 */
export function stickyBarVisible(inputs: StickyBarInputs): boolean {
  if (inputs.viewportShrink > KEYBOARD_SHRINK_LIMIT_PX) return false;
  if (inputs.heroInView || inputs.finalCtaInView || inputs.footerInView) return false;
  const threshold = Math.max(inputs.heroHeight, STICKY_BAR_MIN_THRESHOLD_PX);
  if (inputs.scrollY <= threshold) return false;
  if (inputs.scrollY < inputs.previousScrollY) return true;
  return inputs.wasVisible;
}
