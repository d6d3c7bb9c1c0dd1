import type * as React from "react";
import { cva } from "class-variance-authority";
import { CloudOff, CloudUpload, RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react";
import { cn } from "@ui/lib/cn.ts";
import { connectionMessage, type ConnectionFacts, type ConnectionTone } from "@lib/connectivity/index.ts";

const connectionStatusVariants = cva(
  "inline-flex h-8 items-center gap-1.5 rounded-full border px-2.5 text-xs font-medium whitespace-nowrap [&>svg]:size-3.5 [&>svg]:shrink-0",
  {
    variants: {
      /** Each tone comes with words and an icon: the colour never carries the meaning alone. */
      tone: {
        offline: "border-warning/50 bg-warning/15 text-foreground",
        pending: "border-border bg-muted text-foreground",
        syncing: "border-info/50 bg-info/10 text-foreground",
        failed: "border-destructive/50 bg-destructive/10 text-foreground",
      },
    },
    defaultVariants: { tone: "offline" },
  },
);

const icons: Record<ConnectionTone, LucideIcon> = { offline: CloudOff, pending: CloudUpload, syncing: RefreshCw, failed: TriangleAlert };

export type ConnectionStatusProps = ConnectionFacts & Omit<React.ComponentProps<"div">, "role" | "children">;

/**
 * The signed-in header's word on the connection (docs/product.md §4.13): 'Offline', and how many changes
 * wait to be sent, being sent, or failed to send. Online with nothing waiting it shows nothing. The live
 * region is always on the page, so a change is announced politely when it happens. On a phone the
 * waiting changes show as a count; screen readers still hear the sentence.
 */
export function ConnectionStatus({ online, pendingChanges, sync, className, ...props }: ConnectionStatusProps) {
  const message = connectionMessage({ online, ...(pendingChanges === undefined ? {} : { pendingChanges }), ...(sync === undefined ? {} : { sync }) });
  const Icon = message ? icons[message.tone] : null;
  return (
    <div role="status" data-slot="connection-status" className={cn("flex items-center empty:absolute", className)} {...props}>
      {message && Icon ? (
        <span data-tone={message.tone} className={connectionStatusVariants({ tone: message.tone })}>
          <Icon aria-hidden="true" className={cn(message.tone === "syncing" && "motion-safe:animate-spin")} />
          {message.label ? <span>{message.label}</span> : null}
          {message.pending ? (
            <>
              {message.label ? <span className="sr-only">, </span> : null}
              {message.label ? (
                <span aria-hidden="true" className="hidden text-muted-foreground sm:inline">
                  ·
                </span>
              ) : null}
              <span className="sr-only sm:not-sr-only">{message.pending}</span>
              <span aria-hidden="true" className="rounded-full bg-foreground/10 px-1.5 tabular-nums sm:hidden">
                {message.count}
              </span>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
