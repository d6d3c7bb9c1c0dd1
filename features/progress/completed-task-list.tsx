import { History, Pencil, Undo2 } from "lucide-react";
import { useReadingConventions } from "@lib/app-state/index.ts";
import type { CompletedTaskEntry, HomeMember } from "@domain/contract/index.ts";
import { completedByWords } from "@features/tasks/index.ts";
import { isWithinUndoWindow } from "@domain/tasks/task-rules.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@ui/alert-dialog/index.ts";
import { Button } from "@ui/button/index.ts";
import { EmptyState } from "@ui/empty-state/index.ts";
import { formatDay, formatMinutes, formatMoney, formatMonth, savedOnProVisit } from "@domain/format/for-people.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

export type CompletedTaskListProps = {
  entries: readonly CompletedTaskEntry[];
  /** How many completed tasks match in all (the list may hold fewer, a page at a time). */
  total: number;
  /** "Now", for the 24-hour undo window; passed in so stories and tests decide it. */
  now: Date;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onUndo: (entry: CompletedTaskEntry) => void;
  undoingTaskId?: string | null;
  /** Opens the edit of a completion: its day, notes, time and cost (docs/product.md §4.5). */
  onEdit: (entry: CompletedTaskEntry) => void;
  /** True when a search or filter is active (the empty state then says so). */
  filtered?: boolean;
  /** The home's people: in a shared home each entry says who did it (docs/product.md §6.5); none, nobody is named. */
  members?: readonly HomeMember[];
};

/** Groups entries (newest first) by the month they were done in, keeping the order. */
export function groupByMonth(entries: readonly CompletedTaskEntry[]): { month: string; entries: CompletedTaskEntry[] }[] {
  const groups: { month: string; entries: CompletedTaskEntry[] }[] = [];
  for (const entry of entries) {
    const month = entry.completedOn.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else groups.push({ month, entries: [entry] });
  }
  return groups;
}

/** The home's history, grouped by month, a page at a time, with undo inside docs/product.md §9's 24 hours. */
export function CompletedTaskList({ entries, total, now, hasMore, loadingMore = false, onLoadMore, onUndo, undoingTaskId = null, onEdit, filtered = false, members = [] }: CompletedTaskListProps) {
  if (entries.length === 0) {
    return filtered ? (
      <EmptyState framed icon={<History />} title="No completed tasks match" description="Try other words, or all appliances." />
    ) : (
      <EmptyState framed icon={<History />} title="Nothing completed yet" description="Tasks you complete on the dashboard are kept here, with your notes and what you saved." />
    );
  }
  return (
    <div className="grid gap-6">
      {groupByMonth(entries).map((group) => (
        <section key={group.month} aria-labelledby={`month-${group.month}`} className="grid gap-2">
          <h3 id={`month-${group.month}`} className="text-sm font-semibold text-muted-foreground">
            {formatMonth(group.month)}
          </h3>
          <ul className="grid gap-2">
            {group.entries.map((entry) => (
              <CompletedTaskItem key={entry.taskId} entry={entry} now={now} onUndo={onUndo} undoing={undoingTaskId === entry.taskId} onEdit={onEdit} who={completedByWords(entry.completedBy, members)} />
            ))}
          </ul>
        </section>
      ))}
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
        <p aria-live="polite">
          Showing {entries.length} of {total}
        </p>
        {hasMore ? (
          <Button variant="outline" size="sm" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}

type CompletedTaskItemProps = Pick<CompletedTaskListProps, "now" | "onUndo" | "onEdit"> & {
  entry: CompletedTaskEntry;
  undoing: boolean;
  /** Who did it ("you", "Sam Lee", "a former member"), or null where nobody is named. */
  who: string | null;
};

function CompletedTaskItem({ entry, now, onUndo, undoing, onEdit, who }: CompletedTaskItemProps) {
  const conventions = useReadingConventions();
  const canUndo = isWithinUndoWindow(entry.completedAt, now);
  const saved = savedOnProVisit(entry.moneySaved, entry.proCost);
  const details = [
    entry.timeSpentMinutes !== null ? { term: "Time spent", value: formatMinutes(entry.timeSpentMinutes) } : null,
    entry.costActual !== null ? { term: "Cost", value: formatMoney(entry.costActual) } : null,
    saved !== null ? { term: "Saved", value: saved } : null,
  ].filter((detail) => detail !== null);
  return (
    <li data-focus-key={entry.taskId} tabIndex={-1} className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h4 className="font-medium">{entry.name}</h4>
          <p className="text-sm text-muted-foreground">
            {taskPlaceName(entry)} · <time dateTime={entry.completedOn}>{formatDay(entry.completedOn, undefined, conventions)}</time>
            {who === null ? null : ` · by ${who}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={() => onEdit(entry)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only">{` completion of ${entry.name}`}</span>
          </Button>
          {canUndo ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="ghost" size="sm" loading={undoing}>
                  <Undo2 aria-hidden="true" />
                  Undo<span className="sr-only">{` completing ${entry.name}`}</span>
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Undo this completion?</AlertDialogTitle>
                  <AlertDialogDescription>
                    &ldquo;{entry.name}&rdquo; goes back to your open tasks, and its notes, time and cost are removed from the history.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Keep it done</AlertDialogCancel>
                  <AlertDialogAction onClick={() => onUndo(entry)}>Undo completion</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
        </div>
      </div>
      {entry.notes ? <p className="text-sm whitespace-pre-line">{entry.notes}</p> : null}
      {details.length > 0 ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map((detail) => (
            <div key={detail.term} className="flex gap-1.5">
              <dt className="text-muted-foreground">{detail.term}</dt>
              <dd className="font-medium">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
