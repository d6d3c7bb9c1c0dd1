import { VALIDATION_MESSAGES } from "@domain/messages.ts";

/**
 * A change the task's state does not allow: the same cases and words the server answers with 409
 * CONFLICT (docs/product.md §8.6), so a screen treats both modes alike.
 */
export class LocalTaskConflictError extends Error {
  readonly code = "CONFLICT";
  constructor(
    message: string,
    readonly taskId: string,
  ) {
    super(message);
    this.name = "LocalTaskConflictError";
  }
}

export const LOCAL_CONFLICT_MESSAGES = {
  nextAlreadyCompleted: "The next occurrence of this task is already completed",
  /** docs/product.md §4.6: a second completion of the same task and appliance on one day counts for nothing. */
  alreadyDoneToday: "This task was already completed today. It counts once a day.",
  metadataNeedsCompletion: "Notes, time and cost belong to a completed task",
  snoozeNeedsOpenTask: "Only an open task can be snoozed",
  unsnoozeNeedsOpenTask: "Only an open task can be unsnoozed",
} as const;

/** docs/product.md §5.2: updating the local user fails with 'No user to update' or 'User not found'. */
export class LocalUserUpdateError extends Error {
  constructor(readonly code: "NO_USER_TO_UPDATE" | "USER_NOT_FOUND") {
    super(code === "NO_USER_TO_UPDATE" ? VALIDATION_MESSAGES.noUserToUpdate : VALIDATION_MESSAGES.userNotFound);
    this.name = "LocalUserUpdateError";
  }
}

/**
 * A request local mode refuses the way the server's services do with `AppError` (docs/product.md §8.6):
 * the same status, code and words, so a screen shows the same message in both modes.
 */
export class LocalRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT",
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "LocalRefusal";
  }

  static badRequest(message: string, details?: unknown) {
    return new LocalRefusal(400, "BAD_REQUEST", message, details);
  }
  static notFound(message: string) {
    return new LocalRefusal(404, "NOT_FOUND", message);
  }
  static conflict(message: string) {
    return new LocalRefusal(409, "CONFLICT", message);
  }
}
