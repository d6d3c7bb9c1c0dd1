/*
 * The session feature's face: what other folders use. Everything else (token timing, cookie names, the
 * data-mode rules, redaction) stays inside and is tested there.
 */
export { apiClient, API_BASE_URL } from "./api-client.ts";
export { createApiClient, type ApiClient } from "./http-client.ts";
export { callRoute, INVALID_ANSWER_MESSAGES, routePathOf, type RouteCallAnswer, type RouteCallInput } from "./call-route.ts";
export { ApiError, conflictReasonOf, gotNoAnswer, isFinalRefusal, normaliseError, NETWORK_ERROR_CODE, shouldRetryQuery } from "./api-failure.ts";
export { createAccessTokenStore } from "./access-token.ts";
export { createAuthApi } from "./auth-api.ts";
export { AuthProvider, useAuth, usePublicPageReader, type AuthState, type LocalTestSession, type PublicPageReader, type TestModeLogin } from "./auth-provider.tsx";
export { logError, logWarning } from "./logger.ts";
export { PageContentProvider, useMarkPageContentShown, usePageContentShown } from "./page-content-first.tsx";
export { SignedInFrameProvider, useInSignedInFrame } from "./signed-in-frame.tsx";
export type { HomeMoveOutcome, LocalDataProblem, LocalSessionPort } from "./local-session-port.ts";
