export type HistoryFilters = { search: string; applianceId: string | null };

/**
 * Query keys of the home's progress: history, monthly figures, achievements. Its statistics are the
 * dashboard's (`taskKeys.stats`), one cached answer that every task write reads again.
 */
export const progressKeys = {
  all: ["progress"] as const,
  histories: () => [...progressKeys.all, "history"] as const,
  history: (filters: HistoryFilters) => [...progressKeys.histories(), filters] as const,
  monthly: () => [...progressKeys.all, "monthly"] as const,
  achievements: () => [...progressKeys.all, "achievements"] as const,
};
