import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { DocumentKind, HomeDocument } from "@domain/contract/documents.ts";
import { normaliseError, sendRouteForm, type ApiClient, type UploadProgress } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { documentKeys } from "./keys.ts";
import { refusalBeforeUpload } from "../upload-rules.ts";

export type UploadDocumentVariables = {
  file: File;
  kind: DocumentKind;
  name?: string | undefined;
  applianceId?: string | undefined;
  completionId?: string | undefined;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** `POST /api/documents`: the file and its fields as one multipart form; the server reads the file's type from its bytes. */
export async function uploadDocument(client: ApiClient, { file, kind, name, applianceId, completionId, onProgress, signal }: UploadDocumentVariables): Promise<HomeDocument> {
  const form = new FormData();
  form.append("kind", kind);
  if (name) form.append("name", name);
  if (applianceId) form.append("applianceId", applianceId);
  if (completionId) form.append("completionId", completionId);
  // The file goes last: the server reads the fields before the file's bytes arrive.
  form.append("file", file, file.name);
  const { data } = await sendRouteForm(client, "uploadDocument", { form, ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) });
  return data;
}

/** Uploads a document; every list of documents (and the quota they show) is read again. */
export function useUploadDocument() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UploadDocumentVariables) => uploadDocument(client, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** The kind an attachment of a completion is kept as: a picture is a photo, anything else a receipt. */
export const attachmentKindOf = (file: Pick<File, "type">): DocumentKind => (file.type.startsWith("image/") ? "photo" : "receipt");

/** What a completion's photos and receipts are uploaded with: the completion, and the appliance (none for the home's own). */
export type AttachmentsVariables = { files: readonly File[]; applianceId?: string | undefined; completionId?: string | undefined };

/**
 * Uploads the photos and receipts chosen with a completion's details, once it is answered, one after the
 * other; answers the refusals by file name with the server's words (a file over 20 MB is refused before it
 * is sent), so the screen can say which did not go.
 */
export async function uploadAttachments(client: ApiClient, { files, applianceId, completionId }: AttachmentsVariables): Promise<{ fileName: string; message: string }[]> {
  const refused: { fileName: string; message: string }[] = [];
  for (const file of files) {
    const before = refusalBeforeUpload(file, undefined);
    if (before !== undefined) refused.push({ fileName: file.name, message: before });
    else await uploadDocument(client, { file, kind: attachmentKindOf(file), applianceId, completionId }).catch((error: unknown) => refused.push({ fileName: file.name, message: normaliseError(error).message }));
  }
  return refused;
}

/** Uploads a completion's attachments and reads every list of documents again; for code loaded on first use, which calls no hook. */
export async function uploadCompletionAttachments(client: ApiClient, queryClient: QueryClient, variables: AttachmentsVariables) {
  try {
    return await uploadAttachments(client, variables);
  } finally {
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  }
}

/** `uploadCompletionAttachments` as a mutation. */
export function useUploadAttachments() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (variables: AttachmentsVariables) => uploadCompletionAttachments(client, queryClient, variables) });
}
