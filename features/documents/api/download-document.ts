import { useMutation } from "@tanstack/react-query";
import type { HomeDocument } from "@domain/contract/documents.ts";
import { fetchRouteFile, saveFile, type ApiClient, type DownloadedFile } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";

/** `GET /api/documents/{id}/file`: the file as the server sends it, an attachment with its name. */
export function downloadDocument(client: ApiClient, id: string): Promise<DownloadedFile> {
  return fetchRouteFile(client, "downloadDocument", { params: { id } });
}

/** Fetches a document with the session's token (which a plain link could not send) and saves it. */
export function useDownloadDocument() {
  const { client } = useAuth();
  return useMutation({
    mutationFn: (document: HomeDocument) => downloadDocument(client, document.id),
    onSuccess: ({ blob, fileName }, document) => saveFile(blob, fileName ?? document.name),
  });
}
