/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The build-time settings the browser app reads (set them in the environment of `vite build`). */
interface ImportMetaEnv {
  /** Where the API lives; `/api` on the app's own host when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** "false" forces local mode, "true" enables remote mode (docs/product.md §6.4). */
  readonly VITE_REMOTE_ENABLED?: string;
  /** The analytics project key; without it nothing is ever sent. */
  readonly VITE_POSTHOG_KEY?: string;
  /** The analytics host, e.g. https://eu.i.posthog.com. */
  readonly VITE_POSTHOG_HOST?: string;
}
