import type { z } from "zod";
import { apiRouteOf, type ApiRouteId, type ApiRouteOf } from "@domain/contract/route-table.ts";
import type { ApiRoute } from "@domain/contract/routes.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import type { ApiClient, RequestOptions } from "./http-client.ts";

type Part<Route, Key extends "params" | "query" | "body"> = Route extends { readonly [P in Key]: infer Schema extends z.ZodType } ? z.input<Schema> : never;

/** What a call of a route sends: its path parameters, query and body, each as the table's schema takes it; only the parts the route has. */
export type RouteCallInput<Route> = ([Part<Route, "params">] extends [never] ? { params?: never } : { params: Part<Route, "params"> }) &
  ([Part<Route, "query">] extends [never] ? { query?: never } : { query?: Part<Route, "query"> }) &
  ([Part<Route, "body">] extends [never] ? { body?: never } : { body: Part<Route, "body"> });

/**
 * What a call of a route resolves to: a file (a route with a `responseContentType`) as a Blob, else the
 * answer parsed by the table's response schema, nothing for a 204.
 */
export type RouteCallAnswer<Route> = Route extends { readonly responseContentType: string }
  ? Blob
  : Route extends { readonly response: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : undefined;

export type RouteCallOptions = Pick<RequestOptions<unknown>, "signal" | "idempotencyKey" | "authenticated"> & {
  /**
   * For a route marked `home: true`: the home the call is about when it is not the one this tab shows now (a
   * change kept in the offline queue goes to the home it was made in). Ignored by a route about no one home.
   */
  homeId?: string | undefined;
};

/**
 * The words of docs/product.md §5.1 for an answer that fails its route's schema, by route: one place for
 * every call's, so no call writes its own. A route not listed gets the general sentence of the HTTP client.
 */
export const INVALID_ANSWER_MESSAGES = {
  logIn: VALIDATION_MESSAGES.invalidLoginResponse,
  signUp: VALIDATION_MESSAGES.invalidLoginResponse,
  changePassword: VALIDATION_MESSAGES.invalidLoginResponse,
  getMe: VALIDATION_MESSAGES.invalidUserPayload,
  getDashboardTasks: VALIDATION_MESSAGES.invalidTasksResponse,
  listTasks: VALIDATION_MESSAGES.invalidTasksResponse,
  getTaskStatistics: "Invalid statistics response",
  getTaskDetails: "Invalid task response",
  completeTask: "Invalid complete response",
  uncompleteTask: "Invalid uncomplete response",
  updateTaskMetadata: "Invalid metadata response",
  snoozeTask: "Invalid snooze response",
  unsnoozeTask: "Invalid unsnooze response",
  assignTask: "Invalid assignment response",
  listAppliances: "Invalid appliances response",
  getAppliance: "Invalid appliance response",
  addAppliance: "Invalid appliances response",
  updateAppliance: "Invalid appliances response",
  listCatalogAppliances: "Invalid catalogue response",
  listCatalogTasks: "Invalid catalogue response",
  completeOnboarding: "Invalid onboarding response",
  getHomeLocation: "Invalid home location response",
  setHomeLocation: "Invalid home location response",
  migrateLocalData: "Invalid migration response",
  mergeLocalData: "Invalid migration response",
  listNotifications: "Invalid notifications response",
  markAllNotificationsRead: "Invalid notifications response",
  markNotificationRead: "Invalid notification response",
  listTaskHistory: "Invalid history response",
  getMonthlyHistory: "Invalid history response",
  listAchievements: "Invalid achievements response",
  recordGuideFinished: "Invalid achievements response",
  getProfile: "Invalid profile response",
  updateProfile: "Invalid profile response",
  updatePreferences: "Invalid preferences response",
  getSubscription: "Invalid subscription response",
  exportAccount: "Invalid export response",
  getCalendarFeed: "The calendar feed answer is not valid",
  regenerateCalendarFeed: "The calendar feed answer is not valid",
  sendContactMessage: "Invalid contact response",
  listApiTokens: "Invalid API tokens response",
  createApiToken: "Invalid API token response",
  listDocuments: "Invalid documents response",
  uploadDocument: "Invalid document response",
  updateDocument: "Invalid document response",
  getWarranty: "Invalid warranty response",
  setWarranty: "Invalid warranty response",
} as const satisfies Partial<Record<ApiRouteId, string>>;

/** The message a route's call rejects with when its answer fails the route's schema. */
export const invalidAnswerMessageOf = (id: ApiRouteId): string | undefined => (INVALID_ANSWER_MESSAGES as Partial<Record<ApiRouteId, string>>)[id];

type PathValue = string | number | boolean | undefined;

type PathInput = { params?: Record<string, PathValue>; query?: Record<string, PathValue> };

/** The route's path under the API's base URL, its parameters filled in and its query appended. */
export function routePathOf(id: ApiRouteId, input: PathInput = {}): string {
  return pathOf(apiRouteOf(id), input);
}

function pathOf(route: ApiRoute, { params, query }: PathInput): string {
  const id = route.operationId;
  const path = route.path.slice("/api".length).replace(/\{([^/}]+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The call of ${id} has no ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  return queryString === "" ? path : `${path}?${queryString}`;
}

/**
 * Calls a route of the table by its id: the method and path come from the table, the answer is parsed by
 * the table's response schema, and a failing answer rejects with the route's message. Local mode answers
 * through the same client (decision 019), matched by the path built here.
 */
export function callRoute<Id extends ApiRouteId>(
  client: ApiClient,
  id: Id,
  input: RouteCallInput<ApiRouteOf<Id>>,
  options: RouteCallOptions = {},
): Promise<RouteCallAnswer<ApiRouteOf<Id>>> {
  return callApiRoute(client, apiRouteOf(id), input, options);
}

/**
 * Calls a route given its row: what `callRoute` does by id. A route marked `home: true` names its home in
 * the `X-Home-Id` header (docs/product.md §6.5): the one given, else the one this tab shows when it is sent.
 */
export function callApiRoute<Route extends ApiRoute>(
  client: ApiClient,
  route: Route,
  input: RouteCallInput<Route>,
  { homeId, ...options }: RouteCallOptions = {},
): Promise<RouteCallAnswer<Route>> {
  const { params, query, body } = input as { params?: Record<string, PathValue>; query?: Record<string, PathValue>; body?: unknown };
  const message = (INVALID_ANSWER_MESSAGES as Partial<Record<string, string>>)[route.operationId];
  const path = pathOf(route, { params, query });
  const request = {
    ...options,
    ...(route.responseContentType ? { as: "blob" as const } : route.response ? { schema: route.response as z.ZodType<RouteCallAnswer<Route>> } : {}),
    ...(message !== undefined ? { invalidMessage: message } : {}),
    ...(route.home === true ? { home: homeId !== undefined ? { id: homeId } : ("current" as const) } : {}),
  };
  // Through the client's method of each verb, which every client (the HTTP one, local mode's, a test's) has.
  switch (route.method) {
    case "get":
      return client.get(path, request);
    case "post":
      return client.post(path, body, request);
    case "put":
      return client.put(path, body, request);
    case "delete":
      return client.delete(path, { ...request, ...(body !== undefined ? { body } : {}) });
  }
}
