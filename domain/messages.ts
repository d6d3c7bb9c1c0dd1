import { MAX_APPLIANCE_AGE_YEARS } from "./contract/appliances.ts";

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
  /** Below a failure's title when the call got no answer: a change the offline queue does not keep (a snooze, §4.13). */
  needsConnection: "This needs a connection. Try again when you're back online.",
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

/** What the person is told when signing out could not reach the server (docs/product.md §4.1, §2.9). */
export const SIGN_OUT_MESSAGES = {
  signedOutOnThisDevice: "You're signed out on this device",
  serverToldLater: "The server could not be reached. It will be told as soon as you're back online.",
} as const;

/**
 * Signing out with changes waiting (decision 051): what is kept, how, and for whom. The changes stay on
 * this device encrypted with a key from the person's password, so only their next sign-in here opens them.
 */
export function changesKeptEncryptedMessage(count: number): { title: string; description: string } {
  const changes = count === 1 ? "1 change" : `${count} changes`;
  return {
    title: `${changes} kept for you, encrypted`,
    description: `${count === 1 ? "It stays" : "They stay"} on this device, encrypted with your password so no one else can read ${count === 1 ? "it" : "them"}, and ${count === 1 ? "syncs" : "sync"} when you sign in here again. A password changed before then leaves ${count === 1 ? "it" : "them"} unsent.`,
  };
}

/**
 * What the person is told when changes saved on this device could not be read (docs/product.md §4.13,
 * §4.16): `count` of them, or null when the stored queue was no list of changes at all.
 */
export function unreadableChangesMessage(count: number | null): { title: string; description: string } {
  const title = count === 1 ? "A change saved on this device could not be read" : count === null ? "Changes saved on this device could not be read" : `${count} changes saved on this device could not be read`;
  return { title, description: `${count === 1 ? "It was" : "They were"} kept aside on this device and will not sync. Please make ${count === 1 ? "it" : "them"} again.` };
}

/**
 * docs/product.md §5.9: an install date is not in the future and no further back than an age may go
 * (domain/appliances/install-date.ts holds the rule); the server, a home kept in the browser and the edit form say so alike.
 */
export const INSTALL_DATE_MESSAGES = {
  inFuture: "The install date is in the future",
  tooOld: `The install date is more than ${MAX_APPLIANCE_AGE_YEARS} years ago`,
} as const;

/** docs/product.md §4.5 "Done earlier": the day a completion is dated. */
export const COMPLETION_DATE_MESSAGES = {
  inFuture: "The day it was done can't be in the future",
  beforeTask: "The day it was done can't be before the task was added",
  notCompleted: "Only a completed task has a completion to edit",
} as const;

/** docs/product.md §2.12 "Age from the serial number": what the estimate says when it has none to give. */
export const SERIAL_NUMBER_MESSAGES = {
  noMatch: "This serial number does not match the brand's rule, so no date could be estimated. Enter the date if you know it.",
  unknownBrand: "We know no serial-number rule for this brand. Enter the date if you know it.",
  chooseDecade: "The serial number fits more than one year. Choose the one that matches your appliance.",
} as const;

/** docs/product.md §4.8: an appliance that is not the home's, in the same words from the server and a home kept in the browser. */
export const APPLIANCE_MESSAGES = {
  notFound: "Appliance not found",
} as const;

/**
 * docs/product.md §4.16: a home kept in the browser keeps its tasks by appliance kind, so it holds one
 * appliance of each kind; what adding a second says.
 */
export function alreadyInTheHomeMessage(name: string): string {
  return `Your home already has a ${name}. A home kept on this browser has one appliance of each kind.`;
}

/** docs/product.md §2.16: a notification that is not the home's, in the server's words. */
export const NOTIFICATION_MESSAGES = {
  notFound: "Notification not found",
} as const;

/** What the API answers about who does a task in a shared home (docs/product.md §6.5). */
export const TASK_ASSIGNMENT_MESSAGES = {
  notAMember: "That person is not a member of this home: choose a member, or nobody",
  notOpen: "Only an open task can be given to someone",
  failed: "Could not change who does this task",
} as const;

/** What the API answers about homes and their people (docs/product.md §6.5). */
export const HOUSEHOLD_MESSAGES = {
  homeNotFound: "Home not found",
} as const;

/** What the API answers about a home's members, roles and invitations (docs/product.md §6.5). */
export const MEMBERSHIP_MESSAGES = {
  ownersOnly: "Only the home's owners can do this: ask one of them",
  memberNotFound: "This person is not a member of the home",
  invitationNotFound: "This invitation is not pending: it was answered, withdrawn or has expired",
  lastOwnerCannotLeave: "You are the home's only owner. Hand the home over to another member, or delete it, before you leave",
  lastOwnerCannotStepDown: "A home needs at least one owner. Make another member an owner first",
  handOverToYourself: "You already own this home: choose another member to hand it over to",
  invitationLinkInvalid: "This invitation link is not valid. Check that it was copied whole, or ask for a new invitation",
  invitationExpired: "This invitation has expired. Ask the home's owner for a new one",
  invitationUsed: "This invitation has already been answered",
  invitationWithdrawn: "This invitation was withdrawn by the home's owner",
  alreadyInvited: "This address already has a pending invitation. Withdraw it to send a new one",
  alreadyMemberByAddress: "The person with this address is already a member of the home",
  alreadyMember: "You are already a member of this home",
  tooManyInvitations: (wait: string) => `This home has sent many invitations lately. Try again in ${wait}.`,
  otherAddress: (invited: string) => `This invitation was sent to ${invited}. Sign in with that address to accept it.`,
} as const;

/** What the API answers about personal API tokens (docs/api-tokens.md). */
export const API_TOKEN_MESSAGES = {
  notFound: "API token not found",
  invalid: "This API token is not valid or has been revoked",
  notAcceptedHere: "API tokens are not accepted on this route: account settings, sessions, API tokens and account deletion need you signed in",
  readOnly: "This API token is read-only; make a read-write token to change the home's data",
  tooMany: "You have as many API tokens as an account may hold; revoke one you no longer use first",
} as const;
