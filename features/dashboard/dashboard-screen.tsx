import * as React from "react";
import { useSearchParams } from "react-router";
import { WifiOff } from "lucide-react";
import { EmptyState } from "@ui/empty-state/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { DashboardSkeleton } from "@ui/page-skeleton/index.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { nameTheyGave } from "@domain/entities/person-name.ts";
import { taskStatusFilterSchema, type TaskStatusFilter } from "@domain/entities/task.ts";
import { DASHBOARD_OFFLINE_MESSAGES, TASK_MESSAGES } from "@domain/messages.ts";
import { useAuth, useMarkPageContentShown } from "@lib/session/index.ts";
import { useDashboardTasks, useTaskList, useHeaderFigures, useTaskStatsOnTheirWay, CompletionDetailsDialog, completionDateLimitsOf, useClock, useTaskActions, useCurrentHome, useHomeMembers } from "@features/tasks/index.ts";
import { homeNameOf } from "@domain/contract/homes.ts";
import { AllHomesList, HomesScopeToggle, type HomesScope } from "./all-homes-list.tsx";
import { useAllHomesTasks } from "./api/get-all-homes-tasks.ts";
import type { WhoseTasks } from "./whose-tasks-filter.tsx";
import { DASHBOARD_COLUMN, DashboardView } from "./dashboard-view.tsx";
import type { DashboardTask } from "@features/tasks/index.ts";

/** The filter of docs/product.md §3, kept in the address (`?status=overdue`) so a reload or a shared link keeps it. */
function useStatusFilter(): [TaskStatusFilter, (filter: TaskStatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = taskStatusFilterSchema.catch("all").parse(params.get("status") ?? "all");
  const setFilter = React.useCallback(
    (next: TaskStatusFilter) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === "all") updated.delete("status");
          else updated.set("status", next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}

/**
 * A two-way choice kept in the address, as the status filter is: `?name=value` for the second value, nothing
 * for the first. The dashboard's "all my homes" (`?homes=all`) and "Mine / Everyone's" (`?whose=mine`),
 * docs/product.md §6.5.
 */
function useAddressChoice<Choice extends string>(name: string, [usual, other]: readonly [Choice, Choice]): [Choice, (next: Choice) => void] {
  const [params, setParams] = useSearchParams();
  const choice = params.get(name) === other ? other : usual;
  const setChoice = React.useCallback(
    (next: Choice) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === usual) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, name, usual],
  );
  return [choice, setChoice];
}

const HOMES_SCOPES = ["this", "all"] as const satisfies readonly [HomesScope, HomesScope];
const WHOSE_TASKS = ["everyone", "mine"] as const satisfies readonly [WhoseTasks, WhoseTasks];

function greetingFor(hour: number, name: string | undefined): string {
  const part = hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening";
  return name ? `${part}, ${name}` : part;
}

export type DashboardScreenProps = {
  /** Stories fix the clock so their dates do not move. */
  now?: () => Date;
  /** What other features tell of the home, under the header (the app fills it: a feature imports no other). */
  notices?: (today: CalendarDate) => React.ReactNode;
};

/** docs/product.md §2 `/dashboard`: what is due, done in a click, with undo. */
export function DashboardScreen({ now, notices }: DashboardScreenProps) {
  const clock = useClock(now);
  const { user } = useAuth();
  const [filter, setFilter] = useStatusFilter();
  const { homes, current: currentHome } = useCurrentHome();
  const severalHomes = (homes?.length ?? 0) > 1;
  const [homesScope, setHomesScope] = useAddressChoice<HomesScope>("homes", HOMES_SCOPES);
  const allHomes = useAllHomesTasks({ enabled: severalHomes && homesScope === "all" });
  const [whose, setWhose] = useAddressChoice<WhoseTasks>("whose", WHOSE_TASKS);
  const members = useHomeMembers();
  const tasks = useDashboardTasks();
  const figures = useHeaderFigures(clock);
  const statsOnTheirWay = useTaskStatsOnTheirWay();
  const completed = useTaskList("completed", { enabled: filter === "completed" });
  // docs/product.md §2.13: the card an Undo brings back takes the focus from the toast that closed.
  const [returningTaskId, setReturningTaskId] = React.useState<string | null>(null);
  const actions = useTaskActions({ today: clock.today, timeZone: clock.timeZone, now: clock.nowFn, onUndoComplete: setReturningTaskId });
  const [detailsFor, setDetailsFor] = React.useState<DashboardTask | null>(null);
  // Without a network and without a list kept in this browser, the read waits, paused, for the browser to be
  // online again, and then goes on by itself: the page says why nothing comes instead of loading for ever.
  const waitsForNetwork = tasks.isPending && tasks.fetchStatus === "paused";
  // The list (or its failure, or the wait for a network) is the page's content, shown with the statistics that word it
  // (useTaskStatsOnTheirWay): what only completes the page loads once it shows.
  const contentPending = tasks.isPending || statsOnTheirWay;
  useMarkPageContentShown(!contentPending || waitsForNetwork);

  if (waitsForNetwork) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        <EmptyState framed icon={<WifiOff />} title={DASHBOARD_OFFLINE_MESSAGES.title} description={DASHBOARD_OFFLINE_MESSAGES.description} />
      </div>
    );
  }
  if (tasks.isPending || statsOnTheirWay) return <DashboardSkeleton text="Loading tasks..." />;
  if (tasks.isError) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-10">
        <ErrorPanel
          variant="route"
          title={TASK_MESSAGES.dashboardLoadFailed}
          actions={[{ label: "Try again", onAction: () => void tasks.refetch() }]}
        />
      </div>
    );
  }

  const name = user ? nameTheyGave(user) : undefined;
  const scopeToggle =
    severalHomes && currentHome ? <HomesScopeToggle scope={homesScope} onScopeChange={setHomesScope} homeName={homeNameOf(currentHome)} /> : null;
  // The choice keeps its place in the page (and the focus of whoever pressed it) whichever homes are shown.
  const homesChoice = scopeToggle ? <div className="mx-auto w-full max-w-4xl px-4 pt-6">{scopeToggle}</div> : null;
  if (scopeToggle && homesScope === "all") {
    return (
      <>
        {homesChoice}
        <div className={DASHBOARD_COLUMN}>
          <h1 className="text-2xl font-semibold tracking-tight">{greetingFor(clock.now.getHours(), name)}</h1>
          <AllHomesList
            {...(allHomes.isSuccess
              ? { status: "success" as const, tasks: allHomes.data }
              : allHomes.isError
                ? { status: "error" as const, onRetry: () => void allHomes.refetch() }
                : { status: "pending" as const })}
          />
        </div>
      </>
    );
  }
  return (
    <>
      {homesChoice}
      <DashboardView
        greeting={greetingFor(clock.now.getHours(), name)}
        tasks={tasks.data}
        clock={clock}
        completedCount={figures?.completed ?? null}
        streak={figures?.streak ?? null}
        filter={filter}
        onFilterChange={setFilter}
        completed={{ tasks: completed.data, status: completed.status }}
        onComplete={(task) => void actions.completeTask(task)}
        onCompleteWithDetails={setDetailsFor}
        onSnooze={(task, days) => void actions.snoozeTask(task, days)}
        isBusy={actions.isBusy}
        returningTaskId={returningTaskId}
        onReturned={() => setReturningTaskId(null)}
        members={members}
        whose={whose}
        onWhoseChange={setWhose}
        onAssign={(task, member) => void actions.assignTask(task, member)}
        {...(notices ? { notices: notices(clock.today) } : {})}
      />
      <CompletionDetailsDialog
        taskName={detailsFor?.name ?? null}
        {...(detailsFor ? { dateLimits: completionDateLimitsOf(detailsFor, clock) } : {})}
        onOpenChange={(open) => {
          if (!open) setDetailsFor(null);
        }}
        onSubmit={async (metadata) => {
          const task = detailsFor;
          if (!task) return;
          setDetailsFor(null);
          await actions.completeTask(task, metadata);
        }}
      />
    </>
  );
}
