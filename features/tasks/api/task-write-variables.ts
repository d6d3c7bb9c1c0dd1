import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { CompletedTaskMetadata, ServerTask } from "@domain/entities/task.ts";

/**
 * How a task change is sent: under its key (a replay of the offline queue uses the first one again) and, when
 * replayed, to the home it was made in (docs/product.md §6.5).
 */
export type QueuedCallOptions = { readonly idempotencyKey?: string | undefined; readonly homeId?: string | undefined };

/*
 * What a completion and an undo are given, apart from the mutations that send them: the writes on their way
 * (task-writes-on-their-way.ts) read them, and the list's read, which those writes change, is read by both
 * mutations, so the types living in the mutations' files made an import circle.
 */

export type CompleteTaskVariables = {
  readonly id: string;
  readonly applianceId: string;
  readonly metadata?: CompletedTaskMetadata;
  /** The day it was done, when the person said (docs/product.md §4.5 "Done earlier"); else the server's today. */
  readonly completedOn?: CalendarDate;
  /**
   * The task as the screen listed it. A completion that waits in the offline queue keeps it, so that the
   * completed tasks page can list it and undo it, after a reload too (docs/product.md §4.13).
   */
  readonly task?: ServerTask;
};

export type UncompleteTaskVariables = {
  /** The task as it was before it was completed: it goes back on the dashboard at once. */
  readonly task: ServerTask;
  /** The occurrence its completion opened, which the undo removes. */
  readonly nextTaskId?: string | null;
};
