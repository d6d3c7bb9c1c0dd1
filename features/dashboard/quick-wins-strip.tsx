import { Link } from "react-router";
import { Zap } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { DashboardTask } from "./task-groups.ts";
import { dueLabel, formatMinutes } from "@domain/format/for-people.ts";

export type QuickWinsStripProps = {
  tasks: readonly DashboardTask[];
  today: CalendarDate;
  onComplete: (task: DashboardTask) => void;
  /** Whether a write of the task is on its way: its Complete shows it is busy (task-card.tsx). */
  isBusy?: (taskId: string) => boolean;
  /** The heading's text: "Quick wins" on the dashboard, something more inviting in the empty state. */
  title?: string;
};

/** Tasks of 5 minutes or less that are due soon: done in one go from here. */
export function QuickWinsStrip({ tasks, onComplete, isBusy, title = "Quick wins" }: QuickWinsStripProps) {
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby="quick-wins-heading" className="flex flex-col gap-3 print:hidden">
      <h2 id="quick-wins-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Zap aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {tasks.map((task) => (
          <li
            key={task.id}
            data-focus-key={`quick-win-${task.id}`}
            tabIndex={-1}
            className="flex w-64 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-card p-3 text-card-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset"
          >
            <Link to={`/task/${encodeURIComponent(task.id)}`} className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
              {task.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {formatMinutes(task.timeEstimate)} · {dueLabel(task.daysAway)}
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-auto min-h-11 w-full"
              loading={isBusy?.(task.id) ?? false}
              onClick={() => onComplete(task)}
              aria-label={`Complete ${task.name} (quick win)`}
            >
              Complete
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
