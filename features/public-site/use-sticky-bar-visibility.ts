import * as React from "react";
import { stickyBarVisible } from "./sticky-bar-visibility.ts";

type Sections = {
  hero: React.RefObject<HTMLElement | null>;
  finalCta: React.RefObject<HTMLElement | null>;
  footer: React.RefObject<HTMLElement | null>;
};

/**
 * Feeds the sticky bar's rule with the page's live measurements: scroll position and direction, which
 * sections are on screen (IntersectionObserver) and how far the visual viewport shrank (an on-screen keyboard).
 */
export function useStickyBarVisibility({ hero, finalCta, footer }: Sections): boolean {
  const [visible, setVisible] = React.useState(false);

  React.useEffect(() => {
    const inView = { hero: true, finalCta: false, footer: false };
    let previousScrollY = window.scrollY;
    let tallestViewport = window.visualViewport?.height ?? window.innerHeight;
    let wasVisible = false;
    let frame = 0;

    const decide = () => {
      frame = 0;
      const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
      tallestViewport = Math.max(tallestViewport, viewportHeight);
      const next = stickyBarVisible({
        scrollY: window.scrollY,
        previousScrollY,
        heroHeight: hero.current?.offsetHeight ?? 0,
        heroInView: inView.hero,
        finalCtaInView: inView.finalCta,
        footerInView: inView.footer,
        viewportShrink: tallestViewport - viewportHeight,
        wasVisible,
      });
      previousScrollY = window.scrollY;
      wasVisible = next;
      setVisible(next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(decide);
    };

    const observed = new Map<Element, keyof typeof inView>();
    if (hero.current) observed.set(hero.current, "hero");
    if (finalCta.current) observed.set(finalCta.current, "finalCta");
    if (footer.current) observed.set(footer.current, "footer");
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const name = observed.get(entry.target);
        if (name) inView[name] = entry.isIntersecting;
      }
      schedule();
    });
    for (const element of observed.keys()) observer.observe(element);

    window.addEventListener("scroll", schedule, { passive: true });
    window.visualViewport?.addEventListener("resize", schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.visualViewport?.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [hero, finalCta, footer]);

  return visible;
}
