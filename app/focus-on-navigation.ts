import * as React from "react";

/** The main landmark every layout gives its page (the skip link's target too). */
const MAIN_ID = "main-content";
/** How many frames to wait for the new page's frame to arrive (a layout loading its code) before giving up. */
const FRAMES_TO_WAIT = 120;

/**
 * After the path changes, focus moves to the new page's main landmark (tabindex -1, no ring), as a page
 * load would put a screen reader or a keyboard at the page's start. Without this it stayed on the link that
 * was followed, or fell to the document's body when that link went away with the old page, and the next
 * Tab started from the top of the header. A page that placed the focus itself, inside its main (a form's
 * first field, a step's heading), or an open dialog, keeps it; the first page of a visit is left as the
 * browser loads it.
 */
export function useFocusMainOnPathChange(pathname: string): void {
  const firstPath = React.useRef(pathname);
  React.useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    let frame = 0;
    let framesLeft = FRAMES_TO_WAIT;
    const focusMain = () => {
      const main = document.getElementById(MAIN_ID);
      const active = document.activeElement;
      const placed = active !== null && active !== document.body;
      if (placed && main?.contains(active)) return;
      if (placed && active.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (main) {
        main.focus({ preventScroll: true });
        return;
      }
      if (framesLeft-- > 0) frame = requestAnimationFrame(focusMain);
    };
    focusMain();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
