/** Query keys of appliances' warranties. */
export const warrantyKeys = {
  all: ["warranties"] as const,
  of: (applianceId: string) => [...warrantyKeys.all, applianceId] as const,
};
