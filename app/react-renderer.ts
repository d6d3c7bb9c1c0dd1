/*
 * React's renderer as a module of the app's own. React DOM is CommonJS: imported from the page's entry,
 * the entry would need the bundler's interop helpers, and with the first load's chunks laid out by hand
 * (scripts/first-load-chunks.ts) those helpers are a file of their own, which the landing page would then
 * load before the visitor acts (docs/decisions/023-landing-starts-on-intent.md). Through this module the
 * interop stays inside the renderer's chunk.
 */
export { createRoot, hydrateRoot } from "react-dom/client";
