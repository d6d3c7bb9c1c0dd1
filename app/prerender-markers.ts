/**
 * What the build's pre-rendering (vite.config.ts) and the browser's start (app/main.tsx) agree on:
 * index.html carries the landing page's markup for `/`; on any other address a small script in its head
 * sets this attribute on <html> before the body arrives, and a style hides #root until the app renders.
 */
export const LANDING_PATH = "/";
export const PRERENDER_HIDDEN_ATTRIBUTE = "data-prerender-hidden";
/**
 * The name of a <meta> the build adds to index.html: its content lists, space-separated, the script files
 * the app's start loads, so the landing page can fetch them ahead of the start without running them.
 */
export const APP_CODE_META = "app-code";
/**
 * The name of the <meta>s the build adds for the pages whose code the entry asks for at once when opened
 * directly: `data-address` names the page, the content lists the script files its first paint runs beyond
 * the app's start.
 */
export const PAGE_CODE_META = "page-code";
/** The build's copy of index.html without the landing page's markup, which the server sends for every other address. */
export const APP_PAGE_FILE = "app.html";
/**
 * The folder of app.html's copies for the pages whose code the build lists (`pages/dashboard.html` for
 * `/dashboard`): each names that code in its head, so the browser fetches it with the page's first bytes.
 */
export const LISTED_PAGES_DIR = "pages";
/**
 * Set on app.html's #root, which carries the session check rendered at build time: the app's first render,
 * which shows the same, replaces it without fading it in again (app/layouts.tsx).
 */
export const PAINTED_BY_BUILD_ATTRIBUTE = "data-painted-by-build";
