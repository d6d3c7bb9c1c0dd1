/** The parts of a completed task that the history's search and appliance filter read. */
export interface SearchableCompletion {
  readonly name: string;
  readonly applianceId: string;
  readonly applianceName: string;
  readonly notes: string | null;
}

/** The history's search and appliance filter (docs/product.md §2.15); an empty search or no appliance filters nothing. */
export interface HistoryQuery {
  readonly search?: string | undefined;
  readonly applianceId?: string | null | undefined;
}

/**
 * Whether a completed task is one the history lists for `query`, as the server's query picks them
 * (server/db/repositories/progress-repository.ts): the search's words, in any case, within the task's name,
 * its appliance's name or the notes, and the one appliance when one is chosen. Local mode and the
 * completions still waiting offline are searched by this, so every list answers a search alike.
 */
export function matchesHistoryQuery(entry: SearchableCompletion, { search, applianceId }: HistoryQuery): boolean {
  if (applianceId && entry.applianceId !== applianceId) return false;
  const words = (search ?? "").trim().toLowerCase();
  return words === "" || [entry.name, entry.applianceName, entry.notes ?? ""].some((text) => text.toLowerCase().includes(words));
}
