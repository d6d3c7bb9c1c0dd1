import * as React from "react";
import { Download, FileText, Image } from "lucide-react";
import type { HomeDocument } from "@domain/contract/documents.ts";
import { Button } from "@ui/button/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { useDocuments } from "./api/get-documents.ts";
import { useDownloadDocument } from "./api/download-document.ts";
import { DOCUMENT_KIND_NAMES } from "./documents-panel.tsx";
import { formatFileSize } from "./file-size.ts";

export const COMPLETION_DOCUMENTS_WORDS = {
  listLabel: (taskName: string) => `Photos and receipts of ${taskName}`,
  downloadWord: "Download",
  downloadFailed: (name: string) => `${name} could not be downloaded.`,
} as const;

export type CompletionDocumentsListProps = {
  taskName: string;
  documents: readonly HomeDocument[];
  onDownload: (document: HomeDocument) => void;
  busyId?: string | undefined;
  problem?: string | undefined;
};

/** The files attached to one completion, each with its kind, size and a download; nothing when it has none. */
export function CompletionDocumentsList({ taskName, documents, onDownload, busyId, problem }: CompletionDocumentsListProps) {
  if (documents.length === 0) return null;
  return (
    <div className="grid gap-1">
      <ul aria-label={COMPLETION_DOCUMENTS_WORDS.listLabel(taskName)} className="grid gap-2">
        {documents.map((document) => (
          <li key={document.id} className="flex items-center gap-2 text-sm">
            {/* The name is the button's own text, so what a voice-control user says is what they see. */}
            <Button type="button" variant="outline" size="sm" loading={busyId === document.id} onClick={() => onDownload(document)}>
              {document.kind === "photo" ? <Image aria-hidden="true" /> : <FileText aria-hidden="true" />}
              <span className="sr-only">{COMPLETION_DOCUMENTS_WORDS.downloadWord} </span>
              <span className="max-w-48 truncate">{document.name}</span>
              <Download aria-hidden="true" />
            </Button>
            <span className="text-muted-foreground">
              {DOCUMENT_KIND_NAMES[document.kind]} · {formatFileSize(document.sizeBytes)}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-destructive empty:hidden">
        {problem ?? ""}
      </p>
    </div>
  );
}

/**
 * docs/product.md §4.19: where completions are listed, each shows the photos and receipts attached to it. All
 * of a list's completions share one read of the home's documents.
 */
export function CompletionDocuments({ completionId, taskName }: { completionId: string; taskName: string }) {
  const documents = useDocuments({});
  const download = useDownloadDocument();
  const [problem, setProblem] = React.useState<string>();
  const attached = React.useMemo(() => documents.data?.data.filter((document) => document.completionId === completionId) ?? [], [documents.data, completionId]);
  return (
    <CompletionDocumentsList
      taskName={taskName}
      documents={attached}
      busyId={download.isPending ? download.variables.id : undefined}
      problem={problem}
      onDownload={(document) => {
        setProblem(undefined);
        download.mutate(document, { onError: (error) => setProblem(`${COMPLETION_DOCUMENTS_WORDS.downloadFailed(document.name)} ${normaliseError(error).message}`) });
      }}
    />
  );
}
