import * as React from "react";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useAnnounce } from "@ui/live-region/index.ts";
import type { CompleteTaskResponse } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { CompletedTaskMetadata, ServerTask } from "@domain/entities/task.ts";
import { TASK_ASSIGNMENT_MESSAGES, TASK_MESSAGES } from "@domain/messages.ts";
import { conflictReasonOf, gotNoAnswer } from "@lib/http/index.ts";
import { useCompleteTask } from "./api/complete-task.ts";
import { useSnoozeTask } from "./api/snooze-task.ts";
import { taskPersonOf, useAssignTask } from "./api/assign-task.ts";
import type { HomeMember } from "@domain/contract/index.ts";
import { useUncompleteTask } from "./api/uncomplete-task.ts";
import { useUnsnoozeTask } from "./api/unsnooze-task.ts";
import { useUpdateTaskMetadata } from "./api/update-task-metadata.ts";
import { snoozeHoldsTaskBack, snoozeUntilFrom } from "@domain/tasks/task-rules.ts";
import { calendarDateOfInstant } from "@domain/dates/calendar-date.ts";
import { formatDay } from "@domain/format/for-people.ts";
import type { CompletionDetails } from "./completion-details-form.ts";
import { ATTACHMENT_MESSAGES, useCompletionAttachmentsPort } from "./completion-attachments-port.tsx";
import { isWholeHomeTask } from "@domain/catalog/home-wide.ts";

/** docs/product.md §4.13: what a change kept in the offline queue tells the person. */
export const SAVED_ON_DEVICE = TASK_MESSAGES.savedOnDevice;

export type TaskActionsOptions = {
  today: CalendarDate;
  timeZone: string;
  now?: () => Date;
  /** The Undo of a completion was pressed in its toast: the task is on its way back (docs/product.md §2.13). */
  onUndoComplete?: (taskId: string) => void;
};

/**
 * docs/product.md §2.9: a busy button takes no presses. The tasks with a write on its way: kept in a ref, so
 * that a second press arriving before the page has drawn the first one's outcome (a double click, before
 * the card has left) is turned away at once rather than sent and refused by the server (409, a red toast
 * beside the green one); and mirrored in state, so that the buttons can show they are busy.
 */
function useTasksAtWork() {
  const atWork = React.useRef(new Set<string>());
  const [busy, setBusy] = React.useState<ReadonlySet<string>>(() => new Set());
  /** Runs `work` unless the task already has a write on its way; then answers `ignored` and sends nothing. */
  const runOnce = React.useCallback(async <T>(taskId: string, ignored: T, work: () => Promise<T>): Promise<T> => {
    if (atWork.current.has(taskId)) return ignored;
    atWork.current.add(taskId);
    setBusy(new Set(atWork.current));
    try {
      return await work();
    } finally {
      atWork.current.delete(taskId);
      setBusy(new Set(atWork.current));
    }
  }, []);
  const isBusy = React.useCallback((taskId: string) => busy.has(taskId), [busy]);
  return { runOnce, isBusy };
}

/**
 * The task actions as a homeowner meets them: each write with its toast (what happened, Undo) and its
 * words for screen readers, and each failure with the spec's message (docs/product.md §8). The cache side
 * (optimistic change, rollback) lives in the mutations.
 */
export function useTaskActions({ today, timeZone, now = () => new Date(), onUndoComplete }: TaskActionsOptions) {
  const { toast } = useToast();
  const announce = useAnnounce();
  const conventions = useReadingConventions();
  const complete = useCompleteTask();
  const uncomplete = useUncompleteTask();
  const snooze = useSnoozeTask({ now });
  const unsnooze = useUnsnoozeTask();
  const metadata = useUpdateTaskMetadata();
  const assign = useAssignTask();
  const { runOnce, isBusy } = useTasksAtWork();
  const attachmentsPort = useCompletionAttachmentsPort();

  /**
   * docs/product.md §4.19: the photos and receipts chosen with the details go once the completion is answered,
   * named with it; a refused file is said by name while the completion stays done. A whole-home task's files
   * are the home's: the appliance that holds such a task may change (docs/decisions/102-completion-attachments-through-one-provider.md).
   */
  const attach = React.useCallback(
    async (task: ServerTask, files: readonly File[], completionId: string | undefined) => {
      if (!attachmentsPort || completionId === undefined) {
        toast({ title: ATTACHMENT_MESSAGES.notSentTitle, description: `${files.map((file) => file.name).join(", ")}: ${ATTACHMENT_MESSAGES.notSentOffline}`, variant: "error" });
        announce(ATTACHMENT_MESSAGES.notSentOffline, "assertive");
        return;
      }
      const applianceId = isWholeHomeTask(task.masterTaskSlug) ? undefined : task.applianceId;
      // The upload's code is loaded on first use; without it, every file is said not to have gone.
      const refusals = await attachmentsPort.upload(files, { completionId, applianceId }).catch(() => files.map((file) => ({ fileName: file.name, message: TASK_MESSAGES.needsConnection })));
      for (const { fileName, message } of refusals) {
        const description = `${message} ${ATTACHMENT_MESSAGES.completionKept(task.name)}`;
        toast({ title: ATTACHMENT_MESSAGES.refused(fileName), description, variant: "error" });
        announce(`${ATTACHMENT_MESSAGES.refused(fileName)}. ${description}`, "assertive");
      }
      const attached = files.length - refusals.length;
      if (attached > 0) announce(ATTACHMENT_MESSAGES.attached(attached, task.name));
    },
    [attachmentsPort, toast, announce],
  );

  /**
   * The spec's message for the failure, and below it why, when the task's state refused the change or the
   * call got no answer (what the offline queue does not keep, such as a snooze, waits for the network).
   */
  const fail = React.useCallback(
    (message: string, error: unknown) => {
      const reason = conflictReasonOf(error) ?? (gotNoAnswer(error) ? TASK_MESSAGES.needsConnection : undefined);
      toast({ title: message, ...(reason ? { description: reason } : {}), variant: "error" });
      announce(reason ? `${message}. ${reason}` : message, "assertive");
    },
    [toast, announce],
  );

  const undoComplete = React.useCallback(
    (task: ServerTask, nextTaskId: string | null) =>
      runOnce(task.id, false, async () => {
        try {
          const { queued } = await uncomplete.mutateAsync({ task, nextTaskId });
          toast({ title: `${task.name} is back on your list`, ...(queued ? { description: SAVED_ON_DEVICE } : {}), variant: "info" });
          announce(`${task.name} marked incomplete`);
          return true;
        } catch (error) {
          fail(TASK_MESSAGES.uncompleteFailed, error);
          return false;
        }
      }),
    [runOnce, uncomplete, toast, announce, fail],
  );

  const completeTask = React.useCallback(
    (task: ServerTask, details?: CompletionDetails): Promise<CompleteTaskResponse | null> =>
      runOnce<CompleteTaskResponse | null>(task.id, null, async () => {
        try {
          const { completedOn, attachments, ...metadata } = details ?? {};
          const result = await complete.mutateAsync({ id: task.id, applianceId: task.applianceId, task, ...(details ? { metadata } : {}), ...(completedOn ? { completedOn } : {}) });
          const next = result.nextDueDate ? `Next due ${formatDay(result.nextDueDate, today, conventions)}` : undefined;
          const description = result.queued ? SAVED_ON_DEVICE : next;
          toast({
            title: `${task.name} done`,
            ...(description ? { description } : {}),
            variant: "success",
            action: {
              label: "Undo",
              // Radix reads this to screen-reader users in place of the button: the other way to the same undo.
              altText: `To undo, choose Undo completing ${task.name} on the Completed tasks page within a day`,
              onAction: () => {
                onUndoComplete?.(task.id);
                void undoComplete(task, result.nextTaskId);
              },
            },
          });
          const spoken = result.queued ? ` ${SAVED_ON_DEVICE}` : next ? ` ${next}.` : "";
          announce(`${task.name} completed.${spoken}`);
          // Not awaited: the card has left and the page moves on; the files report on their own.
          if (attachments && attachments.length > 0) void attach(task, attachments, result.queued ? undefined : result.completionId);
          return result;
        } catch (error) {
          fail(TASK_MESSAGES.completeFailed, error);
          return null;
        }
      }),
    [runOnce, complete, today, conventions, toast, announce, fail, undoComplete, onUndoComplete, attach],
  );

  const undoSnooze = React.useCallback(
    (task: ServerTask) =>
      runOnce(task.id, undefined, async () => {
        try {
          await unsnooze.mutateAsync({ id: task.id });
          toast({ title: `${task.name} is due on its own date again`, variant: "info" });
          announce(`Snooze of ${task.name} undone`);
        } catch (error) {
          fail(TASK_MESSAGES.updateFailed, error);
        }
      }),
    [runOnce, unsnooze, toast, announce, fail],
  );

  const snoozeTask = React.useCallback(
    (task: ServerTask, days: number) =>
      runOnce(task.id, undefined, async () => {
        const snoozeEnds = calendarDateOfInstant(snoozeUntilFrom(now(), days), timeZone);
        const until = formatDay(snoozeEnds, today, conventions);
        // A snooze that ends before the due date moves nothing on the list (task-groups.ts): say why the card stays.
        const dueLater = !snoozeHoldsTaskBack(snoozeEnds, task.dueDate);
        try {
          await snooze.mutateAsync({ id: task.id, days });
          toast({
            title: `${task.name} snoozed until ${until}`,
            ...(dueLater ? { description: `It is not due until ${formatDay(task.dueDate, today, conventions)}, so it keeps its place.` } : {}),
            variant: "success",
            action: { label: "Undo", altText: `Undo snoozing ${task.name}`, onAction: () => void undoSnooze(task) },
          });
          announce(`${task.name} snoozed until ${until}`);
        } catch (error) {
          fail(TASK_MESSAGES.snoozeFailed, error);
        }
      }),
    [runOnce, snooze, now, timeZone, today, conventions, toast, announce, fail, undoSnooze],
  );

  const saveDetails = React.useCallback(
    async (task: Pick<ServerTask, "id" | "name" | "applianceId">, details: CompletedTaskMetadata) => {
      try {
        const { queued } = await metadata.mutateAsync({ id: task.id, applianceId: task.applianceId, metadata: details });
        toast({ title: `Details of ${task.name} saved`, ...(queued ? { description: SAVED_ON_DEVICE } : {}), variant: "success" });
        announce(`Details of ${task.name} saved`);
        return true;
      } catch (error) {
        fail(TASK_MESSAGES.updateFailed, error);
        return false;
      }
    },
    [metadata, toast, announce, fail],
  );

  /** Gives the task to a member of the home, or to nobody (docs/product.md §6.5); a refusal says why. */
  const assignTask = React.useCallback(
    (task: Pick<ServerTask, "id" | "name">, member: HomeMember | null) =>
      runOnce(task.id, undefined, async () => {
        const assignee = member && taskPersonOf(member);
        const who = member ? (member.isYou ? "you" : assignee!.name) : "nobody";
        try {
          await assign.mutateAsync({ id: task.id, assignee });
          announce(`${task.name} given to ${who}`);
        } catch (error) {
          fail(TASK_ASSIGNMENT_MESSAGES.failed, error);
        }
      }),
    [runOnce, assign, announce, fail],
  );

  return { completeTask, undoComplete, snoozeTask, undoSnooze, saveDetails, assignTask, isBusy };
}
