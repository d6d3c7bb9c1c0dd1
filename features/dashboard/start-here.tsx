import { CircleCheck, Footprints } from "lucide-react";
import { START_HERE_LIMIT } from "@domain/tasks/start-here.ts";
import { plural } from "@domain/format/for-people.ts";
import { ShortTaskCard } from "@features/tasks/index.ts";
import type { DashboardTask } from "@features/tasks/index.ts";

export type StartHereProps = {
  /** Up to three tasks of the day-one rule (startHereOf), due today. */
  tasks: readonly DashboardTask[];
  /** Tasks ever completed in this home, from the statistics; null while unknown. */
  completedCount: number | null;
  onComplete: (task: DashboardTask) => void;
  /** Whether a write of the task is on its way: its Complete shows it is busy (task-card.tsx). */
  isBusy?: (taskId: string) => boolean;
};

/** Which of its three faces "Start here" shows, or none (docs/product.md §4.12 "Day one"). */
export function startHereState(tasksToday: number, completedCount: number | null): "to-do" | "all-done" | null {
  // A home past its first few completions has started: its day-one tasks due again are quick wins like any other.
  // While the statistics are unknown, nothing is claimed.
  if (completedCount === null || completedCount > START_HERE_LIMIT) return null;
  if (tasksToday > 0) return "to-do";
  return completedCount > 0 ? "all-done" : null;
}

/**
 * A new home's first things to do: a few short tasks that can be done today, each completed from here like
 * any other (streak, statistics, achievements), after which it is next due a frequency away.
 */
export function StartHere({ tasks, completedCount, onComplete, isBusy }: StartHereProps) {
  const state = startHereState(tasks.length, completedCount);
  if (state === null) return null;
  if (state === "all-done") {
    return (
      <section aria-labelledby="start-here-heading" className="flex items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground print:hidden">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id="start-here-heading" className="text-lg font-semibold">
            You've made a start
          </h2>
          <p className="text-sm text-muted-foreground">Today's first tasks are done. The rest come due on their own days, below.</p>
        </div>
      </section>
    );
  }
  const done = completedCount ?? 0;
  return (
    <section aria-labelledby="start-here-heading" aria-describedby="start-here-description" className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-col gap-1">
        <h2 id="start-here-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Footprints aria-hidden="true" className="size-5 text-primary" />
          Start here
        </h2>
        <p id="start-here-description" className="text-sm text-muted-foreground">
          {done === 0
            ? "Short things you can do today, each 15 minutes or less."
            : `${plural(done, "task")} done. ${tasks.length === 1 ? "One more" : "A few more"} you can do today.`}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {tasks.map((task) => (
          <ShortTaskCard key={task.id} task={task} focusKey={`start-here-${task.id}`} listName="start here" onComplete={onComplete} isBusy={isBusy} />
        ))}
      </ul>
    </section>
  );
}
