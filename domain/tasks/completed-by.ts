import type { CompletedBy } from "../entities/task.ts";

/** Who reads what a home's completions say: their account, and whether they keep the home with others. */
export type CompletionReader = { readonly userId: string | null; readonly sharedHome: boolean };

/**
 * Who a completion names for the person reading it (docs/product.md §6.5): "you", the member's name, or "a
 * former member" for someone since gone. Null where nobody is named (a home kept in the browser) and where
 * the reader did it in a home they keep alone, which needs no saying. The history, the task page and the
 * weekly summary all word it so, each putting its own words around it ("Completed by you", "by Sam Lee").
 */
export function completedByWho(completedBy: CompletedBy, reader: CompletionReader): string | null {
  if (completedBy === null) return null;
  if (completedBy.userId === null) return "a former member";
  if (completedBy.userId === reader.userId) return reader.sharedHome ? "you" : null;
  return completedBy.name;
}
