export type HistoryFilters = { search: string; applianceId: string | null };

/** Query keys of the home's progress: history, monthly figures, statistics, achievements. */
export const progressKeys = {
  all: ["progress"] as const,
  histories: () => [...progressKeys.all, "history"] as const,
  history: (filters: HistoryFilters) => [...progressKeys.histories(), filters] as const,
  monthly: () => [...progressKeys.all, "monthly"] as const,
  stats: () => [...progressKeys.all, "stats"] as const,
  achievements: () => [...progressKeys.all, "achievements"] as const,
};
