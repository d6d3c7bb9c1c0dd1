import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { documentKeys } from "./keys.ts";

/** `DELETE /api/documents/{id}`: the document and its file. */
export function deleteDocument(client: ApiClient, id: string): Promise<undefined> {
  return callRoute(client, "deleteDocument", { params: { id } });
}

/** Deletes a document; the lists (and the quota they show) are read again. */
export function useDeleteDocument() {
  const { client } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
