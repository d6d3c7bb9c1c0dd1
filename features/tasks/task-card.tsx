import * as React from "react";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { Link } from "react-router";
import { AlarmClock, Check, Clock, MoreHorizontal, NotebookPen, Zap } from "lucide-react";
import { Badge } from "@ui/badge/index.ts";
import { Button } from "@ui/button/index.ts";
import { DeferredDropdownMenu } from "@ui/dropdown-menu/deferred.ts";
import { DeferredTooltip } from "@ui/tooltip/deferred.ts";
import { cn } from "@ui/lib/cn.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { loadCompletionDetails } from "./deferred-completion-details-dialog.tsx";
import { DifficultyBadge } from "./difficulty-badge.tsx";
import { SNOOZE_CHOICES } from "./api/snooze-task.ts";
import type { DashboardTask } from "./task-groups.ts";
import type { HomeMember } from "@domain/contract/index.ts";
import { AssigneeMenu } from "./assignee-menu.tsx";
import { isSharedHome } from "./task-people.ts";
import { dueLabel, formatDay, formatMinutes } from "@domain/format/for-people.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

export type TaskCardActions = {
  onComplete: (task: DashboardTask) => void;
  onCompleteWithDetails: (task: DashboardTask) => void;
  onSnooze: (task: DashboardTask, days: number) => void;
  /**
   * Whether a write of the task is on its way (docs/product.md §2.9: a busy button takes no presses). Its
   * Complete then shows it is busy, as the task page's does, instead of turning a press away in silence: a card
   * back from its Undo is busy until the server has answered the undo.
   */
  isBusy?: (taskId: string) => boolean;
  /** Gives the task to a member of a shared home, or to nobody (docs/product.md §6.5); absent, no one is offered. */
  onAssign?: (task: DashboardTask, member: HomeMember | null) => void;
};

export type TaskCardProps = TaskCardActions & {
  task: DashboardTask;
  today: CalendarDate;
  /** Keeps a snooze menu open for its story's picture (docs/recipes.md says why stories keep menus non-modal). */
  menuOpen?: boolean;
  /** The home's people: in a shared home the card says who does it and offers to change that. */
  members?: readonly HomeMember[];
  /** Keeps the assignment menu open for its story's picture. */
  assigneeMenuOpen?: boolean;
  className?: string;
};

/** One open task: what, on which appliance, when, how long, how hard, what it saves, and its actions. */
export function TaskCard({ task, today, onComplete, onCompleteWithDetails, onSnooze, isBusy, onAssign, menuOpen, members = [], assigneeMenuOpen, className }: TaskCardProps) {
  const titleId = React.useId();
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const detailsChosen = React.useRef(false);
  const conventions = useReadingConventions();
  const label = task.snoozedUntil ? `Snoozed until ${formatDay(task.snoozedUntil, today, conventions)}` : dueLabel(task.daysAway);
  const dateInWords = formatDay(task.dueDate, today, conventions);
  const busy = isBusy?.(task.id) ?? false;
  return (
    <article
      data-slot="task-card"
      data-task-id={task.id}
      data-focus-key={task.id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:flex-row sm:items-start",
        task.daysAway < 0 && "border-l-4 border-l-destructive",
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={titleId} className="text-base font-semibold leading-snug break-words">
          <Link to={`/task/${encodeURIComponent(task.id)}`} className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60">
            {task.name}
          </Link>
        </h3>
        <p className="text-sm break-words text-muted-foreground">{taskPlaceName(task)}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {/* Each card's menu and tooltip load on first use: a list of 30 cards would otherwise bring their code to every visit. */}
          <DeferredTooltip content={<>Due {dateInWords}</>}>
            <button
              type="button"
              className={cn(
                "inline-flex min-h-8 items-center rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                task.daysAway < 0 ? "text-destructive" : "text-foreground",
              )}
            >
              {task.snoozedUntil ? <AlarmClock aria-hidden="true" className="mr-1 size-4" /> : null}
              <time dateTime={task.snoozedUntil ?? task.dueDate}>{label}</time>
              <span className="sr-only">, due {dateInWords}</span>
            </button>
          </DeferredTooltip>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Takes about </span>
            {formatMinutes(task.timeEstimate)}
          </span>
          {task.difficulty ? <DifficultyBadge difficulty={task.difficulty} /> : null}
          {task.quickWin ? (
            <Badge tone="primary">
              <Zap aria-hidden="true" />
              Quick win
            </Badge>
          ) : null}
          {onAssign && isSharedHome(members) ? (
            <AssigneeMenu
              taskName={task.name}
              assignee={task.assignee}
              members={members}
              disabled={busy}
              onAssign={(member) => onAssign(task, member)}
              {...(assigneeMenuOpen === undefined ? {} : { menuOpen: assigneeMenuOpen })}
            />
          ) : null}
        </div>
        {task.savingsMessage ? <p className="text-sm text-muted-foreground">{task.savingsMessage}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-2 print:hidden">
        <Button size="md" loading={busy} onClick={() => onComplete(task)} aria-label={`Complete ${task.name}`} className="min-h-11 flex-1 sm:flex-none">
          {/* The spinner takes the tick's place while busy, so the button keeps its width. */}
          {busy ? null : <Check aria-hidden="true" />}
          Complete
        </Button>
        <DeferredDropdownMenu
          {...(menuOpen === undefined ? {} : { open: menuOpen, modal: false })}
          // The details dialog's code comes with the menu's, so that choosing it from the menu opens it at once.
          loadsAlongWith={loadCompletionDetails}
          trigger={
            <Button ref={menuButton} variant="outline" size="icon" aria-label={`More actions for ${task.name}`} className="size-11">
              <MoreHorizontal aria-hidden="true" />
            </Button>
          }
          content={(menu) => (
            <menu.DropdownMenuContent
              align="end"
              className="w-60"
              // The dialog opens once the menu has given the focus back to its button, so that the dialog gives it back there.
              onCloseAutoFocus={(event) => {
                if (!detailsChosen.current) return;
                detailsChosen.current = false;
                event.preventDefault();
                menuButton.current?.focus();
                onCompleteWithDetails(task);
              }}
            >
              {/* While the task is busy its writes take no choice either (the menu can still be opened and read). */}
              <menu.DropdownMenuItem
                disabled={busy}
                onSelect={() => {
                  detailsChosen.current = true;
                }}
              >
                <NotebookPen aria-hidden="true" />
                Complete with details…
              </menu.DropdownMenuItem>
              <menu.DropdownMenuSeparator />
              <menu.DropdownMenuLabel>Snooze</menu.DropdownMenuLabel>
              <menu.DropdownMenuGroup>
                {SNOOZE_CHOICES.map((days) => (
                  <menu.DropdownMenuItem key={days} disabled={busy} onSelect={() => onSnooze(task, days)}>
                    <AlarmClock aria-hidden="true" />
                    {days === 1 ? "Snooze 1 day" : `Snooze ${days} days`}
                  </menu.DropdownMenuItem>
                ))}
              </menu.DropdownMenuGroup>
            </menu.DropdownMenuContent>
          )}
        />
      </div>
    </article>
  );
}
