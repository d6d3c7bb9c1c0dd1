import * as React from "react";

/*
 * The opened page's content first (docs/decisions/030-page-content-before-its-surroundings.md): what only
 * completes a page (the dashboard header's streak, the bell's count, achievements, the account's theme, the
 * session remembered for an offline start) is asked for once the page has painted its own content. Until then
 * the first visit's network and main thread serve that content alone: on a phone, the four answers and their
 * renders arrived just before the dashboard's list and held its paint back.
 */

type PageContentGate = {
  /** Whether the page's content is on screen, so that what completes it may load. */
  readonly shown: boolean;
  /** The page's content has rendered: open the gate once the browser has painted it. */
  readonly markShown: () => void;
};

/* Outside the app's providers (a component's own story or test) nothing waits: there is no page to wait for. */
const PageContentContext = React.createContext<PageContentGate>({ shown: true, markShown: () => undefined });

/**
 * Runs `then` once the browser has painted what was just rendered: a frame, then a task after it. A tab in
 * the background paints nothing and runs no frames: there it runs at once, as there is no paint to wait for.
 */
function afterNextPaint(then: () => void): () => void {
  if (document.visibilityState === "hidden") {
    then();
    return () => undefined;
  }
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

export function PageContentProvider({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = React.useState(false);
  const pending = React.useRef<(() => void) | null>(null);
  const markShown = React.useCallback(() => {
    if (pending.current) return;
    pending.current = afterNextPaint(() => setShown(true));
  }, []);
  React.useEffect(
    () => () => {
      pending.current?.();
      pending.current = null;
    },
    [],
  );
  const gate = React.useMemo(() => ({ shown, markShown }), [shown, markShown]);
  return <PageContentContext.Provider value={gate}>{children}</PageContentContext.Provider>;
}

/** Whether the opened page's content is on screen: a query that only completes the page waits for it (`enabled`). */
export function usePageContentShown(): boolean {
  return React.useContext(PageContentContext).shown;
}

/** Says the page's content has rendered once `rendered` is true; the gate opens after the browser paints it. */
export function useMarkPageContentShown(rendered: boolean): void {
  const { markShown } = React.useContext(PageContentContext);
  React.useEffect(() => {
    if (rendered) markShown();
  }, [rendered, markShown]);
}
