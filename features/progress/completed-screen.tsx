import * as React from "react";
import { WifiOff } from "lucide-react";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { formatDay } from "@domain/format/for-people.ts";
import { TASK_MESSAGES } from "@domain/messages.ts";
import { reopenedTask } from "@domain/tasks/task-list.ts";
import { CompletionDetailsDialog, useClock, useHomeMembers, useTaskStats } from "@features/tasks/index.ts";
import type { CompletedTaskEntry } from "@domain/contract/index.ts";
import { useTaskSync } from "@lib/offline-sync/index.ts";
import { useReadingConventions } from "@lib/app-state/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { EmptyState } from "@ui/empty-state/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { useAchievements } from "./api/get-achievements.ts";
import { useHistory } from "./api/get-history.ts";
import { useMonthlyHistory } from "./api/get-monthly-history.ts";
import { useUndoCompletion } from "./api/undo-completion.ts";
import { useEditCompletion } from "./api/edit-completion.ts";
import { AchievementList } from "./achievement-list.tsx";
import { CompletedTaskList } from "./completed-task-list.tsx";
import { historyAfterWaitingChanges } from "./history-after-waiting-changes.ts";
import { HistoryFilters } from "./history-filters.tsx";
import { ProgressCharts } from "./progress-charts.tsx";
import { StatsPanel } from "./stats-panel.tsx";
import { monthlyAfterWaitingChanges, statsAfterWaitingChanges } from "./stats-after-waiting-changes.ts";

export const HISTORY_LOAD_FAILED = "Unable to load your completed tasks. Please check your connection and try again.";

const WHOLE_HISTORY = { search: "", applianceId: null };

/** Waits this long after the last keystroke before searching, so typing a word sends one request. */
const SEARCH_PAUSE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A read made without a network waits, paused, until the browser is online again, and then goes on by
 * itself: such a part of the page shows nothing rather than loading for ever (the page says why once).
 */
type Read = { readonly isPending: boolean; readonly fetchStatus: string };
const waitsForNetwork = (read: Read) => read.isPending && read.fetchStatus === "paused";

function Loading({ label, className, read }: { label: string; className: string; read: Read }) {
  if (waitsForNetwork(read)) return null;
  return (
    <div role="status" aria-label={label}>
      <Skeleton className={className} />
    </div>
  );
}

/** /completed: statistics, the monthly chart, the history with search, filter and undo, and achievements. */
export function CompletedScreen({ now: fixedNow }: { now?: Date }) {
  const [search, setSearch] = React.useState("");
  const [applianceId, setApplianceId] = React.useState<string | null>(null);
  const filters = { search: useDebounced(search, SEARCH_PAUSE_MS), applianceId };
  const history = useHistory(filters);
  // The figures are the whole home's, whatever the search: what they need of the history is read unfiltered
  // (the same read as the history's own while nothing is searched).
  const wholeHistory = useHistory(WHOLE_HISTORY);
  const stats = useTaskStats();
  const monthly = useMonthlyHistory();
  const achievements = useAchievements();
  // Who shares the home: in a shared home the history says who did each completion (docs/product.md §6.5).
  const members = useHomeMembers();
  const undo = useUndoCompletion();
  const editCompletion = useEditCompletion();
  const [editing, setEditing] = React.useState<CompletedTaskEntry | null>(null);
  const conventions = useReadingConventions();
  const { toast } = useToast();
  const unsettled = useTaskSync()?.unsettled;
  // With no history read yet (a page opened without a network), the browser's clock: what the queue lists is recent.
  const now = fixedNow ?? (history.dataUpdatedAt > 0 ? new Date(history.dataUpdatedAt) : new Date());
  const pages = history.data?.pages ?? [];
  // The zone the server dates completions in: the browser's, which the API client sends with every request.
  const { timeZone } = useClock();
  // What the offline queue's changes will do is shown already: an undone completion has left, a waiting one is listed.
  const loaded = pages.flatMap((page) => page.data);
  const { entries, totalChange, waitingTasks } = historyAfterWaitingChanges(loaded, unsettled ?? [], { filters, timeZone });
  // The figures and the chart agree with the history and the dashboard's header: the changes waiting on this device count already.
  const today = calendarDateInTimeZone(fixedNow ?? new Date(), timeZone);
  const wholeLoaded = wholeHistory.data?.pages.flatMap((page) => page.data) ?? [];
  const shownStats = stats.data && statsAfterWaitingChanges(stats.data, unsettled ?? [], { loaded: wholeLoaded, today, timeZone });
  const shownMonths = monthly.data && monthlyAfterWaitingChanges(monthly.data, unsettled ?? [], { loaded: wholeLoaded, timeZone });
  const firstPage = pages[0];
  const offline = [stats, monthly, history, achievements].some(waitsForNetwork);
  // Read without a network, the history waits for it; the completions waiting on this device are listed meanwhile.
  const onlyWaiting = waitsForNetwork(history) && waitingTasks.size > 0;
  const historyRef = React.useRef<HTMLElement>(null);
  const historyHeadingRef = React.useRef<HTMLHeadingElement>(null);
  // An undone completion leaves the history with its Undo button: the focus goes to the entry that took its place.
  useFocusAfterChange(historyRef, () => historyHeadingRef.current);

  return (
    <div className="grid gap-8">
      <h1 className="text-2xl font-semibold tracking-tight">Completed tasks</h1>
      {offline ? (
        <EmptyState
          framed
          icon={<WifiOff />}
          title="You are offline"
          description="Your statistics, history and achievements load as soon as you are back online."
        />
      ) : null}
      {stats.isPending ? (
        <Loading label="Loading statistics..." className="h-40 w-full" read={stats} />
      ) : stats.isError ? (
        <ErrorPanel title="Unable to load your statistics." actions={[{ label: "Try Again", onAction: () => void stats.refetch() }]} />
      ) : (
        <StatsPanel stats={shownStats ?? stats.data} />
      )}
      {monthly.isPending ? (
        <Loading label="Loading charts..." className="h-56 w-full" read={monthly} />
      ) : monthly.isError ? (
        <ErrorPanel title="Unable to load the monthly figures." actions={[{ label: "Try Again", onAction: () => void monthly.refetch() }]} />
      ) : (
        <ProgressCharts months={shownMonths ?? monthly.data} />
      )}
      <section ref={historyRef} aria-labelledby="history-heading" className="grid gap-4">
        <h2 id="history-heading" ref={historyHeadingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          History
        </h2>
        <HistoryFilters
          search={search}
          applianceId={applianceId}
          appliances={firstPage?.appliances ?? []}
          onSearchChange={setSearch}
          onApplianceChange={setApplianceId}
        />
        {history.isPending && !onlyWaiting ? (
          <Loading label="Loading completed tasks..." className="h-48 w-full" read={history} />
        ) : history.isError ? (
          <ErrorPanel title={HISTORY_LOAD_FAILED} actions={[{ label: "Try Again", onAction: () => void history.refetch() }]} />
        ) : (
          <CompletedTaskList
            entries={entries}
            total={(firstPage?.pagination.total ?? 0) + totalChange}
            now={now}
            hasMore={history.hasNextPage}
            loadingMore={history.isFetchingNextPage}
            onLoadMore={() => void history.fetchNextPage()}
            onUndo={(entry) => {
              const waitingTask = waitingTasks.get(entry.taskId);
              // A completion still waiting: the server has no occurrence it opened to show the task from, so the undo carries the task.
              const reopens = waitingTask ? reopenedTask(waitingTask) : undefined;
              undo.mutate({ ...entry, ...(reopens ? { reopens } : {}) }, {
                onSuccess: ({ queued }) =>
                  toast({ variant: "success", title: "Completion undone", description: queued ? TASK_MESSAGES.savedOnDevice : "The task is back in your open tasks." }),
                onError: (error) => toast({ variant: "error", title: "Failed to uncomplete task", description: normaliseError(error).message }),
              });
            }}
            undoingTaskId={undo.isPending ? undo.variables.taskId : null}
            onEdit={setEditing}
            filtered={filters.search.trim() !== "" || applianceId !== null}
            members={members}
          />
        )}
      </section>
      <CompletionDetailsDialog
        mode="edit"
        taskName={editing?.name ?? null}
        // The server knows the day each task was added and refuses an earlier one on the date's field.
        dateLimits={{ today, taskAddedOn: null }}
        initialValues={
          editing
            ? {
                completedOn: editing.completedOn,
                notes: editing.notes ?? "",
                timeSpentMinutes: editing.timeSpentMinutes !== null ? String(editing.timeSpentMinutes) : "",
                costActual: editing.costActual !== null ? String(editing.costActual) : "",
              }
            : {}
        }
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSubmit={async (details) => {
          if (!editing) return;
          // Every field is sent: a box left empty clears what was noted ("" the notes, null time and cost).
          const changes = { ...(details.completedOn ? { completedOn: details.completedOn } : {}), notes: details.notes ?? "", timeSpentMinutes: details.timeSpentMinutes ?? null, costActual: details.costActual ?? null };
          const { data } = await editCompletion.mutateAsync({ taskId: editing.taskId, changes });
          setEditing(null);
          const next = data.nextDueDate ? `Next due ${formatDay(data.nextDueDate, today, conventions)}.` : undefined;
          toast({ variant: "success", title: `${editing.name} updated`, ...(next ? { description: next } : {}) });
        }}
      />
      {achievements.isPending ? (
        <Loading label="Loading achievements..." className="h-40 w-full" read={achievements} />
      ) : achievements.isError ? (
        <ErrorPanel title="Unable to load your achievements." actions={[{ label: "Try Again", onAction: () => void achievements.refetch() }]} />
      ) : (
        <AchievementList achievements={achievements.data} />
      )}
    </div>
  );
}
