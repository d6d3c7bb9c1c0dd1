import { House } from "lucide-react";
import { Badge } from "@ui/badge/index.ts";
import { EmptyState } from "@ui/empty-state/index.ts";
import { ErrorPanel } from "@ui/error-panel/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { homeNameOf, type AllHomesTask } from "@domain/contract/homes.ts";
import { dueLabel } from "@domain/format/for-people.ts";
import { cn } from "@ui/lib/cn.ts";
import { taskPlaceName } from "@domain/tasks/task-place.ts";

export const ALL_HOMES_WORDS = {
  title: "All my homes",
  loadFailed: "Unable to load the tasks of all your homes.",
  empty: "Nothing is due in any of your homes.",
} as const;

export type HomesScope = "this" | "all";

/** The choice between the shown home's dashboard and every home's tasks; shown to a person with several homes. */
export function HomesScopeToggle({ scope, onScopeChange, homeName }: { scope: HomesScope; onScopeChange: (scope: HomesScope) => void; homeName: string }) {
  const option = (value: HomesScope, label: string) => (
    <button
      type="button"
      aria-pressed={scope === value}
      onClick={() => onScopeChange(value)}
      className="rounded-md px-3 py-1.5 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-pressed:bg-background aria-pressed:font-medium aria-pressed:text-foreground aria-pressed:shadow-sm"
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Which homes" className="inline-flex max-w-full gap-1 rounded-lg bg-muted p-1">
      {option("this", homeName)}
      {option("all", ALL_HOMES_WORDS.title)}
    </div>
  );
}

export type AllHomesListProps =
  | { status: "pending" }
  | { status: "error"; onRetry: () => void }
  | { status: "success"; tasks: readonly AllHomesTask[] };

/**
 * "All my homes" on the dashboard (docs/product.md §6.5): one list of every home's open tasks, soonest first,
 * each labelled with its home. A task is done from its own home's dashboard, so the list only shows.
 */
export function AllHomesList(props: AllHomesListProps) {
  if (props.status === "pending") {
    return (
      <div role="status" aria-label="Loading the tasks of all your homes..." className="grid gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (props.status === "error") return <ErrorPanel title={ALL_HOMES_WORDS.loadFailed} actions={[{ label: "Try again", onAction: props.onRetry }]} />;
  if (props.tasks.length === 0) return <EmptyState framed icon={<House />} title={ALL_HOMES_WORDS.empty} />;
  return (
    <ul aria-label={ALL_HOMES_WORDS.title} className="grid gap-2">
      {props.tasks.map((task) => (
        <li key={task.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border bg-card px-4 py-3">
          <span className="grid min-w-0">
            <span className="font-medium">{task.name}</span>
            <span className="text-sm text-muted-foreground">{taskPlaceName(task)}</span>
          </span>
          <span className="flex items-center gap-2 text-sm">
            <span className={cn(task.daysUntilDue < 0 ? "font-medium text-destructive" : "text-muted-foreground")}>{dueLabel(task.daysUntilDue)}</span>
            <Badge tone="outline">
              <House aria-hidden="true" />
              <span className="sr-only">Home: </span>
              {homeNameOf({ name: task.homeName })}
            </Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
