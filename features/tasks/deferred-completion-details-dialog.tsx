import * as React from "react";
import { deferredParts } from "@ui/lib/deferred-trigger.ts";
import type { CompletionDetailsDialogProps } from "./completion-details-dialog-body.tsx";
import { useCompletionAttachmentsPort } from "./completion-attachments-port.tsx";

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
  const attachments = useChosenAttachments(props);
  // Code fetched ahead since the first render is used at once, in the same render that opens the dialog.
  const dialog = loaded ?? dialogParts.current();
  return dialog ? <dialog.CompletionDetailsDialogBody {...props} {...attachments} /> : null;
}

/**
 * docs/product.md §4.19: completing with details takes photos and receipts where the app lent the field. The
 * files chosen are kept here while the dialog is open, handed on with the details, and forgotten as it closes.
 */
function useChosenAttachments({ taskName, mode = "complete", onSubmit }: CompletionDetailsDialogProps): Pick<CompletionDetailsDialogProps, "attachments" | "onSubmit"> {
  const port = useCompletionAttachmentsPort();
  const [files, setFiles] = React.useState<readonly File[]>([]);
  // A dialog opened for another task (or closed) starts with none.
  const [chosenFor, setChosenFor] = React.useState(taskName);
  if (chosenFor !== taskName) {
    setChosenFor(taskName);
    setFiles([]);
  }
  if (!port || mode !== "complete") return { onSubmit };
  return {
    attachments: <port.Field files={files} onChange={setFiles} />,
    onSubmit: (details) => onSubmit(files.length > 0 ? { ...details, attachments: files } : details),
  };
}
