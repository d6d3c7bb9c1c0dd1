import { Link } from "react-router";
import { Button } from "@ui/button/index.ts";
import { cn } from "@ui/lib/cn.ts";
import { dueLabel, formatMinutes } from "@domain/format/for-people.ts";
import type { DashboardTask } from "./task-groups.ts";

export type ShortTaskCardProps = {
  task: DashboardTask;
  /** Where the list's focus returns after a change (ui/lib/focus-after-change.ts): unique per list. */
  focusKey: string;
  /** The list's own part of the card's width and snapping. */
  className?: string;
  /** What the Complete button's name adds after the task's name, saying which list it is in. */
  listName: string;
  buttonVariant?: "primary" | "secondary";
  onComplete: (task: DashboardTask) => void;
  isBusy?: (taskId: string) => boolean;
};

/** A short task done in one go: its name (to its page), time and due day, and Complete. Start here and quick wins show it. */
export function ShortTaskCard({ task, focusKey, className, listName, buttonVariant, onComplete, isBusy }: ShortTaskCardProps) {
  return (
    <li
      data-focus-key={focusKey}
      tabIndex={-1}
      className={cn("flex flex-col gap-2 rounded-xl border bg-card p-3 text-card-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset", className)}
    >
      <Link to={`/task/${encodeURIComponent(task.id)}`} className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
        {task.name}
      </Link>
      <p className="text-sm text-muted-foreground">
        {formatMinutes(task.timeEstimate)} · {dueLabel(task.daysAway)}
      </p>
      <Button
        size="sm"
        variant={buttonVariant}
        className="mt-auto min-h-11 w-full"
        loading={isBusy?.(task.id) ?? false}
        onClick={() => onComplete(task)}
        aria-label={`Complete ${task.name} (${listName})`}
      >
        Complete
      </Button>
    </li>
  );
}
