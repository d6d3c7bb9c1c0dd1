import { describe, expect, test } from "vitest";
import {
  alreadyInTheHomeMessage,
  APPLIANCE_MESSAGES,
  AUTH_MESSAGES,
  INSTALL_DATE_MESSAGES,
  NOTIFICATION_MESSAGES,
  SIGN_OUT_MESSAGES,
  unreadableChangesMessage,
  changesKeptEncryptedMessage,
  PROVIDER_MESSAGES,
  TASK_MESSAGES,
  UNKNOWN_ERROR_CODE,
  UNKNOWN_ERROR_MESSAGE,
  VALIDATION_MESSAGES,
  httpErrorCode,
} from "./messages.ts";

describe("messages of docs/product.md §5 and §8, word for word", () => {
  test.each([
    [VALIDATION_MESSAGES.invalidUserPayload, "Invalid user payload"],
    [VALIDATION_MESSAGES.invalidLoginResponse, "Invalid login response"],
    [VALIDATION_MESSAGES.invalidRefreshResponse, "Invalid refresh response"],
    [VALIDATION_MESSAGES.invalidTasksResponse, "Invalid tasks response"],
    [VALIDATION_MESSAGES.noUserToUpdate, "No user to update"],
    [VALIDATION_MESSAGES.userNotFound, "User not found"],
    [VALIDATION_MESSAGES.taskNotFound, "Task not found"],
    [AUTH_MESSAGES.loginFailed, "Login failed"],
    [AUTH_MESSAGES.signupFailed, "Signup failed"],
    [AUTH_MESSAGES.updateFailed, "Update failed"],
    [AUTH_MESSAGES.authenticationCheckFailed, "Authentication check failed"],
    [AUTH_MESSAGES.sessionInvalid, "Session invalid"],
    [AUTH_MESSAGES.simulatedLoginFailed, "Login failed. Please try again."],
    [TASK_MESSAGES.dashboardLoadFailed, "Unable to load tasks. Please check your connection and try again."],
    [TASK_MESSAGES.loadFailed, "Failed to load tasks"],
    [TASK_MESSAGES.createFailed, "Failed to create task"],
    [TASK_MESSAGES.updateFailed, "Failed to update task"],
    [TASK_MESSAGES.deleteFailed, "Failed to delete task"],
    [TASK_MESSAGES.completeFailed, "Failed to complete task"],
    [TASK_MESSAGES.uncompleteFailed, "Failed to uncomplete task"],
    [TASK_MESSAGES.snoozeFailed, "Failed to snooze task"],
    [TASK_MESSAGES.generateFailed, "Failed to generate tasks"],
    [TASK_MESSAGES.bulkUpdateFailed, "Failed to bulk update tasks"],
    [TASK_MESSAGES.refreshFailed, "Failed to refresh tasks"],
    [PROVIDER_MESSAGES.useToastOutsideProvider, "useToast must be used within ToastProvider"],
    [PROVIDER_MESSAGES.useAuthOutsideProvider, "useAuth must be used within an AuthProvider"],
    [UNKNOWN_ERROR_MESSAGE, "Unexpected error"],
    [SIGN_OUT_MESSAGES.signedOutOnThisDevice, "You're signed out on this device"],
    [SIGN_OUT_MESSAGES.serverToldLater, "The server could not be reached. It will be told as soon as you're back online."],
    [INSTALL_DATE_MESSAGES.inFuture, "The install date is in the future"],
    [INSTALL_DATE_MESSAGES.tooOld, "The install date is more than 200 years ago"],
    [APPLIANCE_MESSAGES.notFound, "Appliance not found"],
    [NOTIFICATION_MESSAGES.notFound, "Notification not found"],
    [alreadyInTheHomeMessage("Dryer"), "Your home already has a Dryer. A home kept on this browser has one appliance of each kind."],
    [UNKNOWN_ERROR_CODE, "UNKNOWN"],
  ])("%j", (constant, text) => {
    expect(constant).toBe(text);
  });

  test.each([
    [1, "A change saved on this device could not be read", "It was kept aside on this device and will not sync. Please make it again."],
    [3, "3 changes saved on this device could not be read", "They were kept aside on this device and will not sync. Please make them again."],
    [null, "Changes saved on this device could not be read", "They were kept aside on this device and will not sync. Please make them again."],
  ])("changes saved on this device that could not be read (%j of them)", (count, title, description) => {
    expect(unreadableChangesMessage(count)).toEqual({ title, description });
  });

  test.each([
    [
      1,
      "1 change kept for you, encrypted",
      "It stays on this device, encrypted with your password so no one else can read it, and syncs when you sign in here again. A password changed before then leaves it unsent.",
    ],
    [
      2,
      "2 changes kept for you, encrypted",
      "They stay on this device, encrypted with your password so no one else can read them, and sync when you sign in here again. A password changed before then leaves them unsent.",
    ],
  ])("signing out with %j changes waiting says what is kept, how, and for whom (decision 051)", (count, title, description) => {
    expect(changesKeptEncryptedMessage(count)).toEqual({ title, description });
  });

  test.each([
    [404, "HTTP_404"],
    [500, "HTTP_500"],
    [429, "HTTP_429"],
  ])("an HTTP %d failure without an error object has code %s", (status, code) => {
    expect(httpErrorCode(status)).toBe(code);
  });
});
