import * as React from "react";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { Link } from "react-router";
import {
  BookOpen,
  Check,
  CircleCheck,
  Clock,
  NotebookPen,
  Printer,
  Undo2,
} from "lucide-react";
import { Button } from "@ui/button/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { Stat } from "@ui/stat/index.ts";
import type { TaskDetails } from "@domain/contract/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { calendarDateOfInstant } from "@domain/dates/calendar-date.ts";
import { isWithinUndoWindow } from "@domain/tasks/task-rules.ts";
import {
  AssigneeMenu,
  completedByLine,
  DifficultyBadge,
  isSharedHome,
} from "@features/tasks/index.ts";
import type { HomeMember } from "@domain/contract/index.ts";
import { applicable, SafetyWarnings, WhatYouNeed } from "./guide-needs.tsx";
import { PartsHelp } from "./parts-help.tsx";
import { SourceCitations } from "./source-citations.tsx";
import { taskPlaceName } from "@domain/tasks/task-place.ts";
import {
  dueLabel,
  formatDay,
  formatMinutes,
  formatMoney,
  TYPICAL_ESTIMATE_NOTE,
} from "@domain/format/for-people.ts";

export type TaskOverviewProps = {
  task: TaskDetails;
  today: CalendarDate;
  now: Date;
  timeZone: string;
  onStartGuide: () => void;
  onComplete: () => void;
  onCompleteWithDetails: () => void;
  onUndo: () => void;
  onAddDetails: () => void;
  onPrint: () => void;
  /** A completion or its undo is on its way: the button that sent it shows so and takes no presses (docs/product.md §2.9). */
  busy?: boolean;
  /**
   * Where the keyboard focus goes when the overview appears in place of the guide: back to "Start the guide"
   * when the guide was left, to the Completed part when the task was completed from it. Otherwise the focus
   * would fall to the page's body with the guide that held it. Null or absent: the focus is left alone.
   */
  focusOnShow?: "start-guide" | "status" | null;
  /** The home's people (docs/product.md §6.5): in a shared home the page says who does it and who did it. */
  members?: readonly HomeMember[];
  /** Gives the task to a member, or to nobody. */
  onAssign?: (member: HomeMember | null) => void;
};

function History({
  task,
  today,
  timeZone,
  members = [],
}: Pick<TaskOverviewProps, "task" | "today" | "timeZone" | "members">) {
  const conventions = useReadingConventions();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <h2 id="history-heading" className="text-lg font-semibold">
        History in your home
      </h2>
      {task.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Not done here yet. When you complete it, what you note shows here.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {task.history.map((entry) => {
            const who = completedByLine(entry.completedBy, members);
            return (
              <li
                key={`${entry.taskId}-${entry.completedAt}`}
                className="rounded-lg border bg-card p-3 text-sm text-card-foreground"
              >
                <p className="font-medium">
                  Done{" "}
                  {formatDay(
                    calendarDateOfInstant(entry.completedAt, timeZone),
                    today,
                    conventions,
                  )}
                </p>
                {who ? <p>{who}</p> : null}
                <p className="text-muted-foreground">
                  {[
                    entry.timeSpentMinutes !== null
                      ? `${formatMinutes(entry.timeSpentMinutes)} spent`
                      : null,
                    entry.costActual !== null
                      ? `${formatMoney(entry.costActual)} spent on it`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(" · ") || "No time or cost noted"}
                </p>
                {entry.notes ? <p className="mt-1">{entry.notes}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What the task is and why it matters, what it takes and saves, what you need, and its history here. */
export function TaskOverview({
  task,
  today,
  now,
  timeZone,
  onStartGuide,
  onComplete,
  onCompleteWithDetails,
  onUndo,
  onAddDetails,
  onPrint,
  busy = false,
  focusOnShow,
  members = [],
  onAssign,
}: TaskOverviewProps) {
  const conventions = useReadingConventions();
  const guide = task.guide;
  const tools = guide ? applicable(guide.requiredTools) : [];
  const warnings = guide ? applicable(guide.safetyWarnings) : [];
  const daysAway = task.daysUntilDue;
  const canUndo =
    task.isCompleted &&
    task.completedAt != null &&
    isWithinUndoWindow(task.completedAt, now);
  const diy = guide?.diyCost ?? task.diyCost;
  const pro = guide?.proCost ?? task.proCost;
  const professional =
    (guide?.difficulty ?? task.difficulty) === "Professional";
  const costNoteId = React.useId();
  const overviewRef = React.useRef<HTMLDivElement>(null);
  // Completing or undoing swaps the Due part for the Completed part, buttons and all (keyed apart, so that a focused
  // Complete never turns into Undo under the person's finger): the focus goes to the new part.
  useFocusAfterChange(overviewRef);
  const startGuideRef = React.useRef<HTMLButtonElement>(null);
  const statusRef = React.useRef<HTMLElement>(null);
  // Only when the overview appears: a later change of the prop (or none) leaves the focus where the person put it.
  const focusTarget = React.useRef(focusOnShow);
  React.useEffect(() => {
    if (focusTarget.current === "start-guide") startGuideRef.current?.focus();
    else if (focusTarget.current === "status") statusRef.current?.focus();
  }, []);

  return (
    <div ref={overviewRef} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          {taskPlaceName(task)}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{task.name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {task.difficulty ? (
            <DifficultyBadge difficulty={task.difficulty} />
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {formatMinutes(task.timeEstimate)}
          </span>
          <span className="capitalize">{task.frequency}</span>
          {onAssign && isSharedHome(members) && !task.isCompleted ? (
            <AssigneeMenu
              taskName={task.name}
              assignee={task.assignee}
              members={members}
              disabled={busy}
              onAssign={onAssign}
            />
          ) : null}
        </div>
      </header>

      {task.isCompleted ? (
        <section
          key="completed"
          ref={statusRef}
          aria-label="Completed"
          data-focus-key="status"
          tabIndex={-1}
          className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="size-5 text-primary" />
            Done{" "}
            {task.completedAt
              ? formatDay(
                  calendarDateOfInstant(task.completedAt, timeZone),
                  today,
                  conventions,
                )
              : ""}
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button
              variant="outline"
              className="min-h-11"
              onClick={onAddDetails}
            >
              <NotebookPen aria-hidden="true" />
              Add details
            </Button>
            {canUndo ? (
              <Button
                variant="outline"
                className="min-h-11"
                loading={busy}
                onClick={onUndo}
              >
                <Undo2 aria-hidden="true" />
                Undo completion
              </Button>
            ) : null}
          </div>
        </section>
      ) : (
        <section
          key="due"
          ref={statusRef}
          aria-label="Due"
          data-focus-key="status"
          tabIndex={-1}
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <p
            className={
              daysAway < 0 ? "font-medium text-destructive" : "font-medium"
            }
          >
            {dueLabel(daysAway)} · next due{" "}
            {formatDay(task.dueDate, today, conventions)}
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            {guide ? (
              <Button
                ref={startGuideRef}
                className="min-h-11"
                onClick={onStartGuide}
              >
                <BookOpen aria-hidden="true" />
                Start the guide
              </Button>
            ) : null}
            <Button
              variant={guide ? "outline" : "primary"}
              className="min-h-11"
              loading={busy}
              onClick={onComplete}
            >
              <Check aria-hidden="true" />
              Complete
            </Button>
            <Button
              variant="outline"
              className="min-h-11"
              onClick={onCompleteWithDetails}
            >
              <NotebookPen aria-hidden="true" />
              Complete with details
            </Button>
            {guide ? (
              <Button variant="ghost" className="min-h-11" onClick={onPrint}>
                <Printer aria-hidden="true" />
                Print the guide
              </Button>
            ) : null}
          </div>
        </section>
      )}

      {guide ? (
        <section aria-labelledby="why-heading" className="flex flex-col gap-2">
          <h2 id="why-heading" className="text-lg font-semibold">
            Why it matters
          </h2>
          <p>{guide.description}</p>
          <SourceCitations sources={guide.sources} />
        </section>
      ) : task.description ? (
        <p>{task.description}</p>
      ) : null}

      {diy !== undefined && pro !== undefined ? (
        <section
          aria-label="Cost"
          aria-describedby={costNoteId}
          className="flex flex-col gap-2"
        >
          <div className="grid grid-cols-3 gap-3">
            <Stat
              className="rounded-xl border bg-card p-3"
              label="Doing it yourself"
              value={formatMoney(diy)}
            />
            <Stat
              className="rounded-xl border bg-card p-3"
              label="Hiring a pro"
              value={formatMoney(pro)}
            />
            <Stat
              className="rounded-xl border bg-card p-3"
              label={professional ? "A technician's job" : "You save"}
              value={professional ? "—" : formatMoney(Math.max(0, pro - diy))}
            />
          </div>
          <p id={costNoteId} className="text-sm text-muted-foreground">
            {TYPICAL_ESTIMATE_NOTE}
          </p>
        </section>
      ) : null}

      <SafetyWarnings warnings={warnings} />

      <WhatYouNeed tools={tools} checkable />

      {guide?.parts && guide.parts.length > 0 ? (
        <PartsHelp
          parts={guide.parts}
          brand={task.applianceBrand ?? null}
          model={task.applianceModel ?? null}
          applianceName={task.applianceName ?? guide.appliance}
          applianceId={task.applianceId}
        />
      ) : null}

      <History
        task={task}
        today={today}
        timeZone={timeZone}
        members={members}
      />

      <p className="print:hidden">
        <Link
          to="/dashboard"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
