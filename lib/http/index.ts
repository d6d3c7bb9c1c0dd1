/*
 * The HTTP client's face: the API client, route calls, errors, the access token and the data mode. Token
 * timing, cookie names and the answers' rules stay inside and are tested there.
 */
export { createAccessTokenStore, scheduleTokenRefresh } from "./access-token.ts";
export { apiClient, API_BASE_URL } from "./api-client.ts";
export { ApiError, conflictReasonOf, fieldRefusalOf, gotNoAnswer, isFinalRefusal, normaliseError, NETWORK_ERROR_CODE, shouldRetryQuery } from "./api-failure.ts";
export { createAuthApi } from "./auth-api.ts";
export { callApiRoute, callRoute, INVALID_ANSWER_MESSAGES, routePathOf, type RouteCallAnswer, type RouteCallInput } from "./call-route.ts";
export { readRemoteModeFlag, resolveDataMode, type DataMode } from "./data-mode.ts";
export { currentHomeId, followCurrentHome } from "./current-home.ts";
export { createApiClient, type ApiClient } from "./http-client.ts";
export { fetchRouteFile, fileNameOfDisposition, saveFile, sendRouteForm, type DownloadedFile, type UploadProgress } from "./file-transfer.ts";
export { createPendingSignOut, PENDING_SIGN_OUT_KEY } from "./pending-sign-out.ts";
