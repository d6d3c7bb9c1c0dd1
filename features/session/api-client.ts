import { createAccessTokenStore } from "./access-token.ts";
import { createApiClient, DEFAULT_API_BASE_URL } from "./http-client.ts";

/** Where the app's API lives: `/api` on its own host unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? DEFAULT_API_BASE_URL;

/** The app's one HTTP client. */
export const apiClient = createApiClient({
  baseUrl: API_BASE_URL,
  tokens: createAccessTokenStore(),
});
