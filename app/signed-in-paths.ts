/**
 * The addresses of the signed-in pages, as the route table writes them (`pageRoutes` in app/routes.tsx,
 * the rows behind the sign-in guards). The route table loads the app's code, which the end-to-end
 * accessibility sweep cannot; the sweep reads this list instead, and app/routes.test.ts holds the two to
 * agreeing, so a page added to the app is swept as soon as it is added here.
 */
export const SIGNED_IN_PATHS = ["/onboarding", "/dashboard", "/completed", "/task/:id", "/appliances/add", "/settings", "/notifications"] as const;

export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];
