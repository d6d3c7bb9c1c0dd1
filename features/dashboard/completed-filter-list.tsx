import { Link } from "react-router";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { CircleCheck } from "lucide-react";
import { Skeleton } from "@ui/skeleton/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { calendarDateOfInstant } from "@domain/dates/calendar-date.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { TASK_MESSAGES } from "@domain/messages.ts";
import { formatDay } from "@domain/format/for-people.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

export type CompletedFilterListProps = {
  tasks: readonly ServerTask[] | undefined;
  status: "pending" | "error" | "success";
  today: CalendarDate;
  timeZone: string;
};

/** The completed filter: what was done and when, newest first, each opening its task's page. */
export function CompletedFilterList({ tasks, status, today, timeZone }: CompletedFilterListProps) {
  const conventions = useReadingConventions();
  if (status === "pending") {
    return (
      <div aria-busy="true" aria-label="Loading completed tasks" role="status" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (status === "error") return <p role="alert" className="text-destructive">{TASK_MESSAGES.loadFailed}</p>;
  if (!tasks || tasks.length === 0) return <p className="text-muted-foreground">Nothing completed yet. Tasks you complete show here.</p>;
  return (
    <section aria-labelledby="completed-heading" className="flex flex-col gap-3">
      <h2 id="completed-heading" className="text-lg font-semibold">
        Completed <span className="text-muted-foreground">({tasks.length})</span>
      </h2>
      <ul className="flex flex-col gap-2">
        {tasks.map((task) => (
          <li key={task.id} className="flex items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <Link to={`/task/${encodeURIComponent(task.id)}`} className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
                {task.name}
              </Link>
              <p className="text-sm text-muted-foreground">
                {taskPlaceName(task)}
                {task.completedAt ? ` · Done ${formatDay(calendarDateOfInstant(task.completedAt, timeZone), today, conventions)}` : ""}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
