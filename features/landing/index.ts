/**
 * The landing page and the frame the public pages share. The app feeds route preloading with
 * `registerRoutePreloaders({ "/sign-in": () => import(…), … })`: the landing page then warms up sign-in and
 * sign-up on hover, focus and idle, and the mobile menu warms up sign-in, sign-up, dashboard, settings and
 * completed when it opens (docs/product.md §2.4).
 */
export { LandingPage } from "./landing-page.tsx";
export { PublicLayout } from "./public-layout.tsx";
export { usePageMeta, useDocumentTitle, pageTitle, LANDING_TITLE } from "./page-meta.ts";
export { PreloadLink } from "./preload-link.tsx";
export { preloadRoute, registerRoutePreloaders } from "./route-preload.ts";
export { SIGN_UP_PATH } from "./site-links.ts";
