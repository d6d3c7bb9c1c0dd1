import { Zap } from "lucide-react";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { DashboardTask } from "@features/tasks/index.ts";
import { ShortTaskCard } from "@features/tasks/index.ts";

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
          <ShortTaskCard
            key={task.id}
            task={task}
            focusKey={`quick-win-${task.id}`}
            className="w-64 shrink-0 snap-start"
            listName="quick win"
            buttonVariant="secondary"
            onComplete={onComplete}
            isBusy={isBusy}
          />
        ))}
      </ul>
    </section>
  );
}
