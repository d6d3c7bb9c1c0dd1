/*
 * The accounts, token values and toasts of the test modes (docs/product.md §6.3), apart from the code that
 * uses them, so the production-bundle check can look for each of these strings in the built app
 * without loading the browser modules. Only app/dev/ and tests import this file.
 */

/** Sign in with these to enter a mode; anything else goes to the server as usual. */
export const TEST_ACCOUNTS = {
  admin: { email: "admin@hearthkeep.test", password: "hearthkeep-admin-bypass" },
  onboarding: { email: "onboarding@hearthkeep.test", password: "hearthkeep-onboarding-test" },
} as const;

/** The special token values that mark a test session; the admin one forces local-only mode. */
export const TEST_MODE_TOKENS = {
  admin: "hk-dev-admin-bypass-local-only",
  onboarding: "hk-dev-onboarding-test",
} as const;

/** docs/product.md §6.3: the success toasts. */
export const TEST_MODE_TOASTS = {
  admin: "Admin access granted - using local data",
  onboarding: "Onboarding test mode enabled",
} as const;
