import { cn } from "@ui/lib/cn.ts";

/** "Mine": the tasks given to the person or to nobody (what their reminders list); "Everyone's": all of the home's. */
export type WhoseTasks = "mine" | "everyone";

const CHOICES: readonly { value: WhoseTasks; label: string }[] = [
  { value: "mine", label: "Mine" },
  { value: "everyone", label: "Everyone's" },
];

/** docs/product.md §6.5: in a shared home, the dashboard shows the person's tasks or the whole home's, as a pair of toggle buttons. */
export function WhoseTasksFilter({ value, onChange }: { value: WhoseTasks; onChange: (value: WhoseTasks) => void }) {
  return (
    <div role="group" aria-label="Whose tasks" className="inline-flex gap-1 self-start rounded-lg bg-muted p-1 print:hidden">
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className={cn(
            "min-h-11 rounded-md px-4 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
            "aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm",
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
