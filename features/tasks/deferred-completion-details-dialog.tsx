import * as React from "react";
import { deferredParts } from "@ui/lib/deferred-trigger.ts";
import type { CompletionDetailsDialogProps } from "./completion-details-dialog-body.tsx";

const dialogParts = deferredParts(() => import("./completion-details-dialog-body.tsx"));

/** Loads the dialog's code (with a task's menu), so that choosing "Complete with details…" opens it at once. */
export const loadCompletionDetails = (): Promise<unknown> => dialogParts.load();

/**
 * The completion-details dialog, whose code (the form and its checks) loads the first time it is about to
 * open: most visits complete tasks without details (docs/decisions/024-dashboard-first-visit.md). Once its
 * code is in, it renders as it always has, closed or open.
 */
export function CompletionDetailsDialog(props: CompletionDetailsDialogProps) {
  const [loaded, setLoaded] = React.useState(dialogParts.current);
  const opening = props.taskName !== null;
  React.useEffect(() => {
    if (!opening || loaded) return;
    let current = true;
    dialogParts.load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      (error: unknown) => console.warn("The completion details' code could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, [opening, loaded]);
  // Code fetched ahead since the first render is used at once, in the same render that opens the dialog.
  const dialog = loaded ?? dialogParts.current();
  return dialog ? <dialog.CompletionDetailsDialogBody {...props} /> : null;
}
