import * as React from "react";
import { type DocumentKind, type HomeDocument } from "@domain/contract/documents.ts";
import { ApiError, normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { useDeleteDocument } from "./api/delete-document.ts";
import { useDocumentThumbnail } from "./api/get-document-thumbnail.ts";
import { useDocuments } from "./api/get-documents.ts";
import type { DocumentScope } from "./api/keys.ts";
import { useDownloadDocument } from "./api/download-document.ts";
import { useUpdateDocument } from "./api/update-document.ts";
import { useUploadDocument } from "./api/upload-document.ts";
import { DocumentIcon, DocumentsPanel, DocumentThumbnailImage, DOCUMENTS_WORDS, type UploadInFlight } from "./documents-panel.tsx";
import { quotaFullWords, refusalBeforeUpload } from "./upload-rules.ts";

/** A photo's thumbnail, fetched with the session's token; the type's icon until it arrives, or when there is none. */
function LoadedThumbnail({ document }: { document: HomeDocument }) {
  const thumbnail = useDocumentThumbnail(document.id, { enabled: document.hasThumbnail });
  return thumbnail.data ? <DocumentThumbnailImage src={thumbnail.data} /> : <DocumentIcon />;
}

const renderThumbnail = (document: HomeDocument) => <LoadedThumbnail document={document} />;

export type DocumentsSectionProps = DocumentScope & {
  /** The kind an upload starts at. */
  defaultKind?: DocumentKind;
  headingLevel?: 2 | 3;
};

/**
 * The documents panel wired to the server, for an appliance, a completed task or the whole home
 * (docs/product.md §4.19). A home kept in the browser asks nothing of the server and is told that
 * documents need an account.
 */
export function DocumentsSection({ applianceId, completionId, defaultKind, headingLevel }: DocumentsSectionProps) {
  const { isLocalSession } = useAuth();
  const scope = { applianceId, completionId };
  const documents = useDocuments(scope, { enabled: !isLocalSession });
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const [inFlight, setInFlight] = React.useState<UploadInFlight>();
  const [problem, setProblem] = React.useState<string>();
  const [done, setDone] = React.useState<string>();
  const usage = documents.data?.usage;

  const wordsOf = (error: unknown, fileBytes?: number) =>
    error instanceof ApiError && error.code === "QUOTA_EXCEEDED" ? quotaFullWords(usage, fileBytes) : normaliseError(error).message;
  const failed = (error: unknown) => {
    setProblem(wordsOf(error));
    throw error;
  };

  const status = isLocalSession ? "local" : documents.isPending ? "loading" : documents.isError ? "error" : "ready";
  return (
    <DocumentsPanel
      status={status}
      documents={documents.data?.data}
      usage={usage}
      onRetry={() => void documents.refetch()}
      {...(defaultKind ? { defaultKind } : {})}
      {...(headingLevel ? { headingLevel } : {})}
      upload={inFlight}
      onUpload={(file, kind) => {
        setDone(undefined);
        const refusal = refusalBeforeUpload(file, usage);
        setProblem(refusal);
        if (refusal) return;
        setInFlight({ fileName: file.name, sentBytes: 0, totalBytes: 0 });
        upload.mutate(
          { file, kind, applianceId, completionId, onProgress: ({ sentBytes, totalBytes }) => setInFlight({ fileName: file.name, sentBytes, totalBytes }) },
          {
            onSuccess: (document) => setDone(DOCUMENTS_WORDS.uploaded(document.name)),
            onError: (error) => setProblem(wordsOf(error, file.size)),
            onSettled: () => setInFlight(undefined),
          },
        );
      }}
      onDownload={(document) => {
        setProblem(undefined);
        download.mutate(document, { onError: (error) => setProblem(wordsOf(error)) });
      }}
      onRename={async (id, name) => {
        setProblem(undefined);
        await update.mutateAsync({ id, changes: { name } }).catch(failed);
      }}
      onChangeKind={(id, kind) => {
        setProblem(undefined);
        update.mutate({ id, changes: { kind } }, { onError: (error) => setProblem(wordsOf(error)) });
      }}
      onDelete={async (id) => {
        setProblem(undefined);
        const name = documents.data?.data.find((document) => document.id === id)?.name;
        await remove.mutateAsync(id).catch(failed);
        if (name) setDone(DOCUMENTS_WORDS.deleted(name));
      }}
      busyId={remove.isPending ? remove.variables : update.isPending ? update.variables.id : undefined}
      problem={problem}
      done={done}
      renderThumbnail={renderThumbnail}
    />
  );
}
