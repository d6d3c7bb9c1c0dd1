/**
 * The paths of the signed-in pages (the screens behind the sign-in guards, docs/product.md §2.1). The route
 * table (routes.tsx) takes these pages' paths from here, and a test holds the two together, so the
 * end-to-end accessibility sweep of the signed-in app, which cannot load the route table's React code,
 * reads the same list and covers a page as soon as the router has it.
 */
export const SIGNED_IN_PAGE_PATHS = {
  onboarding: ["/onboarding"],
  dashboard: ["/dashboard"],
  completed: ["/completed"],
  task: ["/task/:id"],
  appliances: ["/appliances/add"],
  applianceList: ["/appliances"],
  applianceRecord: ["/appliances/:id"],
  settings: ["/settings"],
  notifications: ["/notifications"],
  household: ["/household"],
  newHome: ["/homes/new", "/homes/new/setup"],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** Every signed-in page's paths (route patterns: `/task/:id`). */
export const SIGNED_IN_PATHS: readonly string[] = Object.values(SIGNED_IN_PAGE_PATHS).flat();
