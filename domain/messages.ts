/**
 * The exact user- and developer-facing messages of docs/product.md §5 (validation) and §8 (error
 * catalogue). Code compares and shows these strings, so they live in one place, word for word.
 */

/** docs/product.md §5.1–§5.4: what a failed check of incoming data says. */
export const VALIDATION_MESSAGES = {
  invalidUserPayload: "Invalid user payload",
  invalidLoginResponse: "Invalid login response",
  invalidRefreshResponse: "Invalid refresh response",
  invalidTasksResponse: "Invalid tasks response",
  noUserToUpdate: "No user to update",
  userNotFound: "User not found",
  taskNotFound: "Task not found",
} as const;

/** docs/product.md §8.3: session and account failures, placed in state and shown as error toasts. */
export const AUTH_MESSAGES = {
  loginFailed: "Login failed",
  signupFailed: "Signup failed",
  updateFailed: "Update failed",
  authenticationCheckFailed: "Authentication check failed",
  sessionInvalid: "Session invalid",
  simulatedLoginFailed: "Login failed. Please try again.",
  /** The product's own words: local mode is not offered by this build or page. */
  localModeUnavailable: "Trying Hearthkeep without an account is not available here",
  /** The product's own words: a home kept in the browser could not be moved to the new account (docs/product.md §4.4). */
  homeMoveFailed: "Your home could not be moved to your account yet. It is safe on this browser; sign in again to try once more.",
  homeMoved: "Your home is now in your account",
} as const;

/** docs/product.md §8.4: task operations. */
export const TASK_MESSAGES = {
  dashboardLoadFailed: "Unable to load tasks. Please check your connection and try again.",
  loadFailed: "Failed to load tasks",
  createFailed: "Failed to create task",
  updateFailed: "Failed to update task",
  deleteFailed: "Failed to delete task",
  completeFailed: "Failed to complete task",
  uncompleteFailed: "Failed to uncomplete task",
  snoozeFailed: "Failed to snooze task",
  generateFailed: "Failed to generate tasks",
  bulkUpdateFailed: "Failed to bulk update tasks",
  refreshFailed: "Failed to refresh tasks",
  /** A change kept in the offline queue (docs/product.md §4.13), wherever it was made. */
  savedOnDevice: "Saved on this device. It syncs when you're back online.",
} as const;

/** docs/product.md §8.5: hooks used outside their provider throw these. */
export const PROVIDER_MESSAGES = {
  useToastOutsideProvider: "useToast must be used within ToastProvider",
  useAuthOutsideProvider: "useAuth must be used within an AuthProvider",
} as const;

/** docs/product.md §8.1: a normalised error that carries no code or message of its own. */
export const UNKNOWN_ERROR_CODE = "UNKNOWN";
export const UNKNOWN_ERROR_MESSAGE = "Unexpected error";

/** docs/product.md §8.1: an HTTP failure without a server error object gets the code HTTP_{status}. */
export function httpErrorCode(status: number): `HTTP_${number}` {
  return `HTTP_${status}`;
}

/*
 * The dashboard opened without a network, with no list kept in this browser (docs/product.md §2.13, §9.4):
 * it says so, as the other pages that wait for the network do, until the list arrives by itself.
 */
export const DASHBOARD_OFFLINE_MESSAGES = {
  title: "You are offline",
  description: "Your tasks load as soon as you are back online.",
} as const;
