import { Skeleton } from "../skeleton/index.ts";
import { cn } from "../lib/cn.ts";

type DashboardSkeletonProps = {
  /** Announced once for the whole skeleton; the shapes themselves are silent. */
  text?: string;
  className?: string;
};

const statPlaceholders = ["first", "second", "third"] as const;
const rowPlaceholders = ["first", "second", "third", "fourth"] as const;

/** The shape of a dashboard (a heading, three figures, a list of rows) while it loads. */
function DashboardSkeleton({ text = "Loading...", className }: DashboardSkeletonProps) {
  return (
    <div role="status" aria-busy="true" data-slot="dashboard-skeleton" className={cn("mx-auto grid w-full max-w-5xl gap-6 px-4 py-8", className)}>
      <span className="sr-only">{text}</span>
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-4 sm:grid-cols-3">
        {statPlaceholders.map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      {rowPlaceholders.map((key) => (
        <Skeleton key={key} className="h-16" />
      ))}
    </div>
  );
}

export { DashboardSkeleton, type DashboardSkeletonProps };
