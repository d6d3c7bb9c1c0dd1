/** The query keys of the homes the person belongs to (docs/product.md §6.5). */
export const homeKeys = {
  all: ["homes"] as const,
  list: () => [...homeKeys.all, "list"] as const,
  allHomesDashboard: () => [...homeKeys.all, "all-homes-dashboard"] as const,
};

/**
 * The queries that are the account's, not one home's: the list of homes, the catalogue every home shares,
 * the account's settings and tokens, and its links. Switching home keeps them; every other query is some
 * home's data and starts afresh, so a query added later is dropped by default rather than shown for the
 * wrong home.
 */
export const ACCOUNT_QUERY_ROOTS: ReadonlySet<string> = new Set([homeKeys.all[0], "catalog", "account", "api-tokens", "reset-link", "email-verification"]);
