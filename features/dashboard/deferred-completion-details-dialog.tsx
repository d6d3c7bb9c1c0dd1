import * as React from "react";
import type { CompletionDetailsDialogProps } from "./completion-details-dialog.tsx";

const CompletionDetailsDialogNow = React.lazy(() => import("./completion-details-dialog.tsx").then((module) => ({ default: module.CompletionDetailsDialog })));

/**
 * The completion-details dialog, whose code (the form and its checks) loads the first time it opens: most
 * visits complete tasks without details (docs/decisions/024-dashboard-first-visit.md). Once opened it stays
 * mounted, so it closes as it always has.
 */
export function CompletionDetailsDialog(props: CompletionDetailsDialogProps) {
  const [opened, setOpened] = React.useState(props.taskName !== null);
  if (props.taskName !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <React.Suspense fallback={null}>
      <CompletionDetailsDialogNow {...props} />
    </React.Suspense>
  );
}
