import * as React from "react";

/** docs/product.md §2.3, §9.9: page changes fade over 0.18 s. */
export const PAGE_FADE_MS = 180;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Fades the page in whenever `pageKey` (the path) changes; nothing moves for people who asked their
 * system for reduced motion. The Web Animations API leaves no class or style behind when it ends.
 */
export function usePageFade(pageKey: string): React.RefObject<HTMLDivElement | null> {
  const ref = React.useRef<HTMLDivElement | null>(null);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof element.animate !== "function") return;
    const animation = element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_MS, easing: "ease-out" });
    return () => animation.cancel();
  }, [pageKey]);
  return ref;
}
