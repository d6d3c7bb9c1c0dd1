import type { CompletedBy, HomeMember, TaskPerson } from "@domain/contract/index.ts";
import { completedByWho } from "@domain/tasks/completed-by.ts";

/*
 * Who does what in a shared home, as the task screens word it (docs/product.md §6.5). A home of one person
 * (or one kept in the browser) shows none of it: `isSharedHome` is false there.
 */

/** More than one person keeps the home: the screens show who does and did what. */
export const isSharedHome = (members: readonly HomeMember[]): boolean => members.length > 1;

/** The caller's own row of the home's people, if the list is here. */
export const youOf = (members: readonly HomeMember[]): HomeMember | undefined => members.find((member) => member.isYou);

/** "You" for the caller, else the name a task gives the person. */
export function personWords(person: TaskPerson, members: readonly HomeMember[]): string {
  return youOf(members)?.userId === person.userId ? "You" : person.name;
}

/**
 * Who a completion names for the caller, as the history words it after "by" (docs/product.md §6.5): "you",
 * "Sam Lee", or "a former member" for someone since gone. Null where nobody is named (a home kept in the
 * browser), where the caller did it in a home they keep alone, which needs no saying, and while the home's
 * people are not known yet (loading, failed): who "you" is cannot be told without them.
 */
export function completedByWords(completedBy: CompletedBy, members: readonly HomeMember[]): string | null {
  if (members.length === 0) return null;
  return completedByWho(completedBy, { userId: youOf(members)?.userId ?? null, sharedHome: isSharedHome(members) });
}

/** A completion's line on the task page: "Completed by you", "Completed by Sam Lee", "Completed by a former member". */
export function completedByLine(completedBy: CompletedBy, members: readonly HomeMember[]): string | null {
  const who = completedByWords(completedBy, members);
  return who === null ? null : `Completed by ${who}`;
}

/** The task's open occurrence is the caller's to do: given to them, or to nobody (what their reminders list). */
export function isMine(assignee: TaskPerson | null | undefined, members: readonly HomeMember[]): boolean {
  return !assignee || assignee.userId === youOf(members)?.userId;
}
