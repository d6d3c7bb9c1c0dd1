import type { z } from "zod";
import {
  catalogAppliancesResponseSchema,
  catalogTaskParamsSchema,
  catalogTaskResponseSchema,
  catalogTasksQuerySchema,
  catalogTasksResponseSchema,
} from "./catalog.ts";
import {
  addApplianceRequestSchema,
  addApplianceResponseSchema,
  applianceParamsSchema,
  applianceRecordResponseSchema,
  appliancesResponseSchema,
  updateApplianceRequestSchema,
  updateApplianceResponseSchema,
} from "./appliances.ts";
import { migrationRequestSchema, migrationResponseSchema } from "./migration.ts";
import {
  markNotificationReadResponseSchema,
  notificationParamsSchema,
  notificationsResponseSchema,
} from "./notifications.ts";
import { onboardingCompleteRequestSchema, onboardingCompleteResponseSchema } from "./onboarding.ts";
import { homeLocationRequestSchema, homeLocationResponseSchema } from "./home-location.ts";
import {
  completeTaskRequestSchema,
  completeTaskResponseSchema,
  dashboardTasksResponseSchema,
  editCompletionRequestSchema,
  editCompletionResponseSchema,
  snoozeTaskRequestSchema,
  assignTaskRequestSchema,
  assignTaskResponseSchema,
  snoozeTaskResponseSchema,
  taskDetailsResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskMetadataRequestSchema,
  taskMetadataResponseSchema,
  taskParamsSchema,
  taskStatisticsResponseSchema,
  uncompleteTaskResponseSchema,
  unsnoozeTaskResponseSchema,
} from "./tasks.ts";

/** Which personal API tokens a route accepts (`ApiRoute.tokens`); "never" is what an absent flag means. */
export type ApiTokenAccess = "read" | "write" | "never";

/** What a route accepts from a personal API token: its flag, never when it has none. */
export function tokenAccessOf(route: ApiRoute): ApiTokenAccess {
  return route.tokens ?? "never";
}

/**
 * One entry per API route: enough for the server to validate, the mock API to answer, and an
 * OpenAPI 3.1 document to be generated (`z.toJSONSchema(schema, { target: "draft-2020-12", io })`,
 * with `io: "input"` for params, query and body and `io: "output"` for responses).
 * Paths are OpenAPI style (`{id}`); Express routes write `:id`.
 */
export interface ApiRoute {
  readonly method: "get" | "post" | "put" | "delete";
  readonly path: `/api/${string}`;
  readonly operationId: string;
  readonly summary: string;
  readonly tag: string;
  /** True when the route needs a signed-in user (Authorization: Bearer). */
  readonly auth: boolean;
  /**
   * Whether a personal API token (`Authorization: Bearer hk_…`) is accepted here: "read" takes a read-only
   * or a read-write token, "write" a read-write token only. Absent means never: account settings, sessions,
   * the tokens themselves and deletion take the signed-in browser's session alone
   * (docs/decisions/083-where-api-tokens-are-accepted.md).
   */
  readonly tokens?: ApiTokenAccess;
  /**
   * True when the route reads or changes one home's data (its tasks, appliances, completions, documents…): the
   * home is the one the `X-Home-Id` header names (`HOME_HEADER`), and a caller who is not its member gets 404.
   * Routes about a home itself name it in their path (`{homeId}`) instead. Absent: the route is the caller's own
   * (their account, preferences, tokens) or public.
   */
  readonly home?: boolean;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly successStatus: 200 | 201 | 202 | 204;
  /** Absent for 204. */
  readonly response?: z.ZodType;
  /** The media type of the success response when it is not JSON (an iCal feed, an HTML page). */
  readonly responseContentType?: "text/calendar" | "text/html" | "application/octet-stream" | "image/jpeg" | "application/pdf" | "text/csv" | "application/zip";
  /**
   * The media type of the body when it is not JSON (a one-click unsubscribe form post, an upload). For
   * multipart/form-data, `body` describes the text fields; the file part is read by the route's own parser.
   */
  readonly bodyContentType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  /** True when a repeat carrying the same `Idempotency-Key` header gets the first answer and changes nothing. */
  readonly idempotent?: boolean;
}

/** The routes of the task engine and the catalogue (accounts routes are described in auth.ts and users.ts). */
export const taskEngineRoutes = [
  {
    method: "post",
    path: "/api/users/onboarding-complete",
    operationId: "completeOnboarding",
    summary: "Store the home type and appliances, schedule their tasks and mark onboarding done",
    tag: "onboarding",
    auth: true,
    home: true,
    body: onboardingCompleteRequestSchema,
    successStatus: 200,
    response: onboardingCompleteResponseSchema,
  },
  {
    method: "get",
    path: "/api/home/location",
    operationId: "getHomeLocation",
    summary: "Where the home is, and the hemisphere and climate its seasons follow",
    tag: "home",
    auth: true,
    home: true,
    tokens: "read",
    successStatus: 200,
    response: homeLocationResponseSchema,
  },
  {
    method: "put",
    path: "/api/home/location",
    operationId: "setHomeLocation",
    summary: "Change where the home is; its future seasonal tasks move to its seasons",
    tag: "home",
    auth: true,
    home: true,
    tokens: "write",
    body: homeLocationRequestSchema,
    successStatus: 200,
    response: homeLocationResponseSchema,
  },
  {
    method: "post",
    path: "/api/migration/local",
    operationId: "migrateLocalData",
    summary: "Move local-mode data to the server, once per user",
    tag: "migration",
    auth: true,
    home: true,
    body: migrationRequestSchema,
    successStatus: 200,
    response: migrationResponseSchema,
  },
  {
    method: "post",
    path: "/api/migration/merge",
    operationId: "mergeLocalData",
    summary: "Fallback of /api/migration/local: merge local-mode data, the server's data winning",
    tag: "migration",
    auth: true,
    home: true,
    body: migrationRequestSchema,
    successStatus: 200,
    response: migrationResponseSchema,
  },
  {
    method: "get",
    path: "/api/tasks/for-dashboard",
    operationId: "getDashboardTasks",
    summary: "Open tasks for the dashboard, sorted by daysUntilDue ascending",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "read",
    successStatus: 200,
    response: dashboardTasksResponseSchema,
  },
  {
    method: "get",
    path: "/api/tasks",
    operationId: "listTasks",
    summary: "Tasks filtered by status (all, completed, pending, overdue)",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "read",
    query: taskListQuerySchema,
    successStatus: 200,
    response: taskListResponseSchema,
  },
  {
    method: "get",
    path: "/api/tasks/stats",
    operationId: "getTaskStatistics",
    summary: "Totals and completion rate of the home's tasks",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "read",
    successStatus: 200,
    response: taskStatisticsResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/complete",
    idempotent: true,
    operationId: "completeTask",
    summary: "Complete a task; the server schedules the next occurrence",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "write",
    params: taskParamsSchema,
    body: completeTaskRequestSchema,
    successStatus: 200,
    response: completeTaskResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/uncomplete",
    idempotent: true,
    operationId: "uncompleteTask",
    summary: "Undo a completion",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "write",
    params: taskParamsSchema,
    successStatus: 200,
    response: uncompleteTaskResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/metadata",
    idempotent: true,
    operationId: "updateTaskMetadata",
    summary: "Notes, time spent and actual cost of a completed task",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "write",
    params: taskParamsSchema,
    body: taskMetadataRequestSchema,
    successStatus: 200,
    response: taskMetadataResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/completion",
    idempotent: true,
    operationId: "editCompletion",
    summary: "Edit a completion from the history: the day it was done, notes, time and cost",
    tag: "tasks",
    auth: true,
    home: true,
    params: taskParamsSchema,
    body: editCompletionRequestSchema,
    successStatus: 200,
    response: editCompletionResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/snooze",
    idempotent: true,
    operationId: "snoozeTask",
    summary: "Snooze a task for a number of days",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "write",
    params: taskParamsSchema,
    body: snoozeTaskRequestSchema,
    successStatus: 200,
    response: snoozeTaskResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/unsnooze",
    idempotent: true,
    operationId: "unsnoozeTask",
    summary: "Undo a snooze: the task is due on its own date again",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "write",
    params: taskParamsSchema,
    successStatus: 200,
    response: unsnoozeTaskResponseSchema,
  },
  {
    method: "put",
    path: "/api/tasks/{id}/assignee",
    idempotent: true,
    operationId: "assignTask",
    summary: "Give an open task to a member of the home, or to nobody",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "write",
    params: taskParamsSchema,
    body: assignTaskRequestSchema,
    successStatus: 200,
    response: assignTaskResponseSchema,
  },
  {
    method: "get",
    path: "/api/tasks/{id}/details",
    operationId: "getTaskDetails",
    summary: "A task with its step-by-step guide",
    tag: "tasks",
    auth: true,
    home: true,
    tokens: "read",
    params: taskParamsSchema,
    successStatus: 200,
    response: taskDetailsResponseSchema,
  },
  {
    method: "get",
    path: "/api/notifications",
    operationId: "listNotifications",
    summary: "The notification center, newest first",
    tag: "notifications",
    auth: true,
    home: true,
    tokens: "read",
    successStatus: 200,
    response: notificationsResponseSchema,
  },
  {
    method: "put",
    path: "/api/notifications/{id}/read",
    operationId: "markNotificationRead",
    summary: "Mark one notification read",
    tag: "notifications",
    auth: true,
    home: true,
    tokens: "write",
    params: notificationParamsSchema,
    successStatus: 200,
    response: markNotificationReadResponseSchema,
  },
  {
    method: "delete",
    path: "/api/notifications",
    operationId: "clearNotifications",
    summary: "Clear all notifications",
    tag: "notifications",
    auth: true,
    home: true,
    tokens: "write",
    successStatus: 204,
  },
  {
    method: "get",
    path: "/api/appliances",
    operationId: "listAppliances",
    summary: "The home's appliances and systems",
    tag: "appliances",
    auth: true,
    home: true,
    tokens: "read",
    successStatus: 200,
    response: appliancesResponseSchema,
  },
  {
    method: "post",
    path: "/api/appliances",
    operationId: "addAppliance",
    summary: "Add an appliance and schedule its maintenance tasks",
    tag: "appliances",
    auth: true,
    home: true,
    tokens: "write",
    body: addApplianceRequestSchema,
    successStatus: 201,
    response: addApplianceResponseSchema,
  },
  {
    method: "get",
    path: "/api/appliances/{id}",
    operationId: "getAppliance",
    summary: "An appliance's record: its fields, its open tasks and its completed work",
    tag: "appliances",
    auth: true,
    tokens: "read",
    home: true,
    params: applianceParamsSchema,
    successStatus: 200,
    response: applianceRecordResponseSchema,
  },
  {
    method: "put",
    path: "/api/appliances/{id}",
    operationId: "updateAppliance",
    summary: "Change an appliance's record: name, brand, model, serial number, date, location or notes",
    tag: "appliances",
    auth: true,
    home: true,
    tokens: "write",
    params: applianceParamsSchema,
    body: updateApplianceRequestSchema,
    successStatus: 200,
    response: updateApplianceResponseSchema,
  },
  {
    method: "delete",
    path: "/api/appliances/{id}",
    operationId: "removeAppliance",
    summary: "Remove an appliance and its open tasks; its completion history stays",
    tag: "appliances",
    auth: true,
    home: true,
    tokens: "write",
    params: applianceParamsSchema,
    successStatus: 204,
  },
  {
    method: "put",
    path: "/api/notifications/read-all",
    operationId: "markAllNotificationsRead",
    summary: "Mark every notification read",
    tag: "notifications",
    auth: true,
    home: true,
    tokens: "write",
    successStatus: 200,
    response: notificationsResponseSchema,
  },
  {
    method: "get",
    path: "/api/catalog/appliances",
    operationId: "listCatalogAppliances",
    summary: "The appliance identifier catalogue with display names and categories",
    tag: "catalog",
    auth: false,
    tokens: "read",
    successStatus: 200,
    response: catalogAppliancesResponseSchema,
  },
  {
    method: "get",
    path: "/api/catalog/tasks",
    operationId: "listCatalogTasks",
    summary: "Catalogue tasks, optionally for one appliance or category",
    tag: "catalog",
    auth: false,
    tokens: "read",
    query: catalogTasksQuerySchema,
    successStatus: 200,
    response: catalogTasksResponseSchema,
  },
  {
    method: "get",
    path: "/api/catalog/tasks/{id}",
    operationId: "getCatalogTask",
    summary: "One catalogue task with its steps",
    tag: "catalog",
    auth: false,
    tokens: "read",
    params: catalogTaskParamsSchema,
    successStatus: 200,
    response: catalogTaskResponseSchema,
  },
] as const satisfies readonly ApiRoute[];
