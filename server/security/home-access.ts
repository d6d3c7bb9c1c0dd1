import type { Request } from "express";
import { HOME_HEADER } from "@domain/contract/home-header.ts";
import type { Database } from "../db/client.ts";
import { findMembership } from "../db/repositories/households-repository.ts";
import { findHomeIdOfMember } from "../db/repositories/users-repository.ts";
import { AppError } from "../http/app-error.ts";

/**
 * The one place that decides who may touch a home's data: a user may when they are a member of it.
 * `requireAuth` puts on every request the home it is about: the one the `X-Home-Id` header names when the
 * caller is its member, else 404 (not 403, so another home's id stays unconfirmed); without the header,
 * the caller's first home (docs/decisions/092-the-home-header-and-its-fallback.md). Everything a home owns
 * (appliances, tasks, completions, notifications, documents) is reached through that id, never one the
 * caller sends in a body or a path: another home's rows are simply not found (404).
 * Three statements apply the same rule inside themselves, to save a round trip (decision 018), each
 * taking the home from the caller's membership row of the home named, or of their first home: the
 * dashboard's read (`listOpenTasksOfMember`), a completion's first read (`findTaskOfMember`) and the undo
 * (`undoCompletion`), in tasks-repository.ts and completions-repository.ts. When their statement finds no
 * membership, `notAMemberError` says which answer that is.
 */

/** The home a request names in its `X-Home-Id` header, or undefined when it names none. */
export function requestedHomeOf(req: Request): string | undefined {
  const value = req.get(HOME_HEADER)?.trim();
  return value ? value : undefined;
}

/** The caller's first home, or undefined for a user with none (a deleted account). */
export function homeIdOfMember(db: Database, userId: string): Promise<string | undefined> {
  return findHomeIdOfMember(db, userId);
}

/**
 * The home a request is about: the one named, when the caller is its member, else their first home.
 * A caller who belongs to no home at all (a deleted account) gets 401, as their token no longer stands
 * for anyone; one who belongs to homes but not to the one named gets 404.
 */
export async function resolveHomeOfRequest(db: Database, userId: string, requestedHomeId: string | undefined): Promise<string> {
  if (requestedHomeId === undefined) {
    const homeId = await homeIdOfMember(db, userId);
    if (!homeId) throw AppError.unauthorized();
    return homeId;
  }
  const membership = await findMembership(db, requestedHomeId, userId);
  if (membership) return membership.homeId;
  throw await notAMemberError(db, userId, requestedHomeId);
}

/**
 * The answer to a caller whose membership of the home asked about was not found (by a statement that
 * checks it itself): 401 when they belong to no home at all or named none, 404 when they named a home
 * that is not theirs. Only this refusal pays the second round trip.
 */
export async function notAMemberError(db: Database, userId: string, requestedHomeId: string | undefined): Promise<AppError> {
  if (requestedHomeId === undefined) return AppError.unauthorized();
  return (await homeIdOfMember(db, userId)) === undefined ? AppError.unauthorized() : AppError.notFound();
}
