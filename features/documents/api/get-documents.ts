import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentListResponse } from "@domain/contract/documents.ts";
import { callRoute, type ApiClient } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { documentKeys, type DocumentScope } from "./keys.ts";

/**
 * `GET /api/documents`: the home's documents, or one appliance's; a completed task's are the home's that
 * name it (the route narrows by appliance only), with the home's quota either way.
 */
export async function getDocuments(client: ApiClient, scope: DocumentScope): Promise<DocumentListResponse> {
  const answer = await callRoute(client, "listDocuments", { query: { applianceId: scope.applianceId } });
  return scope.completionId ? { ...answer, data: answer.data.filter((document) => document.completionId === scope.completionId) } : answer;
}

export function documentsQueryOptions(client: ApiClient, scope: DocumentScope) {
  return queryOptions({ queryKey: documentKeys.list(scope), queryFn: () => getDocuments(client, scope) });
}

/** The documents of a scope and the home's quota; not asked for while `enabled` is false (a home kept in the browser has none). */
export function useDocuments(scope: DocumentScope, { enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useAuth();
  return useQuery({ ...documentsQueryOptions(client, scope), enabled });
}
