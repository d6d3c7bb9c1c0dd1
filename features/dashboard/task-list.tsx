import * as React from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@ui/button/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { TaskCard, type TaskCardActions } from "@features/tasks/index.ts";
import type { DashboardTask, TaskGroup } from "@features/tasks/index.ts";
import type { HomeMember } from "@domain/contract/index.ts";

export type TaskListProps = TaskCardActions & {
  groups: readonly TaskGroup[];
  today: CalendarDate;
  /** Opens the Later group from the start (stories). */
  defaultLaterOpen?: boolean;
  /** The list itself: it takes the focus when the last card leaves. */
  ref?: React.Ref<HTMLDivElement>;
  /** The home's people: in a shared home each card says who does it. */
  members?: readonly HomeMember[];
};

/**
 * How many cards the list's first render draws: more than a phone's screen holds below the dashboard's
 * header. The rest follow at once in a render of their own, after the first paint, so a home with many
 * tasks sees the top of its dashboard as soon as one with a few (docs/decisions/028-few-large-chunks-on-the-first-load.md).
 */
export const FIRST_RENDER_CARDS = 8;

/** The cards each open group draws: the first `limit` of the list, in order (the Later group's only when it is open). */
export function cardsToDraw(groups: readonly TaskGroup[], laterOpen: boolean, limit: number): DashboardTask[][] {
  let cardsLeft = limit;
  return groups.map((group) => {
    const tasks = groupIsOpen(group, laterOpen) ? group.tasks.slice(0, cardsLeft) : [];
    cardsLeft -= tasks.length;
    return tasks;
  });
}

/** Every group shows its cards but Later, which shows them only once opened. */
const isCollapsible = (group: TaskGroup) => group.id === "later";
const groupIsOpen = (group: TaskGroup, laterOpen: boolean) => !isCollapsible(group) || laterOpen;

/** False for the list's first render, then true from a transition started once it is on the page. */
function useWholeListAfterFirstRender(): boolean {
  const [whole, setWhole] = React.useState(false);
  React.useEffect(() => {
    React.startTransition(() => setWhole(true));
  }, []);
  return whole;
}

/** The open tasks in their groups (Overdue, Due this week, Coming up, then Later, collapsed). */
export function TaskList({ groups, today, onComplete, onCompleteWithDetails, onSnooze, isBusy, onAssign, members, defaultLaterOpen = false, ref }: TaskListProps) {
  const [laterOpen, setLaterOpen] = React.useState(defaultLaterOpen);
  const whole = useWholeListAfterFirstRender();
  const drawn = cardsToDraw(groups, laterOpen, whole ? Number.POSITIVE_INFINITY : FIRST_RENDER_CARDS);
  const actions: TaskCardActions = { onComplete, onCompleteWithDetails, onSnooze, ...(isBusy ? { isBusy } : {}), ...(onAssign ? { onAssign } : {}) };

  return (
    <div ref={ref} tabIndex={-1} aria-label="Your tasks" role="region" className="flex flex-col gap-8 outline-none">
      {groups.map((group, groupIndex) => {
        const headingId = `task-group-${group.id}`;
        const collapsible = isCollapsible(group);
        const open = groupIsOpen(group, laterOpen);
        return (
          <section key={group.id} aria-labelledby={headingId} className="flex flex-col gap-3" data-group={group.id}>
            <div className="flex items-center justify-between gap-2">
              <h2 id={headingId} className="text-lg font-semibold">
                {group.title} <span className="text-muted-foreground">({group.tasks.length})</span>
              </h2>
              {collapsible ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={laterOpen}
                  aria-controls={`${headingId}-list`}
                  onClick={() => setLaterOpen((value) => !value)}
                >
                  {laterOpen ? "Hide" : "Show"} {group.tasks.length} later {group.tasks.length === 1 ? "task" : "tasks"}
                  <ChevronDown aria-hidden="true" className={laterOpen ? "rotate-180" : undefined} />
                </Button>
              ) : null}
            </div>
            {open ? (
              <ul id={`${headingId}-list`} className="flex flex-col gap-3">
                {(drawn[groupIndex] ?? []).map((task) => (
                  <li key={task.id}>
                    <TaskCard task={task} today={today} {...actions} {...(members ? { members } : {})} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
