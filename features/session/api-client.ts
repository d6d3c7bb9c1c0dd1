import { createAccessTokenStore } from "./access-token.ts";
import { createApiClient, DEFAULT_API_BASE_URL } from "./http-client.ts";

/** The app's one HTTP client; VITE_API_BASE_URL moves the API elsewhere at build time. */
export const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? DEFAULT_API_BASE_URL,
  tokens: createAccessTokenStore(),
});
