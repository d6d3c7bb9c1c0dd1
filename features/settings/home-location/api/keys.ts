/** Query keys of where the home is. */
export const homeLocationKeys = {
  all: ["home-location"] as const,
  current: () => [...homeLocationKeys.all, "current"] as const,
};
