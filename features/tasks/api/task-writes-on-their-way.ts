import { useMutationState, type Mutation } from "@tanstack/react-query";
import { reopenedTask } from "@domain/tasks/task-list.ts";
import type { UnansweredChange } from "@lib/offline-sync/index.ts";
import type { CompleteTaskVariables, UncompleteTaskVariables } from "./task-write-variables.ts";
import { taskWriteKeys } from "./keys.ts";

/*
 * A completion or an undo sent from this browser is "on its way" from its press until the server's answer
 * (or until the offline queue keeps it). A list read meanwhile, because another task changed or the network
 * came back, may have been read before the server applied it, and would bring a completed card back,
 * long enough to be pressed again (a second completion the server refuses) or take an undone one away.
 * The dashboard overlays these writes as it does the offline queue's waiting changes, so what it shows
 * follows the presses, not the order the answers arrive in; once answered, the write makes its change to
 * the list itself (`keepAnsweredChange`, docs/decisions/039-task-writes-end-at-the-answer.md).
 */

function completionOnItsWay({ id, applianceId }: CompleteTaskVariables, createdAt: number): UnansweredChange {
  return { type: "complete", taskId: id, applianceId, createdAt };
}

function undoOnItsWay({ task }: UncompleteTaskVariables, createdAt: number): UnansweredChange {
  return {
    type: "undo",
    taskId: task.id,
    applianceId: task.applianceId,
    createdAt,
    reopens: reopenedTask(task),
    ...(task.masterTaskSlug ? { masterTaskSlug: task.masterTaskSlug } : {}),
  };
}

// The key belongs to one mutation (complete-task.ts, uncomplete-task.ts), so its variables are of that one's kind.
const variablesOf = <T>(mutation: Mutation<unknown, Error, unknown, unknown>) => mutation.state.variables as T;

/** This browser's completions and undos on their way to the server, oldest first. */
export function useTaskWritesOnTheirWay(): readonly UnansweredChange[] {
  const completions = useMutationState({
    filters: { mutationKey: taskWriteKeys.complete(), status: "pending" },
    select: (mutation) => completionOnItsWay(variablesOf<CompleteTaskVariables>(mutation), mutation.state.submittedAt),
  });
  const undos = useMutationState({
    filters: { mutationKey: taskWriteKeys.uncomplete(), status: "pending" },
    select: (mutation) => undoOnItsWay(variablesOf<UncompleteTaskVariables>(mutation), mutation.state.submittedAt),
  });
  return completions.length + undos.length === 0 ? NONE : [...completions, ...undos].sort((a, b) => a.createdAt - b.createdAt);
}

const NONE: readonly UnansweredChange[] = [];
