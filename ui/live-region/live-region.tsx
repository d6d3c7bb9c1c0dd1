import * as React from "react";

/** How long a message stays in the live region before it is cleared, so the same text can be announced again. */
export const LIVE_REGION_CLEAR_MS = 1000;

export type Politeness = "polite" | "assertive";

type Announce = (message: string, politeness?: Politeness) => void;

const LiveRegionContext = React.createContext<Announce | null>(null);

const visuallyHidden = "absolute -m-px size-px overflow-hidden border-0 p-0 whitespace-nowrap [clip:rect(0,0,0,0)]";

/**
 * Announces status messages (polite) and alerts (assertive) to screen readers through two always-present
 * live regions; each message is cleared after a second.
 */
function LiveRegionProvider({ children, clearAfterMs = LIVE_REGION_CLEAR_MS }: { children: React.ReactNode; clearAfterMs?: number }) {
  const [messages, setMessages] = React.useState<Record<Politeness, string>>({ polite: "", assertive: "" });
  const timers = React.useRef<Partial<Record<Politeness, ReturnType<typeof setTimeout>>>>({});

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of Object.values(pending)) clearTimeout(timer);
    };
  }, []);

  const announce = React.useCallback<Announce>(
    (message, politeness = "polite") => {
      setMessages((current) => ({ ...current, [politeness]: message }));
      clearTimeout(timers.current[politeness]);
      timers.current[politeness] = setTimeout(() => setMessages((current) => ({ ...current, [politeness]: "" })), clearAfterMs);
    },
    [clearAfterMs],
  );

  return (
    <LiveRegionContext.Provider value={announce}>
      {children}
      <div data-slot="live-region-polite" role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {messages.polite}
      </div>
      <div data-slot="live-region-assertive" role="alert" aria-live="assertive" aria-atomic="true" className={visuallyHidden}>
        {messages.assertive}
      </div>
    </LiveRegionContext.Provider>
  );
}

/** The announcer of the nearest LiveRegionProvider. */
function useAnnounce(): Announce {
  const announce = React.useContext(LiveRegionContext);
  if (!announce) throw new Error("useAnnounce must be used within LiveRegionProvider");
  return announce;
}

/** The announcer of the nearest LiveRegionProvider, or null where there is none (a part shown on its own). */
function useOptionalAnnounce(): Announce | null {
  return React.useContext(LiveRegionContext);
}

export { LiveRegionProvider, useAnnounce, useOptionalAnnounce };
