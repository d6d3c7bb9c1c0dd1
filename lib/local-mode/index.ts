/*
 * Local mode's face (docs/product.md §4.16): the browser-side data layer the screens will be given when
 * no account is used, behind the HTTP client's interface (docs/decisions/019-local-mode-behind-the-api-client.md).
 */
export { clearProductBrowserData } from "./browser-data.ts";
export { createBrowserLocalSession, createLocalSession, migratedMarkerKey, MIGRATION_MARKER_VALUE, userOfLocalProfile } from "./browser-local-session.ts";
export { createEncryptedStorage, ENCRYPTION_SECRET_BYTES, fromBase64, PBKDF2_ITERATIONS, toBase64 } from "./encrypted-storage.ts";
export { createLocalApiClient, LOCAL_MODE_UNAVAILABLE } from "./local-api-client.ts";
export { LocalTaskConflictError, LocalUserUpdateError } from "./local-errors.ts";
export { createLocalMode, type LocalMode, type LocalModeOptions } from "./local-mode.ts";
export { type LocalTaskSource, type TaskSource } from "./local-task-source.ts";
export { type LocalUserChanges, type LocalUsers } from "./local-users.ts";
export { type StoredValueProblem } from "./versioned-store.ts";
