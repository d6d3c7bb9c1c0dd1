import * as React from "react";

/** A file the server would not keep, with its words for why (docs/product.md §8.6). */
export type AttachmentRefusal = { readonly fileName: string; readonly message: string };

/** Where a completion's files go: the completion, and the appliance they are kept with (none for the home's own tasks). */
export type AttachmentTarget = { readonly completionId: string; readonly applianceId: string | undefined };

/**
 * What the documents feature lends the completion-details dialog (docs/decisions/089-warranties-and-attachments.md,
 * docs/decisions/102-completion-attachments-through-one-provider.md): the field that chooses the files, and
 * the upload once the completion is answered. The app provides it around the pages that complete tasks, so
 * the tasks feature knows no other feature; without it the dialog offers no attachments.
 */
export type CompletionAttachmentsPort = {
  /** Under the cost: the files chosen so far, controlled by the dialog. */
  Field: React.ComponentType<{ files: readonly File[]; onChange: (files: File[]) => void }>;
  /** Uploads the files one after the other; answers the ones refused, never rejects. */
  upload: (files: readonly File[], target: AttachmentTarget) => Promise<readonly AttachmentRefusal[]>;
};

const CompletionAttachmentsContext = React.createContext<CompletionAttachmentsPort | null>(null);

export function CompletionAttachmentsProvider({ port, children }: { port: CompletionAttachmentsPort; children: React.ReactNode }) {
  return <CompletionAttachmentsContext value={port}>{children}</CompletionAttachmentsContext>;
}

/** The attachments the app lent, or null where none were (a story of a screen alone, onboarding). */
export const useCompletionAttachmentsPort = (): CompletionAttachmentsPort | null => React.useContext(CompletionAttachmentsContext);

/** docs/product.md §4.19: what the person is told when a file of a saved completion did not go. */
export const ATTACHMENT_MESSAGES = {
  refused: (fileName: string) => `${fileName} was not attached`,
  completionKept: (taskName: string) => `${taskName} is still marked done.`,
  notSentTitle: "Photos and receipts not attached",
  notSentOffline: "Photos and receipts need a connection, so they were not attached. Add them on the appliance's page once you're back online.",
  attached: (count: number, taskName: string) => `${count === 1 ? "1 file" : `${count} files`} attached to ${taskName}`,
} as const;
