export { apiClient, API_BASE_URL } from "./api-client.ts";
export {
  createApiClient,
  readDocumentCookie,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  DEFAULT_API_BASE_URL,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
} from "./http-client.ts";
export { ApiError, normaliseError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from "./api-failure.ts";
export {
  createAccessTokenStore,
  refreshDelayMs,
  accessTokenExpiryMs,
  scheduleTokenRefresh,
  REFRESH_LEAD_MS,
  FALLBACK_REFRESH_MS,
  type AccessTokenStore,
} from "./access-token.ts";
export { createAuthApi, type AuthApi } from "./auth-api.ts";
export {
  AuthProvider,
  useAuth,
  type AuthContextValue,
  type AuthOutcome,
  type AuthState,
  type AuthStatus,
  type LocalTestSession,
  type TestModeLogin,
} from "./auth-provider.tsx";
export { resolveDataMode, readRemoteModeFlag, REMOTE_MODE_FLAG_KEY, type DataMode, type DataModeInputs } from "./data-mode.ts";
export { logError, logWarning, redact, redactText, REDACTED } from "./logger.ts";
