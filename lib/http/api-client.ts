import { createAccessTokenStore } from "./access-token.ts";
import { API_BASE_URL, earlyRequests } from "./early-requests.ts";
import { currentHomeId } from "./current-home.ts";
import { createApiClient } from "./http-client.ts";
import { browserPendingSignOut } from "./pending-sign-out.ts";

export { API_BASE_URL };

/** The app's one HTTP client. */
export const apiClient = createApiClient({
  baseUrl: API_BASE_URL,
  tokens: createAccessTokenStore(),
  earlyRequests,
  pendingSignOut: browserPendingSignOut,
  currentHomeId,
});
