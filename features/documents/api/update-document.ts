import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeDocument, UpdateDocumentRequest } from "@domain/contract/documents.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { documentKeys } from "./keys.ts";

export type UpdateDocumentVariables = { id: string; changes: UpdateDocumentRequest };

/** `PUT /api/documents/{id}`: a new name, a new kind, or both. */
export async function updateDocument(client: ApiClient, { id, changes }: UpdateDocumentVariables): Promise<HomeDocument> {
  const { data } = await callRoute(client, "updateDocument", { params: { id }, body: changes });
  return data;
}

/** Renames a document or changes its kind; the lists are read again. */
export function useUpdateDocument() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateDocumentVariables) => updateDocument(client, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
