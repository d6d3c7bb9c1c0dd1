import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CompletionAttachmentsProvider, type CompletionAttachmentsPort } from "@features/tasks/index.ts";
import { useAuth } from "@lib/session/index.ts";

// The documents' code loads when the completion-details dialog first shows its field, not with the page:
// most completions are made without details (docs/decisions/024-dashboard-first-visit.md).
const documentsFeature = () => import("@features/documents/index.ts");
const ChooseAttachments = React.lazy(() => documentsFeature().then((module) => ({ default: module.CompletionAttachments })));
const AttachmentsNeedAccount = React.lazy(() => documentsFeature().then((module) => ({ default: module.CompletionAttachmentsNeedAccount })));

function RemoteField(props: React.ComponentProps<CompletionAttachmentsPort["Field"]>) {
  return (
    <React.Suspense fallback={null}>
      <ChooseAttachments {...props} />
    </React.Suspense>
  );
}

function LocalField() {
  return (
    <React.Suspense fallback={null}>
      <AttachmentsNeedAccount />
    </React.Suspense>
  );
}

/**
 * Around every page that completes tasks with details (the dashboard and its task list, the task page): the
 * documents feature's field and upload lent to the tasks feature's dialog (docs/decisions/089-warranties-and-attachments.md,
 * docs/decisions/102-completion-attachments-through-one-provider.md). A home kept in the browser is told that
 * files need an account, and nothing is uploaded.
 */
export function WithCompletionAttachments({ children }: { children: React.ReactNode }) {
  const { client, isLocalSession } = useAuth();
  const queryClient = useQueryClient();
  const port = React.useMemo<CompletionAttachmentsPort>(
    () =>
      isLocalSession
        ? { Field: LocalField, upload: () => Promise.resolve([]) }
        : {
            Field: RemoteField,
            upload: async (files, { completionId, applianceId }) => (await documentsFeature()).uploadCompletionAttachments(client, queryClient, { files, completionId, applianceId }),
          },
    [isLocalSession, client, queryClient],
  );
  return <CompletionAttachmentsProvider port={port}>{children}</CompletionAttachmentsProvider>;
}
