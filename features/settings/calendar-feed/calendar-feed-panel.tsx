import * as React from "react";
import { CalendarDays, Check, Copy, RefreshCw } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Input } from "@ui/input/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { Skeleton } from "@ui/skeleton/index.ts";

export type CalendarFeedPanelProps = {
  /** The private feed URL; undefined while it loads or when it could not be loaded. */
  url: string | undefined;
  status: "loading" | "ready" | "error";
  /** Copies the URL; rejects when the browser refuses the clipboard. */
  onCopy: (url: string) => Promise<void>;
  onRegenerate: () => void;
  regenerating: boolean;
  /** The last regeneration failed. */
  regenerateFailed?: boolean;
  /** The last regeneration made the address shown now. */
  replaced?: boolean;
  onRetry: () => void;
};

const apps = [
  {
    name: "Google Calendar",
    steps: "On a computer, open Google Calendar, click + beside “Other calendars”, choose “From URL”, paste the address and click “Add calendar”.",
  },
  {
    name: "Apple Calendar",
    steps: "On a Mac choose File → New Calendar Subscription; on an iPhone open Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar. Paste the address.",
  },
  {
    name: "Outlook",
    steps: "In Outlook on the web open Calendar, choose Add calendar → Subscribe from web, paste the address, name it and click Import.",
  },
] as const;

/**
 * The calendar part of settings: the home's private feed URL with a copy button, how to subscribe in
 * the common calendar apps, and a way to replace the URL (which stops the old one) after a confirmation.
 */
export function CalendarFeedPanel({ url, status, onCopy, onRegenerate, regenerating, regenerateFailed = false, replaced = false, onRetry }: CalendarFeedPanelProps) {
  // Remembered with the URL it was about, so a new URL starts without the old "copied" message.
  const [copied, setCopied] = React.useState<{ url: string; state: "copied" | "failed" }>();
  const copyState = copied && copied.url === url ? copied.state : "idle";
  const [confirming, setConfirming] = React.useState(false);
  const inputId = React.useId();
  const statusId = React.useId();
  const panelRef = React.useRef<HTMLDivElement>(null);
  const keepRef = React.useRef<HTMLButtonElement>(null);
  const replaceRef = React.useRef<HTMLButtonElement>(null);
  // The question takes the place of the button that asks it, and the other way round: the focus goes with them,
  // to the safe answer first, as in a dialog that asks before something cannot be undone.
  useFocusAfterChange(panelRef, () => keepRef.current ?? replaceRef.current);

  const copy = async () => {
    if (!url) return;
    try {
      await onCopy(url);
      setCopied({ url, state: "copied" });
    } catch {
      setCopied({ url, state: "failed" });
    }
  };

  const message =
    copyState === "copied"
      ? "Calendar address copied."
      : copyState === "failed"
        ? "Could not copy. Select the address and copy it yourself."
        : regenerateFailed
          ? "The address could not be replaced. Try again."
          : replaced
            ? "New address made. Calendars subscribed to the old one no longer update: add this one instead."
            : "";

  return (
    <Card ref={panelRef} data-slot="calendar-feed-panel" aria-labelledby={`${inputId}-title`}>
      <CardHeader>
        <CardTitle asLevel={2} id={`${inputId}-title`} className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5" />
          Calendar feed
        </CardTitle>
        <CardDescription>See your open tasks in your own calendar, on their due dates. Calendar apps refresh it every few hours.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status === "loading" ? (
          <div role="status" aria-busy="true" aria-label="Loading your calendar address" className="grid gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : null}
        {status === "error" ? <ErrorPanel title="Your calendar address could not be loaded." actions={[{ label: "Try again", onAction: onRetry }]} /> : null}
        {status === "ready" && url ? (
          <>
            <div className="grid gap-2">
              <label htmlFor={inputId} className="text-sm font-medium">
                Your private calendar address
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id={inputId} value={url} readOnly className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} aria-describedby={`${inputId}-hint`} />
                <Button onClick={() => void copy()} aria-describedby={statusId}>
                  {copyState === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  Copy address
                </Button>
              </div>
              <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
                Keep it to yourself: anyone with this address can see your tasks.
              </p>
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">Add it to your calendar</h3>
              <ul className="grid gap-2 text-sm">
                {apps.map((app) => (
                  <li key={app.name}>
                    <span className="font-medium">{app.name}: </span>
                    <span className="text-muted-foreground">{app.steps}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="grid gap-2 border-t pt-4">
              {confirming ? (
                <div role="group" aria-labelledby={`${inputId}-confirm`} className="grid gap-3">
                  <p id={`${inputId}-confirm`} className="text-sm">
                    Make a new address? Calendars subscribed to the current one stop updating until you add the new one.
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="destructive"
                      loading={regenerating}
                      onClick={() => {
                        onRegenerate();
                        setConfirming(false);
                      }}
                    >
                      Make a new address
                    </Button>
                    <Button ref={keepRef} variant="ghost" onClick={() => setConfirming(false)}>
                      Keep the current one
                    </Button>
                  </div>
                </div>
              ) : (
                <div>
                  <Button ref={replaceRef} variant="outline" loading={regenerating} onClick={() => setConfirming(true)}>
                    <RefreshCw aria-hidden="true" />
                    Replace address
                  </Button>
                </div>
              )}
            </div>
          </>
        ) : null}
        <p id={statusId} role="status" className="min-h-5 text-sm">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}
