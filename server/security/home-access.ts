import type { Database } from "../db/client.ts";
import { findHomeIdOfMember } from "../db/repositories/users-repository.ts";

/**
 * The one place that decides who may touch a home's data: a user may when they are a member of it.
 * `requireAuth` puts the caller's home id on every request from here, and everything a home owns
 * (appliances, tasks, completions, notifications) is reached through that id, never one the caller
 * sends: another home's rows are simply not found (404, not 403, so their ids stay unconfirmed).
 * Three statements apply the same rule inside themselves, to save a round trip, each taking the home
 * from the caller's membership row: the dashboard's read (`listOpenTasksOfMember`), a completion's first
 * read (`findTaskOfMember`) and the undo (`undoCompletion`), in tasks-repository.ts and completions-repository.ts.
 */
export function homeIdOfMember(db: Database, userId: string): Promise<string | undefined> {
  return findHomeIdOfMember(db, userId);
}
