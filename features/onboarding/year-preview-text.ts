import type { YearPreview } from "@domain/scheduling/year-preview.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "31 tasks a year, about 9 hours": the review's promise of what the schedule will ask. */
export function yearPreviewText({ tasksPerYear, minutesPerYear }: Pick<YearPreview, "tasksPerYear" | "minutesPerYear">): string {
  const tasks = `${plural(tasksPerYear, "task", "tasks")} a year`;
  if (minutesPerYear === 0) return tasks;
  if (minutesPerYear < 60) return `${tasks}, about ${plural(minutesPerYear, "minute", "minutes")}`;
  return `${tasks}, about ${plural(Math.round(minutesPerYear / 60), "hour", "hours")}`;
}
