import * as React from "react";

/** docs/product.md §2.3, §9.9: page changes fade over 0.18 s. */
export const PAGE_FADE_MS = 180;

/** Marks the picture of the page that is leaving while it fades out. */
export const LEAVING_PAGE_SLOT = "page-leaving";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

type PageFadeProps = {
  /** The page's identity (its path): when it changes, the page on screen fades out and the new one in. */
  pageKey: string;
  /** Whether the first page fades in; one the build painted ahead of time is already on screen. */
  fadesInFirst: boolean;
  children: React.ReactNode;
};

/**
 * Around every page: when `pageKey` changes, the page that leaves fades out while the new one fades in, and
 * nothing moves for people who asked their system for reduced motion. The leaving page is a copy of its
 * last picture laid over the new one, out of reach of assistive technology, pointer, keyboard and queries,
 * removed when its fade ends. A class, for `getSnapshotBeforeUpdate`: the only moment
 * React offers the old page's DOM after it has decided to replace it and before it does.
 */
export class PageFade extends React.Component<PageFadeProps> {
  private readonly page = React.createRef<HTMLDivElement>();
  private running: Animation[] = [];
  private leavingPictures: HTMLElement[] = [];

  override componentDidMount(): void {
    if (this.props.fadesInFirst) this.fadeIn();
  }

  override getSnapshotBeforeUpdate(previous: Readonly<PageFadeProps>): HTMLElement | null {
    const element = this.page.current;
    if (previous.pageKey === this.props.pageKey || !element || !canAnimate(element)) return null;
    return pictureOf(element);
  }

  override componentDidUpdate(previous: Readonly<PageFadeProps>, _state: unknown, leaving: HTMLElement | null): void {
    if (previous.pageKey === this.props.pageKey) return;
    this.stop();
    if (leaving) this.fadeOut(leaving);
    this.fadeIn();
  }

  override componentWillUnmount(): void {
    this.stop();
  }

  private fadeIn(): void {
    const element = this.page.current;
    if (!element || !canAnimate(element)) return;
    this.running.push(element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_MS, easing: "ease-out" }));
  }

  private fadeOut(leaving: HTMLElement): void {
    document.body.append(leaving);
    const animation = leaving.animate([{ opacity: 1 }, { opacity: 0 }], { duration: PAGE_FADE_MS, easing: "ease-in", fill: "forwards" });
    animation.addEventListener("finish", () => leaving.remove());
    this.running.push(animation);
    this.leavingPictures.push(leaving);
  }

  /** A fade still running when the page changes again, or goes, ends at once (the Web Animations API leaves no style behind). */
  private stop(): void {
    for (const animation of this.running.splice(0)) animation.cancel();
    for (const picture of this.leavingPictures.splice(0)) picture.remove();
  }

  override render(): React.ReactNode {
    return React.createElement("div", { ref: this.page, "data-slot": "page" }, this.props.children);
  }
}

function canAnimate(element: HTMLElement): boolean {
  return !prefersReducedMotion() && typeof element.animate === "function";
}

/**
 * A copy of the page as it is on screen, fixed where it stands in the viewport, hidden from assistive
 * technology and inert. The copy sits in a closed shadow root, with the document's style sheets and
 * theme class, so that nothing that looks for the page's elements (its own code, a test's queries) meets
 * it: while the old page fades out, the new page is the only one in the document.
 */
function pictureOf(element: HTMLElement): HTMLElement {
  const box = element.getBoundingClientRect();
  const picture = document.createElement("div");
  picture.dataset.slot = LEAVING_PAGE_SLOT;
  picture.setAttribute("aria-hidden", "true");
  picture.inert = true;
  Object.assign(picture.style, { position: "fixed", top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px`, pointerEvents: "none", zIndex: "40" });
  const shadow = picture.attachShadow({ mode: "closed" });
  const styleSheets = document.querySelectorAll('style, link[rel="stylesheet"]');
  // The theme's variants key on <html>'s class, which selectors inside a shadow root cannot see.
  const themed = document.createElement("div");
  themed.className = document.documentElement.className;
  themed.append(element.cloneNode(true));
  shadow.append(...Array.from(styleSheets, (sheet) => sheet.cloneNode(true)), themed);
  return picture;
}
