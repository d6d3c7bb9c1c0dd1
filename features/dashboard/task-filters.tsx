import { cn } from "@ui/lib/cn.ts";
import type { TaskStatusFilter } from "@domain/entities/task.ts";

const FILTERS: readonly { value: TaskStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "overdue", label: "Overdue" },
  { value: "completed", label: "Completed" },
];

/**
 * docs/product.md §3 task filter: all | pending | overdue | completed, as a group of toggle buttons. On a phone
 * the four share the width in one row (with their natural padding 'Completed' fell to a row of its own);
 * they still wrap when the text is enlarged.
 */
export function TaskFilters({ value, onChange }: { value: TaskStatusFilter; onChange: (value: TaskStatusFilter) => void }) {
  return (
    <div role="group" aria-label="Show tasks" className="flex w-full flex-wrap gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto sm:self-start print:hidden">
      {FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={cn(
            "min-h-11 flex-1 rounded-md px-2 text-sm sm:flex-none sm:px-4 font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
            "aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm",
          )}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
