/**
 * Query keys of the home's appliances and of the built-in catalogue. Every appliance write invalidates
 * `applianceKeys.all`; the catalogue never changes while the app runs.
 */
export const applianceKeys = {
  all: ["appliances"] as const,
  list: () => [...applianceKeys.all, "list"] as const,
  detail: (id: string) => [...applianceKeys.all, "detail", id] as const,
};

export const catalogKeys = {
  all: ["catalog"] as const,
  appliances: () => [...catalogKeys.all, "appliances"] as const,
  tasks: () => [...catalogKeys.all, "tasks"] as const,
};

/**
 * The caches of other screens that an appliance change makes stale: adding or removing an appliance
 * adds or removes its tasks (every task query starts with "tasks"), writes a notification
 * ("notifications") and changes the profile's counts ("profile"). Their features own those keys; the
 * roots are named here so that this feature need not reach into theirs.
 */
export const queriesChangedByAppliances = [["tasks"], ["notifications"], ["profile"]] as const;
