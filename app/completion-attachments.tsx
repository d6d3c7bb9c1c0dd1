import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CompletionAttachmentsProvider, type CompletionAttachmentsPort } from "@features/tasks/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { deferredParts } from "@ui/lib/deferred-trigger.ts";

// The documents' code loads when the completion-details dialog first shows its field, not with the page:
// most completions are made without details (docs/decisions/024-dashboard-first-visit.md).
const documentsFeature = deferredParts(() => import("@features/documents/index.ts"));

/**
 * The documents' code once loaded. When it cannot be (offline, before it was ever fetched) the field is left
 * out: files need a connection anyway, and the dialog's own fields still work; opening it again tries again.
 */
function useDocumentsFeature() {
  const [loaded, setLoaded] = React.useState(documentsFeature.current);
  React.useEffect(() => {
    if (loaded) return;
    let current = true;
    documentsFeature.load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded;
}

function RemoteField(props: React.ComponentProps<CompletionAttachmentsPort["Field"]>) {
  const documents = useDocumentsFeature();
  return documents ? <documents.CompletionAttachments {...props} /> : null;
}

function LocalField() {
  const documents = useDocumentsFeature();
  return documents ? <documents.CompletionAttachmentsNeedAccount /> : null;
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
            upload: async (files, { completionId, applianceId }) => (await documentsFeature.load()).uploadCompletionAttachments(client, queryClient, { files, completionId, applianceId }),
          },
    [isLocalSession, client, queryClient],
  );
  return <CompletionAttachmentsProvider port={port}>{children}</CompletionAttachmentsProvider>;
}
