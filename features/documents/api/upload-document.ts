import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentKind, HomeDocument } from "@domain/contract/documents.ts";
import { sendRouteForm, type ApiClient, type UploadProgress } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { documentKeys } from "./keys.ts";

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

/**
 * Uploads the photos and receipts chosen with a completion's details, once it is answered, one after the
 * other; answers the refusals by file name, so the screen can say which did not go.
 */
export function useUploadAttachments() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, applianceId, completionId }: { files: readonly File[]; applianceId?: string | undefined; completionId?: string | undefined }) => {
      const refused: { fileName: string; error: unknown }[] = [];
      for (const file of files) {
        await uploadDocument(client, { file, kind: attachmentKindOf(file), applianceId, completionId }).catch((error: unknown) => refused.push({ fileName: file.name, error }));
      }
      return refused;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
