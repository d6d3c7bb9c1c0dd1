import type { Database } from "../db/client.ts";
import { findHomeIdOfMember } from "../db/repositories/users-repository.ts";

/**
 * The one place that decides who may touch a home's data: a user may when they are a member of it.
 * `requireAuth` puts the caller's home id on every request from here, and everything a home owns
 * (appliances, tasks, completions, notifications) is reached through that id, never one the caller
 * sends: another home's rows are simply not found (404, not 403, so their ids stay unconfirmed).
 * One read applies the same rule inside its own statement, to save a round trip: the dashboard's
 * (`listOpenTasksOfMember`), which takes the home from the caller's membership row.
 */
export function homeIdOfMember(db: Database, userId: string): Promise<string | undefined> {
  return findHomeIdOfMember(db, userId);
}
