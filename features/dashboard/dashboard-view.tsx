import * as React from "react";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { Link } from "react-router";
import { CalendarCheck, House, PartyPopper } from "lucide-react";
import { EmptyState } from "@ui/empty-state/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { ServerTask, TaskStatusFilter } from "@domain/entities/task.ts";
import { CompletedFilterList } from "./completed-filter-list.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { QuickWinsStrip } from "./quick-wins-strip.tsx";
import { StartHere } from "./start-here.tsx";
import { TaskFilters } from "./task-filters.tsx";
import type { TaskCardActions } from "@features/tasks/index.ts";
import { TaskList } from "./task-list.tsx";
import { groupTasks, isMine, isSharedHome, quickWinsOf, startHereOf, weekFigures, type Clock, type TaskGroup } from "@features/tasks/index.ts";
import type { HomeMember } from "@domain/contract/index.ts";
import { WhoseTasksFilter, type WhoseTasks } from "./whose-tasks-filter.tsx";
import { dueLabel, formatDay } from "@domain/format/for-people.ts";

export type DashboardViewProps = TaskCardActions & {
  greeting: string;
  tasks: readonly ServerTask[];
  clock: Clock;
  /** Tasks ever completed in this home, from the statistics; null while unknown. */
  completedCount: number | null;
  streak: number | null;
  filter: TaskStatusFilter;
  onFilterChange: (filter: TaskStatusFilter) => void;
  completed: { tasks: readonly ServerTask[] | undefined; status: "pending" | "error" | "success" };
  defaultLaterOpen?: boolean;
  /** A task whose completion was just undone from its toast: its card takes the focus once it is back. */
  returningTaskId?: string | null;
  /** The focus has gone to the card that came back (or to where it stands in for it). */
  onReturned?: () => void;
  /** The home's people (docs/product.md §6.5): in a shared home, "Mine / Everyone's" and who does each task. */
  members?: readonly HomeMember[];
  whose?: WhoseTasks;
  onWhoseChange?: (whose: WhoseTasks) => void;
  /** What other features tell of the home (a warranty about to end), under the header. */
  notices?: React.ReactNode;
};

/** The dashboard's column, the same whichever homes it shows. */
export const DASHBOARD_COLUMN = "mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6";

const linkClass = "inline-flex min-h-11 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/60";

function visibleGroups(groups: readonly TaskGroup[], filter: TaskStatusFilter): TaskGroup[] {
  if (filter === "overdue") return groups.filter((group) => group.id === "overdue");
  if (filter === "pending") return groups.filter((group) => group.id !== "overdue");
  return [...groups];
}

/**
 * Nothing due now: a new home hears when its first task comes; a home that kept up hears it is caught up.
 * While the statistics are unknown (opened offline, or not yet answered) neither is claimed: only what is next.
 */
function NothingDue({
  groups,
  today,
  completedCount,
  onComplete,
  isBusy,
}: { groups: readonly TaskGroup[]; today: CalendarDate; completedCount: number | null } & Pick<TaskCardActions, "onComplete" | "isBusy">) {
  const conventions = useReadingConventions();
  const first = groups.flatMap((group) => group.tasks).sort((a, b) => a.daysAway - b.daysAway)[0];
  if (!first) return null;
  const when = `${formatDay(first.effectiveDate, today, conventions)} (${dueLabel(first.daysAway).toLowerCase()})`;
  if (completedCount === null) {
    return <EmptyState framed icon={<CalendarCheck />} title="Nothing due this week" description={`Next up: ${first.name}, ${when}.`} />;
  }
  if (completedCount > 0) {
    return (
      <EmptyState
        framed
        icon={<PartyPopper />}
        title="All caught up"
        description={`Nothing is due this week. Next up: ${first.name}, ${when}.`}
      />
    );
  }
  // Nothing is due, so nothing is near: any quick win is one to do now, however far its date.
  const quickWins = quickWinsOf(groups, today, { horizonDays: Number.POSITIVE_INFINITY });
  return (
    <div className="flex flex-col gap-6">
      <EmptyState
        framed
        icon={<CalendarCheck />}
        title="Your home is set up"
        description={`Nothing is due yet. Your first task, ${first.name}, is due on ${when}.`}
      />
      <QuickWinsStrip tasks={quickWins} today={today} onComplete={onComplete} {...(isBusy ? { isBusy } : {})} title="Quick wins you can do now" />
    </div>
  );
}

/**
 * docs/product.md §2.13: the Undo of a completion is pressed in its toast, which closes and leaves the focus on
 * the emptied toasts (or on the card it was on before them). Once the task is back in the list, the focus goes
 * to its card; when the filter or the closed Later group hides it, to the list, else to the filter that hides it.
 */
function useFocusOnReturn(
  returningTaskId: string | null | undefined,
  tasks: readonly ServerTask[],
  viewRef: React.RefObject<HTMLElement | null>,
  listRef: React.RefObject<HTMLElement | null>,
  onReturned: (() => void) | undefined,
) {
  React.useLayoutEffect(() => {
    // Until the undo has put the task back, there is nothing to go to.
    if (!returningTaskId || !tasks.some((task) => task.id === returningTaskId && !task.isCompleted)) return;
    const view = viewRef.current;
    const card = view?.querySelector<HTMLElement>(`[data-slot="task-card"][data-task-id="${CSS.escape(returningTaskId)}"]`);
    const target = card ?? listRef.current ?? view?.querySelector<HTMLElement>('[role="group"] [aria-pressed="true"]');
    target?.focus();
    onReturned?.();
  });
}

/** The dashboard once its tasks are here: header, filters, quick wins and the task groups. */
export function DashboardView({
  greeting,
  tasks,
  clock,
  completedCount,
  streak,
  filter,
  onFilterChange,
  completed,
  onComplete,
  onCompleteWithDetails,
  onSnooze,
  isBusy,
  defaultLaterOpen,
  returningTaskId,
  onReturned,
  onAssign,
  members = [],
  whose = "everyone",
  onWhoseChange,
  notices,
}: DashboardViewProps) {
  const shared = isSharedHome(members);
  const groups = groupTasks(shared && whose === "mine" ? tasks.filter((task) => isMine(task.assignee, members)) : tasks, clock);
  const figures = weekFigures(groups);
  const shown = visibleGroups(groups, filter);
  const nothingDue = figures.dueThisWeek + figures.overdue === 0;
  const startHere = startHereOf(groups, clock.today);
  const viewRef = React.useRef<HTMLDivElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  // docs/product.md §2.13: when a card or a quick win leaves, the focus stays in the list, not at the page's start.
  const remember = useFocusAfterChange(viewRef, () => listRef.current);
  useFocusOnReturn(returningTaskId, tasks, viewRef, listRef, onReturned);
  const actions: TaskCardActions = {
    onComplete: (task) => {
      remember(task.id);
      onComplete(task);
    },
    onCompleteWithDetails: (task) => {
      remember(task.id);
      onCompleteWithDetails(task);
    },
    onSnooze: (task, days) => {
      remember(task.id);
      onSnooze(task, days);
    },
    ...(isBusy ? { isBusy } : {}),
    ...(onAssign ? { onAssign } : {}),
  };

  return (
    <div ref={viewRef} className={DASHBOARD_COLUMN}>
      <DashboardHeader greeting={greeting} figures={figures} streak={streak} />
      {notices}
      <TaskFilters value={filter} onChange={onFilterChange} />
      {shared && onWhoseChange ? <WhoseTasksFilter value={whose} onChange={onWhoseChange} /> : null}
      {filter === "completed" ? (
        <CompletedFilterList tasks={completed.tasks} status={completed.status} today={clock.today} timeZone={clock.timeZone} />
      ) : groups.length === 0 ? (
        <EmptyState
          framed
          icon={<House />}
          title="No tasks yet"
          description="Add the appliances in your home and their maintenance shows here."
          action={
            <Link to="/appliances/add" className={linkClass}>
              Add appliances
            </Link>
          }
        />
      ) : (
        <>
          {filter !== "overdue" ? (
            <StartHere tasks={startHere} completedCount={completedCount} onComplete={actions.onComplete} {...(isBusy ? { isBusy } : {})} />
          ) : null}
          {filter === "all" && nothingDue ? (
            <NothingDue groups={groups} today={clock.today} completedCount={completedCount} onComplete={onComplete} {...(isBusy ? { isBusy } : {})} />
          ) : filter !== "overdue" ? (
            <QuickWinsStrip tasks={quickWinsOf(groups, clock.today, { shownElsewhere: startHere })} today={clock.today} onComplete={onComplete} {...(isBusy ? { isBusy } : {})} />
          ) : null}
          {shown.length === 0 ? (
            <p className="text-muted-foreground">{filter === "overdue" ? "Nothing is overdue. Well done." : "Nothing pending."}</p>
          ) : (
            <TaskList ref={listRef} groups={shown} today={clock.today} members={members} {...actions} {...(defaultLaterOpen === undefined ? {} : { defaultLaterOpen })} />
          )}
        </>
      )}
    </div>
  );
}
