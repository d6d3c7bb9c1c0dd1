/** Query keys of the account: profile (with preferences) and plan. */
export const accountKeys = {
  all: ["account"] as const,
  profile: () => [...accountKeys.all, "profile"] as const,
  subscription: () => [...accountKeys.all, "subscription"] as const,
};
