/**
 * Route preloading. The app feeds it with `registerRoutePreloaders({ "/sign-in": () => import(…), … })`: the
 * landing page then warms up sign-in and sign-up on hover, focus and idle, and the mobile menu warms up
 * sign-in, sign-up, dashboard, settings and completed when it opens (docs/product.md §2.4).
 */
export { PreloadLink } from "./preload-link.tsx";
export { preloadRoute, registerRoutePreloaders, AUTH_ROUTES, preloadRoutes, MOBILE_MENU_ROUTES } from "./route-preload.ts";
