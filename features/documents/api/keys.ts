/** What a list of documents is narrowed to: one appliance's, one completed task's, or the whole home's. */
export type DocumentScope = { applianceId?: string | undefined; completionId?: string | undefined };

/** Query keys of the home's documents. */
export const documentKeys = {
  all: ["documents"] as const,
  list: (scope: DocumentScope) => [...documentKeys.all, "list", { applianceId: scope.applianceId ?? null, completionId: scope.completionId ?? null }] as const,
  thumbnail: (id: string) => [...documentKeys.all, "thumbnail", id] as const,
};
