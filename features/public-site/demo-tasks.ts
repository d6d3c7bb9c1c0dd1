/** A task in the landing page's dashboard preview (docs/product.md §3.13). */
export type DemoTaskPriority = "urgent" | "today" | "upcoming";

export type DemoTask = {
  id: string;
  title: string;
  appliance: string;
  priority: DemoTaskPriority;
  /** Minutes the task takes. */
  timeEstimate: number;
  completed: boolean;
};

/** The words shown for each priority (docs/product.md §2.4). */
export const demoPriorityLabels: Record<DemoTaskPriority, string> = {
  urgent: "Overdue",
  today: "Today",
  upcoming: "This Week",
};

/** Three everyday tasks a new homeowner recognises, one of each priority. */
export const initialDemoTasks: readonly DemoTask[] = [
  { id: "hvac-filter", title: "Replace HVAC filter", appliance: "Furnace", priority: "urgent", timeEstimate: 10, completed: false },
  { id: "fridge-coils", title: "Clean refrigerator coils", appliance: "Refrigerator", priority: "today", timeEstimate: 20, completed: false },
  { id: "smoke-alarms", title: "Test smoke alarms", appliance: "Smoke alarms", priority: "upcoming", timeEstimate: 5, completed: false },
];

/** Flips one task's completed flag; the others are returned unchanged. */
export function toggleDemoTask(tasks: readonly DemoTask[], id: string): DemoTask[] {
  return tasks.map((task) => (task.id === id ? { ...task, completed: !task.completed } : task));
}

/** What a screen reader hears after a toggle, given the task's new state. */
export function demoToggleAnnouncement(task: Pick<DemoTask, "title" | "completed">): string {
  return task.completed ? `${task.title} completed` : `${task.title} marked incomplete`;
}

/** The rounded percentage of tasks completed; 0 for an empty list. */
export function demoCompletionPercent(tasks: readonly Pick<DemoTask, "completed">[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((task) => task.completed).length / tasks.length) * 100);
}
