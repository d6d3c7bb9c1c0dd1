import { plural } from "@domain/format/for-people.ts";

/**
 * The reminder's headline, the e-mail's subject and the push, ntfy and webhook title alike; kept apart from
 * the e-mail template so the other channels do not load React to word it.
 */
export function reminderSubject(tasks: readonly { daysUntilDue: number }[], warrantiesEnding = 0): string {
  if (tasks.length === 0) return warrantiesEnding === 1 ? "A warranty ends soon" : `${warrantiesEnding} warranties end soon`;
  const overdue = tasks.filter((task) => task.daysUntilDue < 0).length;
  if (overdue > 0 && overdue === tasks.length) return `${plural(overdue, "task")} overdue`;
  if (overdue > 0) return `${plural(tasks.length, "task")} need you soon, ${overdue} overdue`;
  return `${plural(tasks.length, "task")} due soon`;
}
